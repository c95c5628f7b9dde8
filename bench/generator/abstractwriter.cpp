// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/generator/abstractwriter.h"

#include "bench/generator/vocabulary.h"

#include <QStringList>

using namespace Qt::StringLiterals;

namespace lectern::bench {

namespace {

namespace v = vocabulary;

class Writer
{
public:
    explicit Writer(Rng &rng) : m_rng(rng) {}

    QString write()
    {
        inventName();
        QStringList sentences;
        sentences << context();
        if (m_rng.chance(0.4))
            sentences << context();
        sentences << problem();
        if (m_rng.chance(0.9))
            sentences << problem();
        sentences << contribution();
        const int details = 4 + m_rng.below(3);
        for (int i = 0; i < details; ++i)
            sentences << detail();
        if (m_rng.chance(0.6))
            sentences << theory();
        sentences << experiments();
        if (m_rng.chance(0.3))
            sentences << codeLink();
        return sentences.join(u' ');
    }

private:
    QString word(std::span<const QStringView> pool) { return m_rng.pick(pool).toString(); }

    // "adaptive sparse estimator", "kernel-based policies for robot manipulation"
    QString phrase(bool many = false)
    {
        QString np = word(v::adjectives());
        if (m_rng.chance(0.35))
            np += u' ' + word(v::adjectives());
        np += u' ' + (many ? plural(word(v::nouns())) : word(v::nouns()));
        if (m_rng.chance(0.3))
            np += u" for "_s + word(v::areas());
        return np;
    }

    // "a" or "an" before text.
    static QString article(const QString &text)
    {
        const bool vowel = !text.isEmpty() && QStringView(u"aeiouAEIOU").contains(text.front());
        return (vowel ? u"an "_s : u"a "_s) + text;
    }

    // "learns" -> "learned", "approximates" -> "approximated"
    static QString pastTense(QString verb)
    {
        verb.chop(1);
        return verb + (verb.endsWith(u'e') ? u"d"_s : u"ed"_s);
    }

    static QString plural(const QString &noun)
    {
        if (noun.endsWith(u's') || noun.endsWith(u'x') || noun.endsWith(u"sh"_s) ||
            noun.endsWith(u"ch"_s))
            return noun + u"es"_s;
        if (noun.endsWith(u'y') && !noun.endsWith(u"ey"_s))
            return noun.chopped(1) + u"ies"_s;
        return noun + u's';
    }

    QString math() { return u'$' + word(v::mathSnippets()) + u'$'; }

    void inventName()
    {
        // A coined name, or an acronym over capitalised words (optionally with bold letters).
        m_expansion.clear();
        m_boldExpansion.clear();
        if (m_rng.chance(0.5)) {
            m_name = word(v::syllables()) + word(v::syllables());
            if (m_rng.chance(0.3))
                m_name += QString::number(1 + m_rng.below(9));
            return;
        }
        const int count = 2 + m_rng.below(3);
        QStringList words, bold;
        m_name.clear();
        for (int i = 0; i < count; ++i) {
            const QString w = word(v::capitalWords());
            words << w;
            bold << u"**"_s + w.left(1) + u"**"_s + w.mid(1);
            m_name += w.front();
        }
        m_expansion = words.join(u' ');
        m_boldExpansion = bold.join(u' ');
    }

    // One of several phrasings: fixed wording shared by many abstracts would make unrelated
    // ones look alike (real abstracts share ~1% of their word 3-shingles; so should these).
    QString alt(std::initializer_list<QStringView> options)
    {
        return options.begin()[m_rng.below(int(options.size()))].toString();
    }

    QString context()
    {
        const QString area = word(v::areas());
        switch (m_rng.below(6)) {
        case 0:
            return capital(area) +
                   alt({u" is a ", u" remains a ", u" has become a ", u" poses a "}) +
                   word(v::adjectives()) +
                   alt({u" problem", u" challenge", u" task", u" question"}) +
                   alt({u" with applications to ", u" relevant to ", u" that underpins ",
                        u" central to "}) +
                   word(v::areas()) + alt({u" and ", u" as well as ", u", ", u" or "}) +
                   word(v::areas()) + u'.';
        case 1:
            return capital(phrase(true)) +
                   alt({u" have recently ", u" have ", u" now routinely ", u" increasingly "}) +
                   pastTense(word(v::verbs())) +
                   alt({u" the state of the art in ", u" benchmarks for ", u" progress in ",
                        u" practice in "}) +
                   area + u'.';
        case 2:
            return alt({u"Recent progress in ", u"Much of the success of ", u"Modern work on ",
                        u"Progress on "}) +
                   area + alt({u" relies on ", u" builds on ", u" hinges on ", u" is driven by "}) +
                   phrase(true) +
                   alt({u" trained on ", u" fitted to ", u" learned from ", u" estimated from "}) +
                   word(v::objects()) + u'.';
        case 3:
            return capital(area) +
                   alt({u" requires models that ", u" calls for systems that ",
                        u" needs methods that "}) +
                   word(v::baseVerbs()) + u' ' + word(v::objects()) +
                   alt({u" while remaining ", u" and stay ", u" yet remain "}) +
                   word(v::adjectives()) + u'.';
        case 4:
            return capital(article(phrase())) +
                   alt({u" is the workhorse of ", u" underlies ", u" sits at the heart of "}) +
                   area + u'.';
        default:
            return alt({u"A central question in ", u"A long-standing goal of ",
                        u"An open problem in ", u"A key difficulty in "}) +
                   area + alt({u" is how to ", u" is learning to ", u" is to "}) +
                   word(v::baseVerbs()) + u' ' + word(v::objects()) +
                   alt({u" at scale.", u" reliably.", u" efficiently.", u" in practice."});
        }
    }

    QString problem()
    {
        switch (m_rng.below(5)) {
        case 0:
            return word(v::openings()) +
                   alt({u" existing ", u" current ", u" standard ", u" most "}) + phrase(true) +
                   alt({u" fail to ", u" struggle to ", u" cannot ", u" rarely "}) +
                   word(v::baseVerbs()) + u' ' + word(v::objects()) + u'.';
        case 1:
            return alt({u"Prior work on ", u"Previous studies of ", u"Earlier approaches to ",
                        u"The literature on "}) +
                   word(v::areas()) + alt({u" assumes ", u" takes for granted ", u" presumes "}) +
                   word(v::objects()) +
                   alt({u", an assumption that rarely holds for ", u", which breaks down for ",
                        u", unlike ", u", ignoring "}) +
                   word(v::objects()) + u'.';
        case 2:
            return capital(plural(word(v::nouns()))) +
                   alt({u" scale poorly, as their cost grows as ", u" need ", u" incur ",
                        u" cost "}) +
                   math() + alt({u" in the number of ", u" per ", u" for each of the "}) +
                   plural(word(v::nouns())) + u'.';
        case 3:
            return alt({u"This leaves open whether ", u"It is unclear whether ",
                        u"We ask whether "}) +
                   article(u'*' + word(v::adjectives()) + u' ' + word(v::nouns()) + u'*') +
                   alt({u" can ", u" could ", u" is able to "}) + word(v::baseVerbs()) + u' ' +
                   word(v::objects()) + u'.';
        default:
            return capital(word(v::objects())) + alt({u" make ", u" render ", u" leave "}) +
                   phrase(true) + alt({u" brittle", u" unreliable", u" expensive", u" biased"}) +
                   u'.';
        }
    }

    QString contribution()
    {
        const QString task = word(v::areas());
        if (!m_expansion.isEmpty()) {
            const QString expansion = m_rng.chance(0.5) ? m_boldExpansion : m_expansion;
            const QString acronym = expansion.contains(u'*') ? u"**"_s + m_name + u"**"_s : m_name;
            if (m_rng.chance(0.5))
                return u"In this paper, we propose " + expansion + u" (" + acronym + u"), " +
                       article(phrase()) + u" that " + word(v::verbs()) + u' ' +
                       word(v::objects()) + u'.';
            return u"We introduce " + expansion + u" (" + acronym + u") for " + task + u", which " +
                   word(v::verbs()) + u' ' + word(v::objects()) + u'.';
        }
        switch (m_rng.below(4)) {
        case 0:
            return u"We propose " + m_name + u", " + article(phrase()) + u" for " + task + u'.';
        case 1:
            return u"To address this, we present " +
                   article(word(v::adjectives()) + u' ' + word(v::nouns())) + u" for " + task +
                   u", dubbed " + m_name + u'.';
        case 2:
            return u"This paper describes " + m_name + u", " + article(phrase()) + u" that " +
                   word(v::verbs()) + u' ' + word(v::objects()) + u'.';
        default:
            m_name = u"our method"_s;
            return u"We study " + phrase(true) + u" under " + word(v::objects()) + u" and " +
                   word(v::objects()) + u'.';
        }
    }

    QString subject() { return m_name == u"our method"_s ? u"Our method"_s : m_name; }

    QString detail()
    {
        switch (m_rng.below(6)) {
        case 0:
            return capital(subject()) + u' ' + word(v::verbs()) + u' ' + word(v::objects()) + u' ' +
                   word(v::prepositions()) + u' ' + article(phrase()) + u'.';
        case 1:
            return alt({u"The key idea is to ", u"Our insight is to ", u"The main idea is to ",
                        u"At its core, we "}) +
                   word(v::baseVerbs()) + u' ' + word(v::objects()) +
                   alt({u" with ", u" using ", u" through ", u" by means of "}) +
                   article(phrase()) +
                   alt({u", reducing the cost from ", u", going from ", u", improving "}) + math() +
                   alt({u" to ", u" down to ", u" into "}) + math() + u'.';
        case 2:
            return word(v::openings()) +
                   alt({u" we replace the ", u" we swap the ", u" we substitute the "}) +
                   word(v::nouns()) + alt({u" with ", u" by "}) + article(phrase()) +
                   alt({u" inspired by ", u" following ", u" in the spirit of "}) +
                   word(v::people()) +
                   alt({u"\u2019s work on ", u"\u2019s analysis of ", u"\u2019s results for "}) +
                   word(v::areas()) + u'.';
        case 3:
            return capital(article(word(v::adjectives()) + u' ' + word(v::nouns()))) +
                   alt({u" \u2014 trained on ", u" \u2014 fitted to ", u" \u2014 built from "}) +
                   word(v::objects()) + u" \u2014 " + word(v::verbs()) + u" the " +
                   word(v::nouns()) + alt({u" in ", u" with ", u" at "}) + math() +
                   alt({u" time.", u" cost.", u" memory.", u" overhead."});
        case 4:
            return alt({u"We further show that the ", u"We also find that the ",
                        u"Importantly, the "}) +
                   word(v::nouns()) + alt({u" can be *", u" need not be *", u" is *"}) +
                   pastTense(word(v::verbs())) +
                   alt({u"* without ", u"* despite ", u"* even with "}) + word(v::objects()) + u'.';
        default:
            return capital(plural(word(v::nouns()))) + u" and " + plural(word(v::nouns())) +
                   alt({u" are ", u" get ", u" become "}) + pastTense(word(v::verbs())) +
                   alt({u" jointly", u" end to end", u" in alternation", u" separately"}) + u", " +
                   alt({u"so that ", u"which means ", u"hence "}) + math() +
                   alt({u" stays bounded.", u" decreases.", u" is preserved."});
        }
    }

    QString theory()
    {
        return alt({u"We prove that ", u"Theoretically, we show that ", u"We establish that ",
                    u"Our analysis shows that "}) +
               subject() + alt({u" achieves a ", u" attains a ", u" enjoys a "}) + math() +
               alt({u" bound on the ", u" rate for the ", u" guarantee on the "}) +
               word(v::metrics()) + alt({u" under ", u" given ", u" assuming "}) +
               word(v::adjectives()) + alt({u" assumptions.", u" conditions.", u" data."});
    }

    QString experiments()
    {
        const QString d1 = word(v::datasets()), d2 = word(v::datasets()), d3 = word(v::datasets());
        return alt({u"Experiments on ", u"Across ", u"On ", u"Evaluations on ", u"Results on "}) +
               d1 + u", " + d2 + u" and " + d3 +
               alt({u" show that ", u" demonstrate that ", u" confirm that ", u" indicate that "}) +
               subject() + alt({u" improves ", u" raises ", u" boosts ", u" lifts "}) +
               word(v::metrics()) + alt({u" by ", u" by up to ", u" by about "}) +
               QString::number(1 + m_rng.below(30)) + u'.' + QString::number(m_rng.below(10)) +
               alt({u"% over ", u"% relative to ", u"% compared with "}) + phrase(true) + u'.';
    }

    QString codeLink()
    {
        const QString repo =
            m_name == u"our method"_s ? word(v::syllables()).toLower() : m_name.toLower();
        if (m_rng.chance(0.5))
            return u"Code is available at https://github.com/" + word(v::syllables()).toLower() +
                   u"-lab/" + repo + u'.';
        return u"See our [project page](https://" + repo + u".github.io/) for videos.";
    }

    static QString capital(QString s)
    {
        if (!s.isEmpty())
            s[0] = s[0].toUpper();
        return s;
    }

    Rng &m_rng;
    QString m_name, m_expansion, m_boldExpansion;
};

} // namespace

QString writeAbstract(Rng &rng)
{
    return Writer(rng).write();
}

} // namespace lectern::bench
