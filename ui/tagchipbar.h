#pragma once

#include <QStringList>
#include <QWidget>

class QCompleter;
class QHBoxLayout;
class QLineEdit;
class QStringListModel;

namespace lectern::ui {

// A paper's tags as removable chips plus a field to add one, completing from the library's
// tags. Only announces; the owner makes the edit (undoably).
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

private:
    void commitAdd();

    QHBoxLayout *m_chips;
    QLineEdit *m_add;
    QStringListModel *m_completionModel;
    QCompleter *m_completer;
    QStringList m_tags;
};

} // namespace lectern::ui
