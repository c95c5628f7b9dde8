#include "core/interop/readers.h"

#include "core/text/textnormalizer.h"

#include <QRegularExpression>

namespace lectern::interop {

namespace {

struct RisEntry
{
    int line = 0;
    QList<std::pair<QString, QString>> fields; // tag, value in order

    QStringList all(std::initializer_list<const char *> tags) const
    {
        QStringList out;
        for (const auto &[tag, value] : fields) {
            for (const char *t : tags) {
                if (tag == QLatin1String(t) && !value.trimmed().isEmpty())
                    out.append(value.trimmed());
            }
        }
        return out;
    }
    QString first(std::initializer_list<const char *> tags) const
    {
        const QStringList v = all(tags);
        return v.isEmpty() ? QString() : v.first();
    }
};

Record toRecord(const RisEntry &e)
{
    Record r;
    r.line = e.line;
    r.key = e.first({"ID"});
    r.title = e.first({"TI", "T1", "CT", "BT"}).simplified();
    r.abstract = text::displayText(e.all({"AB", "N2"}).join(QLatin1Char(' ')));
    r.authors = joinAuthors(e.all({"AU", "A1"}));
    r.venue = e.first({"T2", "JO", "JF", "J2", "JA", "BT"}).simplified();
    if (r.venue == r.title)
        r.venue.clear();
    static const QRegularExpression yearRe(QStringLiteral("\\b(\\d{4})\\b"));
    if (const auto m = yearRe.match(e.first({"PY", "Y1", "DA"})); m.hasMatch())
        r.year = m.captured(1).toInt();
    r.doi = normalizeDoi(e.first({"DO"}));
    r.url = e.first({"UR", "L1"});
    static const QRegularExpression arxiv(QStringLiteral("arxiv\\.org/(?:abs|pdf)/(\\S+)"),
                                          QRegularExpression::CaseInsensitiveOption);
    if (const auto m = arxiv.match(r.url); m.hasMatch())
        r.arxivId = normalizeArxivId(m.captured(1));
    for (const QString &kw : e.all({"KW"}))
        r.tags += splitKeywords(kw);
    r.tags.removeDuplicates();
    r.note = e.all({"N1"}).join(QStringLiteral("\n\n"));
    return r;
}

} // namespace

// RIS: "TY  - JOUR" opens a record, "ER  -" closes it; a line without a tag continues the value
// before it (some writers wrap long abstracts).
Result<ReadResult> readRis(const QString &text, const QString &fileName, const DiagnosticSink &sink)
{
    static const QRegularExpression tagLine(QStringLiteral("^([A-Z][A-Z0-9])  -(?: (.*))?$"));
    ReadResult result;
    std::optional<RisEntry> current;
    bool sawRecord = false;
    const auto warn = [&](int line, const QString &message) {
        if (sink)
            sink(Diagnostic{Diagnostic::Warning, fileName, line, message});
    };
    const QStringList lines = text.split(QLatin1Char('\n'));
    for (qsizetype i = 0; i < lines.size(); ++i) {
        QString line = lines.at(i);
        if (line.endsWith(QLatin1Char('\r')))
            line.chop(1);
        if (i == 0 && line.startsWith(QChar(0xfeff)))
            line.remove(0, 1);
        const int lineNo = int(i) + 1;
        const auto m = tagLine.match(line);
        if (!m.hasMatch()) {
            if (current && !line.trimmed().isEmpty() && !current->fields.isEmpty())
                current->fields.last().second += QLatin1Char(' ') + line.trimmed();
            continue;
        }
        const QString tag = m.captured(1);
        const QString value = m.captured(2);
        if (tag == QLatin1String("TY")) {
            sawRecord = true;
            if (current) {
                ++result.skipped;
                warn(current->line, QStringLiteral("Skipped a record without its closing ER line."));
            }
            current = RisEntry{lineNo, {}};
        } else if (tag == QLatin1String("ER")) {
            if (!current) {
                warn(lineNo, QStringLiteral("An ER line without a record before it; ignored."));
                continue;
            }
            Record r = toRecord(*current);
            if (r.title.isEmpty() && r.abstract.isEmpty()) {
                ++result.skipped;
                warn(current->line, QStringLiteral("Skipped a record with neither a title nor an abstract."));
            } else {
                result.records.append(r);
            }
            current.reset();
        } else if (current) {
            current->fields.append({tag, value});
        } else {
            warn(lineNo, QStringLiteral("A %1 line outside a record (no TY before it); ignored.").arg(tag));
        }
    }
    if (!sawRecord)
        return Error{QStringLiteral("%1 is not an RIS file: it has no \"TY  -\" line.").arg(fileName)};
    if (current) {
        return Error{QStringLiteral("%1 ends inside the record that starts on line %2 (no ER line); "
                                    "the file looks truncated. Nothing was imported.")
                         .arg(fileName).arg(current->line)};
    }
    return result;
}

} // namespace lectern::interop
