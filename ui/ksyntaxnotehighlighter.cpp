// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/ksyntaxnotehighlighter.h"

#include "core/highlight/syntaxrepository.h"
#include "core/math/mathsplit.h"

#include <KSyntaxHighlighting/Definition>
#include <KSyntaxHighlighting/Repository>
#include <KSyntaxHighlighting/Theme>

#include <QRegularExpression>
#include <QTextBlock>
#include <QTextDocument>

namespace lectern::ui {

namespace KSH = KSyntaxHighlighting;

namespace {

// The editors' own repository: their highlighting runs on the GUI thread whenever the text
// changes, without the lock that guards core's (core/highlight/syntaxrepository.h).
KSH::Repository &editorRepository()
{
    static KSH::Repository repository;
    return repository;
}

bool isFence(const QString &line)
{
    const QString t = line.trimmed();
    return t.startsWith(QLatin1String("```")) || t.startsWith(QLatin1String("~~~"));
}

} // namespace

KSyntaxNoteHighlighter *KSyntaxNoteHighlighter::create(QTextDocument *document)
{
    const KSH::Definition markdown = editorRepository().definitionForName(QStringLiteral("Markdown"));
    if (!markdown.isValid())
        return nullptr;
    auto *h = new KSyntaxNoteHighlighter(document);
    h->setDefinition(markdown);
    return h;
}

KSyntaxNoteHighlighter::KSyntaxNoteHighlighter(QTextDocument *document)
    : KSH::SyntaxHighlighter(document)
{
}

KSyntaxNoteHighlighter::~KSyntaxNoteHighlighter() = default;

void KSyntaxNoteHighlighter::setPalette(const QPalette &palette)
{
    const highlight::ThemeKind kind = highlight::themeKindFor(palette);
    const KSH::Theme theme = highlight::defaultTheme(editorRepository(), kind);
    if (m_math && theme.name() == this->theme().name())
        return;
    m_math = std::make_unique<highlight::CodeHighlighter>(kind);
    setTheme(theme);
    rehighlight();
}

bool KSyntaxNoteHighlighter::insideFence() const
{
    // Notes are short: counting the fence lines above is cheaper than keeping a state (the
    // block state and user data belong to KSyntaxHighlighting).
    int fences = 0;
    for (QTextBlock b = currentBlock().previous(); b.isValid(); b = b.previous())
        fences += isFence(b.text()) ? 1 : 0;
    return fences % 2 == 1;
}

void KSyntaxNoteHighlighter::highlightBlock(const QString &text)
{
    KSH::SyntaxHighlighter::highlightBlock(text);
    if (!m_math || isFence(text) || (!text.contains(QLatin1Char('$')) && !text.contains(QLatin1Char('\\'))))
        return;
    if (insideFence())
        return;
    // Code spans keep their dollars.
    static const QRegularExpression codeSpan(QStringLiteral("`[^`]+`"));
    QList<std::pair<qsizetype, qsizetype>> code;
    for (auto it = codeSpan.globalMatch(text); it.hasNext();) {
        const auto m = it.next();
        code.append({m.capturedStart(), m.capturedEnd()});
    }
    for (const math::MathSegment &s : math::splitMath(text)) {
        if (s.kind == math::MathSegment::Text)
            continue;
        const bool inCode = std::any_of(code.cbegin(), code.cend(), [&s](const auto &c) {
            return s.start < c.second && s.start + s.length > c.first;
        });
        if (inCode)
            continue;
        const QString tex = text.mid(s.start, s.length);
        for (const highlight::CodeSpan &span : m_math->spans(tex, QStringLiteral("LaTeX")))
            setFormat(int(s.start) + span.start, span.length, span.format);
    }
}

} // namespace lectern::ui
