// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/recommend/recommendservice.h"

#include <QList>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QStringList>

namespace lectern::library {
class Library;
}
namespace lectern::models {
class SuggestionModel;
}

namespace lectern::ui {

class DeferredCall;
class DetailPane;
class LibraryEditor;
class RecommendController;
class Sidebar;
class SuggestionsView;

// "More like these" in the window: a tag's Suggested list (shown in the centre while the
// sidebar's Suggested is on) and the detail pane's explanation and similar papers. Rankings
// are computed on a worker (RecommendController) and asked for again after every change to
// the library while the list is shown; the list keeps its current paper across them. Adding a
// suggestion to the tag and marking it "not for this tag" are undoable edits (LibraryEditor).
class RecommendUi final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RecommendUi)

public:
    RecommendUi(LibraryEditor *editor, Sidebar *sidebar, DetailPane *detail,
                QObject *parent = nullptr);
    ~RecommendUi() override;

    SuggestionsView *view() const { return m_view; }
    models::SuggestionModel *model() const { return m_model; }
    RecommendController *controller() const { return m_controller; }
    bool isShowing() const { return m_showing; }
    QString tag() const { return m_tag; }
    // The papers a and x act on: the selected suggestions, else the current one.
    QList<qint64> targetIds() const;

    // m: Suggested on or off, for the sidebar's tag; without one, for the tag the list's
    // search keeps to (tag:gnn unread), else for the current paper's tag (asked which when it
    // has several).
    void toggle(const QString &listQuery = QString());
    // a: the papers join the tag (positives from now on) and leave the list.
    void addToTag();
    // x: the papers are marked "not for" the tag (explicit negatives) and leave the list.
    void markNotForTag();

Q_SIGNALS:
    // The centre should show the Suggested list (or the paper list again).
    void showingChanged(bool showing);
    // A ranking came and is in the list (tests wait for it).
    void suggestionsShown();
    void messageRequested(const QString &message);

private:
    void onSidebarChanged();
    QStringList currentPaperTags() const;
    QString libraryTagNamed(const QString &typed) const; // as stored; empty when none is
    void showSuggestedFor(const QString &tag);
    void refresh();
    void onRanked(const QString &tag, const QList<recommend::Suggestion> &ranked);
    void onFailed(const QString &tag, const QString &message);
    void onCurrentChanged(qint64 current);
    void updateHeader();

    LibraryEditor *m_editor;
    Sidebar *m_sidebar;
    DetailPane *m_detail;
    RecommendController *m_controller;
    models::SuggestionModel *m_model;
    QPointer<SuggestionsView> m_view; // the window's centre owns it once shown there
    DeferredCall *m_refresh;
    bool m_showing = false;
    bool m_ranked = false; // the list holds a ranking for m_tag
    QString m_tag;
    QString m_error;
};

} // namespace lectern::ui
