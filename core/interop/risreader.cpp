// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/interop/bibtexnames.h"
#include "core/interop/readers.h"
#include "core/interop/recorddates.h"
#include "core/text/textsource.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <optional>

namespace lectern::interop {

using namespace Qt::StringLiterals;

namespace {

// Messages shown to the user, under one translation context for this module.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(lectern::interop)
};

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
    // Authors; a book with editors only (ED, or A2 as the secondary author) is theirs, as a
    // BibTeX entry without author is its editor's.
    for (const auto tags : {std::initializer_list<const char *>{"AU", "A1"}, {"ED", "A2"}}) {
        for (const QString &name : e.all(tags)) {
            const library::Author a = parsePersonName(name);
            if (!a.isEmpty())
                r.authors.append(a);
        }
        if (!r.authors.isEmpty())
            break;
    }
    r.venue = e.first({"T2", "JO", "JF", "J2", "JA", "BT"}).simplified();
    if (r.venue == r.title)
        r.venue.clear();
    // The publication year: PY, else Y1, else DA, each "YYYY" or "YYYY/MM/DD/…" (the RIS spec
    // says four digits: "PY  - 99" is not the year 99). Y2 is the access date, not a year.
    for (const char *tag : {"PY", "Y1", "DA"}) {
        for (const QString &date : e.all({tag})) {
            if (const int year = yearFromDate(date); year >= 1000) {
                r.year = year;
                break;
            }
        }
        if (r.year != 0)
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
    for (const QString &t : e.all({"UR", "L1", "L2", "JO", "T2", "N1", "M3"})) {
        if (!(r.arxivId = library::arxivIdIn(t)).isEmpty())
            break;
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
                warn(at, Tr::tr("Skipped a record with neither a title nor an abstract."));
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
                    warn(current->line, Tr::tr("The record starting here has no ER line before the next "
                                        "TY; kept as it is."));
                    if (auto st = finish(); !st)
                        return st;
                }
                current = RisEntry{lineNo, {}};
            } else if (tag == QLatin1String("ER")) {
                if (!current) {
                    warn(lineNo, Tr::tr("An ER line without a record before it; ignored."));
                    return {};
                }
                return finish();
            } else if (current) {
                current->fields.append({tag, value});
            } else {
                warn(lineNo, Tr::tr("A %1 line outside a record (no TY before it); ignored.").arg(tag));
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
            return Error{Tr::tr("%1 is not an RIS file: it has no \"TY  -\" line.").arg(name),
                         ErrorCode::InvalidInput};
        }
        if (current) {
            return Error{Tr::tr("%1 ends inside the record that starts on line %2 (no ER line); "
                         "the file looks truncated.").arg(name).arg(current->line),
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
