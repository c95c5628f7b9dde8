#include "core/text/inlinemarkup.h"

namespace lectern::text {

namespace {

bool isWordChar(QChar c)
{
    return c.isLetterOrNumber();
}

// Index of the '$' closing math that opens at i (with "$$" for display math), or -1.
qsizetype mathEnd(QStringView text, qsizetype i)
{
    const bool display = i + 1 < text.size() && text[i + 1] == u'$';
    const QStringView delimiter = display ? QStringView(u"$$") : QStringView(u"$");
    qsizetype from = i + delimiter.size();
    for (;;) {
        const qsizetype end = text.indexOf(delimiter, from);
        if (end < 0)
            return -1;
        if (text[end - 1] != u'\\')
            return end + delimiter.size() - 1;
        from = end + 1; // an escaped \$ inside math
    }
}

} // namespace

QString stripInlineMarkup(QStringView text)
{
    // Output never exceeds input: write through a pointer (QString::append per character
    // costs more than the scan).
    QString out(text.size(), Qt::Uninitialized);
    QChar *cursor = out.data();
    const qsizetype n = text.size();
    for (qsizetype i = 0; i < n; ++i) {
        const QChar c = text[i];
        if (c == u'$') {
            const qsizetype end = mathEnd(text, i);
            if (end > i) {
                for (qsizetype k = i; k <= end; ++k)
                    *cursor++ = text[k];
                i = end;
                continue;
            }
        } else if (c == u'*' || c == u'`') {
            continue;
        } else if (c == u'_') {
            // Emphasis underscores sit at a word edge; snake_case keeps its underscore.
            const bool inside =
                i > 0 && i + 1 < n && isWordChar(text[i - 1]) && isWordChar(text[i + 1]);
            if (!inside)
                continue;
        } else if (c == u'[') {
            const qsizetype close = text.indexOf(u']', i + 1);
            if (close > i && close + 1 < n && text[close + 1] == u'(') {
                const qsizetype urlEnd = text.indexOf(u')', close + 2);
                if (urlEnd > close) {
                    const QString label = stripInlineMarkup(text.mid(i + 1, close - i - 1));
                    for (const QChar l : label)
                        *cursor++ = l;
                    i = urlEnd;
                    continue;
                }
            }
        }
        *cursor++ = c;
    }
    out.truncate(cursor - out.constData());
    return out;
}

} // namespace lectern::text
