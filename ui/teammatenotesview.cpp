// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/teammatenotesview.h"

#include "core/models/itemroles.h"
#include "core/team/teammatenotesmodel.h"
#include "ui/markdownrenderer.h"
#include "ui/safetextbrowser.h"

#include <QLabel>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextDocumentFragment>
#include <QVBoxLayout>

namespace lectern::ui {

TeammateNotesView::TeammateNotesView(team::TeammateNotesModel *model, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
    , m_heading(new QLabel(this))
    , m_browser(new SafeTextBrowser(this))
{
    setAccessibleName(tr("Teammates' notes"));
    m_heading->setTextFormat(Qt::PlainText);
    m_browser->setAccessibleName(tr("Teammates' notes"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 4, 6, 0);
    layout->addWidget(m_heading);
    layout->addWidget(m_browser, 1);
    connect(m_model, &QAbstractItemModel::modelReset, this, &TeammateNotesView::render);
    connect(m_model, &QAbstractItemModel::dataChanged, this, &TeammateNotesView::render);
    render();
}

void TeammateNotesView::render()
{
    const int n = m_model->rowCount();
    setVisible(n > 0);
    m_heading->setText(tr("Teammates' notes (%n)", "", n));
    QTextDocument *doc = m_browser->document();
    doc->clear();
    QTextCursor cursor(doc);
    QTextCharFormat author;
    author.setFontWeight(QFont::Bold);
    QTextBlockFormat spaced;
    spaced.setTopMargin(10);
    MarkdownRenderer::Options options;
    options.codeTheme = highlight::themeKindFor(m_browser->palette());
    // Formulas as Unicode text: a fragment carries no typeset objects into another document.
    options.insertMath = &MarkdownRenderer::unicodeMath;
    for (int row = 0; row < n; ++row) {
        const QModelIndex index = m_model->index(row);
        if (row > 0)
            cursor.insertBlock(spaced);
        // The name and time as plain text: a note cannot pose as another member's heading.
        cursor.insertText(index.data(Qt::DisplayRole).toString(), author);
        QTextDocument note;
        MarkdownRenderer::render(&note, index.data(models::TeamNoteRole).toString(), options);
        cursor.insertBlock(QTextBlockFormat(), QTextCharFormat());
        cursor.insertFragment(QTextDocumentFragment(&note));
    }
    cursor.movePosition(QTextCursor::Start);
    m_browser->setTextCursor(cursor);
}

} // namespace lectern::ui
