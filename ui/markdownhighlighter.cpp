// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/markdownhighlighter.h"

#include "core/highlight/codehighlighter.h"
#include "core/math/mathsplit.h"

#include <QFontDatabase>
#include <QPalette>

namespace lectern::ui {

namespace {
constexpr int kInCodeFence = 1;
constexpr int kInDisplayMath = 2;

QColor mix(const QColor &a, const QColor &b, double t)
{
    return QColor::fromRgbF(float(a.redF() * (1 - t) + b.redF() * t),
                            float(a.greenF() * (1 - t) + b.greenF() * t),
                            float(a.blueF() * (1 - t) + b.blueF() * t));
}
} // namespace

MarkdownHighlighter::MarkdownHighlighter(QTextDocument *document, const QPalette &palette)
    : QSyntaxHighlighter(document)
{
    setFormats(palette);
}

void MarkdownHighlighter::setPalette(const QPalette &palette)
{
    setFormats(palette);
    rehighlight();
}

void MarkdownHighlighter::setFormats(const QPalette &palette)
{
    const QColor text = palette.color(QPalette::Text);
    const QColor base = palette.color(QPalette::Base);
    const bool dark = highlight::themeKindFor(palette) == highlight::ThemeKind::Dark;
    const QColor accent = palette.color(QPalette::Link);
    const QColor muted = mix(text, base, 0.45);
    const QColor mathColor = dark ? QColor(0xc3, 0x9b, 0xff) : QColor(0x6a, 0x1b, 0x9a);

    m_heading = {};
    m_math = {};
    m_code = {};
    m_heading.setFontWeight(QFont::Bold);
    m_heading.setForeground(accent);
    m_math.setForeground(mathColor);
    m_code.setFontFamilies(QFontDatabase::systemFont(QFontDatabase::FixedFont).families());
    m_code.setForeground(mix(text, accent, 0.35));

    QTextCharFormat bold;
    bold.setFontWeight(QFont::Bold);
    QTextCharFormat italic;
    italic.setFontItalic(true);
    QTextCharFormat link;
    link.setForeground(accent);
    link.setFontUnderline(true);
    QTextCharFormat marker;
    marker.setForeground(muted);
    QTextCharFormat quote;
    quote.setForeground(muted);
    quote.setFontItalic(true);

    const auto rx = [](const char *p) { return QRegularExpression(QString::fromUtf8(p)); };
    m_rules = {
        {rx(R"(^\s*([-*+]|\d+[.)])\s)"), marker},
        {rx(R"(^\s*>.*$)"), quote},
        {rx(R"((?<![\w*])\*(?!\s)[^*\n]+(?<!\s)\*(?![\w*])|(?<!\w)_(?!\s)[^_\n]+(?<!\s)_(?!\w))"),
         italic},
        {rx(R"(\*\*[^*\n]+\*\*|__[^_\n]+__)"), bold},
        {rx(R"(\[[^\]\n]*\]\([^)\s]*\)|<https?://[^>\s]+>)"), link},
        {rx(R"(`[^`\n]+`)"), m_code},
    };
}

void MarkdownHighlighter::highlightBlock(const QString &text)
{
    const int previous = previousBlockState() < 0 ? 0 : previousBlockState();
    setCurrentBlockState(0);

    // Fenced code blocks.
    const bool fence = text.trimmed().startsWith(QStringLiteral("```"));
    if (previous == kInCodeFence || fence) {
        setFormat(0, int(text.size()), m_code);
        // Inside a fence, a fence line closes it; outside, it opens one.
        setCurrentBlockState(previous == kInCodeFence && fence ? 0 : kInCodeFence);
        return;
    }
    // A $$ display formula spread over lines.
    if (previous == kInDisplayMath) {
        setFormat(0, int(text.size()), m_math);
        if (!text.contains(QStringLiteral("$$")))
            setCurrentBlockState(kInDisplayMath);
        return;
    }

    static const QRegularExpression heading(QStringLiteral("^#{1,6}\\s.*$"));
    if (heading.match(text).hasMatch()) {
        setFormat(0, int(text.size()), m_heading);
        return;
    }
    for (const Rule &rule : std::as_const(m_rules)) {
        auto it = rule.pattern.globalMatch(text);
        while (it.hasNext()) {
            const auto m = it.next();
            setFormat(int(m.capturedStart()), int(m.capturedLength()), rule.format);
        }
    }
    const QList<math::MathSegment> segments = math::splitMath(text);
    for (const math::MathSegment &s : segments) {
        if (s.kind != math::MathSegment::Text)
            setFormat(int(s.start), int(s.length), m_math);
    }
    // An opening $$ without its closing one on this line.
    if (text.count(QStringLiteral("$$")) % 2 == 1) {
        const int at = int(text.lastIndexOf(QStringLiteral("$$")));
        setFormat(at, int(text.size()) - at, m_math);
        setCurrentBlockState(kInDisplayMath);
    }
}

} // namespace lectern::ui
