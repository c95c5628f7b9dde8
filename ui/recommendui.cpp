// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/recommendui.h"

#include "core/library/library.h"
#include "core/library/tagname.h"
#include "core/models/suggestionmodel.h"
#include "core/search/requiredtag.h"
#include "ui/deferredcall.h"
#include "ui/detailpane.h"
#include "ui/libraryeditor.h"
#include "ui/recommendcontroller.h"
#include "ui/sidebar.h"
#include "ui/suggestionsview.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QMenu>

namespace lectern::ui {

RecommendUi::RecommendUi(LibraryEditor *editor, Sidebar *sidebar, DetailPane *detail,
                         QObject *parent)
    : QObject(parent)
    , m_editor(editor)
    , m_sidebar(sidebar)
    , m_detail(detail)
    , m_controller(new RecommendController(editor->library()->path(), this))
    , m_model(new models::SuggestionModel(editor->library(), this))
    , m_view(new SuggestionsView(m_model))
    , m_refresh(new DeferredCall([this] { refresh(); }, this))
{
    library::Library *lib = editor->library();
    connect(m_sidebar, &Sidebar::suggestedChanged, this, &RecommendUi::onSidebarChanged);
    // Every change can move the ranking (a paper tagged, a note edited, an import): asked for
    // again once per turn of the event loop, after the paints the change asked for.
    const auto changed = [this] {
        if (m_showing)
            m_refresh->start();
    };
    connect(lib, &library::Library::papersChanged, this, changed);
    connect(lib, &library::Library::papersAdded, this, changed);
    connect(lib, &library::Library::tagsChanged, this, changed);
    connect(lib, &library::Library::notForTagChanged, this, changed);
    connect(m_model, &models::SuggestionModel::errorOccurred, this, &RecommendUi::messageRequested);

    connect(m_controller, &RecommendController::suggestionsReady, this, &RecommendUi::onRanked);
    connect(m_controller, &RecommendController::suggestionsFailed, this, &RecommendUi::onFailed);
    connect(m_controller, &RecommendController::explanationReady, this,
            [this](const QString &tag, const recommend::Suggestion &why) {
                if (m_showing && tag == m_tag)
                    m_detail->setExplanation(tag, why);
            });
    connect(m_view, &SuggestionsView::paperSelectionChanged, this,
            [this](qint64 current, const QList<qint64> &) { onCurrentChanged(current); });

    // Similar papers, whichever list the detail pane follows.
    connect(m_detail, &DetailPane::similarWanted, m_controller, &RecommendController::requestSimilar);
    connect(m_controller, &RecommendController::similarReady, m_detail, &DetailPane::setSimilar);
    connect(m_controller, &RecommendController::similarFailed, m_detail, &DetailPane::setSimilarFailed);
}

RecommendUi::~RecommendUi()
{
    delete m_view; // if the window did not take it
}

void RecommendUi::onSidebarChanged()
{
    const bool show = m_sidebar->showsSuggested();
    const QString tag = show ? m_sidebar->selectedTag() : QString();
    if (show == m_showing && tag == m_tag)
        return;
    const bool was = m_showing;
    m_showing = show;
    if (!show) {
        m_tag.clear();
        m_ranked = false;
        m_refresh->stop();
        m_controller->cancelSuggestions();
        m_model->clear();
        m_detail->clearExplanation();
        if (was)
            Q_EMIT showingChanged(false);
        return;
    }
    if (tag != m_tag) {
        m_model->clear();
        m_detail->clearExplanation();
        m_ranked = false;
        m_error.clear();
    }
    m_tag = tag;
    updateHeader();
    refresh();
    if (!was)
        Q_EMIT showingChanged(true);
}

void RecommendUi::toggle(const QString &listQuery)
{
    if (m_sidebar->showsSuggested()) {
        m_sidebar->setShowSuggested(false);
        return;
    }
    if (!m_sidebar->selectedTag().isEmpty()) {
        m_sidebar->setShowSuggested(true);
        return;
    }
    // No tag in the sidebar: the one the list's search keeps to, which is what the user is
    // looking through.
    if (const QString tag = libraryTagNamed(search::requiredTag(listQuery)); !tag.isEmpty()) {
        showSuggestedFor(tag);
        return;
    }
    // Else the current paper's, so that a paper just tagged with t leads to more like it
    // without a click; with several, the user picks one.
    const QStringList tags = currentPaperTags();
    if (tags.isEmpty()) {
        Q_EMIT messageRequested(tr("Select a tag in the sidebar, or a tagged paper, first: "
                                   "Suggested shows the papers that look like the tag's papers."));
        return;
    }
    if (tags.size() == 1) {
        showSuggestedFor(tags.first());
        return;
    }
    // The menu opens under the current row when a list has the focus, as a context menu would.
    QWidget *anchor = QApplication::focusWidget() ? QApplication::focusWidget() : m_detail;
    QPoint at = anchor->rect().center();
    if (auto *view = qobject_cast<QAbstractItemView *>(anchor); view && view->currentIndex().isValid())
        at = view->viewport()->mapTo(view, view->visualRect(view->currentIndex()).bottomLeft());
    QMenu menu(anchor);
    menu.setTitle(tr("Suggested for Which Tag?")); // its accessible name
    for (const QString &tag : tags)
        menu.addAction(tag)->setData(tag); // a tag name is data: no & mnemonics from it
    menu.setActiveAction(menu.actions().constFirst());
    const QAction *chosen = menu.exec(anchor->mapToGlobal(at));
    if (chosen)
        showSuggestedFor(chosen->data().toString());
}

QStringList RecommendUi::currentPaperTags() const
{
    const qint64 id = m_detail->paperId();
    if (id <= 0)
        return {};
    auto summary = m_editor->library()->papers().summaries({id});
    if (!summary || summary->isEmpty())
        return {};
    return summary->constFirst().tags;
}

QString RecommendUi::libraryTagNamed(const QString &typed) const
{
    if (typed.isEmpty())
        return {};
    auto tags = m_editor->library()->tags();
    if (!tags)
        return {};
    // tag: matches any case, as tag names are unique (COLLATE NOCASE).
    for (const library::TagInfo &t : std::as_const(*tags)) {
        if (t.name.compare(typed, Qt::CaseInsensitive) == 0)
            return t.name;
    }
    return {};
}

void RecommendUi::showSuggestedFor(const QString &tag)
{
    m_sidebar->selectTag(tag);
    if (m_sidebar->selectedTag() != tag) {
        Q_EMIT messageRequested(tr("The tag %1 is not in the sidebar.").arg(tag));
        return;
    }
    m_sidebar->setShowSuggested(true);
}

void RecommendUi::refresh()
{
    if (!m_showing)
        return;
    m_refresh->stop();
    m_controller->requestSuggestions(m_tag);
}

void RecommendUi::onRanked(const QString &tag, const QList<recommend::Suggestion> &ranked)
{
    if (!m_showing || tag != m_tag)
        return;
    m_error.clear();
    m_ranked = true;
    m_model->setSuggestions(tag, ranked);
    updateHeader();
    // The model was trained again: so is the current paper's explanation.
    onCurrentChanged(m_view->currentId());
    Q_EMIT suggestionsShown();
}

void RecommendUi::onFailed(const QString &tag, const QString &message)
{
    if (!m_showing || tag != m_tag)
        return;
    m_error = message;
    m_ranked = true;
    m_model->clear();
    m_model->setSuggestions(tag, {});
    updateHeader();
    Q_EMIT suggestionsShown();
}

void RecommendUi::onCurrentChanged(qint64 current)
{
    if (!m_showing)
        return;
    if (current > 0)
        m_controller->requestExplanation(m_tag, current);
    else
        m_detail->clearExplanation();
}

void RecommendUi::updateHeader()
{
    QString text;
    if (!m_error.isEmpty())
        text = m_error;
    else if (!m_ranked)
        text = tr("Ranking the papers not tagged %1 by how much they look like its papers…").arg(m_tag);
    else if (m_model->rowCount() == 0)
        text = tr("No paper left to suggest for %1.").arg(m_tag);
    else
        text = tr("Suggested for %1: the %n papers not tagged with it that look most like its "
                  "papers, best first · a: add to %1 · x: not for %1 · m: back to the list",
                  nullptr, m_model->rowCount())
                   .arg(m_tag);
    m_view->setHeaderText(text);
}

QList<qint64> RecommendUi::targetIds() const
{
    QList<qint64> ids = m_view->selectedIds();
    if (ids.isEmpty() && m_view->currentId() > 0)
        ids.append(m_view->currentId());
    return ids;
}

void RecommendUi::addToTag()
{
    const QList<qint64> ids = targetIds();
    if (!m_showing || ids.isEmpty())
        return;
    const QString tag = m_tag;
    if (!m_editor->addTag(ids, tag))
        return;
    for (qint64 id : ids)
        m_model->removePaper(id); // at once; the new ranking follows
    updateHeader();
}

void RecommendUi::markNotForTag()
{
    const QList<qint64> ids = targetIds();
    if (!m_showing || ids.isEmpty())
        return;
    if (!m_editor->markNotForTag(ids, m_tag))
        return;
    for (qint64 id : ids)
        m_model->removePaper(id);
    updateHeader();
}

} // namespace lectern::ui
