// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/highlight/codehighlighter.h"

#include <QPalette>
#include <QRegularExpression>

namespace lectern::highlight {

ThemeKind themeKindFor(const QPalette &palette)
{
    return palette.color(QPalette::Base).lightnessF() < palette.color(QPalette::Text).lightnessF()
        ? ThemeKind::Dark
        : ThemeKind::Light;
}

QString fenceLanguage(QStringView fenceLine)
{
    QStringView rest = fenceLine.trimmed();
    while (!rest.isEmpty() && (rest.front() == u'`' || rest.front() == u'~'))
        rest = rest.mid(1);
    rest = rest.trimmed();
    // "{.python}" (pandoc) and "python title=x" (attributes after the name).
    if (rest.startsWith(u'{'))
        rest = rest.mid(1);
    if (rest.startsWith(u'.'))
        rest = rest.mid(1);
    qsizetype end = 0;
    while (end < rest.size() && !rest.at(end).isSpace() && rest.at(end) != u'}' && rest.at(end) != u'`')
        ++end;
    return rest.left(end).toString();
}

namespace {

QString cssColor(const QColor &c)
{
    return c.name(QColor::HexRgb);
}

QString styleOf(const QTextCharFormat &format)
{
    QStringList style;
    if (format.hasProperty(QTextFormat::ForegroundBrush))
        style << QStringLiteral("color:") + cssColor(format.foreground().color());
    if (format.hasProperty(QTextFormat::BackgroundBrush))
        style << QStringLiteral("background-color:") + cssColor(format.background().color());
    if (format.hasProperty(QTextFormat::FontWeight) && format.fontWeight() >= QFont::DemiBold)
        style << QStringLiteral("font-weight:bold");
    if (format.hasProperty(QTextFormat::FontItalic) && format.fontItalic())
        style << QStringLiteral("font-style:italic");
    if (format.fontUnderline() || format.fontStrikeOut()) {
        style << QStringLiteral("text-decoration:")
                + QString(format.fontUnderline() ? QStringLiteral("underline ") : QString())
                + QString(format.fontStrikeOut() ? QStringLiteral("line-through") : QString());
    }
    return style.join(QLatin1Char(';')).trimmed();
}

} // namespace

QString CodeHighlighter::toHtml(const QString &code, const QString &language) const
{
    QString html = QStringLiteral("<pre");
    const QColor bg = background();
    const QColor fg = foreground();
    const QList<CodeSpan> runs = spans(code, language);
    if (!runs.isEmpty() && bg.isValid() && fg.isValid())
        html += QStringLiteral(" style=\"background-color:%1;color:%2\"").arg(cssColor(bg), cssColor(fg));
    html += QStringLiteral("><code");
    // The class names the language as written (escaped, and only word-like characters).
    static const QRegularExpression safe(QStringLiteral("^[\\w+#.-]+$"));
    if (safe.match(language).hasMatch())
        html += QStringLiteral(" class=\"language-%1\"").arg(language.toHtmlEscaped());
    html += QLatin1Char('>');
    int at = 0;
    for (const CodeSpan &run : runs) {
        html += QStringView(code).mid(at, run.start - at).toString().toHtmlEscaped();
        const QString text = QStringView(code).mid(run.start, run.length).toString().toHtmlEscaped();
        const QString style = styleOf(run.format);
        html += style.isEmpty() ? text : QStringLiteral("<span style=\"%1\">%2</span>").arg(style, text);
        at = run.start + run.length;
    }
    html += QStringView(code).mid(at).toString().toHtmlEscaped();
    return html + QStringLiteral("</code></pre>\n");
}

} // namespace lectern::highlight
