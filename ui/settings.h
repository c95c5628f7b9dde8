// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>

namespace lectern::ui {

// Every persisted UI setting, typed, with its key and default in one place. Reads and writes
// QSettings (organisation and application names are set by main() before any use).
class Settings final
{
public:
    static constexpr int kVersion = 1;

    // Brings settings written by an older Lectern up to kVersion (called once at start).
    static void migrate();

    static QByteArray windowGeometry();
    static void setWindowGeometry(const QByteArray &value);
    static QByteArray windowState();
    static void setWindowState(const QByteArray &value);
    static QByteArray mainSplitterState();
    static void setMainSplitterState(const QByteArray &value);
    static QByteArray rightSplitterState();
    static void setRightSplitterState(const QByteArray &value);
    static QByteArray sidebarSplitterState();
    static void setSidebarSplitterState(const QByteArray &value);
    static QByteArray listHeaderState();
    static void setListHeaderState(const QByteArray &value);

    static qint64 lastPaperId();
    static void setLastPaperId(qint64 id);
    static QString lastImportDirectory();
    static void setLastImportDirectory(const QString &dir);
    static bool sourcesExpanded();
    static void setSourcesExpanded(bool expanded);
    static bool notesPreviewShown();
    static void setNotesPreviewShown(bool shown);
    static bool twoLineRows();
    static void setTwoLineRows(bool twoLine);

    // Milliseconds of idle typing before a note is saved (≤ 1000).
    static int noteAutosaveDelayMs() { return 600; }
    // Milliseconds of idle typing before a search runs.
    static int searchDelayMs() { return 150; }
};

} // namespace lectern::ui
