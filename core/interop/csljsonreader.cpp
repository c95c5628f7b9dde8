#include "core/interop/readers.h"

#include "core/text/textnormalizer.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

namespace lectern::interop {

namespace {

// CSL values are usually strings, but some writers use numbers or one-element arrays.
QString str(const QJsonValue &v)
{
    if (v.isString())
        return v.toString().trimmed();
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
            if (y > 0)
                return y;
        }
    }
    static const QRegularExpression yearRe(QStringLiteral("\\b(\\d{4})\\b"));
    for (const char *k : {"raw", "literal"}) {
        if (const auto m = yearRe.match(o.value(QLatin1String(k)).toString()); m.hasMatch())
            return m.captured(1).toInt();
    }
    return 0;
}

QString authorsOf(const QJsonArray &names)
{
    QStringList out;
    for (const QJsonValue &v : names) {
        const QJsonObject n = v.toObject();
        QString family = str(n.value(QLatin1String("family")));
        const QString particle = str(n.value(QLatin1String("non-dropping-particle")));
        if (!particle.isEmpty())
            family = particle + QLatin1Char(' ') + family;
        const QString given = str(n.value(QLatin1String("given")));
        if (!family.isEmpty())
            out.append(given.isEmpty() ? family : family + QStringLiteral(", ") + given);
        else if (const QString literal = str(n.value(QLatin1String("literal"))); !literal.isEmpty())
            out.append(literal);
    }
    return joinAuthors(out);
}

// CSL-JSON's rich-text markup (<i>, <b>, <sup>, <sub>, <span class="nocase">, small caps):
// Lectern keeps plain text, so the tags go and their text stays.
QString plainText(const QString &rich)
{
    static const QRegularExpression tags(QStringLiteral(
        "</?(?:i|b|sup|sub)>|<span (?:class=\"nocase\"|style=\"font-variant:\\s*small-caps;?\")>|</span>"));
    QString text = rich;
    return text.remove(tags);
}

Record toRecord(const QJsonObject &o, int index)
{
    Record r;
    r.line = 0;
    r.key = str(o.value(QLatin1String("id")));
    if (r.key.isEmpty())
        r.key = QStringLiteral("#%1").arg(index + 1);
    r.title = plainText(str(o.value(QLatin1String("title")))).simplified();
    r.abstract = text::displayText(str(o.value(QLatin1String("abstract"))));
    r.authors = authorsOf(o.value(QLatin1String("author")).toArray());
    r.venue = plainText(str(o.value(QLatin1String("container-title")))).simplified();
    if (r.venue.isEmpty())
        r.venue = str(o.value(QLatin1String("event-title"))).simplified();
    r.year = yearOf(o.value(QLatin1String("issued")));
    r.doi = normalizeDoi(str(o.value(QLatin1String("DOI"))));
    r.url = str(o.value(QLatin1String("URL")));
    static const QRegularExpression arxiv(QStringLiteral("arxiv\\.org/(?:abs|pdf)/(\\S+)"),
                                          QRegularExpression::CaseInsensitiveOption);
    if (const auto m = arxiv.match(r.url); m.hasMatch())
        r.arxivId = normalizeArxivId(m.captured(1));
    const QString number = str(o.value(QLatin1String("number")));
    if (r.arxivId.isEmpty() && number.startsWith(QLatin1String("arXiv:"), Qt::CaseInsensitive))
        r.arxivId = normalizeArxivId(number);
    r.tags = splitKeywords(str(o.value(QLatin1String("keyword"))));
    r.note = str(o.value(QLatin1String("note")));
    return r;
}

} // namespace

Result<ReadResult> readCslJson(const QString &text, const QString &fileName, const DiagnosticSink &sink)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(text.toUtf8(), &error);
    if (doc.isNull()) {
        const int line = int(QStringView(text).left(error.offset).count(QLatin1Char('\n'))) + 1;
        return Error{QStringLiteral("%1 is not valid JSON (line %2: %3).")
                         .arg(fileName).arg(line).arg(error.errorString())};
    }
    QJsonArray items;
    if (doc.isArray())
        items = doc.array();
    else if (doc.object().value(QLatin1String("items")).isArray())
        items = doc.object().value(QLatin1String("items")).toArray();
    else
        items.append(doc.object()); // one item on its own
    ReadResult result;
    for (qsizetype i = 0; i < items.size(); ++i) {
        const auto skip = [&](const QString &why) {
            ++result.skipped;
            if (sink) {
                sink(Diagnostic{Diagnostic::Warning, fileName, 0,
                                QStringLiteral("Skipped item %1: %2.").arg(i + 1).arg(why)});
            }
        };
        if (!items.at(i).isObject()) {
            skip(QStringLiteral("it is not a JSON object"));
            continue;
        }
        Record r = toRecord(items.at(i).toObject(), int(i));
        if (r.title.isEmpty() && r.abstract.isEmpty()) {
            skip(QStringLiteral("\"%1\" has neither a title nor an abstract").arg(r.key));
            continue;
        }
        result.records.append(r);
    }
    if (result.records.isEmpty() && result.skipped > 0 && !doc.isArray())
        return Error{QStringLiteral("%1 is JSON but not CSL-JSON: no item has a title or an abstract.").arg(fileName)};
    return result;
}

} // namespace lectern::interop
