// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/importsummarydialog.h"

#include <QDialogButtonBox>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QStyle>
#include <QTableWidget>
#include <QVBoxLayout>

namespace lectern::ui {

QString ImportSummaryDialog::summaryText(const library::ImportReport &r)
{
    QStringList lines;
    const QString read = tr("%Ln files read", nullptr, r.files);
    lines.append(r.filesSkipped > 0 ? tr("%1 (%Ln already imported before)",
                                         "files read (files skipped)", r.filesSkipped)
                                          .arg(read)
                                    : read);
    lines.append(tr("%Ln new papers", nullptr, r.newPapers));
    const QString merged = tr("%Ln merged into existing papers", nullptr, r.mergedDuplicates);
    lines.append(r.nearDuplicates > 0 ? tr("%1 (%Ln near duplicates)",
                                           "merged (near duplicates among them)", r.nearDuplicates)
                                            .arg(merged)
                                      : merged);
    // Records a reader could not use (each one is in the list below with its line); text
    // already in the library counts as merged, whole files seen before as already imported.
    if (r.skipped > 0) {
        lines.append(tr("%Ln records skipped (could not be read; see below)", nullptr, r.skipped));
    }
    return lines.join(QLatin1Char('\n'));
}

ImportSummaryDialog::ImportSummaryDialog(const library::ImportReport &report, QWidget *parent)
    : QDialog(parent)
    , m_summary(new QLabel(this))
    , m_table(new QTableWidget(this))
{
    setWindowTitle(tr("Import Finished"));
    setAccessibleName(tr("Import summary"));
    m_summary->setTextFormat(Qt::PlainText);
    m_summary->setText(summaryText(report));
    m_summary->setAccessibleName(tr("Import counts"));

    m_table->setColumnCount(4);
    m_table->setHorizontalHeaderLabels({tr("Severity"), tr("File"), tr("Line"), tr("Message")});
    m_table->setAccessibleName(tr("Import diagnostics"));
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->verticalHeader()->setVisible(false);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setWordWrap(true);
    m_table->setRowCount(int(report.diagnostics.size()));
    for (int row = 0; row < report.diagnostics.size(); ++row) {
        const Diagnostic &d = report.diagnostics.at(row);
        auto *sev = new QTableWidgetItem(severityName(d.severity));
        const QStyle::StandardPixmap icon = d.severity == Diagnostic::Error
            ? QStyle::SP_MessageBoxCritical
            : d.severity == Diagnostic::Warning ? QStyle::SP_MessageBoxWarning
                                                : QStyle::SP_MessageBoxInformation;
        sev->setIcon(style()->standardIcon(icon));
        m_table->setItem(row, 0, sev);
        m_table->setItem(row, 1, new QTableWidgetItem(QFileInfo(d.file).fileName()));
        m_table->setItem(row, 2,
                         new QTableWidgetItem(d.line > 0 ? locale().toString(d.line) : QString()));
        m_table->setItem(row, 3, new QTableWidgetItem(d.message));
    }
    m_table->resizeColumnsToContents();
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setVisible(!report.diagnostics.isEmpty());

    auto *heading = new QLabel(report.diagnostics.isEmpty() ? tr("No problems were found.")
                                                            : tr("%Ln diagnostics:", nullptr,
                                                                 int(report.diagnostics.size())),
                               this);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_summary);
    layout->addWidget(heading);
    layout->addWidget(m_table, 1);
    layout->addWidget(buttons);
    resize(720, report.diagnostics.isEmpty() ? 200 : 420);
}

} // namespace lectern::ui
