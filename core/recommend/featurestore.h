// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/library/importedterms.h"
#include "core/recommend/featurematrix.h"
#include "core/util/result.h"

#include <QString>

#include <QElapsedTimer>
#include <QSqlDatabase>

#include <memory>
#include <optional>

namespace lectern::recommend {

// The library's features, kept in step with its papers. Each paper's words and word pairs are
// stored in the library (table paper_terms, schema v4) with a key of what they were read from
// (the paper's and its note's modification times and its shown variant), so opening a library
// reads them instead of reading every text again; refresh() extracts only papers that are new
// or changed since, which is how imports and note edits reach the features. While a store
// lives, imports of its library in this process extract their new papers' terms on their
// reading thread and hand them over (core/library/importedterms.h): refresh() only stores
// those. The tf-idf matrix is built from the stored terms and kept until they change.
//
// Used from one thread (it holds a named connection's name); the matrix it returns is
// immutable and can be shared with any thread.
class FeatureStore final
{
public:
    explicit FeatureStore(QString connectionName, FeatureSettings settings = {});

    struct Refresh
    {
        int papers = 0;         // rows of the matrix
        bool keysRead = false;  // the library was written to since the last call: keys compared
        int extracted = 0;      // papers whose text was read and split into terms
        int handedOver = 0;     // papers whose terms an import of this process had split
        int changed = 0;        // of those, papers whose terms differ from what was stored
        bool rebuilt = false;   // the matrix was built again
        qint64 extractMs = 0;   // reading texts and extracting their terms (decoding handed-over ones)
        qint64 storeMs = 0;     // writing the terms to the library (the matrix is built meanwhile)
        qint64 buildMs = 0;     // building the matrix, the part after storeMs
    };

    // Brings the stored terms up to date (one transaction) and returns the matrix; when nothing
    // was written to the library since the last call, returns it at once.
    Result<std::shared_ptr<const FeatureMatrix>> refresh();
    const Refresh &lastRefresh() const { return m_last; }

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

    QString m_connectionName;
    FeatureSettings m_settings;
    QString m_libraryKey; // library::libraryFileKey: imports hand their terms over under it
    std::unique_ptr<library::TermsWanted> m_wanted;
    std::shared_ptr<const FeatureMatrix> m_matrix;
    std::optional<Stamp> m_stamp; // of the library m_matrix was last checked against
    Refresh m_last;
};

} // namespace lectern::recommend
