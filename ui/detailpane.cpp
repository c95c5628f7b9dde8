// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/detailpane.h"

#include "core/interop/exportdata.h"
#include "core/interop/exporters.h"
#include "core/library/library.h"
#include "core/models/papertablemodel.h"
#include "core/models/tooltiptext.h"
#include "ui/libraryeditor.h"
#include "ui/markdownrenderer.h"
#include "ui/safetextbrowser.h"
#include "ui/tagchipbar.h"
#include "ui/wrappedtitle.h"

#include <QClipboard>
#include <QComboBox>
#include <QFileInfo>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QScrollBar>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextList>
#include <QVBoxLayout>

namespace lectern::ui {

using library::ReadingStatus;

DetailPane::DetailPane(LibraryEditor *editor, QWidget *parent)
    : QWidget(parent)
    , m_editor(editor)
    , m_title(new QLineEdit(this))
    , m_titleView(new WrappedTitle(this))
    , m_meta(new QLabel(this))
    , m_selectionInfo(new QLabel(this))
    , m_status(new QComboBox(this))
    , m_rating(new QComboBox(this))
    , m_tags(new TagChipBar(this))
    , m_browser(new SafeTextBrowser(this))
{
    setAccessibleName(tr("Paper details"));
    QFont titleFont = m_title->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.25);
    titleFont.setBold(true);
    m_title->setFont(titleFont);
    m_title->setFrame(false);
    m_title->setAccessibleName(tr("Title"));
    m_titleHint = tr("Edit the title (F2); Enter saves, Esc cancels; empty restores the "
                     "derived title");
    m_title->setToolTip(m_titleHint);
    m_title->setPlaceholderText(tr("No paper selected"));
    m_title->installEventFilter(this);
    m_title->setVisible(false);
    connect(m_title, &QLineEdit::editingFinished, this, &DetailPane::commitTitle);
    m_titleView->setFont(titleFont);
    m_titleView->setAccessibleName(tr("Title"));
    m_titleView->setAccessibleDescription(tr("Double-click or F2 to edit"));
    connect(m_titleView, &WrappedTitle::editRequested, this, &DetailPane::editTitle);

    m_meta->setTextFormat(Qt::PlainText);
    m_meta->setWordWrap(true); // a long author list never widens the pane
    // … nor a long word (a venue or identifier without spaces): the label takes the width it
    // is given and clips what does not fit; its tooltip has it whole.
    m_meta->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_meta->setAccessibleName(tr("Venue and year"));
    m_meta->setForegroundRole(QPalette::PlaceholderText);
    m_selectionInfo->setTextFormat(Qt::PlainText);
    m_selectionInfo->setVisible(false);

    m_status->addItem(tr("Unread"), int(ReadingStatus::Unread));
    m_status->addItem(tr("Reading"), int(ReadingStatus::Reading));
    m_status->addItem(tr("Read"), int(ReadingStatus::Read));
    m_status->setAccessibleName(tr("Reading status"));
    m_status->setToolTip(tr("Reading status (u unread, i reading, r read)"));
    m_rating->addItem(tr("Not rated"), 0);
    for (int i = 1; i <= 5; ++i)
        m_rating->addItem(QString(i, QChar(0x2605)), i);
    m_rating->setAccessibleName(tr("Rating"));
    m_rating->setToolTip(tr("Rating (Ctrl+0 … Ctrl+5)"));

    connect(m_status, &QComboBox::activated, this, [this](int index) {
        if (!m_updating && m_id > 0)
            m_editor->setStatus(selection(), ReadingStatus(m_status->itemData(index).toInt()));
    });
    connect(m_rating, &QComboBox::activated, this, [this](int index) {
        if (!m_updating && m_id > 0)
            m_editor->setRating(selection(), m_rating->itemData(index).toInt());
    });
    connect(m_tags, &TagChipBar::tagAdded, this, [this](const QString &tag) {
        if (m_id > 0)
            m_editor->addTag(selection(), tag);
    });
    connect(m_tags, &TagChipBar::tagRemoved, this, [this](const QString &tag) {
        if (m_id > 0)
            m_editor->removeTag(selection(), tag);
    });
    connect(m_tags, &TagChipBar::tagActivated, this, &DetailPane::tagActivated);
    connect(m_tags, &TagChipBar::editingLeft, this, &DetailPane::editingLeft);

    m_browser->setAccessibleName(tr("Abstract"));
    connect(m_browser, &SafeTextBrowser::internalLinkActivated, this, &DetailPane::onInternalLink);

    auto *row = new QHBoxLayout;
    row->addWidget(m_meta, 1);
    row->addWidget(m_status);
    row->addWidget(m_rating);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 0);
    layout->addWidget(m_titleView);
    layout->addWidget(m_title);
    layout->addLayout(row);
    layout->addWidget(m_selectionInfo);
    layout->addWidget(m_tags);
    layout->addWidget(m_browser, 1);

    library::Library *lib = m_editor->library();
    connect(lib, &library::Library::papersChanged, this, &DetailPane::onPapersChanged);
    connect(lib, &library::Library::tagsChanged, this, &DetailPane::onTagsChanged);
    connect(lib, &library::Library::papersAdded, this, &DetailPane::onTagsChanged); // new tags
    onTagsChanged();
    showPaper(0);
}

QList<qint64> DetailPane::selection() const
{
    if (m_selection.contains(m_id))
        return m_selection;
    return m_id > 0 ? QList<qint64>{m_id} : QList<qint64>{};
}

void DetailPane::showPaper(qint64 current, const QList<qint64> &selectionIds, Timing timing)
{
    if (m_title->isModified() && m_id > 0 && current != m_id)
        commitTitle();
    m_id = current;
    m_selection = selectionIds;
    if (timing == Soon)
        m_deferredRefresh.start();
    else
        refresh();
}

void DetailPane::setHighlightTerms(const QStringList &terms)
{
    if (terms == m_terms)
        return;
    m_terms = terms;
    // New terms come with a search's results, which usually move to another paper as well:
    // render once, on the next turn (refresh() renders and cancels this).
    m_deferredRender.start();
}

void DetailPane::setSourcesExpanded(bool expanded)
{
    if (m_sourcesExpanded == expanded)
        return;
    m_sourcesExpanded = expanded;
    if (m_deferredRefresh.isActive())
        refresh(); // the paper given Soon, read and rendered now
    else
        render();
}

void DetailPane::onPapersChanged(const QList<qint64> &ids)
{
    if (m_id > 0 && (ids.isEmpty() || ids.contains(m_id)))
        refresh();
}

void DetailPane::onTagsChanged()
{
    auto tags = m_editor->library()->tags();
    if (!tags)
        return;
    QStringList names;
    m_tagColors.clear();
    for (const library::TagInfo &t : *tags) {
        names.append(t.name);
        m_tagColors.insert(t.name, t.color);
    }
    m_tags->setCompletions(names);
    if (m_id > 0)
        refresh();
}

void DetailPane::refresh()
{
    m_deferredRefresh.stop();
    m_deferredRender.stop();
    m_updating = true;
    m_detail.reset();
    if (m_id > 0) {
        auto detail = m_editor->library()->papers().detail(m_id);
        if (detail)
            m_detail = std::move(*detail);
    }
    const bool has = m_detail.has_value();
    m_title->setEnabled(has);
    m_status->setEnabled(has);
    m_rating->setEnabled(has);
    m_tags->setEnabled(has);
    if (!has) {
        m_title->clear();
        m_titleView->setTitle(QString());
        m_meta->clear();
        m_meta->setToolTip(QString());
        m_tags->setTags({});
        m_selectionInfo->setVisible(false);
        m_browser->clear();
        m_updating = false;
        return;
    }
    const library::PaperSummary &s = m_detail->summary;
    // The full title as a tooltip: a long one does not fit the line.
    m_title->setToolTip(models::plainToolTip(s.title + QStringLiteral("\n\n") + m_titleHint));
    m_titleView->setTitle(s.title);
    if (!m_title->hasFocus() || !m_title->isModified()) {
        m_title->setText(s.title);
        m_title->setModified(false);
        m_title->setCursorPosition(0);
    }
    QStringList meta;
    if (!s.venue.isEmpty())
        meta.append(s.venue);
    if (s.year > 0)
        meta.append(QString::number(s.year));
    // The authors head the abstract (prependAuthors), each name a link.
    meta.append(tr("#%1").arg(s.id));
    m_meta->setText(meta.join(QStringLiteral("  ·  ")));
    m_meta->setToolTip(models::plainToolTip(m_meta->text()));
    m_status->setCurrentIndex(m_status->findData(int(s.status)));
    m_rating->setCurrentIndex(m_rating->findData(s.rating));

    const int n = int(selection().size());
    m_selectionInfo->setVisible(n > 1);
    m_selectionInfo->setText(
        tr("%n papers selected: status, rating and tags apply to all.", nullptr, n));

    m_tags->setTags(s.tags, m_tagColors);
    askForSimilar();
    render();
    m_updating = false;
}

void DetailPane::render()
{
    m_deferredRender.stop();
    if (!m_detail) {
        m_browser->clear();
        return;
    }
    const int scroll = m_browser->verticalScrollBar()->value();
    QTextDocument *doc = m_browser->document();
    MarkdownRenderer::Options options;
    options.codeTheme = highlight::themeKindFor(palette());
    options.highlightTerms = m_terms;
    // A marker-pen yellow, distinct from the selection colour, readable in light and dark.
    options.highlightBackground = QColor(0xff, 0xd5, 0x4f);
    options.highlightForeground = QColor(Qt::black);
    options.publisherTags = true;
    MarkdownRenderer::render(doc, m_detail->abstract, options);
    prependAuthors(m_detail->summary.authors);
    prependExplanationLine();
    appendExplanation();
    appendSimilar();
    appendSources(*m_detail);
    m_browser->verticalScrollBar()->setValue(scroll);
}

QString DetailPane::authorQuery(int index) const
{
    if (!m_detail || index < 0 || index >= m_detail->summary.authors.size())
        return {};
    const library::Author &a = m_detail->summary.authors.at(index);
    QString name = a.isOrganisation() || a.given.isEmpty()
        ? a.familyWithParticle()
        : a.familyWithParticle() + QStringLiteral(", ") + a.given;
    name.remove(QLatin1Char('"')); // a quote would end the query's phrase
    return QStringLiteral("author:\"%1\"").arg(name.simplified());
}

namespace {

// A plain new first block of document, for a line above the abstract; the cursor is in it.
// The abstract moves down and its first block keeps its own format (a list item stays one).
QTextCursor prependBlock(QTextDocument *document, qreal bottomMargin)
{
    QTextCursor cursor(document);
    cursor.movePosition(QTextCursor::Start);
    cursor.insertBlock();
    cursor.movePosition(QTextCursor::Start);
    if (QTextList *list = cursor.currentList())
        list->remove(cursor.block());
    QTextBlockFormat block;
    block.setBottomMargin(bottomMargin);
    cursor.setBlockFormat(block);
    return cursor;
}

} // namespace

// The full author list above the abstract, each name a link that searches for its papers.
void DetailPane::prependAuthors(const library::Authors &authors)
{
    if (authors.isEmpty())
        return;
    QTextCursor cursor = prependBlock(m_browser->document(), 10);
    QTextCharFormat plain;
    QTextCharFormat link;
    link.setAnchor(true);
    link.setForeground(palette().color(QPalette::Link));
    for (int i = 0; i < authors.size(); ++i) {
        if (i > 0)
            cursor.insertText(QStringLiteral(", "), plain);
        QTextCharFormat f = link;
        f.setAnchorHref(SafeTextBrowser::internalUrl(QStringLiteral("author/%1").arg(i)).toString());
        f.setToolTip(models::plainToolTip(tr("Show the papers found by %1").arg(authorQuery(i))));
        cursor.insertText(authors.at(i).displayName(), f);
    }
}

void DetailPane::appendSources(const library::PaperDetail &detail)
{
    QTextCursor cursor(m_browser->document());
    cursor.movePosition(QTextCursor::End);

    QTextCharFormat plain;
    QTextCharFormat heading;
    heading.setFontWeight(QFont::Bold);
    QTextCharFormat link;
    link.setAnchor(true);
    link.setForeground(palette().color(QPalette::Link));
    link.setFontUnderline(true);
    QTextCharFormat dim;
    dim.setForeground(palette().color(QPalette::PlaceholderText));

    QTextBlockFormat spaced;
    spaced.setTopMargin(14);
    QTextBlockFormat normal;

    // Identifiers as links to their resolvers, and the data's own link only when it is a web
    // link (http or https: no file:, javascript: or custom schemes). The text is inserted as
    // text, never as HTML, so nothing in it can become markup.
    cursor.insertBlock(spaced, plain);
    bool anyLink = false;
    const auto insertLink = [&](const QString &label, const QString &text, const QUrl &target) {
        anyLink = true;
        QTextCharFormat f = link;
        f.setAnchorHref(target.toString(QUrl::FullyEncoded));
        f.setToolTip(models::plainToolTip(target.toDisplayString()));
        if (!label.isEmpty())
            cursor.insertText(label + QLatin1Char(' '), plain);
        cursor.insertText(text, f);
        cursor.insertText(QStringLiteral("   "), plain);
    };
    if (!detail.doi.isEmpty()) {
        QUrl doiUrl(QStringLiteral("https://doi.org/"));
        doiUrl.setPath(QStringLiteral("/") + detail.doi);
        insertLink(tr("DOI"), detail.doi, doiUrl);
    }
    if (!detail.arxivId.isEmpty()) {
        QUrl arxivUrl(QStringLiteral("https://arxiv.org/"));
        arxivUrl.setPath(QStringLiteral("/abs/") + detail.arxivId);
        insertLink(tr("arXiv"), detail.arxivId, arxivUrl);
    }
    const QUrl url(detail.url, QUrl::StrictMode);
    const QString scheme = url.scheme().toLower();
    if (url.isValid() && !url.host().isEmpty() && (scheme == u"http" || scheme == u"https"))
        insertLink(QString(), url.toDisplayString(), url);
    if (anyLink)
        cursor.insertBlock(normal, plain); // the copy actions on a line of their own
    QTextCharFormat action = link;
    action.setFontUnderline(false);
    action.setAnchorHref(SafeTextBrowser::internalUrl(QStringLiteral("copy-key")).toString());
    cursor.insertText(tr("Copy citation key"), action);
    cursor.insertText(QStringLiteral("  ·  "), dim);
    action.setAnchorHref(SafeTextBrowser::internalUrl(QStringLiteral("copy-bibtex")).toString());
    cursor.insertText(tr("Copy BibTeX"), action);

    cursor.insertBlock(spaced, plain);
    QTextCharFormat toggle = link;
    toggle.setFontWeight(QFont::Bold);
    toggle.setFontUnderline(false);
    toggle.setAnchorHref(SafeTextBrowser::internalUrl(QStringLiteral("toggle-sources")).toString());
    const QString arrow = m_sourcesExpanded ? QStringLiteral("▾ ") : QStringLiteral("▸ ");
    cursor.insertText(arrow + tr("Sources (%1)").arg(detail.sources.size()), toggle);
    if (detail.variants.size() > 1) {
        cursor.insertText(QStringLiteral("  ·  ") +
                              tr("%n versions merged", nullptr, int(detail.variants.size())),
                          dim);
    }
    if (!m_sourcesExpanded)
        return;

    int number = 0;
    for (const library::Variant &v : detail.variants) {
        ++number;
        if (detail.variants.size() > 1) {
            cursor.insertBlock(spaced, plain);
            cursor.insertText(tr("Version %1").arg(number), heading);
            cursor.insertText(
                QStringLiteral(" — ") + tr("%Ln characters", nullptr, int(v.text.size())), dim);
            if (v.shown) {
                cursor.insertText(QStringLiteral("  ") + tr("(shown)"), dim);
            } else {
                QTextCharFormat pick = link;
                pick.setAnchorHref(
                    SafeTextBrowser::internalUrl(QStringLiteral("variant/%1").arg(v.id)).toString());
                cursor.insertText(QStringLiteral("  "), plain);
                cursor.insertText(tr("Show this version"), pick);
            }
        }
        for (const library::SourceRef &src : detail.sources) {
            if (src.variantId != v.id && detail.variants.size() > 1)
                continue;
            cursor.insertBlock(normal, plain);
            cursor.insertText(QStringLiteral("    • "), plain);
            cursor.insertText(src.fileName, plain);
            cursor.insertText(tr(", paragraph %1, line %2")
                                  .arg(src.paragraphIndex + 1)
                                  .arg(src.firstLine),
                              dim);
        }
    }
}

void DetailPane::setExplanation(const QString &tag, const recommend::Suggestion &why)
{
    m_explainTag = tag;
    m_explanation = why;
    if (why.id == m_id && !m_deferredRefresh.isActive())
        render();
}

void DetailPane::clearExplanation()
{
    if (!m_explanation)
        return;
    const bool shown = m_explanation->id == m_id;
    m_explanation.reset();
    m_explainTag.clear();
    if (shown && !m_deferredRefresh.isActive())
        render();
}

bool DetailPane::showsExplanation() const
{
    return m_explanation && m_explanation->id == m_id && m_detail;
}

void DetailPane::askForSimilar()
{
    if (!m_similarExpanded || m_id <= 0 || m_similarFor == m_id)
        return;
    m_similarFor = m_id;
    m_similar.clear();
    m_similarError.clear();
    m_similarPending = true;
    Q_EMIT similarWanted(m_id);
}

void DetailPane::setSimilar(qint64 id, const QList<recommend::Suggestion> &papers)
{
    if (id != m_similarFor)
        return;
    m_similarPending = false;
    m_similarError.clear();
    m_similar.clear();
    QList<qint64> ids;
    for (const recommend::Suggestion &p : papers)
        ids.append(p.id);
    auto summaries = m_editor->library()->papers().summaries(ids);
    QHash<qint64, QString> titles;
    if (summaries) {
        for (const library::PaperSummary &s : std::as_const(*summaries))
            titles.insert(s.id, s.title);
    }
    for (const recommend::Suggestion &p : papers)
        m_similar.append({p, titles.value(p.id, tr("#%1").arg(p.id))});
    if (id == m_id && !m_deferredRefresh.isActive())
        render();
}

void DetailPane::setSimilarFailed(qint64 id, const QString &message)
{
    if (id != m_similarFor)
        return;
    m_similarPending = false;
    m_similar.clear();
    m_similarError = message;
    if (id == m_id && !m_deferredRefresh.isActive())
        render();
}

void DetailPane::setSimilarExpanded(bool expanded)
{
    if (m_similarExpanded == expanded)
        return;
    m_similarExpanded = expanded;
    if (m_deferredRefresh.isActive()) {
        refresh();
        return;
    }
    askForSimilar();
    render();
}

QList<qint64> DetailPane::similarIds() const
{
    QList<qint64> ids;
    if (m_similarFor == m_id) {
        for (const SimilarRow &r : m_similar)
            ids.append(r.paper.id);
    }
    return ids;
}

// One line above the authors while the paper is a suggestion: for which tag, its score and
// the words that weighed most; the full explanation follows the abstract.
void DetailPane::prependExplanationLine()
{
    if (!showsExplanation())
        return;
    QTextCursor cursor = prependBlock(m_browser->document(), 8);
    QTextCharFormat bold;
    bold.setFontWeight(QFont::Bold);
    QTextCharFormat dim;
    dim.setForeground(palette().color(QPalette::PlaceholderText));
    QStringList top;
    for (qsizetype i = 0; i < qMin<qsizetype>(5, m_explanation->why.size()); ++i)
        top.append(m_explanation->why.at(i).term);
    cursor.insertText(tr("Suggested for %1").arg(m_explainTag), bold);
    cursor.insertText(QStringLiteral("  ·  ") +
                          tr("score %1").arg(QLocale().toString(m_explanation->score, 'f', 2)),
                      dim);
    if (!top.isEmpty())
        cursor.insertText(QStringLiteral("  ·  ") + top.join(QStringLiteral(", ")), dim);
}

// Every word and word pair that added to the score, with what it added: the model's own
// weights (core/recommend/README.md), so the list is exactly why the paper ranked where it did.
void DetailPane::appendExplanation()
{
    if (!showsExplanation())
        return;
    QTextCursor cursor(m_browser->document());
    cursor.movePosition(QTextCursor::End);
    QTextBlockFormat spaced;
    spaced.setTopMargin(14);
    QTextCharFormat plain;
    QTextCharFormat heading;
    heading.setFontWeight(QFont::Bold);
    QTextCharFormat strong;
    strong.setFontWeight(QFont::DemiBold);
    QTextCharFormat dim;
    dim.setForeground(palette().color(QPalette::PlaceholderText));
    cursor.insertBlock(spaced, plain);
    cursor.insertText(tr("Why it is suggested for %1").arg(m_explainTag), heading);
    cursor.insertText(QStringLiteral("  ·  ") +
                          tr("%n words and word pairs, by what they added to the score", nullptr,
                             int(m_explanation->why.size())),
                      dim);
    QTextBlockFormat normal;
    cursor.insertBlock(normal, plain);
    const QLocale locale;
    for (qsizetype i = 0; i < m_explanation->why.size(); ++i) {
        const recommend::WhyTerm &t = m_explanation->why.at(i);
        if (i > 0)
            cursor.insertText(QStringLiteral(" · "), dim);
        cursor.insertText(t.term, i < 5 ? strong : plain);
        cursor.insertText(QStringLiteral("\u00a0") + locale.toString(t.weight, 'f', 3), dim);
    }
}

void DetailPane::appendSimilar()
{
    QTextCursor cursor(m_browser->document());
    cursor.movePosition(QTextCursor::End);
    QTextBlockFormat spaced;
    spaced.setTopMargin(14);
    QTextBlockFormat normal;
    QTextCharFormat plain;
    QTextCharFormat link;
    link.setAnchor(true);
    link.setForeground(palette().color(QPalette::Link));
    QTextCharFormat dim;
    dim.setForeground(palette().color(QPalette::PlaceholderText));

    cursor.insertBlock(spaced, plain);
    QTextCharFormat toggle = link;
    toggle.setFontWeight(QFont::Bold);
    toggle.setAnchorHref(SafeTextBrowser::internalUrl(QStringLiteral("toggle-similar")).toString());
    const QString arrow = m_similarExpanded ? QStringLiteral("▾ ") : QStringLiteral("▸ ");
    const bool ready = m_similarFor == m_id && !m_similarPending && m_similarError.isEmpty();
    cursor.insertText(arrow + (ready ? tr("Similar papers (%1)").arg(m_similar.size())
                                     : tr("Similar papers")),
                      toggle);
    if (!m_similarExpanded)
        return;
    if (m_similarFor != m_id || m_similarPending) {
        cursor.insertBlock(normal, plain);
        cursor.insertText(tr("Finding the papers closest to this one…"), dim);
        return;
    }
    if (!m_similarError.isEmpty()) {
        cursor.insertBlock(normal, plain);
        cursor.insertText(m_similarError, dim);
        return;
    }
    if (m_similar.isEmpty()) {
        cursor.insertBlock(normal, plain);
        cursor.insertText(tr("No paper shares enough words with this one."), dim);
        return;
    }
    const QLocale locale;
    for (const SimilarRow &r : std::as_const(m_similar)) {
        cursor.insertBlock(normal, plain);
        QTextCharFormat f = link;
        f.setAnchorHref(SafeTextBrowser::internalUrl(QStringLiteral("paper/%1").arg(r.paper.id))
                            .toString());
        f.setToolTip(tr("Show this paper"));
        cursor.insertText(locale.toString(r.paper.score, 'f', 2) + QStringLiteral("  "), dim);
        cursor.insertText(models::PaperTableModel::displayTitle(r.title), f);
        QStringList shared;
        for (const recommend::WhyTerm &t : r.paper.why)
            shared.append(t.term);
        if (!shared.isEmpty())
            cursor.insertText(QStringLiteral("  —  ") + shared.join(QStringLiteral(", ")), dim);
    }
}

void DetailPane::onInternalLink(const QString &action)
{
    if (action == u"toggle-sources") {
        setSourcesExpanded(!m_sourcesExpanded);
    } else if (action == u"toggle-similar") {
        setSimilarExpanded(!m_similarExpanded);
    } else if (action.startsWith(u"paper/")) {
        bool ok = false;
        const qint64 id = action.mid(6).toLongLong(&ok);
        if (ok && id > 0)
            Q_EMIT paperRequested(id);
    } else if (action.startsWith(u"author/")) {
        bool ok = false;
        const QString query = authorQuery(action.mid(7).toInt(&ok));
        if (ok && !query.isEmpty())
            Q_EMIT searchRequested(query);
    } else if (action == u"copy-key") {
        copyCitationKey();
    } else if (action == u"copy-bibtex") {
        copyBibtex();
    } else if (action.startsWith(u"variant/") && m_id > 0) {
        bool ok = false;
        const qint64 variant = action.mid(8).toLongLong(&ok);
        if (ok)
            m_editor->chooseVariant(m_id, variant);
    }
}

bool DetailPane::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_title && event->type() == QEvent::FocusOut)
        QMetaObject::invokeMethod(this, &DetailPane::showTitleView, Qt::QueuedConnection);
    if (watched == m_title && event->type() == QEvent::KeyPress) {
        const auto *key = static_cast<QKeyEvent *>(event);
        if (key->key() == Qt::Key_Escape) {
            m_updating = true;
            m_title->setText(m_detail ? m_detail->summary.title : QString());
            m_title->setModified(false);
            m_updating = false;
            showTitleView();
            Q_EMIT editingLeft();
            return true;
        }
        if (key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter) {
            commitTitle();
            showTitleView();
            Q_EMIT editingLeft();
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void DetailPane::copyCitationKey()
{
    if (m_id <= 0)
        return;
    auto data = interop::loadExportData(m_editor->library()->connectionName(), {m_id});
    if (!data || data->papers.isEmpty()) {
        Q_EMIT messageRequested(tr("Could not copy the citation key: %1").arg(data.error()));
        return;
    }
    const QString key = data->papers.constFirst().citationKey;
    QGuiApplication::clipboard()->setText(key);
    Q_EMIT messageRequested(tr("Copied the citation key %1.").arg(key));
}

void DetailPane::copyBibtex()
{
    if (m_id <= 0)
        return;
    auto data = interop::loadExportData(m_editor->library()->connectionName(), {m_id});
    if (!data || data->papers.isEmpty()) {
        Q_EMIT messageRequested(tr("Could not copy the BibTeX entry: %1").arg(data.error()));
        return;
    }
    QGuiApplication::clipboard()->setText(QString::fromUtf8(interop::toBibtex(*data)));
    Q_EMIT messageRequested(tr("Copied the BibTeX entry %1.").arg(data->papers.constFirst().citationKey));
}

void DetailPane::settle()
{
    if (m_deferredRefresh.isActive())
        refresh();
}

void DetailPane::editTitle()
{
    settle(); // the title edited is the current paper's
    if (!m_detail)
        return;
    m_titleView->setVisible(false);
    m_title->setVisible(true);
    m_title->setFocus(Qt::ShortcutFocusReason);
    m_title->selectAll();
}

void DetailPane::showTitleView()
{
    if (m_title->hasFocus())
        return;
    m_title->setVisible(false);
    m_titleView->setVisible(true);
}

void DetailPane::commitTitle()
{
    if (m_updating || m_id <= 0 || !m_title->isModified())
        return;
    m_title->setModified(false);
    const QString text = m_title->text();
    if (m_detail && text == m_detail->summary.title)
        return;
    m_editor->setTitle(m_id, text);
}

} // namespace lectern::ui
