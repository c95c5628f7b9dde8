// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDir>
#include <QStringList>

namespace lectern::test {

// The bundled ICML 2024 sample (resources/sample: 3 files, 57 paragraphs, 48 papers), in name
// order. LECTERN_SAMPLE_DIR is defined for every test by lectern_add_test.
inline QStringList sampleFiles()
{
    const QDir dir(QStringLiteral(LECTERN_SAMPLE_DIR));
    QStringList paths;
    for (const QString &name : dir.entryList({QStringLiteral("*.txt")}, QDir::Files, QDir::Name))
        paths << dir.filePath(name);
    return paths;
}

} // namespace lectern::test
