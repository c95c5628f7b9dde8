// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/library/paper.h"
#include "core/util/result.h"

#include <QList>
#include <QObject>
#include <QString>

#include <functional>
#include <optional>

class QUndoStack;

namespace lectern::library {
class Library;
}

namespace lectern::ui {

// Every user edit goes through here: it reads what the edit will replace, pushes an undoable
// command onto the one QUndoStack and reports failures. Widgets call this, never the library's
// write methods directly. Each method returns whether the edit happened.
class LibraryEditor final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LibraryEditor)

public:
    explicit LibraryEditor(library::Library *library, QObject *parent = nullptr);
    ~LibraryEditor() override;

    QUndoStack *undoStack() const { return m_stack; }
    library::Library *library() const { return m_library; }

    bool setTitle(qint64 id, const QString &title);
    bool setStatus(const QList<qint64> &ids, library::ReadingStatus status);
    bool setRating(const QList<qint64> &ids, int rating);
    bool addTag(const QList<qint64> &ids, const QString &tag);
    bool removeTag(const QList<qint64> &ids, const QString &tag);
    // Adds the tag to all unless every one already has it; then removes it from all.
    bool toggleTag(const QList<qint64> &ids, const QString &tag);
    // "Not for this tag" (core/recommend): the papers are never suggested for tag again and
    // count against it; undo clears the marks this made.
    bool markNotForTag(const QList<qint64> &ids, const QString &tag);
    bool setNote(qint64 id, const QString &markdown);
    bool chooseVariant(qint64 id, qint64 variantId);

    bool renameTag(const QString &from, const QString &to);
    bool mergeTag(const QString &from, const QString &into);
    bool deleteTag(const QString &name);
    bool setTagColor(const QString &name, const QString &color);
    bool setTagPinned(const QString &name, int slot);

Q_SIGNALS:
    void errorOccurred(const QString &message);
    // An edit was made: what it did, in the past tense, for the status bar ("Tagged “x”").
    void edited(const QString &done);

private:
    // text names the step in Edit ▸ Undo; done is what edited() says once it is made.
    bool push(const QString &text, const QString &done, std::function<Status()> redo,
              std::function<Status()> undo);
    QList<library::PaperSummary> summaries(const QList<qint64> &ids);
    std::optional<library::TagInfo> tagInfo(const QString &name);
    // Papers carrying exactly each tag covered by name (name and its sub-tags).
    QList<QPair<library::TagInfo, QList<qint64>>> tagMembers(const QString &name);
    void report(const QString &message);

    library::Library *m_library;
    QUndoStack *m_stack;
    bool m_failed = false;
};

} // namespace lectern::ui
