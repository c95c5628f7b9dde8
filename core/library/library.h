// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/db/database.h"
#include "core/library/changedelsewhere.h"
#include "core/library/importer.h"
#include "core/library/paper.h"
#include "core/library/paperrepository.h"
#include "core/util/result.h"

#include <QList>
#include <QObject>
#include <QSet>
#include <QString>

#include <functional>
#include <optional>

namespace lectern::library {

// The library as the app sees it: one open database, reads through PaperRepository and every
// user action as one transaction that either happens whole or not at all. Emits a signal after
// each committed change so every model and view can follow without polling.
class Library final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(Library)

public:
    explicit Library(QObject *parent = nullptr);
    ~Library() override;

    Status open(const QString &path);
    // Default location: <AppDataLocation>/library.sqlite, overridden by $LECTERN_DB.
    static QString defaultPath();
    QString path() const { return m_db.path(); }
    QString connectionName() const { return m_db.connectionName(); }
    const PaperRepository &papers() const { return m_papers; }

    // Imports files of every format (one transaction; see Importer). After the commit emits
    // papersAdded() once, when anything changed (new tags included).
    Result<ImportReport> importFiles(const QStringList &paths, const ImportOptions &options = {});
    Result<ImportReport> importSources(const QList<ImportSource> &sources,
                                       const ImportOptions &options = {});
    // An import committed on another connection to this library (the GUI imports on a worker
    // thread): emits what importFiles would have.
    void notifyImported(const ImportReport &report);
    // Changes committed on another connection that are not an import (a team sync's pull, a
    // conflict resolved, a library that became a team replica): the signals the same edits
    // made here would have sent, through the one path every change signal takes.
    void notifyChangedElsewhere(const ChangesElsewhere &changes);
    // Changes another process committed (the CLI, a second window) since this library last
    // looked: if its papers, tags, exclusions or saved searches differ, the signals those
    // edits made here would have sent (the papers edited since, read by their modified_at;
    // every paper past 1,000 or when an exclusion changed). One pragma when nothing was
    // committed elsewhere. The window asks whenever it becomes active. Returns whether
    // anything had changed.
    Result<bool> checkChangedElsewhere();
    // On first start with an empty library: the bundled ICML 2024 sample. Returns whether it ran.
    Result<bool> importSampleIfEmpty();

    // Edits. Each is one transaction; ids that do not exist make the whole action fail.
    Status setUserTitle(qint64 id, const QString &title); // empty restores the derived title
    Status setStatus(const QList<qint64> &ids, ReadingStatus status);
    Status setRating(const QList<qint64> &ids, int rating);
    Status addTag(const QList<qint64> &ids, const QString &tag);
    Status removeTag(const QList<qint64> &ids, const QString &tag);
    Status setNote(qint64 id, const QString &markdown); // empty deletes the note
    Status appendNote(qint64 id, const QString &markdown);
    Status chooseVariant(qint64 id, qint64 variantId); // 0 = show the longest again

    // "Not for this tag": the papers become explicit negatives of the tag's suggestions
    // (core/recommend) and are never suggested for it again. The tag must exist; marking a
    // paper twice, or clearing one that is not marked, changes nothing.
    Status markNotForTag(const QList<qint64> &ids, const QString &tag);
    Status clearNotForTag(const QList<qint64> &ids, const QString &tag);

    // Tags.
    Result<QList<TagInfo>> tags() const;
    Status renameTag(const QString &from, const QString &to); // sub-tags follow
    Status mergeTag(const QString &from, const QString &into);
    Status deleteTag(const QString &name);                     // and its sub-tags
    Status createTag(const QString &name); // a tag without papers (undo of a deletion); no-op if it exists
    Status setTagColor(const QString &name, const QString &color);
    Status setTagPinned(const QString &name, int slot);        // 1–9, 0 unpins

    // Several edits as one user action (an undo that recreates a tag with its colour, pin and
    // papers): one transaction, so they happen whole or not at all, and each change signal
    // once, after it commits. Batches nest; only the outermost commits and signals.
    Status batch(const std::function<Status()> &edits);

Q_SIGNALS:
    void papersAdded();
    void papersChanged(const QList<qint64> &ids);
    void tagsChanged();
    void notForTagChanged(const QString &tag);

private:
    Status checkIds(const QList<qint64> &ids) const;
    Result<qint64> tagId(const QString &name, bool create);
    Status changeTag(const QList<qint64> &ids, const QString &tag, bool add);
    Status changeNotForTag(const QList<qint64> &ids, const QString &tag, bool mark);
    Status touch(const QList<qint64> &ids);

    // The change signals, held back while a batch runs and sent once after it commits.
    struct PendingChanges
    {
        bool papersAdded = false;
        bool tags = false;
        bool allPapers = false;
        QSet<qint64> papers;
        QSet<QString> notForTags;
        bool reported = false; // from a report of changes committed elsewhere (notify…)

        void add(const ChangesElsewhere &changes)
        {
            papersAdded |= changes.papersAdded;
            tags |= changes.tags;
            allPapers |= changes.allPapers;
            papers.unite(QSet<qint64>(changes.papers.cbegin(), changes.papers.cend()));
        }
    };
    void changedPapersAdded();
    void changedPapers(const QList<qint64> &ids); // empty: every paper
    void changedTags();
    void changedNotForTag(const QString &tag);
    void emitUnlessBatching(); // outside a batch, what is pending goes out now
    void emitPending(PendingChanges pending);
    int m_batchDepth = 0;
    PendingChanges m_pending;

    db::Database m_db;
    PaperRepository m_papers;
    // The library as of this object's last look: after opening, after each change it emitted.
    void rememberContents();
    // Before signals go out, the last look moves to now. What another connection committed
    // since that look (the CLI, between two checks) joins the signals of an edit made here
    // instead of being taken as seen without ever being announced.
    void takeInCommitsElsewhere(PendingChanges &pending);
    // What other connections changed since the last look (none when nothing that a view shows
    // did); the last look moves to now.
    Result<std::optional<ChangesElsewhere>> readChangesSinceLastLook();
    std::optional<LibraryStamp> m_seen;
};

} // namespace lectern::library
