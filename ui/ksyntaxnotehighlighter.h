// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// KSyntaxHighlighting builds only (see ui/notehighlighter.h).
#include "core/highlight/codehighlighter.h"

#include <KSyntaxHighlighting/SyntaxHighlighter>

#include <memory>

namespace lectern::ui {

// KDE's highlighter with the "Markdown" definition, plus the math of a note: KF6's Markdown
// definition leaves $…$ as plain text, so each formula outside code is highlighted again with
// the "LaTeX" definition in the same theme (its math-mode formats).
class KSyntaxNoteHighlighter final : public KSyntaxHighlighting::SyntaxHighlighter
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(KSyntaxNoteHighlighter)

public:
    // Null when the Markdown definition is missing (a broken installation).
    static KSyntaxNoteHighlighter *create(QTextDocument *document);
    ~KSyntaxNoteHighlighter() override;

    // The default light or dark theme for the palette; re-highlights when it changes.
    void setPalette(const QPalette &palette);

protected:
    void highlightBlock(const QString &text) override;

private:
    explicit KSyntaxNoteHighlighter(QTextDocument *document);
    bool insideFence() const;

    std::unique_ptr<highlight::CodeHighlighter> m_math;
};

} // namespace lectern::ui
