// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/library/paper.h"
#include "core/recommend/recommendservice.h"
#include "ui/deferredcall.h"

#include <QList>
#include <QHash>
#include <QStringList>
#include <QWidget>

#include <optional>

class QComboBox;
class QLabel;
class QLineEdit;

namespace lectern::ui {

class LibraryEditor;
class SafeTextBrowser;
class TagChipBar;
class WrappedTitle;

// The right-hand paper view: editable title, venue/year, status, rating, tag chips and the
// abstract rendered from Markdown (safely) with search terms highlighted, then a collapsible
// list of sources and versions. Edits go through the LibraryEditor; with several papers
// selected, status, rating and tags apply to all of them.
class DetailPane final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(DetailPane)

public:
    explicit DetailPane(LibraryEditor *editor, QWidget *parent = nullptr);

    // Now: shown before this returns. Soon: edits apply to the new paper at once, but it is
    // read and rendered on the next turn of the event loop, after the list has painted (a
    // search moved the current paper).
    enum Timing { Now, Soon };
    // current: the paper shown (0 = none); selection: every selected paper (bulk edits).
    void showPaper(qint64 current, const QList<qint64> &selection = {}, Timing timing = Now);
    // Shows a paper given Soon at once (before it is edited from the keyboard).
    void settle();
    qint64 paperId() const { return m_id; }
    QList<qint64> selection() const;
    void setHighlightTerms(const QStringList &terms);
    void setSourcesExpanded(bool expanded);
    bool sourcesExpanded() const { return m_sourcesExpanded; }

    // "More like these": why the shown paper is suggested for a tag (every word that added to
    // its score, RecommendService::explain); shown while that paper is.
    void setExplanation(const QString &tag, const recommend::Suggestion &why);
    void clearExplanation();
    bool showsExplanation() const;
    // The papers closest to the shown one by text (asked for with similarWanted when a paper
    // is shown while the section is open), each a link that shows it.
    void setSimilar(qint64 id, const QList<recommend::Suggestion> &papers);
    void setSimilarFailed(qint64 id, const QString &message);
    void setSimilarExpanded(bool expanded);
    bool similarExpanded() const { return m_similarExpanded; }
    QList<qint64> similarIds() const; // as listed, once they came

    // The title editor (shown by editTitle(), F2) and the wrapped title shown otherwise.
    QLineEdit *titleEdit() const { return m_title; }
    WrappedTitle *titleView() const { return m_titleView; }
    SafeTextBrowser *browser() const { return m_browser; }
    TagChipBar *tagBar() const { return m_tags; }
    QComboBox *statusBox() const { return m_status; }
    QComboBox *ratingBox() const { return m_rating; }

    // The query a click on the current paper's author number `index` searches:
    // author:"Family, Given" (an organisation by its name). Empty when there is none.
    QString authorQuery(int index) const;

public Q_SLOTS:
    void refresh();
    void editTitle();
    // The current paper's citation key, or its BibTeX entry (core/interop's exporter), to the
    // clipboard; announced through messageRequested.
    void copyCitationKey();
    void copyBibtex();

Q_SIGNALS:
    // Return or Esc in the title or the tag field: the focus can go back to the list.
    void editingLeft();
    // A tag chip's label was clicked: show the papers with that tag.
    void tagActivated(const QString &tag);
    // A click on an author's name: show the papers that query finds.
    void searchRequested(const QString &query);
    // For the status bar.
    void messageRequested(const QString &message);
    // The similar papers of id are wanted (computed off the GUI thread): answer setSimilar().
    void similarWanted(qint64 id);
    // A similar paper was clicked: show it.
    void paperRequested(qint64 id);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void onPapersChanged(const QList<qint64> &ids);
    void onTagsChanged();
    void commitTitle();
    void showTitleView();
    void render();
    void prependAuthors(const library::Authors &authors);
    void appendSources(const library::PaperDetail &detail);
    void prependExplanationLine();
    void appendExplanation();
    void appendSimilar();
    void askForSimilar();
    void onInternalLink(const QString &action);

    LibraryEditor *m_editor;
    QLineEdit *m_title;
    WrappedTitle *m_titleView;
    QLabel *m_meta;
    QLabel *m_selectionInfo;
    QComboBox *m_status;
    QComboBox *m_rating;
    TagChipBar *m_tags;
    SafeTextBrowser *m_browser;

    qint64 m_id = 0;
    QList<qint64> m_selection;
    std::optional<library::PaperDetail> m_detail;
    QStringList m_terms;
    QHash<QString, QString> m_tagColors; // tag name -> colour, as of the last tagsChanged
    // After the paints asked for (the list's, when a search moved the current paper).
    DeferredCall m_deferredRefresh{[this] { refresh(); }}; // showPaper(…, Soon)
    DeferredCall m_deferredRender{[this] { render(); }};   // setHighlightTerms()
    QString m_titleHint;
    bool m_sourcesExpanded = false;

    QString m_explainTag;
    std::optional<recommend::Suggestion> m_explanation;
    struct SimilarRow
    {
        recommend::Suggestion paper;
        QString title;
    };
    bool m_similarExpanded = true;
    qint64 m_similarFor = 0;      // the paper the rows (or the pending request) are for
    bool m_similarPending = false;
    QString m_similarError;
    QList<SimilarRow> m_similar;
    bool m_updating = false;
};

} // namespace lectern::ui
