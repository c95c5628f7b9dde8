// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/searchbar.h"

#include "core/search/querycompiler.h"
#include "ui/settings.h"

#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QVBoxLayout>

namespace lectern::ui {

SearchBar::SearchBar(QWidget *parent)
    : QWidget(parent)
    , m_edit(new QLineEdit(this))
    , m_error(new QLabel(this))
{
    m_edit->setPlaceholderText(
        tr("Search (/)   e.g. diffusion tag:ml status:unread rating:>=3 \"exact phrase\""));
    m_edit->setClearButtonEnabled(true);
    m_edit->setAccessibleName(tr("Search papers"));
    m_edit->installEventFilter(this);
    m_error->setWordWrap(true);
    m_error->setTextFormat(Qt::PlainText); // it quotes the query
    m_error->setVisible(false);
    m_error->setAccessibleName(tr("Search error"));
    m_error->setForegroundRole(QPalette::BrightText);
    m_error->setAutoFillBackground(true);
    QPalette pal = m_error->palette();
    pal.setColor(QPalette::Window, QColor(0xc0, 0x39, 0x2b));
    pal.setColor(QPalette::BrightText, Qt::white);
    m_error->setPalette(pal);
    m_error->setMargin(4);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addWidget(m_edit);
    layout->addWidget(m_error);

    m_debounce.setSingleShot(true);
    m_debounce.setInterval(Settings::searchDelayMs());
    connect(&m_debounce, &QTimer::timeout, this, &SearchBar::announce);
    connect(m_edit, &QLineEdit::textChanged, this, &SearchBar::onEdited);
}

QString SearchBar::text() const
{
    return m_edit->text();
}

QString SearchBar::errorText() const
{
    return m_error->isVisibleTo(this) ? m_error->text() : QString();
}

void SearchBar::setText(const QString &text)
{
    m_edit->setText(text);
    m_debounce.stop();
    announce();
}

void SearchBar::focusSearch()
{
    m_edit->setFocus(Qt::ShortcutFocusReason);
    m_edit->selectAll();
}

void SearchBar::clear()
{
    setText(QString());
}

void SearchBar::onEdited()
{
    const auto compiled = search::compileQuery(m_edit->text());
    if (!compiled) {
        m_error->setText(compiled.error());
        m_error->setVisible(true);
        m_edit->setAccessibleDescription(compiled.error());
        m_debounce.stop();
        return;
    }
    m_error->setVisible(false);
    m_error->clear();
    m_edit->setAccessibleDescription(QString());
    m_terms = compiled->highlightTerms;
    m_debounce.start();
}

void SearchBar::announce()
{
    if (hasError())
        return;
    const QString query = m_edit->text().trimmed();
    if (query == m_announced)
        return;
    m_announced = query;
    Q_EMIT queryChanged(query);
}

bool SearchBar::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_edit && event->type() == QEvent::KeyPress) {
        const auto *key = static_cast<QKeyEvent *>(event);
        if (key->key() == Qt::Key_Escape && key->modifiers() == Qt::NoModifier) {
            if (!m_edit->text().isEmpty())
                clear();
            Q_EMIT leaveRequested();
            return true;
        }
        const bool accept = key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter
            || (key->key() == Qt::Key_Down && key->modifiers() == Qt::NoModifier);
        if (accept) {
            if (hasError())
                return true; // the message under the field says what to fix
            m_debounce.stop();
            announce();
            Q_EMIT accepted();
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

} // namespace lectern::ui
