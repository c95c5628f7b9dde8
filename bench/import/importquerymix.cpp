// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/import/importquerymix.h"

#include "bench/generator/rng.h"
#include "core/text/seedparser.h"

#include <QHash>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>
#include <functional>

using namespace Qt::StringLiterals;

namespace lectern::bench {

namespace {

// The abstract as a reader sees it: no inline TeX, no URLs, no Markdown emphasis. What is left
// is what one would type into the search field.
QString readable(const QString &abstract)
{
    static const QRegularExpression math(u"\\$[^$]*\\$"_s);
    static const QRegularExpression url(u"https?://[^\\s)]+"_s);
    QString text = abstract.normalized(QString::NormalizationForm_C);
    text.replace(math, u" , "_s); // a break: a phrase must not span a formula
    text.replace(url, u" , "_s);
    text.remove(u'*');
    return text;
}

// Lowercase tokens of 3+ letters or digits with at least one letter, split where the FTS5
// unicode61 tokenizer splits (anything but a letter or digit).
QSet<QString> wordsOf(const QString &text)
{
    QSet<QString> words;
    QString current;
    bool hasLetter = false;
    const auto flush = [&] {
        if (current.size() >= 3 && hasLetter)
            words.insert(current);
        current.clear();
        hasLetter = false;
    };
    for (const QChar c : text) {
        if (c.isLetterOrNumber()) {
            current += c.toLower();
            hasLetter = hasLetter || c.isLetter();
        } else {
            flush();
        }
    }
    flush();
    return words;
}

// Runs of two or more consecutive plain words ("self-supervised" counts as one) inside one
// clause of the abstract: the material for quoted phrases.
QList<QStringList> phraseRuns(const QString &abstract)
{
    static const QRegularExpression clause(u"[.,;:!?()\\[\\]\"\u201C\u201D\u2014\u2013/]"_s);
    static const QRegularExpression plainWord(u"^[\\p{L}\\p{N}]+(-[\\p{L}\\p{N}]+)*$"_s);
    QList<QStringList> runs;
    for (const QString &part : readable(abstract).split(clause, Qt::SkipEmptyParts)) {
        QStringList run;
        const auto close = [&] {
            if (run.size() >= 2)
                runs.append(run);
            run.clear();
        };
        for (const QString &word : part.split(u' ', Qt::SkipEmptyParts)) {
            if (plainWord.match(word).hasMatch())
                run.append(word.toLower());
            else
                close();
        }
        close();
    }
    return runs;
}

// The corpus generator's revisions fix or introduce typos by swapping two adjacent letters
// ("imgaes"): such a word occurs, but nobody searches for it.
bool looksLikeTypo(const QString &word, int documents, const QHash<QString, int> &all)
{
    for (qsizetype i = 0; i + 1 < word.size(); ++i) {
        QString swapped = word;
        std::swap(swapped[i], swapped[i + 1]);
        if (swapped != word && all.value(swapped) > documents)
            return true;
    }
    return false;
}

} // namespace

Result<CorpusSample> sampleCorpus(const QStringList &files, int perFile)
{
    CorpusSample sample;
    for (const QString &file : files) {
        int taken = 0;
        auto parsed = text::SeedParser::parseFile(file, [&](const text::SeedParagraph &p) {
            sample.abstracts.append(p.text);
            return ++taken < perFile;
        });
        if (!parsed)
            return Error{parsed.error()};
        if (parsed->header.recognised())
            sample.headers.append({parsed->header.venue, parsed->header.year});
    }
    return sample;
}

QueryVocabulary queryVocabulary(const CorpusSample &sample)
{
    QHash<QString, int> documents;
    for (const QString &abstract : sample.abstracts) {
        for (const QString &word : wordsOf(readable(abstract)))
            ++documents[word];
    }
    const double total = qMax<double>(1, double(sample.abstracts.size()));
    QueryVocabulary vocabulary;
    for (auto it = documents.cbegin(); it != documents.cend(); ++it) {
        const double share = double(it.value()) / total;
        if (share >= 0.10)
            vocabulary.common.append(it.key());
        else if (share >= 0.005)
            vocabulary.medium.append(it.key());
        else if (it.value() >= 2 && !looksLikeTypo(it.key(), it.value(), documents))
            vocabulary.rare.append(it.key());
    }
    // QHash's order changes from run to run; the query list must not.
    vocabulary.common.sort();
    vocabulary.medium.sort();
    vocabulary.rare.sort();
    return vocabulary;
}

QStringList importQueryMix(const CorpusSample &sample, const QueryVocabulary &vocabulary, int count,
                           quint64 seed)
{
    Rng rng(seed * 0x9E3779B97F4A7C15ULL + 11);
    const auto pick = [&rng](const QStringList &list) {
        return list.isEmpty() ? u"learning"_s : list.at(rng.below(int(list.size())));
    };
    const QStringList &common = vocabulary.common;
    const QStringList &medium = vocabulary.medium;
    const QStringList &rare = vocabulary.rare.isEmpty() ? medium : vocabulary.rare;
    const auto anyWord = [&]() -> QString {
        const int r = rng.below(10);
        return r < 3 ? pick(common) : r < 8 ? pick(medium) : pick(rare);
    };
    // Another word than the ones already in the query ("graph graph" says nothing new).
    const auto other = [&](const std::function<QString()> &draw, const QStringList &taken) {
        QString w = draw();
        for (int attempt = 0; attempt < 20 && taken.contains(w); ++attempt)
            w = draw();
        return w;
    };
    const auto prefix = [&]() -> QString {
        const int letters = 3 + rng.below(3);
        for (int attempt = 0; attempt < 100; ++attempt) {
            const QString w = pick(rng.chance(0.5) ? common : medium);
            if (w.size() > letters)
                return w.left(letters) + u'*';
        }
        return u"lea*"_s;
    };
    const auto phrase = [&]() -> QString {
        for (int attempt = 0; attempt < 100 && !sample.abstracts.isEmpty(); ++attempt) {
            const QList<QStringList> runs =
                phraseRuns(sample.abstracts.at(rng.below(int(sample.abstracts.size()))));
            if (runs.isEmpty())
                continue;
            const QStringList &run = runs.at(rng.below(int(runs.size())));
            const int length = int(qMin<qsizetype>(run.size(), rng.chance(0.6) ? 2 : 3));
            const int start = rng.below(int(run.size()) - length + 1);
            return u'"' + run.mid(start, length).join(u' ') + u'"';
        }
        return u"\"language model\""_s;
    };
    const auto header = [&]() { return sample.headers.at(rng.below(int(sample.headers.size()))); };
    const auto year = [&]() { return QString::number(header().year); };
    const auto venue = [](const QString &name) -> QString {
        return u"venue:"_s + (name.contains(u' ') ? u'"' + name + u'"' : name);
    };

    QStringList out;
    while (out.size() < count) {
        const int kind = rng.below(16);
        if (kind >= 11 && sample.headers.isEmpty() && kind != 13) {
            out.append(anyWord()); // no recognised header: no venue or year to filter on
            continue;
        }
        switch (kind) {
        case 0:
            out.append(pick(common));
            break;
        case 1:
            out.append(pick(medium));
            break;
        case 2:
            out.append(pick(rare));
            break;
        case 3: {
            const QString a = anyWord();
            out.append(a + u' ' + other(anyWord, {a}));
            break;
        }
        case 4: {
            const QString a = pick(common);
            const QString b = other([&] { return pick(common); }, {a});
            out.append(a + u' ' + b + u' ' + other([&] { return pick(medium); }, {a, b}));
            break;
        }
        case 5:
            out.append(phrase());
            break;
        case 6:
            out.append(prefix());
            break;
        case 7:
            out.append(pick(medium) + u' ' + prefix());
            break;
        case 8:
            out.append(anyWord() + u" -"_s + pick(common));
            break;
        case 9: {
            const QString a = pick(medium);
            out.append(a + u" OR "_s + other([&] { return pick(medium); }, {a}));
            break;
        }
        case 10:
            out.append(u"title:"_s + anyWord());
            break;
        case 11: {
            const auto h = header();
            out.append(u"%1 year:%2 %3"_s.arg(venue(h.venue)).arg(h.year).arg(anyWord()));
            break;
        }
        case 12:
            if (rng.chance(0.5)) {
                out.append(u"year:>="_s + year() + u' ' + pick(common));
            } else {
                int from = header().year, to = header().year;
                if (from > to)
                    std::swap(from, to);
                out.append(u"year:%1..%2 %3"_s.arg(from).arg(to).arg(pick(medium)));
            }
            break;
        case 13:
            out.append(pick(common) + u' ' + phrase());
            break;
        case 14:
            if (rng.chance(0.5)) {
                out.append(venue(header().venue));
            } else {
                const auto h = header();
                out.append(u"%1 year:%2"_s.arg(venue(h.venue)).arg(h.year));
            }
            break;
        default:
            out.append(u"status:unread year:>="_s + year() + u' ' + pick(common));
            break;
        }
    }
    return out;
}

} // namespace lectern::bench
