// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/shortcutsdialog.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QRegularExpression>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace lectern::ui {

ShortcutsDialog::ShortcutsDialog(const QList<Group> &groups, const QString &intro, QWidget *parent)
    : QDialog(parent)
    , m_tree(new QTreeWidget(this))
    , m_intro(new QLabel(intro, this))
{
    m_intro->setTextFormat(Qt::PlainText);
    m_intro->setWordWrap(true);
    m_intro->setVisible(!intro.isEmpty());
    setWindowTitle(tr("Keyboard Shortcuts"));
    m_tree->setColumnCount(2);
    m_tree->setHeaderLabels({tr("Action"), tr("Keys")});
    m_tree->setAccessibleName(tr("Keyboard shortcuts"));
    m_tree->setRootIsDecorated(false);
    m_tree->setUniformRowHeights(true);
    for (const Group &g : groups) {
        auto *group = new QTreeWidgetItem(m_tree, {g.title});
        QFont bold = group->font(0);
        bold.setBold(true);
        group->setFont(0, bold);
        group->setFirstColumnSpanned(true);
        for (QAction *a : g.actions) {
            QStringList keys;
            for (const QKeySequence &k : a->shortcuts())
                keys.append(k.toString(QKeySequence::NativeText));
            if (keys.isEmpty())
                continue;
            // "&Import…" and the translated "导入(&I)…" both list as the bare name.
            static const QRegularExpression mnemonic(QStringLiteral("\\(&[^)]\\)"));
            QString text = a->text();
            text.remove(mnemonic);
            text.remove(QLatin1Char('&'));
            if (text.endsWith(QStringLiteral("…")))
                text.chop(1);
            new QTreeWidgetItem(group, {text, keys.join(tr(" or "))});
        }
    }
    m_tree->expandAll();
    m_tree->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_intro);
    layout->addWidget(m_tree);
    layout->addWidget(buttons);
    resize(560, 640);
}

} // namespace lectern::ui
