#include "bench/import/bibcorpus.h"

#include "core/interop/latextext.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>

namespace lectern::bench {

using namespace Qt::StringLiterals;

namespace {

struct Name
{
    QString family;
    QString given;
    QString latexFamily; // how a BibTeX file may spell it
};

const QList<Name> &names()
{
    static const QList<Name> list = {
        {u"Müller"_s, u"Jürgen"_s, u"M{\\\"u}ller"_s},   {u"García"_s, u"María"_s, u"Garc{\\'\\i}a"_s},
        {u"Dvořák"_s, u"Antonín"_s, u"Dvo{\\v{r}}{\\'a}k"_s}, {u"Øster"_s, u"Ånund"_s, u"{\\O}ster"_s},
        {u"Chen"_s, u"Li"_s, u"Chen"_s},                 {u"Okafor"_s, u"Chidi"_s, u"Okafor"_s},
        {u"Nguyễn"_s, u"Thị Minh"_s, u"Nguyễn"_s},       {u"Kowalski"_s, u"Łukasz"_s, u"Kowalski"_s},
        {u"Smith"_s, u"Ann"_s, u"Smith"_s},              {u"Yılmaz"_s, u"Ayşe"_s, u"Y{\\i}lmaz"_s},
        {u"王"_s, u"小明"_s, u"王"_s},                    {u"Fernández"_s, u"José"_s, u"Fern{\\'a}ndez"_s},
    };
    return list;
}

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
    int author = 0; // first author (index into names()), a second follows
    int year = 0;
    QString doi;
    QString arxiv;
};

Paper paper(int id, const QString &abstract)
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
    p.author = int((h >> 8) % quint32(names().size()));
    p.year = 2000 + int((h >> 4) % 25);
    if ((h >> 12) % 10 < 6)
        p.doi = u"10.5555/bench.%1"_s.arg(id);
    if ((h >> 16) % 10 < 3)
        p.arxiv = u"%1%2.%3"_s.arg(15 + (id / 99999) % 10).arg(1 + (id / 9999) % 12, 2, 10, QLatin1Char('0'))
                      .arg(id % 99999, 5, 10, QLatin1Char('0'));
    return p;
}

QByteArray bibtexEntry(const Paper &p)
{
    const Name &a = names().at(p.author);
    const Name &b = names().at((p.author + 5) % names().size());
    QString e = u"@article{p%1,\n  title = {%2},\n  author = {%3, %4 and %5 %6},\n  year = {%7},\n"
                "  journal = {Journal of Benchmarks},\n  abstract = {%8}"_s
                    .arg(p.id)
                    .arg(interop::escapeLatex(p.title), p.id % 2 ? a.latexFamily : a.family, a.given,
                         b.given, b.family)
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

QByteArray risRecord(const Paper &p, int variant)
{
    const Name &a = names().at(p.author);
    QString r = u"TY  - JOUR\nTI  - %1\nAU  - %2 %3\nPY  - %4///\nAB  - %5\n"_s.arg(
        p.title, a.given, a.family).arg(p.year).arg(revised(p, variant));
    if (!p.doi.isEmpty())
        r += u"DO  - https://doi.org/%1\n"_s.arg(p.doi.toUpper());
    if (!p.arxiv.isEmpty())
        r += u"UR  - https://arxiv.org/abs/%1v2\n"_s.arg(p.arxiv);
    r += u"ER  - \n"_s;
    return r.toUtf8();
}

QJsonObject cslItem(const Paper &p, int variant)
{
    const Name &a = names().at(p.author);
    QJsonObject o{{u"id"_s, u"c%1"_s.arg(p.id)},
                  {u"type"_s, u"article-journal"_s},
                  {u"title"_s, p.title},
                  {u"author"_s, QJsonArray{QJsonObject{{u"family"_s, a.family}, {u"given"_s, a.given}}}},
                  {u"issued"_s, QJsonObject{{u"date-parts"_s, QJsonArray{QJsonArray{p.year}}}}},
                  {u"abstract"_s, revised(p, variant)}};
    if (!p.doi.isEmpty())
        o.insert(u"DOI"_s, u"doi:%1"_s.arg(p.doi));
    if (!p.arxiv.isEmpty())
        o.insert(u"number"_s, u"arXiv:%1v3"_s.arg(p.arxiv));
    return o;
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
    for (int i = 0; i < abstracts.size(); ++i) {
        papers.append(paper(options.firstPaper + i, abstracts.at(i)));
        c.titles.append(papers.last().title.toUtf8());
        c.abstracts.append(papers.last().abstract.toUtf8());
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
