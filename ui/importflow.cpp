// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/importflow.h"

#include "core/library/library.h"
#include "ui/importcontroller.h"
#include "ui/importsummarydialog.h"
#include "ui/plainmessagebox.h"
#include "ui/settings.h"

#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QMimeData>
#include <QProgressDialog>
#include <QPushButton>
#include <QUrl>

namespace lectern::ui {

ImportFlow::ImportFlow(library::Library *library, QWidget *window)
    : QObject(window)
    , m_library(library)
    , m_window(window)
    , m_controller(new ImportController(library->path(), this))
{
    connect(m_controller, &ImportController::finished, this, &ImportFlow::onFinished);
    connect(m_controller, &ImportController::failed, this, &ImportFlow::onFailed);
}

QStringList ImportFlow::localFiles(const QMimeData *mime)
{
    QStringList paths;
    if (!mime || !mime->hasUrls())
        return paths;
    for (const QUrl &url : mime->urls()) {
        if (url.isLocalFile() && QFileInfo(url.toLocalFile()).isFile())
            paths.append(url.toLocalFile());
    }
    return paths;
}

void ImportFlow::chooseFiles()
{
    const QStringList paths = QFileDialog::getOpenFileNames(
        m_window, tr("Import"), Settings::lastImportDirectory(),
        tr("All supported files (*.txt *.md *.bib *.json *.ris);;"
           "Abstract lists (*.txt *.md);;BibTeX (*.bib);;CSL-JSON or Lectern backup (*.json);;"
           "RIS (*.ris);;All files (*)"));
    if (paths.isEmpty())
        return;
    Settings::setLastImportDirectory(QFileInfo(paths.first()).absolutePath());
    importFiles(paths);
}

void ImportFlow::importFiles(const QStringList &paths)
{
    if (!m_controller->start(paths)) {
        Q_EMIT message(tr("An import is already running."), 5000);
        return;
    }
    m_paths = paths;
    m_progress = new QProgressDialog(tr("Importing %Ln files…", nullptr, int(paths.size())),
                                     tr("Cancel"), 0, 1000, m_window);
    m_progress->setWindowTitle(tr("Import"));
    m_progress->setWindowModality(Qt::WindowModal);
    m_progress->setMinimumDuration(300);
    m_progress->setAutoClose(false);
    m_progress->setAutoReset(false);
    connect(m_progress, &QProgressDialog::canceled, m_controller, &ImportController::cancel);
    connect(m_controller, &ImportController::progressChanged, m_progress,
            [this](int permille, const QString &file) {
                m_progress->setValue(permille);
                m_progress->setLabelText(tr("Importing %1…").arg(file));
            });
}

void ImportFlow::closeProgress()
{
    if (m_progress) {
        m_progress->hide();
        m_progress->deleteLater(); // may never have been shown (fast imports)
    }
}

void ImportFlow::onFinished(const library::ImportReport &report)
{
    closeProgress();
    // The import committed on its own connection: this window's library tells its views once.
    m_library->notifyImported(report);
    QString summary = ImportSummaryDialog::summaryText(report);
    Q_EMIT message(summary.replace(QLatin1Char('\n'), QStringLiteral("; ")), 10000);
    Q_EMIT finished(true);
    auto *dialog = new ImportSummaryDialog(report, m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open();
}

void ImportFlow::onFailed(const QString &text, bool cancelled, const QString &file)
{
    closeProgress();
    Q_EMIT message(text, 10000);
    Q_EMIT finished(false);
    if (cancelled)
        return;
    // Not exec(): the result arrives asynchronously, nothing should wait on the user here.
    QMessageBox *box = plainMessageBox(QMessageBox::Warning, tr("Import Failed"), text,
                                       QMessageBox::Close, m_window);
    box->setAttribute(Qt::WA_DeleteOnClose);
    // One unreadable file among several stopped them all (one import, one transaction): the
    // others can go in as a new import, without it.
    QStringList others = m_paths;
    others.removeAll(file);
    if (!file.isEmpty() && !others.isEmpty() && others.size() < m_paths.size()) {
        QPushButton *rest = box->addButton(tr("Import the Other %Ln Files", nullptr, int(others.size())),
                                           QMessageBox::AcceptRole);
        rest->setObjectName(QStringLiteral("importOthers"));
        box->setDefaultButton(rest);
        connect(rest, &QPushButton::clicked, this, [this, others] { importFiles(others); });
    }
    box->open();
}

} // namespace lectern::ui
