// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Test helper: the distinct abstracts of the bundled sample files, in file order.

#include "core/text/seedparser.h"
#include "core/text/textnormalizer.h"

#include <QDir>
#include <QSet>
#include <QStringList>

namespace lectern::text::testing {

struct SeedAbstract
{
    QString file;
    int paragraph = 0;
    QString text;
};

inline QList<SeedAbstract> seedOccurrences()
{
    QList<SeedAbstract> all;
    const QDir dir(QStringLiteral(LECTERN_SAMPLE_DIR));
    for (const QString &name : dir.entryList({QStringLiteral("*.txt")}, QDir::Files, QDir::Name)) {
        const auto result = SeedParser::parseFile(dir.filePath(name), [&](const SeedParagraph &p) {
            all.append({name, p.index, p.text});
            return true;
        });
        if (!result.ok())
            return {};
    }
    return all;
}

inline QStringList distinctSeedAbstracts()
{
    QStringList texts;
    QSet<QString> keys;
    for (const SeedAbstract &a : seedOccurrences()) {
        const QString key = comparisonKey(a.text);
        if (!keys.contains(key)) {
            keys.insert(key);
            texts.append(displayText(a.text));
        }
    }
    return texts;
}

} // namespace lectern::text::testing
