// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/exportdialog.h"

#include "core/library/library.h"
#include "core/search/savedsearches.h"

#include <QBuffer>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFontDatabase>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSize>
#include <QStandardPaths>
#include <QTimer>
#include <QVBoxLayout>

namespace lectern::ui {

using interop::ExportFormat;
using interop::ExportScope;

namespace {

// Characters of output shown in the preview; the rest is elided.
constexpr int PreviewChars = 8000;

} // namespace

ExportDialog::ExportDialog(library::Library *library, const QList<qint64> &selection,
                           const QString &query, QWidget *parent)
    : QDialog(parent)
    , m_library(library)
    , m_selection(selection)
    , m_query(query.trimmed())
    , m_format(new QComboBox(this))
    , m_scope(new QComboBox(this))
    , m_scopeValue(new QComboBox(this))
    , m_count(new QLabel(this))
    , m_teamNotes(new QCheckBox(tr("Include &teammates' notes"), this))
    , m_preview(new QPlainTextEdit(this))
    , m_destination(new QLineEdit(this))
    , m_browse(new QPushButton(tr("Choose…"), this))
    , m_error(new QLabel(this))
    , m_export(nullptr)
    , m_previewTimer(new QTimer(this))
{
    setWindowTitle(tr("Export"));
    setAccessibleName(tr("Export papers"));

    const QList<QPair<QString, ExportFormat>> formats = {
        {tr("Markdown reading list (.md)"), ExportFormat::Markdown},
        {tr("BibTeX (.bib)"), ExportFormat::Bibtex},
        {tr("CSL-JSON (.json)"), ExportFormat::CslJson},
        {tr("CSV spreadsheet (.csv)"), ExportFormat::Csv},
        {tr("HTML page (.html)"), ExportFormat::Html},
        {tr("Lectern JSON backup (.json)"), ExportFormat::Json},
    };
    for (const auto &[label, value] : formats)
        m_format->addItem(label, int(value));
    m_format->setAccessibleName(tr("Format"));

    m_scope->addItem(tr("Whole library"), int(ExportScope::WholeLibrary));
    m_scope->addItem(selection.isEmpty()
                         ? tr("Selected papers (none selected)")
                         : tr("Selected papers (%Ln)", nullptr, int(selection.size())),
                     int(ExportScope::Ids));
    m_scope->addItem(tr("Tag and its sub-tags"), int(ExportScope::Tag));
    m_scope->addItem(tr("Saved search"), int(ExportScope::SavedSearch));
    m_scope->addItem(m_query.isEmpty()
                         ? tr("Current search (none)")
                         : tr("Current search: %1").arg(m_query),
                     int(ExportScope::Query));
    m_scope->setAccessibleName(tr("Scope"));
    m_scopeValue->setAccessibleName(tr("Tag or saved search"));
    m_scopeValue->setMinimumContentsLength(24);
    m_scopeValue->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);

    // Disable the scopes that have nothing to export (a model-backed combo keeps the item).
    const auto disableItem = [this](int row, bool disabled) {
        if (disabled)
            m_scope->setItemData(row, 0, Qt::UserRole - 1); // Qt::ItemFlags: not enabled
    };
    disableItem(1, selection.isEmpty());
    disableItem(4, m_query.isEmpty());

    // A library whose team state cannot be read offers no teammates' notes (the box stays off).
    const auto team = interop::teammatesNotesAvailable(m_library->connectionName());
    m_teamLibrary = team && *team;
    m_teamNotes->setAccessibleName(tr("Include teammates' notes"));
    m_teamNotes->setChecked(false);

    m_preview->setReadOnly(true);
    m_preview->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_preview->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_preview->setAccessibleName(tr("Preview"));
    m_preview->setMinimumSize(560, 280);

    m_destination->setAccessibleName(tr("Destination file"));
    m_destination->setPlaceholderText(tr("File to write"));
    m_destination->setClearButtonEnabled(true);

    m_count->setTextFormat(Qt::PlainText); // an error about the scope quotes a tag or query
    m_error->setWordWrap(true);
    m_error->setTextFormat(Qt::PlainText);
    m_error->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_error->setAccessibleName(tr("Export error"));
    m_error->setStyleSheet(QStringLiteral("color: palette(bright-text); "
                                          "background: #b3261e; padding: 6px; border-radius: 3px;"));
    m_error->hide();

    auto *scopeRow = new QHBoxLayout;
    scopeRow->addWidget(m_scope, 1);
    scopeRow->addWidget(m_scopeValue, 1);
    auto *destinationRow = new QHBoxLayout;
    destinationRow->addWidget(m_destination, 1);
    destinationRow->addWidget(m_browse);

    auto *form = new QFormLayout;
    form->addRow(tr("&Format:"), m_format);
    form->addRow(tr("&Scope:"), scopeRow);
    form->addRow(QString(), m_count);
    form->addRow(QString(), m_teamNotes);
    form->addRow(tr("&Destination:"), destinationRow);
    qobject_cast<QLabel *>(form->labelForField(scopeRow))->setBuddy(m_scope);
    qobject_cast<QLabel *>(form->labelForField(destinationRow))->setBuddy(m_destination);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel, this);
    m_export = buttons->button(QDialogButtonBox::Save); // the style's Save icon, our words
    m_export->setText(tr("&Export"));
    m_export->setDefault(true);

    auto *previewLabel = new QLabel(tr("&Preview:"), this);
    previewLabel->setBuddy(m_preview);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(previewLabel);
    layout->addWidget(m_preview, 1);
    layout->addWidget(m_error);
    layout->addWidget(buttons);

    m_previewTimer->setSingleShot(true);
    m_previewTimer->setInterval(0); // coalesces several changes into one preview
    connect(m_previewTimer, &QTimer::timeout, this, &ExportDialog::updatePreview);
    connect(m_format, &QComboBox::currentIndexChanged, this, &ExportDialog::onFormatChanged);
    connect(m_scope, &QComboBox::currentIndexChanged, this, &ExportDialog::onScopeChanged);
    connect(m_scopeValue, &QComboBox::currentIndexChanged, this, &ExportDialog::schedulePreview);
    connect(m_teamNotes, &QCheckBox::toggled, this, &ExportDialog::schedulePreview);
    connect(m_browse, &QPushButton::clicked, this, &ExportDialog::chooseDestination);
    connect(m_destination, &QLineEdit::textChanged, this, [this] { m_error->hide(); });
    connect(buttons, &QDialogButtonBox::accepted, this, &ExportDialog::exportNow);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    const QString dir = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    m_destination->setText(QDir(dir.isEmpty() ? QDir::homePath() : dir)
                               .filePath(QStringLiteral("lectern-export.md")));
    // The selection if there is one, else the current search, else the whole library.
    setScope(!selection.isEmpty() ? ExportScope::Ids
             : !m_query.isEmpty() ? ExportScope::Query
                                  : ExportScope::WholeLibrary);
    onScopeChanged();
    updateTeammatesNotesBox();
    schedulePreview();
    resize(sizeHint().expandedTo(QSize(720, 540)));
}

void ExportDialog::setFormat(ExportFormat format)
{
    m_format->setCurrentIndex(m_format->findData(int(format)));
}

ExportFormat ExportDialog::format() const
{
    return ExportFormat(m_format->currentData().toInt());
}

void ExportDialog::setScope(ExportScope::Kind kind, const QString &value)
{
    m_scope->setCurrentIndex(m_scope->findData(int(kind)));
    if (kind == ExportScope::Tag || kind == ExportScope::SavedSearch) {
        const int row = m_scopeValue->findText(value);
        if (row >= 0)
            m_scopeValue->setCurrentIndex(row);
    }
}

ExportScope ExportDialog::scope() const
{
    switch (ExportScope::Kind(m_scope->currentData().toInt())) {
    case ExportScope::WholeLibrary: return ExportScope::wholeLibrary();
    case ExportScope::Ids: return ExportScope::selection(m_selection);
    case ExportScope::Tag: return ExportScope::tag(m_scopeValue->currentText());
    case ExportScope::SavedSearch: return ExportScope::savedSearch(m_scopeValue->currentText());
    case ExportScope::Query: return ExportScope::query(m_query);
    }
    return ExportScope::wholeLibrary();
}

void ExportDialog::setIncludeTeammatesNotes(bool include)
{
    m_teamNotes->setChecked(include && m_teamNotes->isEnabled());
}

bool ExportDialog::includeTeammatesNotes() const
{
    return m_teamNotes->isEnabled() && m_teamNotes->isChecked();
}

interop::ExportOptions ExportDialog::options() const
{
    interop::ExportOptions o;
    o.teammatesNotes = includeTeammatesNotes();
    return o;
}

void ExportDialog::updateTeammatesNotesBox()
{
    const bool backup = format() == ExportFormat::Json;
    m_teamNotes->setEnabled(m_teamLibrary && !backup);
    m_teamNotes->setToolTip(!m_teamLibrary ? tr("Only a team library has teammates' notes.")
                            : backup       ? tr("The JSON backup holds this library's own data only.")
                                           : tr("Each teammate's note on a paper, with their name "
                                                "and the time, as the last sync brought it."));
}

void ExportDialog::setDestination(const QString &path)
{
    m_destination->setText(path);
}

QString ExportDialog::destination() const
{
    return m_destination->text().trimmed();
}

QString ExportDialog::previewText() const
{
    return m_preview->toPlainText();
}

QString ExportDialog::errorText() const
{
    return m_error->isHidden() ? QString() : m_error->text();
}

void ExportDialog::chooseDestination()
{
    const QString ext = interop::exportFormatExtension(format());
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export To"), destination(),
        tr("%1 files (*.%2);;All files (*)").arg(ext.toUpper(), ext));
    if (!path.isEmpty())
        setDestination(path);
}

void ExportDialog::onFormatChanged()
{
    // Keep the chosen name and folder, with the format's extension.
    const QString current = destination();
    if (!current.isEmpty()) {
        const QFileInfo info(current);
        setDestination(info.dir().filePath(info.completeBaseName() + QLatin1Char('.')
                                           + interop::exportFormatExtension(format())));
    }
    updateTeammatesNotesBox();
    schedulePreview();
}

void ExportDialog::onScopeChanged()
{
    const auto kind = ExportScope::Kind(m_scope->currentData().toInt());
    QStringList names;
    if (kind == ExportScope::Tag) {
        if (auto tags = m_library->tags()) {
            // Parents too ("ml" for "ml/rl"), as the tag tree shows them: a parent exports
            // all its sub-tags even when no paper carries the parent itself.
            for (const library::TagInfo &tag : *tags) {
                for (qsizetype slash = tag.name.indexOf(QLatin1Char('/')); slash > 0;
                     slash = tag.name.indexOf(QLatin1Char('/'), slash + 1))
                    names.append(tag.name.left(slash));
                names.append(tag.name);
            }
            names.removeDuplicates();
            names.sort(Qt::CaseInsensitive);
        }
    } else if (kind == ExportScope::SavedSearch) {
        if (auto searches = search::SavedSearches(m_library->connectionName()).list()) {
            for (const search::SavedSearch &s : *searches)
                names.append(s.name);
        }
    }
    {
        const QSignalBlocker blocker(m_scopeValue);
        m_scopeValue->clear();
        m_scopeValue->addItems(names);
        // With a placeholder set QComboBox selects nothing by itself.
        m_scopeValue->setCurrentIndex(names.isEmpty() ? -1 : 0);
    }
    const bool needsValue = kind == ExportScope::Tag || kind == ExportScope::SavedSearch;
    m_scopeValue->setVisible(needsValue);
    m_scopeValue->setEnabled(!names.isEmpty());
    m_scopeValue->setPlaceholderText(kind == ExportScope::Tag ? tr("No tags")
                                                               : tr("No saved searches"));
    schedulePreview();
}

void ExportDialog::schedulePreview()
{
    m_error->hide();
    m_previewTimer->start();
}

void ExportDialog::updatePreview()
{
    const QString connection = m_library->connectionName();
    auto ids = interop::resolveScope(connection, scope());
    if (!ids) {
        m_count->setText(ids.error());
        m_preview->clear();
        m_export->setEnabled(false);
        return;
    }
    m_count->setText(tr("%Ln papers", nullptr, int(ids->size())));
    m_export->setEnabled(!ids->isEmpty());
    // The first papers only: a preview of a large library stays quick.
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    auto written = interop::exportLibrary(
        connection, format(), ExportScope::selection(ids->mid(0, PreviewPapers)), buffer, options());
    if (!written) {
        m_preview->setPlainText(written.error());
        return;
    }
    QString text = QString::fromUtf8(buffer.data());
    if (text.size() > PreviewChars || ids->size() > PreviewPapers) {
        text.truncate(PreviewChars);
        text += QLatin1Char('\n') + tr("… (the preview shows the start of the export)");
    }
    m_preview->setPlainText(text);
}

void ExportDialog::showError(const QString &message)
{
    m_error->setText(message);
    m_error->show();
}

bool ExportDialog::exportNow()
{
    const QString path = destination();
    if (path.isEmpty()) {
        showError(tr("Choose a file to export to."));
        return false;
    }
    auto written = interop::exportToFile(m_library->connectionName(), format(), scope(), path, options());
    if (!written) {
        showError(written.error());
        return false;
    }
    m_error->hide();
    Q_EMIT exported(path, *written);
    accept();
    return true;
}

} // namespace lectern::ui
