// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/library/importer.h"

#include <QDialog>

class QLabel;
class QTableWidget;

namespace lectern::ui {

// What an import did: new, merged and skipped papers, and every diagnostic with its file and
// line.
class ImportSummaryDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ImportSummaryDialog)

public:
    explicit ImportSummaryDialog(const library::ImportReport &report, QWidget *parent = nullptr);

    static QString summaryText(const library::ImportReport &report);
    QTableWidget *diagnosticsTable() const { return m_table; }

private:
    QLabel *m_summary;
    QTableWidget *m_table;
};

} // namespace lectern::ui
