#include "core/interop/bibtexparser.h"
#include "core/interop/latextext.h"
#include "core/interop/readers.h"

#include "core/text/textnormalizer.h"

#include <QRegularExpression>

namespace lectern::interop {

namespace {

// Splits an author list at " and " outside braces.
QStringList splitNames(const QString &raw)
{
    QStringList names;
    int depth = 0;
    qsizetype start = 0;
    for (qsizetype i = 0; i < raw.size(); ++i) {
        const QChar c = raw.at(i);
        if (c == QLatin1Char('{'))
            ++depth;
        else if (c == QLatin1Char('}'))
            --depth;
        else if (depth == 0 && c.isSpace() && raw.mid(i + 1, 4).compare(QLatin1String("and "), Qt::CaseInsensitive) == 0) {
            names.append(raw.mid(start, i - start));
            i += 4;
            start = i + 1;
        }
    }
    names.append(raw.mid(start));
    return names;
}

// BibTeX "First von Last" or "von Last, First" -> "Last, First" (our authors column).
QString familyFirst(const QString &raw)
{
    const QString trimmed = raw.trimmed();
    if (trimmed.startsWith(QLatin1Char('{')) && trimmed.endsWith(QLatin1Char('}')))
        return latexToUnicode(trimmed); // a corporate name: {World Health Organization}
    const QString name = latexToUnicode(trimmed);
    if (name.contains(QLatin1Char(',')) || name.isEmpty())
        return name;
    QStringList words = name.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    if (words.size() < 2)
        return name;
    // The family name starts at the first lowercase particle (von, de, van der) or is the last word.
    qsizetype family = words.size() - 1;
    for (qsizetype i = 1; i < words.size() - 1; ++i) {
        if (words.at(i).at(0).isLower()) {
            family = i;
            break;
        }
    }
    const QString given = words.mid(0, family).join(QLatin1Char(' '));
    return words.mid(family).join(QLatin1Char(' ')) + QStringLiteral(", ") + given;
}

QString arxivFrom(const BibEntry &e)
{
    const QString eprint = e.field(QStringLiteral("eprint")).trimmed();
    const QString archive = (e.field(QStringLiteral("eprinttype")) + e.field(QStringLiteral("archiveprefix"))).toLower();
    if (!eprint.isEmpty() && (archive.contains(QLatin1String("arxiv")) || archive.isEmpty()))
        return normalizeArxivId(eprint);
    static const QRegularExpression inUrl(QStringLiteral("arxiv\\.org/(?:abs|pdf)/([^\\s}]+)"),
                                          QRegularExpression::CaseInsensitiveOption);
    const auto m = inUrl.match(e.field(QStringLiteral("url")));
    return m.hasMatch() ? normalizeArxivId(m.captured(1)) : QString();
}

Record toRecord(const BibEntry &e)
{
    Record r;
    r.line = e.line;
    r.key = e.key;
    r.title = latexToUnicode(e.field(QStringLiteral("title")));
    r.abstract = text::displayText(latexToUnicode(e.field(QStringLiteral("abstract"))));
    QStringList authors;
    const QString authorField = e.field(QStringLiteral("author")).simplified();
    if (!authorField.isEmpty()) {
        for (const QString &n : splitNames(authorField))
            authors.append(familyFirst(n));
    }
    r.authors = joinAuthors(authors);
    for (const char *venueField : {"booktitle", "journal", "journaltitle", "series", "publisher", "howpublished"}) {
        r.venue = latexToUnicode(e.field(QString::fromLatin1(venueField)));
        if (!r.venue.isEmpty())
            break;
    }
    static const QRegularExpression yearRe(QStringLiteral("\\b(\\d{4})\\b"));
    QString yearText = e.field(QStringLiteral("year"));
    if (yearText.isEmpty())
        yearText = e.field(QStringLiteral("date"));
    if (const auto m = yearRe.match(yearText); m.hasMatch())
        r.year = m.captured(1).toInt();
    // doi and url are verbatim fields (biblatex): a ~ in a URL is a tilde, not a space.
    r.doi = normalizeDoi(e.field(QStringLiteral("doi")).remove(QLatin1Char('\\')));
    r.arxivId = arxivFrom(e);
    r.url = e.field(QStringLiteral("url")).trimmed();
    r.tags = splitKeywords(latexToUnicode(e.field(QStringLiteral("keywords"))));
    QStringList notes;
    // Zotero writes "arXiv:2402.05555 [cs]" into note: an identifier, not the reader's note.
    static const QRegularExpression arxivNote(QStringLiteral("^arXiv:\\S+( \\[[\\w.-]+\\])?$"),
                                              QRegularExpression::CaseInsensitiveOption);
    for (const char *noteField : {"annote", "annotation", "note", "comment"}) {
        const QString n = latexToUnicode(e.field(QString::fromLatin1(noteField)), true);
        if (arxivNote.match(n).hasMatch()) {
            if (r.arxivId.isEmpty())
                r.arxivId = normalizeArxivId(n.section(QLatin1Char(' '), 0, 0));
            continue;
        }
        if (!n.isEmpty() && !notes.contains(n))
            notes.append(n);
    }
    r.note = notes.join(QStringLiteral("\n\n"));
    return r;
}

} // namespace

QStringList splitKeywords(const QString &keywords)
{
    QStringList tags;
    static const QRegularExpression separators(QStringLiteral("[,;]"));
    for (const QString &part : keywords.split(separators)) {
        const QString tag = part.simplified();
        if (!tag.isEmpty() && !tags.contains(tag))
            tags.append(tag);
    }
    return tags;
}

Result<ReadResult> readBibtex(const QString &text, const QString &fileName, const DiagnosticSink &sink)
{
    auto parsed = parseBibtex(text, fileName, sink);
    if (!parsed)
        return Error{parsed.error()};
    ReadResult result;
    result.skipped = parsed->skipped;
    for (const BibEntry &e : parsed->entries) {
        Record r = toRecord(e);
        if (r.title.isEmpty() && r.abstract.isEmpty()) {
            ++result.skipped;
            if (sink) {
                sink(Diagnostic{Diagnostic::Warning, fileName, e.line,
                                QStringLiteral("Skipped @%1{%2}: it has neither a title nor an "
                                               "abstract.").arg(e.type, e.key)});
            }
            continue;
        }
        result.records.append(r);
    }
    return result;
}

} // namespace lectern::interop
