// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/sidebar.h"

#include "core/library/library.h"
#include "core/models/itemroles.h"
#include "core/models/libraryviewsmodel.h"
#include "core/models/tagtreemodel.h"
#include "core/models/tooltiptext.h"
#include "core/search/savedsearches.h"
#include "ui/libraryeditor.h"
#include "ui/plainmessagebox.h"

#include <QColorDialog>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QListView>
#include <QListWidget>
#include <QMenu>
#include <QMessageBox>
#include <QSignalBlocker>
#include <QSplitter>
#include <QToolButton>
#include <QTreeView>
#include <QVBoxLayout>

#include <utility>

namespace lectern::ui {

namespace {

QWidget *titled(const QString &title, QWidget *content, QWidget *parent)
{
    auto *box = new QWidget(parent);
    auto *label = new QLabel(title, box);
    QFont f = label->font();
    f.setBold(true);
    label->setFont(f);
    label->setBuddy(content);
    auto *layout = new QVBoxLayout(box);
    layout->setContentsMargins(0, 4, 0, 0);
    layout->setSpacing(2);
    layout->addWidget(label);
    layout->addWidget(content, 1);
    content->setParent(box);
    return box;
}

} // namespace

Sidebar::Sidebar(LibraryEditor *editor, models::LibraryViewsModel *views,
                 models::TagTreeModel *tags, QWidget *parent)
    : QWidget(parent)
    , m_editor(editor)
    , m_views(views)
    , m_tags(tags)
    , m_split(new QSplitter(Qt::Vertical, this))
    , m_viewList(new QListView)
    , m_tagTree(new QTreeView)
    , m_savedList(new QListWidget)
    , m_suggestButton(new QToolButton)
{
    m_viewList->setModel(m_views);
    m_viewList->setAccessibleName(tr("Library views"));
    m_viewList->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_viewList->setCurrentIndex(m_views->index(0));
    connect(m_viewList->selectionModel(), &QItemSelectionModel::currentChanged, this,
            [this](const QModelIndex &index) { onViewActivated(index); });

    m_tagTree->setModel(m_tags);
    m_tagTree->setAccessibleName(tr("Tags"));
    m_tagTree->setHeaderHidden(false);
    m_tagTree->header()->setStretchLastSection(false);
    m_tagTree->header()->setSectionResizeMode(models::TagTreeModel::NameColumn,
                                              QHeaderView::Stretch);
    m_tagTree->header()->setSectionResizeMode(models::TagTreeModel::CountColumn,
                                              QHeaderView::ResizeToContents);
    m_tagTree->setUniformRowHeights(true);
    m_tagTree->setIconSize(QSize(10, 10)); // the tag colour swatch
    m_tagTree->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_tagTree->setSelectionMode(QAbstractItemView::SingleSelection);
    m_tagTree->setDragDropMode(QAbstractItemView::DropOnly);
    m_tagTree->setAcceptDrops(true);
    m_tagTree->setDropIndicatorShown(true);
    m_tagTree->setDefaultDropAction(Qt::CopyAction);
    m_tagTree->setContextMenuPolicy(Qt::CustomContextMenu);
    m_tagTree->setToolTip(tr("Select a tag to filter the list (sub-tags included). Drop papers "
                             "on a tag to tag them. Right-click for more."));
    m_tagTree->expandAll();
    connect(m_tagTree, &QWidget::customContextMenuRequested, this, &Sidebar::showTagMenu);
    connect(m_tagTree->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &Sidebar::onTagSelectionChanged);
    connect(m_tags, &QAbstractItemModel::modelReset, this, &Sidebar::restoreTagSelection);
    connect(m_tags, &models::TagTreeModel::papersDropped, this,
            [this](const QList<qint64> &ids, const QString &tag) { m_editor->addTag(ids, tag); });

    m_suggestButton->setCheckable(true);
    m_suggestButton->setAutoRaise(true);
    m_suggestButton->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_suggestButton->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    m_suggestButton->setAccessibleName(tr("Suggested for the selected tag"));
    connect(m_suggestButton, &QToolButton::toggled, this, &Sidebar::setShowSuggested);
    updateSuggestedButton();

    m_savedList->setAccessibleName(tr("Saved searches"));
    m_savedList->setToolTip(tr("Click to run; Edit ▸ Save Search (Ctrl+S) adds the current one"));
    m_savedList->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_savedList, &QListWidget::itemActivated, this, [this](QListWidgetItem *item) {
        Q_EMIT savedSearchActivated(item->data(models::ViewQueryRole).toString());
    });
    connect(m_savedList, &QListWidget::itemClicked, this, [this](QListWidgetItem *item) {
        Q_EMIT savedSearchActivated(item->data(models::ViewQueryRole).toString());
    });
    connect(m_savedList, &QWidget::customContextMenuRequested, this, &Sidebar::showSavedMenu);
    reloadSavedSearches();

    m_split->addWidget(titled(tr("Library"), m_viewList, m_split));
    QWidget *tagsBox = titled(tr("Tags"), m_tagTree, m_split);
    tagsBox->layout()->addWidget(m_suggestButton);
    m_split->addWidget(tagsBox);
    m_split->addWidget(titled(tr("Saved Searches"), m_savedList, m_split));
    m_split->setStretchFactor(0, 0);
    m_split->setStretchFactor(1, 1);
    m_split->setStretchFactor(2, 0);
    m_split->setSizes({150, 400, 120});

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 0, 0, 4);
    layout->addWidget(m_split);
}

QString Sidebar::viewQuery() const
{
    const int row = m_views->rowOfKey(m_viewKey);
    return row < 0 ? QString() : m_views->index(row).data(models::ViewQueryRole).toString();
}

QString Sidebar::viewKey() const
{
    return m_viewKey;
}

QString Sidebar::viewLabel() const
{
    const int row = m_views->rowOfKey(m_viewKey);
    return row < 0 ? QString() : m_views->index(row).data(models::ViewLabelRole).toString();
}

void Sidebar::selectView(const QString &key)
{
    const int row = m_views->rowOfKey(key);
    if (row >= 0)
        m_viewList->setCurrentIndex(m_views->index(row));
}

void Sidebar::selectTag(const QString &tag)
{
    if (tag.isEmpty()) {
        m_tagTree->clearSelection();
        m_tagTree->setCurrentIndex({});
        return;
    }
    const QModelIndex index = m_tags->indexOfTag(tag);
    if (index.isValid())
        m_tagTree->setCurrentIndex(index);
}

void Sidebar::onViewActivated(const QModelIndex &index)
{
    const QString key = index.data(models::ViewKeyRole).toString();
    if (key.isEmpty() || key == m_viewKey)
        return;
    m_viewKey = key;
    setShowSuggested(false); // a view of the library, not of one tag's suggestions
    Q_EMIT filterChanged();
}

void Sidebar::setShowSuggested(bool on)
{
    on = on && !m_tag.isEmpty();
    if (on == m_suggested) {
        updateSuggestedButton();
        return;
    }
    m_suggested = on;
    updateSuggestedButton();
    Q_EMIT suggestedChanged();
}

void Sidebar::updateSuggestedButton()
{
    const QSignalBlocker blocker(m_suggestButton);
    m_suggestButton->setEnabled(!m_tag.isEmpty());
    m_suggestButton->setChecked(showsSuggested());
    m_suggestButton->setText(m_tag.isEmpty() ? tr("✦ Suggested: select a tag")
                                             : tr("✦ Suggested for %1").arg(m_tag));
    m_suggestButton->setToolTip(
        tr("Papers not tagged yet that look like the selected tag's papers, best first, with "
           "the words that weighed most (m)"));
}

void Sidebar::onTagSelectionChanged()
{
    if (m_restoring)
        return;
    const QModelIndexList rows = m_tagTree->selectionModel()->selectedRows();
    const QString tag = rows.isEmpty() ? QString() : rows.first().data(models::TagNameRole).toString();
    if (tag == m_tag)
        return;
    m_tag = tag;
    Q_EMIT filterChanged();
    if (m_suggested) {
        m_suggested = !m_tag.isEmpty();
        Q_EMIT suggestedChanged(); // for the new tag, or off
    }
    updateSuggestedButton();
}

void Sidebar::restoreTagSelection()
{
    // The tag model resets on every tag change: keep the tree open and the filter tag selected.
    m_restoring = true;
    m_tagTree->expandAll();
    const QModelIndex index = m_tag.isEmpty() ? QModelIndex() : m_tags->indexOfTag(m_tag);
    if (index.isValid())
        m_tagTree->selectionModel()->select(index, QItemSelectionModel::ClearAndSelect
                                                       | QItemSelectionModel::Rows);
    m_restoring = false;
    if (!m_tag.isEmpty() && !index.isValid()) {
        m_tag.clear(); // renamed or deleted
        Q_EMIT filterChanged();
        if (std::exchange(m_suggested, false))
            Q_EMIT suggestedChanged();
        updateSuggestedButton();
    }
}

void Sidebar::showTagMenu(const QPoint &pos)
{
    const QModelIndex index = m_tagTree->indexAt(pos);
    if (!index.isValid())
        return;
    const QString tag = index.data(models::TagNameRole).toString();
    const bool exists = index.data(models::TagExistsRole).toBool();
    const int pinned = index.data(models::TagPinnedSlotRole).toInt();
    QMenu menu(this);
    QAction *rename = menu.addAction(tr("Rename…"), this, [this, tag] { renameTag(tag); });
    QAction *merge = menu.addAction(tr("Merge Into…"), this, [this, tag] { mergeTag(tag); });
    QAction *colour = menu.addAction(tr("Colour…"), this, [this, tag] { recolourTag(tag); });
    QMenu *pin = menu.addMenu(tr("Pin to Key"));
    for (int slot = 1; slot <= 9; ++slot) {
        QAction *a = pin->addAction(QString::number(slot), this,
                                    [this, tag, slot] { pinTag(tag, slot); });
        a->setCheckable(true);
        a->setChecked(slot == pinned);
    }
    pin->addSeparator();
    pin->addAction(tr("Unpin"), this, [this, tag] { pinTag(tag, 0); })->setEnabled(pinned > 0);
    menu.addSeparator();
    menu.addAction(tr("Suggested Papers"), this, [this, tag] {
        selectTag(tag);
        setShowSuggested(true);
    });
    menu.addSeparator();
    menu.addAction(tr("Delete…"), this, [this, tag] { deleteTag(tag); });
    rename->setEnabled(exists);
    merge->setEnabled(exists);
    colour->setEnabled(exists);
    pin->setEnabled(exists);
    menu.exec(m_tagTree->viewport()->mapToGlobal(pos));
}

void Sidebar::renameTag(const QString &tag)
{
    bool ok = false;
    const QString name = QInputDialog::getText(this, tr("Rename Tag"),
                                               tr("New name for “%1” (sub-tags follow):").arg(tag),
                                               QLineEdit::Normal, tag, &ok);
    if (ok && !name.trimmed().isEmpty()) {
        if (m_tag == tag)
            m_tag = name.trimmed();
        m_editor->renameTag(tag, name);
    }
}

void Sidebar::mergeTag(const QString &tag)
{
    QStringList others;
    for (const auto &t : m_tags->tags()) {
        if (t.name != tag)
            others.append(t.name);
    }
    bool ok = false;
    const QString into = QInputDialog::getItem(this, tr("Merge Tag"),
                                               tr("Merge “%1” into:").arg(tag), others, 0, true,
                                               &ok);
    if (ok && !into.trimmed().isEmpty())
        m_editor->mergeTag(tag, into);
}

void Sidebar::recolourTag(const QString &tag)
{
    const QModelIndex index = m_tags->indexOfTag(tag);
    const QColor current = QColor::fromString(index.data(models::TagColorRole).toString());
    const QColor chosen = QColorDialog::getColor(current.isValid() ? current : QColor(Qt::gray),
                                                 this, tr("Colour of “%1”").arg(tag));
    if (chosen.isValid())
        m_editor->setTagColor(tag, chosen.name());
}

void Sidebar::pinTag(const QString &tag, int slot)
{
    m_editor->setTagPinned(tag, slot);
}

void Sidebar::deleteTag(const QString &tag)
{
    const auto answer = plainQuestion(
        this, tr("Delete Tag"),
        tr("Delete the tag “%1” and its sub-tags from every paper? You can undo this.").arg(tag));
    if (answer == QMessageBox::Yes)
        m_editor->deleteTag(tag);
}

} // namespace lectern::ui

namespace lectern::ui {

void Sidebar::reloadSavedSearches()
{
    m_savedList->clear();
    auto saved = search::SavedSearches(m_editor->library()->connectionName()).list();
    if (!saved)
        return;
    for (const search::SavedSearch &entry : *saved) {
        auto *item = new QListWidgetItem(entry.name, m_savedList);
        item->setData(models::ViewQueryRole, entry.query);
        item->setData(Qt::UserRole, entry.id);
        item->setToolTip(models::plainToolTip(entry.query));
    }
}

void Sidebar::saveSearch(const QString &query)
{
    if (query.trimmed().isEmpty())
        return;
    bool ok = false;
    const QString name = QInputDialog::getText(this, tr("Save Search"),
                                               tr("Name for “%1”:").arg(query), QLineEdit::Normal,
                                               query, &ok);
    if (!ok || name.trimmed().isEmpty())
        return;
    auto id = search::SavedSearches(m_editor->library()->connectionName()).save(name, query);
    if (!id) {
        plainWarning(this, tr("Save Search"), id.error());
        return;
    }
    reloadSavedSearches();
}

void Sidebar::showSavedMenu(const QPoint &pos)
{
    QListWidgetItem *item = m_savedList->itemAt(pos);
    if (!item)
        return;
    const qint64 id = item->data(Qt::UserRole).toLongLong();
    const QString name = item->text();
    QMenu menu(this);
    menu.addAction(tr("Rename…"), this, [this, id, name] {
        bool ok = false;
        const QString renamed = QInputDialog::getText(this, tr("Rename Saved Search"),
                                                      tr("New name:"), QLineEdit::Normal, name, &ok);
        if (!ok || renamed.trimmed().isEmpty())
            return;
        if (Status st = search::SavedSearches(m_editor->library()->connectionName()).rename(id, renamed); !st)
            plainWarning(this, tr("Rename Saved Search"), st.error());
        reloadSavedSearches();
    });
    menu.addAction(tr("Remove"), this, [this, id] {
        if (Status st = search::SavedSearches(m_editor->library()->connectionName()).remove(id); !st)
            plainWarning(this, tr("Remove Saved Search"), st.error());
        reloadSavedSearches();
    });
    menu.exec(m_savedList->viewport()->mapToGlobal(pos));
}

} // namespace lectern::ui
