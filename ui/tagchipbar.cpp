// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/tagchipbar.h"

#include "core/models/tooltiptext.h"
#include "ui/flowlayout.h"

#include <QAbstractItemView>
#include <QCompleter>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLineEdit>
#include <QStringListModel>
#include <QToolButton>

namespace lectern::ui {

namespace {

constexpr int kChipTextWidth = 260; // pixels of a chip's name before it is shortened

} // namespace

TagChipBar::TagChipBar(QWidget *parent)
    : QWidget(parent)
    , m_flow(new FlowLayout(this))
    , m_add(new QLineEdit(this))
    , m_completionModel(new QStringListModel(this))
    , m_completer(new QCompleter(m_completionModel, this))
{
    // Chips wrap onto more lines, the field takes the rest of the last one: a paper with a
    // dozen keywords from its BibTeX made one row of chips, and the window grew past the screen.
    m_flow->addWidget(m_add);
    m_add->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);

    m_add->setPlaceholderText(tr("Add tag… (t)"));
    m_add->setAccessibleName(tr("Add tag"));
    m_add->setMinimumWidth(120);
    m_completer->setCaseSensitivity(Qt::CaseInsensitive);
    m_completer->setFilterMode(Qt::MatchContains);
    m_completer->setCompletionMode(QCompleter::PopupCompletion);
    m_add->setCompleter(m_completer);
    m_add->installEventFilter(this);
    connect(m_add, &QLineEdit::returnPressed, this, [this] {
        commitAdd();
        Q_EMIT editingLeft();
    });
}

bool TagChipBar::eventFilter(QObject *watched, QEvent *event)
{
    // An open completion list takes Esc itself (it closes); the next Esc drops the text.
    if (watched == m_add && event->type() == QEvent::KeyPress
        && static_cast<QKeyEvent *>(event)->key() == Qt::Key_Escape
        && !m_completer->popup()->isVisible()) {
        m_add->clear();
        Q_EMIT editingLeft();
        return true;
    }
    return QWidget::eventFilter(watched, event);
}

void TagChipBar::setCompletions(const QStringList &allTags)
{
    m_completionModel->setStringList(allTags);
}

void TagChipBar::focusAddField()
{
    m_add->setFocus(Qt::ShortcutFocusReason);
}

void TagChipBar::commitAdd()
{
    // A completion popup may still be open: take what is in the field.
    const QString tag = m_add->text().trimmed();
    if (tag.isEmpty())
        return;
    m_add->clear();
    Q_EMIT tagAdded(tag);
}

void TagChipBar::setTags(const QStringList &tags, const QHash<QString, QString> &colors)
{
    m_tags = tags;
    while (QLayoutItem *item = m_flow->takeAt(0)) {
        if (QWidget *w = item->widget(); w && w != m_add)
            w->deleteLater();
        delete item;
    }
    for (const QString &tag : tags) {
        // A chip is its label (filters by the tag) and a separate × (removes it). Plain text on
        // buttons: never interpreted as markup.
        auto *chip = new QWidget(this);
        chip->setObjectName(QStringLiteral("tagChip"));
        auto *chipLayout = new QHBoxLayout(chip);
        chipLayout->setContentsMargins(0, 0, 0, 0);
        chipLayout->setSpacing(0);
        auto *label = new QToolButton(chip);
        label->setObjectName(QStringLiteral("tagChipLabel"));
        // A long name is shortened in its middle (hierarchical names keep both ends); the
        // tooltip and the accessible name give it whole.
        label->setText(label->fontMetrics().elidedText(tag, Qt::ElideMiddle, kChipTextWidth));
        label->setToolTip(models::plainToolTip(tr("Show the papers tagged “%1”").arg(tag)));
        label->setAccessibleName(tr("Tag %1, press to show its papers").arg(tag));
        label->setCursor(Qt::PointingHandCursor);
        auto *remove = new QToolButton(chip);
        remove->setObjectName(QStringLiteral("tagChipRemove"));
        remove->setText(QStringLiteral("×"));
        remove->setToolTip(models::plainToolTip(tr("Remove tag “%1” from the paper (Ctrl+Z restores it)").arg(tag)));
        remove->setAccessibleName(tr("Remove tag %1").arg(tag));
        remove->setCursor(Qt::PointingHandCursor);
        const QString color = colors.value(tag);
        for (QToolButton *button : {label, remove}) {
            button->setAutoRaise(false);
            if (color.isEmpty())
                continue;
            QPalette pal = button->palette();
            pal.setColor(QPalette::Button, QColor::fromString(color));
            pal.setColor(QPalette::ButtonText,
                         QColor::fromString(color).lightnessF() > 0.55 ? Qt::black : Qt::white);
            button->setPalette(pal);
            button->setAutoFillBackground(true);
        }
        chipLayout->addWidget(label);
        chipLayout->addWidget(remove);
        connect(label, &QToolButton::clicked, this, [this, tag] { Q_EMIT tagActivated(tag); });
        connect(remove, &QToolButton::clicked, this, [this, tag] { Q_EMIT tagRemoved(tag); });
        m_flow->addWidget(chip);
    }
    m_flow->addWidget(m_add);
}

} // namespace lectern::ui
