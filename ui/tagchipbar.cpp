#include "ui/tagchipbar.h"

#include <QCompleter>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QStringListModel>
#include <QToolButton>

namespace lectern::ui {

TagChipBar::TagChipBar(QWidget *parent)
    : QWidget(parent)
    , m_chips(new QHBoxLayout)
    , m_add(new QLineEdit(this))
    , m_completionModel(new QStringListModel(this))
    , m_completer(new QCompleter(m_completionModel, this))
{
    m_chips->setContentsMargins(0, 0, 0, 0);
    m_chips->setSpacing(4);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(6);
    layout->addLayout(m_chips);
    layout->addWidget(m_add, 1);

    m_add->setPlaceholderText(tr("Add tag… (t)"));
    m_add->setAccessibleName(tr("Add tag"));
    m_add->setMinimumWidth(120);
    m_completer->setCaseSensitivity(Qt::CaseInsensitive);
    m_completer->setFilterMode(Qt::MatchContains);
    m_completer->setCompletionMode(QCompleter::PopupCompletion);
    m_add->setCompleter(m_completer);
    connect(m_add, &QLineEdit::returnPressed, this, &TagChipBar::commitAdd);
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
    while (QLayoutItem *item = m_chips->takeAt(0)) {
        if (QWidget *w = item->widget())
            w->deleteLater();
        delete item;
    }
    for (const QString &tag : tags) {
        auto *chip = new QToolButton(this);
        // Plain text on a button: never interpreted as markup.
        chip->setText(tag + QStringLiteral("  ×"));
        chip->setToolTip(tr("Remove tag “%1”").arg(tag));
        chip->setAccessibleName(tr("Tag %1, press to remove").arg(tag));
        chip->setAutoRaise(false);
        chip->setCursor(Qt::PointingHandCursor);
        const QString color = colors.value(tag);
        if (!color.isEmpty()) {
            QPalette pal = chip->palette();
            pal.setColor(QPalette::Button, QColor::fromString(color));
            pal.setColor(QPalette::ButtonText,
                         QColor::fromString(color).lightnessF() > 0.55 ? Qt::black : Qt::white);
            chip->setPalette(pal);
            chip->setAutoFillBackground(true);
        }
        connect(chip, &QToolButton::clicked, this, [this, tag] { Q_EMIT tagRemoved(tag); });
        m_chips->addWidget(chip);
    }
}

} // namespace lectern::ui
