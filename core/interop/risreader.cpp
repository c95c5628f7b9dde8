#include "core/interop/bibtexnames.h"
#include "core/interop/readers.h"
#include "core/interop/recorddates.h"
#include "core/text/textsource.h"

#include <QRegularExpression>

#include <optional>

namespace lectern::interop {

using namespace Qt::StringLiterals;

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

ImportRecord toRecord(const RisEntry &e, int index)
{
    ImportRecord r;
    r.index = index;
    r.line = e.line;
    r.key = e.first({"ID"});
    r.title = e.first({"TI", "T1", "CT", "BT"}).simplified();
    // Writers put the abstract in AB, N2 or both (often the same text): each text once.
    QStringList abstracts;
    for (const QString &a : e.all({"AB", "N2"})) {
        const QString s = a.simplified();
        if (!abstracts.contains(s))
            abstracts.append(s);
    }
    r.abstract = abstracts.join(QLatin1Char(' '));
    for (const QString &name : e.all({"AU", "A1"})) {
        const library::Author a = parsePersonName(name);
        if (!a.isEmpty())
            r.authors.append(a);
    }
    r.venue = e.first({"T2", "JO", "JF", "J2", "JA", "BT"}).simplified();
    if (r.venue == r.title)
        r.venue.clear();
    for (const QString &date : e.all({"PY", "Y1", "DA", "Y2"})) {
        if ((r.year = yearFromDate(date)) != 0)
            break;
    }
    r.doi = library::normalizeDoi(e.first({"DO"}));
    r.url = e.first({"UR", "L1"});
    if (r.doi.isEmpty()) {
        for (const QString &u : e.all({"UR", "L1", "L2", "M3"})) {
            if (!(r.doi = library::normalizeDoi(u)).isEmpty())
                break;
        }
    }
    static const QRegularExpression arxiv(u"arxiv\\.org/(?:abs|pdf)/(\\S+)"_s,
                                          QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression arxivText(u"arxiv:\\s*(\\d{4}\\.\\d{4,5}(?:v\\d+)?)"_s,
                                              QRegularExpression::CaseInsensitiveOption);
    for (const QString &u : e.all({"UR", "L1", "L2"})) {
        if (const auto m = arxiv.match(u); m.hasMatch()) {
            r.arxivId = library::normalizeArxivId(m.captured(1));
            break;
        }
    }
    if (r.arxivId.isEmpty()) {
        for (const QString &t : e.all({"JO", "T2", "N1", "M3"})) {
            if (const auto m = arxivText.match(t); m.hasMatch()) {
                r.arxivId = library::normalizeArxivId(m.captured(1));
                break;
            }
        }
    }
    for (const QString &kw : e.all({"KW"}))
        r.tags += splitKeywords(kw);
    r.tags.removeDuplicates();
    r.note = e.all({"N1"}).join(u"\n\n"_s);
    return r;
}

// RIS: "TY  - JOUR" opens a record, "ER  -" closes it; a line without a tag continues the value
// before it (some writers wrap long abstracts). Read line by line: memory holds one record.
class RisReader final : public library::RecordReader
{
public:
    QString formatName() const override { return u"RIS"_s; }

    Status read(text::TextSource &source, library::RecordSink &sink,
                const DiagnosticSink &diagnostics) override
    {
        static const QRegularExpression tagLine(u"^([A-Z][A-Z0-9])  -(?: (.*))?$"_s);
        const QString name = source.name();
        std::optional<RisEntry> current;
        bool sawRecord = false;
        int index = 0;
        int lineNo = 0;
        const auto warn = [&](int line, const QString &message) {
            if (diagnostics)
                diagnostics(Diagnostic{Diagnostic::Warning, name, line, message});
        };
        const auto finish = [&]() -> Status {
            ImportRecord r = toRecord(*current, index++);
            const int at = current->line;
            current.reset();
            if (r.title.isEmpty() && r.abstract.isEmpty()) {
                sink.skipped();
                warn(at, u"Skipped a record with neither a title nor an abstract."_s);
                return {};
            }
            return sink.record(std::move(r));
        };
        const auto takeLine = [&](QStringView raw) -> Status {
            ++lineNo;
            QString line = raw.toString();
            if (line.endsWith(QLatin1Char('\r')))
                line.chop(1);
            const auto m = tagLine.match(line);
            if (!m.hasMatch()) {
                if (current && !line.trimmed().isEmpty() && !current->fields.isEmpty())
                    current->fields.last().second += QLatin1Char(' ') + line.trimmed();
                return {};
            }
            const QString tag = m.captured(1);
            const QString value = m.captured(2);
            if (tag == QLatin1String("TY")) {
                sawRecord = true;
                if (current) {
                    // JabRef keeps a record cut short by the next TY: so does Lectern.
                    warn(current->line, u"The record starting here has no ER line before the next "
                                        "TY; kept as it is."_s);
                    if (auto st = finish(); !st)
                        return st;
                }
                current = RisEntry{lineNo, {}};
            } else if (tag == QLatin1String("ER")) {
                if (!current) {
                    warn(lineNo, u"An ER line without a record before it; ignored."_s);
                    return {};
                }
                return finish();
            } else if (current) {
                current->fields.append({tag, value});
            } else {
                warn(lineNo, u"A %1 line outside a record (no TY before it); ignored."_s.arg(tag));
            }
            return {};
        };
        QString pending;
        QString block;
        while (source.readBlock(block)) {
            pending += block;
            qsizetype start = 0;
            for (qsizetype nl = pending.indexOf(QLatin1Char('\n')); nl >= 0;
                 nl = pending.indexOf(QLatin1Char('\n'), start)) {
                if (auto st = takeLine(QStringView(pending).mid(start, nl - start)); !st)
                    return st;
                start = nl + 1;
            }
            pending.remove(0, start);
        }
        if (!source.error().isEmpty())
            return Error{source.error(), ErrorCode::Io};
        if (!pending.isEmpty()) {
            if (auto st = takeLine(pending); !st)
                return st;
        }
        if (!sawRecord) {
            return Error{u"%1 is not an RIS file: it has no \"TY  -\" line."_s.arg(name),
                         ErrorCode::InvalidInput};
        }
        if (current) {
            return Error{u"%1 ends inside the record that starts on line %2 (no ER line); "
                         "the file looks truncated. Nothing was imported."_s.arg(name).arg(current->line),
                         ErrorCode::InvalidInput};
        }
        return {};
    }
};

} // namespace

std::unique_ptr<library::RecordReader> makeRisReader()
{
    return std::make_unique<RisReader>();
}

} // namespace lectern::interop
