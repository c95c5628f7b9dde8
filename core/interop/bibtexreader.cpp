// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/interop/bibtexparser.h"
#include "core/interop/bibtexnames.h"
#include "core/interop/latextext.h"
#include "core/interop/readers.h"
#include "core/interop/recorddates.h"
#include "core/text/textsource.h"

#include <QCoreApplication>
#include <QHash>
#include <QRegularExpression>
#include <QSet>

namespace lectern::interop {

using namespace Qt::StringLiterals;

namespace {

// Messages shown to the user, under one translation context for this module.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(lectern::interop)
};

// arXiv ids as BibTeX files carry them: eprint (+ eprinttype/archiveprefix), an arxiv.org URL,
// or "arXiv:2401.01234" / "arXiv preprint arXiv:2401.01234" in journal, note or howpublished.
QString arxivFrom(const BibEntry &e)
{
    const QString eprint = e.field(u"eprint"_s).trimmed();
    const QString archive = (e.field(u"eprinttype"_s) + e.field(u"archiveprefix"_s)).toLower();
    if (!eprint.isEmpty() && (archive.contains(QLatin1String("arxiv")) || archive.isEmpty()))
        return library::normalizeArxivId(eprint);
    for (const QString &field : {u"url"_s, u"journal"_s, u"journaltitle"_s, u"note"_s, u"howpublished"_s}) {
        if (const QString id = library::arxivIdIn(e.field(field)); !id.isEmpty())
            return id;
    }
    return {};
}

// "arXiv preprint arXiv:…" names a preprint server, not a venue.
bool isArxivVenue(const QString &venue)
{
    return venue.startsWith(u"arXiv"_s, Qt::CaseInsensitive) || venue.startsWith(u"ArXiv"_s);
}

ImportRecord toRecord(const BibEntry &e, int index)
{
    ImportRecord r;
    r.index = index;
    r.line = e.line;
    r.key = e.key;
    r.title = latexToUnicode(e.field(u"title"_s));
    // biblatex splits a title from its subtitle; the paper's title is both, joined as Zotero
    // and CSL write them.
    if (const QString subtitle = latexToUnicode(e.field(u"subtitle"_s)); !subtitle.isEmpty())
        r.title = r.title.isEmpty() ? subtitle : r.title + u": "_s + subtitle;
    r.abstract = latexToUnicode(e.field(u"abstract"_s));
    QString names = e.field(u"author"_s);
    if (names.trimmed().isEmpty())
        names = e.field(u"editor"_s);
    r.authors = parseBibtexNames(names);
    for (const char *venueField : {"booktitle", "journaltitle", "journal", "series", "publisher", "howpublished"}) {
        r.venue = latexToUnicode(e.field(QString::fromLatin1(venueField)));
        if (!r.venue.isEmpty() && !isArxivVenue(r.venue))
            break;
        r.venue.clear();
    }
    r.year = yearFromDate(e.field(u"date"_s));
    if (r.year == 0)
        r.year = yearFromDate(e.field(u"year"_s));
    // doi and url are verbatim fields (biblatex): a ~ in a URL is a tilde, not a space.
    r.doi = library::normalizeDoi(e.field(u"doi"_s).remove(QLatin1Char('\\')));
    const QString url = e.field(u"url"_s).trimmed();
    if (r.doi.isEmpty())
        r.doi = library::normalizeDoi(url); // http://doi.acm.org/10.… written as the URL
    r.arxivId = arxivFrom(e);
    r.url = url;
    r.tags = splitKeywords(latexToUnicode(e.field(u"keywords"_s)));
    QStringList notes;
    // Zotero writes "arXiv:2402.05555 [cs]" into note: an identifier, not the reader's note.
    static const QRegularExpression arxivNote(u"^arXiv:\\S+( \\[[\\w.-]+\\])?$"_s,
                                              QRegularExpression::CaseInsensitiveOption);
    for (const char *noteField : {"annote", "annotation", "note", "comment"}) {
        const QString n = latexToUnicode(e.field(QString::fromLatin1(noteField)), true);
        if (arxivNote.match(n).hasMatch())
            continue;
        if (!n.isEmpty() && !notes.contains(n))
            notes.append(n);
    }
    r.note = notes.join(u"\n\n"_s);
    return r;
}

// biblatex's inheritance for crossref and xdata: a field the child lacks comes from the
// parent, with the renames biber applies by default (a parent's title is the child's
// booktitle, its author the child's bookauthor).
void inherit(BibEntry &child, const BibEntry &parent)
{
    QSet<QString> have;
    for (const BibField &f : std::as_const(child.fields))
        have.insert(f.name);
    for (const BibField &f : parent.fields) {
        QString name = f.name;
        if (name == u"title"_s)
            name = u"booktitle"_s;
        else if (name == u"subtitle"_s)
            name = u"booksubtitle"_s;
        else if (name == u"crossref"_s || name == u"xdata"_s || name == u"ids"_s)
            continue;
        if (!have.contains(name)) {
            child.fields.append({name, f.value});
            have.insert(name);
        }
    }
}

bool isParentType(const QString &type)
{
    static const QSet<QString> types = {
        u"proceedings"_s, u"mvproceedings"_s, u"book"_s, u"mvbook"_s, u"collection"_s,
        u"mvcollection"_s, u"reference"_s, u"mvreference"_s, u"periodical"_s, u"xdata"_s,
    };
    return types.contains(type);
}

class BibtexReader final : public library::RecordReader
{
public:
    QString formatName() const override { return u"BibTeX"_s; }

    Status read(text::TextSource &source, library::RecordSink &sink,
                const DiagnosticSink &diagnostics) override
    {
        const QString name = source.name();
        // Parents (crossref/xdata targets) are kept; a child whose parent comes later waits.
        QHash<QString, BibEntry> parents;
        QList<std::pair<int, BibEntry>> waiting;
        int index = 0;
        const auto emit = [&](BibEntry &&e, int at) -> Status {
            ImportRecord r = toRecord(e, at);
            if (r.title.isEmpty() && r.abstract.isEmpty()) {
                if (diagnostics) {
                    diagnostics(Diagnostic{Diagnostic::Warning, name, e.line,
                                           Tr::tr("Skipped @%1{%2}: it has neither a title nor an "
                                           "abstract.").arg(e.type, e.key)});
                }
                sink.skipped();
                return {};
            }
            return sink.record(std::move(r));
        };
        const auto resolve = [&](BibEntry &e) {
            for (const char *link : {"crossref", "xdata"}) {
                const QStringList keys = e.field(QString::fromLatin1(link)).split(QLatin1Char(','), Qt::SkipEmptyParts);
                for (const QString &k : keys) {
                    if (const auto it = parents.constFind(k.trimmed().toLower()); it != parents.constEnd())
                        inherit(e, *it);
                }
            }
        };
        const auto missingParent = [&](const BibEntry &e) {
            for (const char *link : {"crossref", "xdata"}) {
                const QStringList keys = e.field(QString::fromLatin1(link)).split(QLatin1Char(','), Qt::SkipEmptyParts);
                for (const QString &k : keys) {
                    if (!parents.contains(k.trimmed().toLower()))
                        return true;
                }
            }
            return false;
        };
        const BibtexStream::TextPull more = [&source](QString &out) { return source.readBlock(out); };
        auto skipped = BibtexStream::parse(more, name, diagnostics, [&](BibEntry &&e) -> Status {
            const int at = index++;
            if (isParentType(e.type))
                parents.insert(e.key.toLower(), e);
            if (e.type == u"xdata"_s)
                return {}; // a data container, never an entry of its own
            if (missingParent(e)) {
                waiting.append({at, std::move(e)});
                return {};
            }
            resolve(e);
            return emit(std::move(e), at);
        });
        if (!skipped)
            return skipped.failure();
        if (!source.error().isEmpty())
            return Error{source.error(), ErrorCode::Io};
        for (int i = 0; i < *skipped; ++i)
            sink.skipped();
        for (auto &[at, e] : waiting) {
            resolve(e);
            if (auto st = emit(std::move(e), at); !st)
                return st;
        }
        return {};
    }
};

} // namespace

std::unique_ptr<library::RecordReader> makeBibtexReader()
{
    return std::make_unique<BibtexReader>();
}

} // namespace lectern::interop
