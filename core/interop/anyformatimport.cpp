#include "core/interop/anyformatimport.h"

#include "core/db/database.h"
#include "core/interop/fileimport.h"
#include "core/interop/recordimporter.h"
#include "core/library/library.h"

#include <QSqlDatabase>

namespace lectern::interop {

Result<library::ImportReport> importAnyFormat(library::Library &library, const QStringList &paths,
                                              const library::ImportOptions &options)
{
    auto loaded = loadImportFiles(paths, options.diagnostics);
    if (!loaded)
        return Error{loaded.error()};
    const QStringList &seedFiles = loaded->seedFiles;
    const QList<RecordInput> &inputs = loaded->records;
    const QList<Diagnostic> &parseDiagnostics = loaded->diagnostics;

    // One transaction for the whole import: the seed and record importers' own transactions
    // become savepoints inside it, so a failure in either leaves the library as it was.
    db::Transaction tx(QSqlDatabase::database(library.connectionName(), false));
    if (!tx.isActive()) {
        return Error{QStringLiteral("The library is busy (another Lectern is writing to it). "
                                    "Try the import again in a moment.")};
    }
    library::ImportReport total;
    if (!seedFiles.isEmpty()) {
        auto seed = library.importFiles(seedFiles, options);
        if (!seed)
            return seed;
        total = *seed;
    }
    if (!inputs.isEmpty()) {
        auto records = RecordImporter(library.connectionName()).run(inputs, options);
        if (!records)
            return records;
        total.files += records->files;
        total.filesSkipped += records->filesSkipped;
        total.paragraphs += records->paragraphs;
        total.newPapers += records->newPapers;
        total.mergedDuplicates += records->mergedDuplicates;
        total.nearDuplicates += records->nearDuplicates;
        total.skipped += records->skipped;
        total.diagnostics += parseDiagnostics + records->diagnostics;
    }
    if (auto st = tx.commit(); !st)
        return Error{st.error()};
    if (!inputs.isEmpty() && total.newPapers + total.mergedDuplicates > 0) {
        Q_EMIT library.papersAdded();
        Q_EMIT library.tagsChanged();
    }
    return total;
}

} // namespace lectern::interop
