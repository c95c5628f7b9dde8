// SPDX-License-Identifier: GPL-3.0-or-later
// The KSyntaxHighlighting backend: the definition for a block's language drives an
// AbstractHighlighter whose applyFormat() collects spans in the theme's formats.
#include "core/highlight/codehighlighter.h"
#include "core/highlight/syntaxrepository.h"

#include <KSyntaxHighlighting/AbstractHighlighter>
#include <KSyntaxHighlighting/Definition>
#include <KSyntaxHighlighting/Format>
#include <KSyntaxHighlighting/State>
#include <KSyntaxHighlighting/Theme>
#include <ksyntaxhighlighting_version.h>

#include <QMutexLocker>

namespace lectern::highlight {

namespace KSH = KSyntaxHighlighting;

QString engineName()
{
    return QStringLiteral("KSyntaxHighlighting " KSYNTAXHIGHLIGHTING_VERSION_STRING);
}

bool hasSyntaxHighlighting()
{
    return true;
}

namespace {

class SpanCollector final : public KSH::AbstractHighlighter
{
public:
    QList<CodeSpan> run(const QString &code)
    {
        m_spans.clear();
        KSH::State state;
        m_lineStart = 0;
        while (m_lineStart <= code.size()) {
            qsizetype end = code.indexOf(QLatin1Char('\n'), m_lineStart);
            if (end < 0)
                end = code.size();
            state = highlightLine(QStringView(code).mid(m_lineStart, end - m_lineStart), state);
            m_lineStart = int(end) + 1;
        }
        return m_spans;
    }

protected:
    void applyFormat(int offset, int length, const KSH::Format &format) override
    {
        if (length <= 0 || !format.isValid() || format.isDefaultTextStyle(theme()))
            return;
        const QTextCharFormat f = charFormat(format, theme());
        if (f.properties().isEmpty())
            return;
        CodeSpan span{m_lineStart + offset, length, f};
        // Adjacent runs in the same format are one span.
        if (!m_spans.isEmpty() && m_spans.last().start + m_spans.last().length == span.start
            && m_spans.last().format == span.format) {
            m_spans.last().length += length;
            return;
        }
        m_spans.append(span);
    }

private:
    QList<CodeSpan> m_spans;
    int m_lineStart = 0;
};

} // namespace

struct CodeHighlighter::Private
{
    KSH::Theme theme;
    mutable SpanCollector collector;
};

CodeHighlighter::CodeHighlighter(ThemeKind kind) : d(std::make_unique<Private>())
{
    const QMutexLocker lock(&repositoryMutex());
    d->theme = defaultTheme(repository(), kind);
    d->collector.setTheme(d->theme);
}

CodeHighlighter::~CodeHighlighter() = default;

QString CodeHighlighter::themeName() const
{
    return d->theme.name();
}

QString CodeHighlighter::definitionName(const QString &language) const
{
    const QMutexLocker lock(&repositoryMutex());
    // KSyntaxHighlighting 6.x names the invalid definition "None".
    const KSH::Definition definition = definitionForLanguage(language);
    return definition.isValid() ? definition.name() : QString();
}

QList<CodeSpan> CodeHighlighter::spans(const QString &code, const QString &language) const
{
    if (language.isEmpty())
        return {};
    // The repository loads a definition's rules on first use: one thread at a time.
    const QMutexLocker lock(&repositoryMutex());
    const KSH::Definition definition = definitionForLanguage(language);
    if (!definition.isValid())
        return {};
    d->collector.setDefinition(definition);
    return d->collector.run(code);
}

QColor CodeHighlighter::background() const
{
    return QColor::fromRgba(d->theme.editorColor(KSH::Theme::BackgroundColor));
}

QColor CodeHighlighter::foreground() const
{
    return QColor::fromRgba(d->theme.textColor(KSH::Theme::Normal));
}

} // namespace lectern::highlight
