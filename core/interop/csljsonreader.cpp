// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/interop/readers.h"

#include "core/interop/jsontext.h"
#include "core/interop/recorddates.h"
#include "core/text/textnormalizer.h"
#include "core/text/textsource.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

#include <algorithm>

namespace lectern::interop {

using namespace Qt::StringLiterals;

namespace {

// Messages shown to the user, under one translation context for this module.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(lectern::interop)
};

// CSL values are usually strings, but some writers use numbers or one-element arrays.
QString str(const QJsonValue &v)
{
    if (v.isString())
        return withoutControls(v.toString()).trimmed();
    if (v.isDouble())
        return QString::number(v.toInteger());
    if (v.isArray() && !v.toArray().isEmpty())
        return str(v.toArray().first());
    return {};
}

int yearOf(const QJsonValue &issued)
{
    const QJsonObject o = issued.toObject();
    const QJsonArray parts = o.value(QLatin1String("date-parts")).toArray();
    if (!parts.isEmpty()) {
        const QJsonArray first = parts.first().toArray();
        if (!first.isEmpty()) {
            const int y = first.first().isString() ? first.first().toString().toInt()
                                                   : first.first().toInt();
            if (y != 0)
                return y; // CSL counts BC years as Lectern does: -334 is 334 BC, no year 0
        }
    }
    for (const char *k : {"raw", "literal"}) {
        if (const int y = yearFromDate(o.value(QLatin1String(k)).toString()))
            return y;
    }
    if (issued.isString())
        return yearFromDate(issued.toString());
    return 0;
}

library::Authors authorsOf(const QJsonArray &names)
{
    library::Authors out;
    for (const QJsonValue &v : names) {
        const QJsonObject n = v.toObject();
        library::Author a;
        a.family = str(n.value(QLatin1String("family")));
        a.given = str(n.value(QLatin1String("given")));
        QStringList particles;
        for (const char *k : {"dropping-particle", "non-dropping-particle"}) {
            if (const QString p = str(n.value(QLatin1String(k))); !p.isEmpty())
                particles.append(p);
        }
        a.particle = particles.join(QLatin1Char(' '));
        a.suffix = str(n.value(QLatin1String("suffix")));
        if (a.family.isEmpty()) {
            a = {};
            a.literal = str(n.value(QLatin1String("literal")));
        }
        if (!a.isEmpty())
            out.append(a);
    }
    return out;
}

// CSL-JSON's rich-text markup (<i>, <b>, <sup>, <sub>, <span class="nocase">, small caps):
// Lectern keeps plain text, so the tags go and their text stays.
QString plainText(const QString &rich)
{
    static const QRegularExpression tags(
        u"</?(?:i|b|sup|sub)>|<span (?:class=\"nocase\"|style=\"font-variant:\\s*small-caps;?\")>|</span>"_s);
    QString text = rich;
    return text.remove(tags);
}

ImportRecord toRecord(const QJsonObject &o, int index, int line)
{
    ImportRecord r;
    r.index = index;
    r.line = line;
    r.key = str(o.value(QLatin1String("id")));
    if (r.key.isEmpty())
        r.key = u"#%1"_s.arg(index + 1);
    r.title = plainText(str(o.value(QLatin1String("title")))).simplified();
    r.abstract = text::displayText(str(o.value(QLatin1String("abstract"))));
    // The work's creators: its authors, else its editors, else (films, broadcasts, music) its
    // director or composer, as Better BibTeX writes them for BibLaTeX.
    for (const char *role : {"author", "editor", "director", "composer"}) {
        if (!(r.authors = authorsOf(o.value(QLatin1String(role)).toArray())).isEmpty())
            break;
    }
    r.venue = plainText(str(o.value(QLatin1String("container-title")))).simplified();
    if (r.venue.isEmpty())
        r.venue = str(o.value(QLatin1String("event-title"))).simplified();
    r.year = yearOf(o.value(QLatin1String("issued")));
    r.doi = library::normalizeDoi(str(o.value(QLatin1String("DOI"))));
    r.url = str(o.value(QLatin1String("URL")));
    if (r.doi.isEmpty())
        r.doi = library::normalizeDoi(r.url);
    for (const char *k : {"URL", "number", "container-title", "note", "archive_location"}) {
        if (!(r.arxivId = library::arxivIdIn(str(o.value(QLatin1String(k))))).isEmpty())
            break;
    }
    if (r.venue.startsWith(u"arXiv"_s, Qt::CaseInsensitive))
        r.venue.clear();
    r.tags = splitKeywords(str(o.value(QLatin1String("keyword"))));
    r.note = str(o.value(QLatin1String("note")));
    return r;
}

// Streams a top-level JSON array: each element's text is cut out (strings and nesting
// tracked) and parsed on its own, so memory holds one item, not the file.
class CslJsonReader final : public library::RecordReader
{
public:
    QString formatName() const override { return u"CSL-JSON"_s; }

    Status read(text::TextSource &source, library::RecordSink &sink,
                const DiagnosticSink &diagnostics) override
    {
        m_name = source.name();
        m_sink = &sink;
        m_diagnostics = &diagnostics;
        if (!source.head().trimmed().startsWith(QLatin1Char('[')))
            return readDocument(source.readAll());
        QString block;
        while (source.readBlock(block)) {
            if (auto st = feed(block); !st)
                return st;
        }
        if (!source.error().isEmpty())
            return Error{source.error(), ErrorCode::Io};
        if (m_state != State::After)
            return notJson(m_line, Tr::tr("the array is not closed"));
        return {};
    }

private:
    enum class State { Before, InArray, After };

    Status notJson(int line, const QString &why) const
    {
        return Error{Tr::tr("%1 is not valid JSON (line %2: %3).").arg(m_name).arg(line).arg(why),
                     ErrorCode::InvalidInput};
    }

    Status item(const QJsonValue &v, int line)
    {
        const int index = m_index++;
        const auto skip = [&](const QString &why) {
            m_sink->skipped();
            if (*m_diagnostics) {
                (*m_diagnostics)(Diagnostic{Diagnostic::Warning, m_name, line,
                                            Tr::tr("Skipped item %1: %2.").arg(index + 1).arg(why)});
            }
        };
        if (!v.isObject()) {
            skip(Tr::tr("it is not a JSON object"));
            return {};
        }
        ImportRecord r = toRecord(v.toObject(), index, line);
        if (r.title.isEmpty() && r.abstract.isEmpty()) {
            skip(Tr::tr("\"%1\" has neither a title nor an abstract").arg(r.key));
            return {};
        }
        ++m_records;
        return m_sink->record(std::move(r));
    }

    Status element()
    {
        const QString text = m_element.trimmed();
        m_element.clear();
        if (text.isEmpty())
            return {};
        QJsonParseError error;
        const QJsonDocument doc = QJsonDocument::fromJson("[" + text.toUtf8() + "]", &error);
        if (doc.isNull()) {
            const int line = m_elementLine
                + int(QStringView(text).left(std::max(0, error.offset - 1)).count(QLatin1Char('\n')));
            return notJson(line, error.errorString());
        }
        return item(doc.array().first(), m_elementLine);
    }

    Status feed(const QString &block)
    {
        for (const QChar c : block) {
            if (c == QLatin1Char('\n'))
                ++m_line;
            switch (m_state) {
            case State::Before:
                if (c == QLatin1Char('['))
                    m_state = State::InArray;
                else if (!c.isSpace() && c != QChar(0xfeff))
                    return notJson(m_line, Tr::tr("expected an array"));
                continue;
            case State::After:
                if (!c.isSpace())
                    return notJson(m_line, Tr::tr("text after the array"));
                continue;
            case State::InArray:
                break;
            }
            if (m_inString) {
                m_element += c;
                if (m_escape)
                    m_escape = false;
                else if (c == QLatin1Char('\\'))
                    m_escape = true;
                else if (c == QLatin1Char('"'))
                    m_inString = false;
                continue;
            }
            if (m_depth == 0 && (c == QLatin1Char(',') || c == QLatin1Char(']'))) {
                if (c == QLatin1Char(',') && m_element.trimmed().isEmpty())
                    return notJson(m_line, Tr::tr("an empty array element"));
                if (auto st = element(); !st)
                    return st;
                if (c == QLatin1Char(']'))
                    m_state = State::After;
                continue;
            }
            if (m_element.isEmpty() && c.isSpace())
                continue;
            if (m_element.isEmpty())
                m_elementLine = m_line;
            m_element += c;
            if (c == QLatin1Char('"'))
                m_inString = true;
            else if (c == QLatin1Char('{') || c == QLatin1Char('['))
                ++m_depth;
            else if ((c == QLatin1Char('}') || c == QLatin1Char(']')) && --m_depth < 0)
                return notJson(m_line, Tr::tr("unbalanced brackets"));
        }
        return {};
    }

    // A single item, or {"items": […]}: small documents, parsed whole.
    Status readDocument(const QString &text)
    {
        QJsonParseError error;
        const QJsonDocument doc = QJsonDocument::fromJson(text.toUtf8(), &error);
        if (doc.isNull()) {
            const int line = int(QStringView(text).left(error.offset).count(QLatin1Char('\n'))) + 1;
            return notJson(line, error.errorString());
        }
        const QJsonObject root = doc.object();
        if (root.value(QLatin1String("items")).isArray()) {
            for (const QJsonValue &v : root.value(QLatin1String("items")).toArray()) {
                if (auto st = item(v, 0); !st)
                    return st;
            }
        } else if (auto st = item(root, 1); !st) {
            return st;
        }
        if (m_records == 0 && m_index > 0) {
            return Error{Tr::tr("%1 is JSON but not CSL-JSON: no item has a title or an abstract.").arg(m_name),
                         ErrorCode::InvalidInput};
        }
        return {};
    }

    QString m_name;
    library::RecordSink *m_sink = nullptr;
    const DiagnosticSink *m_diagnostics = nullptr;
    State m_state = State::Before;
    QString m_element;
    int m_elementLine = 1;
    int m_line = 1;
    int m_depth = 0;
    int m_index = 0;
    int m_records = 0;
    bool m_inString = false;
    bool m_escape = false;
};

} // namespace

std::unique_ptr<library::RecordReader> makeCslJsonReader()
{
    return std::make_unique<CslJsonReader>();
}

} // namespace lectern::interop
