// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/import/bibcorpus.h"

#include "bench/generator/authornames.h"
#include "core/interop/latextext.h"
#include "core/library/author.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>

namespace lectern::bench {

using namespace Qt::StringLiterals;

namespace {

const QStringList &sharedTitles()
{
    static const QStringList list = {
        u"Editorial"_s, u"Introduction"_s, u"A Survey of Deep Learning"_s, u"Preface"_s,
        u"Towards Robust Learning"_s, u"On the Convergence of Adam"_s, u"Attention Is All You Need"_s,
        u"Scaling Laws"_s, u"Rethinking Evaluation"_s, u"Letter from the Editors"_s,
    };
    return list;
}

struct Paper
{
    int id = 0;
    QString title;
    QString abstract;
    QList<GeneratedAuthor> authors; // authornames.h: Zipf families, diacritics, particles, organisations
    int year = 0;
    QString doi;
    QString arxiv;
};

Paper paper(int id, const QString &abstract, AuthorGenerator &authors)
{
    Paper p;
    p.id = id;
    p.abstract = abstract;
    const quint32 h = quint32(id) * 2654435761u;
    if (h % 10 == 0) {
        p.title = sharedTitles().at(int((h / 10) % quint32(sharedTitles().size())));
    } else {
        const QStringList words = abstract.split(u' ', Qt::SkipEmptyParts).mid(0, 7);
        p.title = u"Paper %1: %2"_s.arg(id).arg(words.join(u' '));
    }
    p.authors = authors.paperAuthors();
    p.year = 2000 + int((h >> 4) % 25);
    if ((h >> 12) % 10 < 6)
        p.doi = u"10.5555/bench.%1"_s.arg(id);
    if ((h >> 16) % 10 < 3)
        p.arxiv = u"%1%2.%3"_s.arg(15 + (id / 99999) % 10).arg(1 + (id / 9999) % 12, 2, 10, QLatin1Char('0'))
                      .arg(id % 99999, 5, 10, QLatin1Char('0'));
    return p;
}

// TeX escapes for some letters, as older exports write them; the rest stays UTF-8.
QString texSpelled(QString name)
{
    static const QList<std::pair<QString, QString>> escapes = {
        {u"ü"_s, u"{\\\"u}"_s}, {u"ö"_s, u"{\\\"o}"_s}, {u"é"_s, u"{\\'e}"_s}, {u"á"_s, u"{\\'a}"_s},
        {u"ç"_s, u"{\\c{c}}"_s}, {u"ř"_s, u"{\\v{r}}"_s}, {u"ø"_s, u"{\\o}"_s}, {u"ß"_s, u"{\\ss}"_s},
    };
    for (const auto &[letter, tex] : escapes)
        name.replace(letter, tex);
    return name;
}

QByteArray bibtexEntry(const Paper &p)
{
    QStringList names;
    for (const GeneratedAuthor &a : p.authors)
        names.append(p.id % 2 ? texSpelled(bibtexName(a)) : bibtexName(a));
    QString e = u"@article{p%1,\n  title = {%2},\n  author = {%3},\n  year = {%4},\n"
                "  journal = {Journal of Benchmarks},\n  abstract = {%5}"_s
                    .arg(p.id)
                    .arg(interop::escapeLatex(p.title), names.join(u" and "_s))
                    .arg(p.year)
                    .arg(interop::escapeLatex(p.abstract));
    if (!p.doi.isEmpty())
        e += u",\n  doi = {%1}"_s.arg(p.doi);
    if (!p.arxiv.isEmpty())
        e += u",\n  eprint = {%1}, archiveprefix = {arXiv}"_s.arg(p.arxiv);
    e += u",\n  keywords = {bench, topic%1}\n}\n"_s.arg(p.id % 40);
    return e.toUtf8();
}

// The same paper written again by another tool: other spellings, sometimes a revised abstract.
QString revised(const Paper &p, int variant)
{
    return variant % 2 ? p.abstract : p.abstract + u" We release our code and data."_s;
}

// RIS names without a comma ("Given Family"), as some writers put them.
QString risName(const GeneratedAuthor &a)
{
    if (!a.literal.isEmpty())
        return a.literal;
    QStringList parts = {a.given, a.particle, a.family, a.suffix};
    parts.removeAll(QString());
    return parts.join(u' ');
}

QByteArray risRecord(const Paper &p, int variant)
{
    QString r = u"TY  - JOUR\nTI  - %1\nPY  - %2///\nAB  - %3\n"_s.arg(p.title).arg(p.year).arg(revised(p, variant));
    for (const GeneratedAuthor &a : p.authors)
        r += u"AU  - %1\n"_s.arg(risName(a));
    if (!p.doi.isEmpty())
        r += u"DO  - https://doi.org/%1\n"_s.arg(p.doi.toUpper());
    if (!p.arxiv.isEmpty())
        r += u"UR  - https://arxiv.org/abs/%1v2\n"_s.arg(p.arxiv);
    r += u"ER  - \n"_s;
    return r.toUtf8();
}

QJsonObject cslItem(const Paper &p, int variant)
{
    QJsonArray authors;
    for (const GeneratedAuthor &a : p.authors) {
        if (!a.literal.isEmpty()) {
            authors.append(QJsonObject{{u"literal"_s, a.literal}});
            continue;
        }
        QJsonObject n{{u"family"_s, a.family}, {u"given"_s, a.given}};
        if (!a.particle.isEmpty())
            n.insert(u"non-dropping-particle"_s, a.particle);
        if (!a.suffix.isEmpty())
            n.insert(u"suffix"_s, a.suffix);
        authors.append(n);
    }
    QJsonObject o{{u"id"_s, u"c%1"_s.arg(p.id)},
                  {u"type"_s, u"article-journal"_s},
                  {u"title"_s, p.title},
                  {u"author"_s, authors},
                  {u"issued"_s, QJsonObject{{u"date-parts"_s, QJsonArray{QJsonArray{p.year}}}}},
                  {u"abstract"_s, revised(p, variant)}};
    if (!p.doi.isEmpty())
        o.insert(u"DOI"_s, u"doi:%1"_s.arg(p.doi));
    if (!p.arxiv.isEmpty())
        o.insert(u"number"_s, u"arXiv:%1v3"_s.arg(p.arxiv));
    return o;
}

// What the import stores in papers.authors_text for these authors, which its full-text index
// reads: the baseline indexes the same text.
QByteArray authorsSearchText(const QList<GeneratedAuthor> &generated)
{
    library::Authors authors;
    for (const GeneratedAuthor &a : generated)
        authors.append({a.family, a.given, a.particle, a.suffix, a.literal});
    return library::authorsSearchText(authors).toUtf8();
}

bool write(const QString &path, const QByteArray &data, qint64 &bytes)
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(data) != data.size())
        return false;
    bytes += data.size();
    return true;
}

} // namespace

Result<BibCorpus> writeBibCorpus(const QStringList &abstracts, const BibCorpusOptions &options,
                                 const QString &outDir, const QString &prefix)
{
    QDir().mkpath(outDir);
    BibCorpus c;
    c.papers = int(abstracts.size());
    QList<Paper> papers;
    papers.reserve(abstracts.size());
    AuthorGenerator authors(7u + quint64(options.firstPaper));
    for (int i = 0; i < abstracts.size(); ++i) {
        papers.append(paper(options.firstPaper + i, abstracts.at(i), authors));
        c.titles.append(papers.last().title.toUtf8());
        c.abstracts.append(papers.last().abstract.toUtf8());
        c.authors.append(authorsSearchText(papers.last().authors));
    }
    const int perFile = (c.papers + options.bibtexFiles - 1) / std::max(1, options.bibtexFiles);
    for (int f = 0; f < options.bibtexFiles; ++f) {
        const QString name = u"%1_%2.bib"_s.arg(prefix).arg(f, 2, 10, QLatin1Char('0'));
        QByteArray data;
        QList<int> &truth = c.truth[name];
        for (int i = f * perFile; i < std::min(c.papers, (f + 1) * perFile); ++i) {
            data += bibtexEntry(papers.at(i));
            truth.append(papers.at(i).id);
        }
        if (!write(QDir(outDir).filePath(name), data, c.bytes))
            return Error{u"cannot write %1"_s.arg(name), ErrorCode::Io};
        c.files.append(QDir(outDir).filePath(name));
    }
    if (options.duplicates) {
        const QString risName = prefix + u"_dups.ris"_s;
        const QString cslName = prefix + u"_dups.json"_s;
        QByteArray ris;
        QJsonArray csl;
        const int step = std::max(1, int(1.0 / options.duplicateRate));
        for (int i = step / 2; i < c.papers; i += step) {
            const Paper &p = papers.at(i);
            if ((i / step) % 2) {
                ris += risRecord(p, i / step / 2);
                c.truth[risName].append(p.id);
            } else {
                csl.append(cslItem(p, i / step / 2));
                c.truth[cslName].append(p.id);
            }
            ++c.duplicates;
        }
        if (!write(QDir(outDir).filePath(risName), ris, c.bytes)
            || !write(QDir(outDir).filePath(cslName), QJsonDocument(csl).toJson(QJsonDocument::Indented), c.bytes))
            return Error{u"cannot write the duplicates into %1"_s.arg(outDir), ErrorCode::Io};
        c.files << QDir(outDir).filePath(risName) << QDir(outDir).filePath(cslName);
    }
    return c;
}

Result<QStringList> writeBoilerplateSeed(const QStringList &abstracts, const QString &outDir, int files)
{
    static const QStringList openings = {
        u"Large language models are increasingly deployed in settings where reliability matters."_s,
        u"Deep neural networks have achieved remarkable success across a wide range of tasks."_s,
        u"In this paper, we address this challenge from a new perspective."_s,
        u"Despite recent progress, existing methods still suffer from several limitations."_s,
    };
    static const QStringList closings = {
        u"Extensive experiments on several benchmarks demonstrate the effectiveness of our approach."_s,
        u"Code is available at https://github.com/lab/project."_s,
        u"Our results suggest promising directions for future research."_s,
    };
    QDir().mkpath(outDir);
    QStringList paths;
    const int perFile = (int(abstracts.size()) + files - 1) / files;
    for (int f = 0; f < files; ++f) {
        QByteArray data = "ICML 2024 Papers\n\n";
        for (int i = f * perFile; i < std::min(int(abstracts.size()), (f + 1) * perFile); ++i) {
            QString text = abstracts.at(i);
            if (i % 5 != 0) // 80% carry the boilerplate
                text = openings.at(i % 4) + u' ' + openings.at((i / 4) % 4) + u' ' + text + u' '
                    + closings.at(i % 3) + u' ' + closings.at((i / 3) % 3);
            data += text.toUtf8() + "\n\n";
        }
        const QString path = QDir(outDir).filePath(u"boiler_%1.txt"_s.arg(f));
        QFile out(path);
        if (!out.open(QIODevice::WriteOnly) || out.write(data) != data.size())
            return Error{u"cannot write %1"_s.arg(path), ErrorCode::Io};
        paths.append(path);
    }
    return paths;
}

} // namespace lectern::bench
