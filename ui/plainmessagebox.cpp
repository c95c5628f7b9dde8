// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/plainmessagebox.h"

namespace lectern::ui {

QMessageBox *plainMessageBox(QMessageBox::Icon icon, const QString &title, const QString &text,
                             QMessageBox::StandardButtons buttons, QWidget *parent)
{
    auto *box = new QMessageBox(icon, title, QString(), buttons, parent);
    box->setTextFormat(Qt::PlainText); // before the text: it decides how the text is taken
    box->setText(text);
    return box;
}

QMessageBox::StandardButton plainQuestion(QWidget *parent, const QString &title, const QString &text)
{
    QMessageBox *box = plainMessageBox(QMessageBox::Question, title, text,
                                       QMessageBox::Yes | QMessageBox::No, parent);
    box->setAttribute(Qt::WA_DeleteOnClose);
    return QMessageBox::StandardButton(box->exec());
}

void plainWarning(QWidget *parent, const QString &title, const QString &text)
{
    QMessageBox *box = plainMessageBox(QMessageBox::Warning, title, text, QMessageBox::Close, parent);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->exec();
}

} // namespace lectern::ui
