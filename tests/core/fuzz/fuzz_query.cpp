// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzz target: any bytes as a search query (lexer, parser, compiler to FTS5 and SQL). The
// compiled query must keep its promise: one bound value per `?`, nothing typed spliced in.
#include "tests/core/fuzz/fuzzharness.h"

#include "core/search/querycompiler.h"

#include <QString>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QString query = QString::fromUtf8(reinterpret_cast<const char *>(data), qsizetype(size));
    const auto compiled = lectern::search::compileQuery(query);
    if (!compiled) {
        if (compiled.error().isEmpty())
            lectern::fuzz::fail("a query was refused without a message");
        return 0;
    }
    const auto placeholders = [](const QString &sql) { return sql.count(QLatin1Char('?')); };
    if (placeholders(compiled->where) != compiled->whereValues.size())
        lectern::fuzz::fail("where: placeholders and bound values differ");
    if (placeholders(compiled->idWhere) != compiled->idWhereValues.size())
        lectern::fuzz::fail("idWhere: placeholders and bound values differ");
    if (placeholders(compiled->rowWhere) != compiled->rowWhereValues.size())
        lectern::fuzz::fail("rowWhere: placeholders and bound values differ");
    return 0;
}
