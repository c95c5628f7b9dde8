// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/util/result.h"

#include <QList>
#include <QString>

namespace lectern::interop {

// Which papers an export covers.
struct ExportScope
{
    enum Kind { WholeLibrary, Tag, SavedSearch, Query, Ids };

    Kind kind = WholeLibrary;
    QString value;     // tag name, saved search name or query text
    QList<qint64> ids; // Kind::Ids (the selection), in the order given

    static ExportScope wholeLibrary() { return {}; }
    static ExportScope tag(const QString &name) { return {Tag, name, {}}; }
    static ExportScope savedSearch(const QString &name) { return {SavedSearch, name, {}}; }
    static ExportScope query(const QString &text) { return {Query, text, {}}; }
    static ExportScope selection(const QList<qint64> &ids) { return {Ids, QString(), ids}; }
};

// The paper ids in export order: the library in the order papers were added, a tag (with its
// sub-tags) likewise, a query or saved search in its ranking order, a selection as given.
// Unknown tags, saved searches and ids are errors, not empty exports.
Result<QList<qint64>> resolveScope(const QString &connectionName, const ExportScope &scope);

} // namespace lectern::interop
