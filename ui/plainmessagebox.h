// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMessageBox>

namespace lectern::ui {

// A message box that shows its text as written. QMessageBox renders text that looks like markup
// (Qt::mightBeRichText), and Lectern's messages carry data: a file named "<b>x</b>.bib", a
// BibTeX key, a tag. Not shown yet: open() or exec() it.
QMessageBox *plainMessageBox(QMessageBox::Icon icon, const QString &title, const QString &text,
                             QMessageBox::StandardButtons buttons, QWidget *parent);
// QMessageBox::question and ::warning, with the text as written.
QMessageBox::StandardButton plainQuestion(QWidget *parent, const QString &title, const QString &text);
void plainWarning(QWidget *parent, const QString &title, const QString &text);

} // namespace lectern::ui
