// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/settings.h"

#include <QSettings>

namespace lectern::ui {

namespace {

namespace Key {
constexpr char kVersion[] = "settingsVersion";
constexpr char kGeometry[] = "window/geometry";
constexpr char kState[] = "window/state";
constexpr char kMainSplitter[] = "window/mainSplitter";
constexpr char kRightSplitter[] = "window/rightSplitter";
constexpr char kSidebarSplitter[] = "window/sidebarSplitter";
constexpr char kListHeader[] = "list/header";
constexpr char kLastPaper[] = "list/lastPaperId";
constexpr char kImportDir[] = "import/lastDirectory";
constexpr char kSourcesExpanded[] = "detail/sourcesExpanded";
constexpr char kNotesPreview[] = "notes/previewShown";
constexpr char kTwoLineRows[] = "list/twoLineRows";
} // namespace Key

QVariant get(const char *key, const QVariant &fallback = {})
{
    return QSettings().value(QString::fromLatin1(key), fallback);
}

void put(const char *key, const QVariant &value)
{
    QSettings().setValue(QString::fromLatin1(key), value);
}

} // namespace

void Settings::migrate()
{
    QSettings s;
    const int version = s.value(QString::fromLatin1(Key::kVersion), 0).toInt();
    if (version >= kVersion)
        return;
    // Version 0 → 1: nothing to convert yet (first release); later steps go here in order.
    s.setValue(QString::fromLatin1(Key::kVersion), kVersion);
}

QByteArray Settings::windowGeometry() { return get(Key::kGeometry).toByteArray(); }
void Settings::setWindowGeometry(const QByteArray &v) { put(Key::kGeometry, v); }
QByteArray Settings::windowState() { return get(Key::kState).toByteArray(); }
void Settings::setWindowState(const QByteArray &v) { put(Key::kState, v); }
QByteArray Settings::mainSplitterState() { return get(Key::kMainSplitter).toByteArray(); }
void Settings::setMainSplitterState(const QByteArray &v) { put(Key::kMainSplitter, v); }
QByteArray Settings::rightSplitterState() { return get(Key::kRightSplitter).toByteArray(); }
void Settings::setRightSplitterState(const QByteArray &v) { put(Key::kRightSplitter, v); }
QByteArray Settings::sidebarSplitterState() { return get(Key::kSidebarSplitter).toByteArray(); }
void Settings::setSidebarSplitterState(const QByteArray &v) { put(Key::kSidebarSplitter, v); }
QByteArray Settings::listHeaderState() { return get(Key::kListHeader).toByteArray(); }
void Settings::setListHeaderState(const QByteArray &v) { put(Key::kListHeader, v); }
qint64 Settings::lastPaperId() { return get(Key::kLastPaper, 0).toLongLong(); }
void Settings::setLastPaperId(qint64 id) { put(Key::kLastPaper, id); }
QString Settings::lastImportDirectory() { return get(Key::kImportDir).toString(); }
void Settings::setLastImportDirectory(const QString &dir) { put(Key::kImportDir, dir); }
bool Settings::sourcesExpanded() { return get(Key::kSourcesExpanded, false).toBool(); }
void Settings::setSourcesExpanded(bool e) { put(Key::kSourcesExpanded, e); }
bool Settings::notesPreviewShown() { return get(Key::kNotesPreview, false).toBool(); }
void Settings::setNotesPreviewShown(bool s) { put(Key::kNotesPreview, s); }
bool Settings::twoLineRows() { return get(Key::kTwoLineRows, false).toBool(); }
void Settings::setTwoLineRows(bool t) { put(Key::kTwoLineRows, t); }

} // namespace lectern::ui
