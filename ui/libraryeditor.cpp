// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/libraryeditor.h"

#include "core/library/library.h"
#include "core/library/tagname.h"
#include "core/search/searchservice.h"
#include "ui/librarycommand.h"
#include "ui/notecommand.h"

#include <QHash>
#include <QMap>
#include <QSet>
#include <QUndoStack>

namespace lectern::ui {

using library::PaperSummary;
using library::ReadingStatus;
using library::TagInfo;

namespace {

bool hasTag(const PaperSummary &s, const QString &tag)
{
    for (const QString &t : s.tags) {
        if (t.compare(tag, Qt::CaseInsensitive) == 0)
            return true;
    }
    return false;
}

QString quoted(const QString &tag)
{
    QString escaped = tag;
    escaped.replace(QLatin1Char('"'), QLatin1Char(' '));
    return QLatin1Char('"') + escaped + QLatin1Char('"');
}

// Applies per-paper old values grouped so each group is one library call.
template<typename Value, typename Apply>
Status restoreGrouped(const QHash<qint64, Value> &old, Apply apply)
{
    QMap<Value, QList<qint64>> groups;
    for (auto it = old.cbegin(); it != old.cend(); ++it)
        groups[it.value()].append(it.key());
    for (auto it = groups.cbegin(); it != groups.cend(); ++it) {
        if (Status st = apply(it.value(), it.key()); !st)
            return st;
    }
    return {};
}

} // namespace

LibraryEditor::LibraryEditor(library::Library *library, QObject *parent)
    : QObject(parent)
    , m_library(library)
    , m_stack(new QUndoStack(this))
{
}

LibraryEditor::~LibraryEditor() = default;

void LibraryEditor::report(const QString &message)
{
    m_failed = true;
    Q_EMIT errorOccurred(message);
}

bool LibraryEditor::push(const QString &text, const QString &done, std::function<Status()> redo,
                         std::function<Status()> undo)
{
    // push() runs the first redo; a failing one reports through report() and marks the
    // command obsolete, and QUndoStack then deletes it instead of keeping it.
    // Each direction is one batch: an undo that takes several library edits (a deleted tag
    // recreated with its colour, pin and papers) happens whole or not at all, and the views
    // hear of it once.
    library::Library *lib = m_library;
    const auto asOneAction = [lib](std::function<Status()> edits) {
        return [lib, edits = std::move(edits)] { return lib->batch(edits); };
    };
    m_failed = false;
    m_stack->push(new LibraryCommand(text, asOneAction(std::move(redo)),
                                     asOneAction(std::move(undo)),
                                     [this](const QString &m) { report(m); }));
    if (m_failed)
        return false;
    Q_EMIT edited(done);
    return true;
}

QList<PaperSummary> LibraryEditor::summaries(const QList<qint64> &ids)
{
    auto rows = m_library->papers().summaries(ids);
    if (!rows) {
        report(rows.error());
        return {};
    }
    return *rows;
}

std::optional<TagInfo> LibraryEditor::tagInfo(const QString &name)
{
    auto all = m_library->tags();
    if (!all)
        return std::nullopt;
    for (const TagInfo &t : *all) {
        if (t.name.compare(name, Qt::CaseInsensitive) == 0)
            return t;
    }
    return std::nullopt;
}

QList<QPair<TagInfo, QList<qint64>>> LibraryEditor::tagMembers(const QString &name)
{
    QList<QPair<TagInfo, QList<qint64>>> result;
    auto all = m_library->tags();
    if (!all)
        return result;
    for (const TagInfo &t : *all) {
        if (library::tagCovers(name, t.name))
            result.append({t, {}});
    }
    auto ids = search::SearchService(m_library->connectionName())
                   .matchingIds(QStringLiteral("tag:") + quoted(name));
    if (!ids)
        return result;
    const QList<PaperSummary> rows = summaries(*ids);
    for (auto &entry : result) {
        for (const PaperSummary &s : rows) {
            if (hasTag(s, entry.first.name))
                entry.second.append(s.id);
        }
    }
    return result;
}

bool LibraryEditor::setTitle(qint64 id, const QString &title)
{
    auto detail = m_library->papers().detail(id);
    if (!detail) {
        report(detail.error());
        return false;
    }
    const QString before = detail->userTitle;
    QString after = title.simplified();
    if (after == detail->derivedTitle)
        after.clear();
    if (after == before)
        return false;
    library::Library *lib = m_library;
    return push(tr("Edit Title"), after.isEmpty() ? tr("Title restored") : tr("Title saved"), [=] { return lib->setUserTitle(id, after); },
                [=] { return lib->setUserTitle(id, before); });
}

bool LibraryEditor::setStatus(const QList<qint64> &ids, ReadingStatus status)
{
    QHash<qint64, int> old;
    for (const PaperSummary &s : summaries(ids)) {
        if (s.status != status)
            old.insert(s.id, int(s.status));
    }
    if (old.isEmpty())
        return false;
    const QList<qint64> changed = old.keys();
    library::Library *lib = m_library;
    const int n = int(changed.size());
    QString text;
    QString done;
    switch (status) {
    case ReadingStatus::Unread:
        text = tr("Mark as Unread");
        done = tr("Marked %n papers unread", nullptr, n);
        break;
    case ReadingStatus::Reading:
        text = tr("Mark as Reading");
        done = tr("Marked %n papers reading", nullptr, n);
        break;
    case ReadingStatus::Read:
        text = tr("Mark as Read");
        done = tr("Marked %n papers read", nullptr, n);
        break;
    }
    return push(text, done,
                [=] { return lib->setStatus(changed, status); },
                [=] {
                    return restoreGrouped(old, [lib](const QList<qint64> &g, int v) {
                        return lib->setStatus(g, ReadingStatus(v));
                    });
                });
}

bool LibraryEditor::setRating(const QList<qint64> &ids, int rating)
{
    QHash<qint64, int> old;
    for (const PaperSummary &s : summaries(ids)) {
        if (s.rating != rating)
            old.insert(s.id, s.rating);
    }
    if (old.isEmpty())
        return false;
    const QList<qint64> changed = old.keys();
    library::Library *lib = m_library;
    const int n = int(changed.size());
    const QString done = rating > 0
        ? tr("Rated %n papers %1", "%1: the rating, e.g. 3 stars", n).arg(tr("%n stars", nullptr, rating))
        : tr("Rating cleared on %n papers", nullptr, n);
    return push(rating > 0 ? tr("Rate %n Stars", nullptr, rating) : tr("Clear Rating"),
                done, [=] { return lib->setRating(changed, rating); },
                [=] {
                    return restoreGrouped(old, [lib](const QList<qint64> &g, int v) {
                        return lib->setRating(g, v);
                    });
                });
}

bool LibraryEditor::addTag(const QList<qint64> &ids, const QString &tag)
{
    auto name = library::normalizeTagName(tag);
    if (!name) {
        report(name.error());
        return false;
    }
    QList<qint64> lacking;
    for (const PaperSummary &s : summaries(ids)) {
        if (!hasTag(s, *name))
            lacking.append(s.id);
    }
    if (lacking.isEmpty())
        return false;
    const bool isNew = !tagInfo(*name).has_value();
    library::Library *lib = m_library;
    const QString t = *name;
    const QString done = tr("Tagged %n papers %1", "%1: the tag", int(lacking.size())).arg(t);
    return push(tr("Add Tag “%1”").arg(t), done, [=] { return lib->addTag(lacking, t); },
                [=]() -> Status {
                    if (Status st = lib->removeTag(lacking, t); !st)
                        return st;
                    return isNew ? lib->deleteTag(t) : Status();
                });
}

bool LibraryEditor::removeTag(const QList<qint64> &ids, const QString &tag)
{
    auto name = library::normalizeTagName(tag);
    if (!name) {
        report(name.error());
        return false;
    }
    QList<qint64> having;
    for (const PaperSummary &s : summaries(ids)) {
        if (hasTag(s, *name))
            having.append(s.id);
    }
    if (having.isEmpty())
        return false;
    library::Library *lib = m_library;
    const QString t = *name;
    const QString done = tr("Removed tag %1 from %n papers", "%1: the tag", int(having.size())).arg(t);
    return push(tr("Remove Tag “%1”").arg(t), done, [=] { return lib->removeTag(having, t); },
                [=] { return lib->addTag(having, t); });
}

bool LibraryEditor::toggleTag(const QList<qint64> &ids, const QString &tag)
{
    const QList<PaperSummary> rows = summaries(ids);
    const bool all = !rows.isEmpty()
        && std::all_of(rows.cbegin(), rows.cend(),
                       [&](const PaperSummary &s) { return hasTag(s, tag); });
    return all ? removeTag(ids, tag) : addTag(ids, tag);
}

bool LibraryEditor::markNotForTag(const QList<qint64> &ids, const QString &tag)
{
    auto name = library::normalizeTagName(tag);
    if (!name) {
        report(name.error());
        return false;
    }
    auto marked = m_library->papers().notForTag(*name);
    if (!marked) {
        report(marked.error());
        return false;
    }
    QList<qint64> unmarked;
    for (qint64 id : ids) {
        if (!marked->contains(id) && !unmarked.contains(id))
            unmarked.append(id);
    }
    if (unmarked.isEmpty())
        return false;
    library::Library *lib = m_library;
    const QString t = *name;
    const QString done = tr("Marked %n papers not for %1", "%1: the tag", int(unmarked.size())).arg(t);
    return push(tr("Not for “%1”").arg(t), done, [=] { return lib->markNotForTag(unmarked, t); },
                [=] { return lib->clearNotForTag(unmarked, t); });
}

bool LibraryEditor::setNote(qint64 id, const QString &markdown)
{
    auto detail = m_library->papers().detail(id);
    if (!detail) {
        report(detail.error());
        return false;
    }
    if (detail->note == markdown
        || (detail->note.isEmpty() && markdown.trimmed().isEmpty()))
        return false;
    m_failed = false;
    m_stack->push(new NoteCommand(m_library, id, detail->note, markdown,
                                  [this](const QString &m) { report(m); }));
    if (m_failed)
        return false;
    Q_EMIT edited(tr("Note saved"));
    return true;
}

bool LibraryEditor::chooseVariant(qint64 id, qint64 variantId)
{
    auto detail = m_library->papers().detail(id);
    if (!detail) {
        report(detail.error());
        return false;
    }
    qint64 before = 0;
    for (const library::Variant &v : detail->variants) {
        if (v.shown)
            before = v.id;
    }
    if (before == variantId)
        return false;
    library::Library *lib = m_library;
    return push(tr("Show Another Version"), tr("Showing another version"), [=] { return lib->chooseVariant(id, variantId); },
                [=] { return lib->chooseVariant(id, before); });
}

bool LibraryEditor::renameTag(const QString &from, const QString &to)
{
    auto oldName = library::normalizeTagName(from);
    auto newName = library::normalizeTagName(to);
    if (!oldName || !newName) {
        report(!oldName ? oldName.error() : newName.error());
        return false;
    }
    if (*oldName == *newName)
        return false;
    library::Library *lib = m_library;
    const QString a = *oldName;
    const QString b = *newName;
    return push(tr("Rename Tag “%1”").arg(a), tr("Renamed tag %1 to %2").arg(a, b), [=] { return lib->renameTag(a, b); },
                [=] { return lib->renameTag(b, a); });
}

bool LibraryEditor::mergeTag(const QString &from, const QString &into)
{
    auto source = library::normalizeTagName(from);
    auto target = library::normalizeTagName(into);
    if (!source || !target) {
        report(!source ? source.error() : target.error());
        return false;
    }
    const auto fromInfo = tagInfo(*source);
    if (!fromInfo) {
        report(tr("There is no tag named “%1”.").arg(*source));
        return false;
    }
    const bool targetExisted = tagInfo(*target).has_value();
    QList<qint64> fromIds;
    QSet<qint64> targetIds;
    for (const auto &[info, ids] : tagMembers(*source)) {
        if (info.name.compare(*source, Qt::CaseInsensitive) == 0)
            fromIds = ids;
    }
    for (const auto &[info, ids] : tagMembers(*target)) {
        if (info.name.compare(*target, Qt::CaseInsensitive) == 0)
            targetIds = QSet<qint64>(ids.cbegin(), ids.cend());
    }
    QList<qint64> gained;
    for (qint64 id : std::as_const(fromIds)) {
        if (!targetIds.contains(id))
            gained.append(id);
    }
    library::Library *lib = m_library;
    const QString a = *source;
    const QString b = *target;
    const TagInfo info = *fromInfo;
    return push(tr("Merge Tag “%1” into “%2”").arg(a, b), tr("Merged tag %1 into %2").arg(a, b), [=] { return lib->mergeTag(a, b); },
                [=]() -> Status {
                    // A tag without papers cannot be recreated through addTag; nothing is lost.
                    if (!fromIds.isEmpty()) {
                        if (Status st = lib->addTag(fromIds, a); !st)
                            return st;
                    }
                    if (!gained.isEmpty()) {
                        if (Status st = lib->removeTag(gained, b); !st)
                            return st;
                    }
                    if (!targetExisted) {
                        if (Status st = lib->deleteTag(b); !st)
                            return st;
                    }
                    if (!info.color.isEmpty()) {
                        if (Status st = lib->setTagColor(a, info.color); !st)
                            return st;
                    }
                    if (info.pinnedSlot > 0) {
                        if (Status st = lib->setTagPinned(a, info.pinnedSlot); !st)
                            return st;
                    }
                    return {};
                });
}

bool LibraryEditor::deleteTag(const QString &name)
{
    auto tag = library::normalizeTagName(name);
    if (!tag) {
        report(tag.error());
        return false;
    }
    const auto members = tagMembers(*tag);
    if (members.isEmpty()) {
        report(tr("There is no tag named “%1”.").arg(*tag));
        return false;
    }
    library::Library *lib = m_library;
    const QString t = *tag;
    return push(tr("Delete Tag “%1”").arg(t), tr("Deleted tag %1").arg(t), [=] { return lib->deleteTag(t); },
                [=]() -> Status {
                    for (const auto &[info, ids] : members) {
                        // A tag without papers (a reading list not filled yet) comes back too.
                        if (Status st = ids.isEmpty() ? lib->createTag(info.name) : lib->addTag(ids, info.name); !st)
                            return st;
                        if (!info.color.isEmpty()) {
                            if (Status st = lib->setTagColor(info.name, info.color); !st)
                                return st;
                        }
                        if (info.pinnedSlot > 0) {
                            if (Status st = lib->setTagPinned(info.name, info.pinnedSlot); !st)
                                return st;
                        }
                    }
                    return {};
                });
}

bool LibraryEditor::setTagColor(const QString &name, const QString &color)
{
    const auto info = tagInfo(name);
    if (!info) {
        report(tr("There is no tag named “%1”.").arg(name));
        return false;
    }
    if (info->color.compare(color, Qt::CaseInsensitive) == 0)
        return false;
    library::Library *lib = m_library;
    const QString t = info->name;
    const QString before = info->color;
    return push(tr("Recolour Tag “%1”").arg(t), tr("Recoloured tag %1").arg(t), [=] { return lib->setTagColor(t, color); },
                [=] { return lib->setTagColor(t, before); });
}

bool LibraryEditor::setTagPinned(const QString &name, int slot)
{
    const auto info = tagInfo(name);
    if (!info) {
        report(tr("There is no tag named “%1”.").arg(name));
        return false;
    }
    if (info->pinnedSlot == slot)
        return false;
    QString displaced;
    if (slot > 0) {
        auto all = m_library->tags();
        if (all) {
            for (const TagInfo &t : *all) {
                if (t.pinnedSlot == slot)
                    displaced = t.name;
            }
        }
    }
    library::Library *lib = m_library;
    const QString t = info->name;
    const int before = info->pinnedSlot;
    return push(slot > 0 ? tr("Pin Tag “%1”").arg(t) : tr("Unpin Tag “%1”").arg(t),
                slot > 0 ? tr("Pinned %1 to key %2").arg(t).arg(slot) : tr("Unpinned %1").arg(t),
                [=] { return lib->setTagPinned(t, slot); },
                [=]() -> Status {
                    if (Status st = lib->setTagPinned(t, before); !st)
                        return st;
                    return displaced.isEmpty() ? Status() : lib->setTagPinned(displaced, slot);
                });
}

} // namespace lectern::ui
