// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/library/importedterms.h"
#include "core/recommend/featurematrix.h"
#include "core/util/result.h"

#include <QString>

#include <QElapsedTimer>
#include <QFuture>
#include <QHash>
#include <QList>
#include <QSqlDatabase>

#include <memory>
#include <optional>
#include <vector>

namespace lectern::recommend {

// The library's features, kept in step with its papers. Each paper's words and word pairs are
// stored in the library (table paper_terms, schema v4) with a key of what they were read from
// (the paper's and its note's modification times and its shown variant), so opening a library
// reads them instead of reading every text again; refresh() extracts only papers that are new
// or changed since, which is how imports and note edits reach the features. While a store
// lives, imports of its library in this process split their new papers' texts on the
// background pool and hand the terms over (core/library/importedterms.h): refresh() only
// decodes and stores those. The tf-idf matrix is built from the terms and kept until they
// change; a few papers' changed terms (note edits) replace their rows in place
// (FeatureSettings::maxReplacedShare). The store remembers the key each row was read at, so
// terms another store wrote first (another process) reach its matrix too.
//
// The terms a refresh extracted are written after it returned the matrix, on the background
// pool through a connection of their own (a library in memory: before it returns, on this
// one), in transactions of a few hundred papers; until then the store keeps them in memory and
// takes them for current. A process that ends first loses only what was not written yet: the
// next open finds those papers without current terms and extracts them again.
//
// Used from one thread (it holds a named connection's name); the matrix it returns is
// immutable and can be shared with any thread.
class FeatureStore final
{
public:
    explicit FeatureStore(QString connectionName, FeatureSettings settings = {});
    ~FeatureStore(); // waits for the terms being written (finishStoring)
    FeatureStore(const FeatureStore &) = delete;
    FeatureStore &operator=(const FeatureStore &) = delete;

    struct Refresh
    {
        int papers = 0;         // rows of the matrix
        bool keysRead = false;  // the library was written to since the last call: keys compared
        int extracted = 0;      // papers whose text was read and split into terms
        int handedOver = 0;     // papers whose terms an import of this process had split
        int changed = 0;        // of those, papers whose terms differ from what was stored
        bool rebuilt = false;   // the matrix was built again
        int replaced = 0;       // else: rows replaced in place (FeatureSettings::maxReplacedShare)
        int storing = 0;        // papers whose terms are written after the matrix was returned
        qint64 extractMs = 0;   // reading texts and extracting their terms (decoding handed-over ones)
        qint64 buildMs = 0;     // building the matrix
        qint64 storeMs = 0;     // a library in memory: writing the terms, after the matrix
    };

    // Brings the features up to date and returns the matrix; when nothing was written to the
    // library since the last call, returns it at once. The new terms are stored afterwards.
    Result<std::shared_ptr<const FeatureMatrix>> refresh();
    const Refresh &lastRefresh() const { return m_last; }

    // The background writing of terms since the last call: papers written, and its thread's
    // wall and CPU time.
    struct Stored
    {
        int papers = 0;
        qint64 ms = 0;
        qint64 cpuMs = 0;
    };
    // Waits until the terms of every refresh so far are written; fails if a write failed (those
    // papers are extracted again by a later refresh).
    Result<Stored> finishStoring();

    // The text a paper's features come from.
    Result<PaperText> paperText(qint64 id) const;

private:
    // What was written to the library since: other connections' commits move data_version,
    // this connection's own writes total_changes(). Equal stamps: nothing can have changed.
    struct Stamp
    {
        qint64 dataVersion = 0;
        qint64 ownChanges = 0;
        friend bool operator==(const Stamp &, const Stamp &) = default;
    };
    Result<Stamp> stamp() const;
    Result<std::shared_ptr<const FeatureMatrix>> update(const QSqlDatabase &db, QElapsedTimer &timer);

    // Terms a refresh extracted, until they are written.
    struct Unstored
    {
        QList<qint64> ids; // ascending
        QList<qint64> keys;
        QList<QByteArray> terms; // text::encodeTerms
        QHash<qint64, qsizetype> at; // id → index
    };
    struct Written
    {
        Status status;
        Stored stored;
    };
    struct Writing
    {
        std::shared_ptr<const Unstored> terms;
        QFuture<Written> done;
    };
    static Written write(const QString &path, const Unstored &terms);
    // Drops the writes that are done (all of them: waits); their outcome goes to m_stored.
    void collectWritten(bool wait);
    // A paper's newest terms not written yet, or nullptr.
    const QByteArray *unstored(qint64 id, qint64 *key) const;

    QString m_connectionName;
    FeatureSettings m_settings;
    QString m_libraryKey; // library::libraryFileKey: imports hand their terms over under it
    std::unique_ptr<library::TermsWanted> m_wanted;
    std::shared_ptr<const FeatureMatrix> m_matrix;
    std::vector<qint64> m_matrixKeys; // by row: the key of the text its terms were read from
    std::optional<Stamp> m_stamp; // of the library m_matrix was last checked against
    Refresh m_last;
    std::vector<Writing> m_writing; // oldest first; each starts when the one before is done
    Stored m_stored;
    std::optional<Error> m_storeError;
};

} // namespace lectern::recommend
