// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>
#include <QTimer>
#include <QWidget>

class QLabel;
class QLineEdit;

namespace lectern::ui {

// The search field above the list: checks the query as it is typed (an inline message for a
// bad one, with the field marked) and announces valid queries after a short pause. Return, Enter
// and ↓ accept the query (announced at once) and hand over to the results; Esc clears it and
// hands the focus back to the list (see ui/README.md).
class SearchBar final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SearchBar)

public:
    explicit SearchBar(QWidget *parent = nullptr);

    QString text() const;
    void setText(const QString &text); // announces at once
    QLineEdit *lineEdit() const { return m_edit; }
    QString errorText() const;
    bool hasError() const { return !errorText().isEmpty(); }
    // The positive search terms of the current valid query, for highlighting.
    QStringList highlightTerms() const { return m_terms; }

public Q_SLOTS:
    void focusSearch();
    void clear();

Q_SIGNALS:
    void queryChanged(const QString &query);
    // Esc: the search is cleared; give the focus back to the list, keeping its paper.
    void leaveRequested();
    // Return, Enter or ↓ on a valid query (announced first): go to its first result.
    void accepted();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void onEdited();
    void announce();

    QLineEdit *m_edit;
    QLabel *m_error;
    QTimer m_debounce;
    QStringList m_terms;
    QString m_announced;
};

} // namespace lectern::ui
