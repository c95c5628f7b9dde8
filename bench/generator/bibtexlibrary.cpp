// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/generator/bibtexlibrary.h"

#include "bench/generator/abstractwriter.h"
#include "bench/generator/authornames.h"
#include "bench/generator/rng.h"
#include "bench/generator/vocabulary.h"

#include <QSaveFile>

using namespace Qt::StringLiterals;

namespace lectern::bench {

namespace {

// What a BibTeX export writes for the accented letters the names use.
QString texEscaped(const QString &text)
{
    static const QList<QPair<QChar, QString>> accents = {
        {u'ä', u"{\\\"a}"_s}, {u'ö', u"{\\\"o}"_s}, {u'ü', u"{\\\"u}"_s}, {u'ë', u"{\\\"e}"_s},
        {u'é', u"{\\'e}"_s},  {u'á', u"{\\'a}"_s},  {u'í', u"{\\'i}"_s},  {u'ó', u"{\\'o}"_s},
        {u'ñ', u"{\\~n}"_s},  {u'ç', u"{\\c{c}}"_s}, {u'ć', u"{\\'c}"_s},  {u'ı', u"{\\i}"_s},
    };
    QString out;
    for (QChar c : text) {
        QString replacement;
        for (const auto &[letter, tex] : accents) {
            if (c == letter)
                replacement = tex;
        }
        out += replacement.isEmpty() ? QString(c) : replacement;
    }
    return out;
}

QString titleCase(QStringView word)
{
    QString w = word.toString();
    if (!w.isEmpty())
        w[0] = w[0].toUpper();
    return w;
}

} // namespace

Status writeBibtexLibrary(int entries, quint64 seed, const QString &path)
{
    using vocabulary::adjectives, vocabulary::areas, vocabulary::nouns, vocabulary::syllables;
    Rng rng(seed);
    AuthorGenerator authors(seed ^ 0xb1b7e5ULL);
    static const QStringList venues = {u"International Conference on Machine Learning"_s,
                                       u"Advances in Neural Information Processing Systems"_s,
                                       u"International Conference on Learning Representations"_s,
                                       u"Journal of Machine Learning Research"_s};
    QString out;
    for (int i = 0; i < entries; ++i) {
        const QString method = titleCase(rng.pick(syllables())) + rng.pick(syllables()).toString();
        const QString title = method + u": "_s + titleCase(rng.pick(adjectives())) + u' '
            + rng.pick(nouns()).toString() + u" for "_s + rng.pick(areas()).toString();
        QStringList names;
        for (const GeneratedAuthor &a : authors.paperAuthors())
            names.append(texEscaped(bibtexName(a)));
        const int year = 2015 + rng.below(11);
        const QString key = u"paper%1"_s.arg(i + 1);
        out += u"@inproceedings{"_s + key + u",\n  title = {"_s + title + u"},\n  author = {"_s
            + names.join(u" and "_s) + u"},\n  booktitle = {"_s + rng.pick(venues) + u"},\n  year = {"_s
            + QString::number(year) + u"},\n"_s;
        if (rng.chance(0.8))
            out += u"  doi = {10.%1/lectern.%2},\n"_s.arg(1000 + rng.below(9000)).arg(i + 1);
        if (rng.chance(0.4)) {
            out += u"  eprint = {%1.%2}, archiveprefix = {arXiv},\n"_s.arg(year % 100 * 100 + 1 + rng.below(12), 4, 10, QChar(u'0'))
                       .arg(10000 + i, 5, 10, QChar(u'0'));
        }
        if (rng.chance(0.3))
            out += u"  url = {https://example.org/papers/%1},\n"_s.arg(i + 1);
        out += u"  abstract = {"_s + writeAbstract(rng) + u"}\n}\n\n"_s;
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return Error{u"Cannot write %1: %2"_s.arg(path, file.errorString()), ErrorCode::Io};
    file.write(out.toUtf8());
    if (!file.commit())
        return Error{u"Cannot write %1: %2"_s.arg(path, file.errorString()), ErrorCode::Io};
    return {};
}

} // namespace lectern::bench
