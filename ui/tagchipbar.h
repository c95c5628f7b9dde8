// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>
#include <QWidget>

class QCompleter;
class QLineEdit;
class QStringListModel;

namespace lectern::ui {

class FlowLayout;

// A paper's tags as chips plus a field to add one, completing from the library's tags. A click
// on a chip's label asks to filter the list by that tag; only its × removes it. Only
// announces; the owner makes the edit (undoably). In the field, Return adds the tag typed and
// Esc drops it; both then hand the focus back (editingLeft), see ui/README.md.
class TagChipBar final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TagChipBar)

public:
    explicit TagChipBar(QWidget *parent = nullptr);

    void setTags(const QStringList &tags, const QHash<QString, QString> &colors = {});
    QStringList tags() const { return m_tags; }
    void setCompletions(const QStringList &allTags);
    QLineEdit *addField() const { return m_add; }

public Q_SLOTS:
    void focusAddField();

Q_SIGNALS:
    void tagAdded(const QString &tag);
    void tagRemoved(const QString &tag);
    void tagActivated(const QString &tag); // the chip's label was clicked
    void editingLeft();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void commitAdd();

    FlowLayout *m_flow; // the chips, then the field
    QLineEdit *m_add;
    QStringListModel *m_completionModel;
    QCompleter *m_completer;
    QStringList m_tags;
};

} // namespace lectern::ui
