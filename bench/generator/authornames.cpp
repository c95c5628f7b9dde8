// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/generator/authornames.h"

#include <QSet>

#include <cmath>

using namespace Qt::StringLiterals;

namespace lectern::bench {

namespace {

// The head of the distribution, most common first.
const QStringList kCommonFamilies = {
    u"Wang"_s,  u"Zhang"_s,  u"Li"_s,     u"Kowalski"_s, u"Müller"_s, u"Lee"_s,   u"Smith"_s,
    u"Chen"_s,  u"García"_s, u"Nowak"_s,  u"Kim"_s,      u"Liu"_s,    u"Dubois"_s, u"Novák"_s,
    u"Rossi"_s, u"Yılmaz"_s, u"Schmidt"_s, u"Ivanov"_s,  u"Sato"_s,   u"Jensen"_s,
};
const QStringList kGiven = {
    u"Anna"_s,   u"Jan"_s,     u"Wei"_s,    u"Maria"_s,  u"John"_s,   u"Jürgen"_s, u"Yuki"_s,
    u"Élodie"_s, u"Sebastián"_s, u"Priya"_s, u"Ahmed"_s, u"Olga"_s,   u"Lars"_s,   u"Chloé"_s,
    u"Tomasz"_s, u"Ji-woo"_s,  u"Jean-Pierre"_s, u"Zoë"_s, u"Mateus"_s, u"Ingrid"_s, u"Kai"_s,
    u"Siobhán"_s, u"Luca"_s,   u"Fatima"_s, u"Hiroshi"_s, u"Emma"_s,  u"Noah"_s,   u"Ewa"_s,
};
const QStringList kSyllables = {
    u"ka"_s, u"lo"_s, u"ri"_s, u"ve"_s, u"mi"_s, u"na"_s, u"to"_s, u"su"_s, u"de"_s, u"bor"_s,
    u"stan"_s, u"wic"_s, u"berg"_s, u"man"_s, u"son"_s, u"ez"_s, u"ski"_s, u"ov"_s, u"ei"_s,
    u"har"_s, u"tel"_s, u"gu"_s, u"mo"_s, u"rin"_s, u"dal"_s, u"ström"_s, u"ić"_s, u"ura"_s,
};
const QStringList kParticles = {u"van der"_s, u"von"_s, u"de"_s, u"van"_s, u"de la"_s};
const QStringList kCollaborations = {u"CERN Collaboration"_s, u"ATLAS Collaboration"_s,
                                     u"OpenAI"_s, u"The LIGO Scientific Collaboration"_s};

QStringList makeFamilies()
{
    QStringList out = kCommonFamilies;
    Rng rng(0xa17e);
    QSet<QString> seen(out.begin(), out.end());
    while (out.size() < 6000) {
        QString name;
        const int parts = 2 + rng.below(2);
        for (int i = 0; i < parts; ++i)
            name += rng.pick(kSyllables);
        name[0] = name[0].toUpper();
        if (!seen.contains(name)) {
            seen.insert(name);
            out.append(name);
        }
    }
    return out;
}

} // namespace

AuthorGenerator::AuthorGenerator(quint64 seed) : m_rng(seed), m_families(makeFamilies()) {}

GeneratedAuthor AuthorGenerator::person()
{
    GeneratedAuthor a;
    // Zipf over the family names: rank r with weight 1/(r + 8).
    const double u = double(m_rng.next() >> 11) * 0x1.0p-53;
    const double n = double(m_families.size());
    const int rank = int(std::exp(u * std::log((n + 8.0) / 8.0)) * 8.0 - 8.0);
    a.family = m_families.at(qBound(0, rank, int(m_families.size()) - 1));
    a.given = m_rng.pick(kGiven);
    if (m_rng.chance(0.25))
        a.given = a.given.left(1) + u'.';
    else if (m_rng.chance(0.15))
        a.given += u' ' + m_rng.pick(kGiven).left(1) + u'.';
    if (m_rng.chance(0.03))
        a.particle = m_rng.pick(kParticles);
    if (m_rng.chance(0.01))
        a.suffix = u"Jr."_s;
    return a;
}

QList<GeneratedAuthor> AuthorGenerator::paperAuthors()
{
    QList<GeneratedAuthor> out;
    if (m_rng.chance(0.01)) {
        GeneratedAuthor org;
        org.literal = m_rng.pick(kCollaborations);
        out.append(org);
    }
    // Mostly 3–6 authors, now and then a long list.
    const int count = m_rng.chance(0.05) ? 7 + m_rng.below(6) : 1 + m_rng.below(6);
    for (int i = 0; i < count; ++i)
        out.append(person());
    return out;
}

QStringList AuthorGenerator::commonFamilies()
{
    return kCommonFamilies.mid(0, 10);
}

QStringList AuthorGenerator::rareFamilies()
{
    const QStringList all = makeFamilies();
    return {all.at(300), all.at(1200), all.at(2500), all.at(4000), all.at(5900)};
}

QString bibtexName(const GeneratedAuthor &a)
{
    if (!a.literal.isEmpty())
        return u'{' + a.literal + u'}';
    QString name = a.particle.isEmpty() ? a.family : a.particle + u' ' + a.family;
    if (!a.suffix.isEmpty())
        name += u", "_s + a.suffix;
    return name + u", "_s + a.given;
}

} // namespace lectern::bench
