#include "ui/mainwindow.h"

#include <QLabel>

namespace lectern::ui {

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
{
    setWindowTitle(tr("Lectern"));
    auto *placeholder = new QLabel(tr("Lectern"), this);
    placeholder->setAlignment(Qt::AlignCenter);
    setCentralWidget(placeholder);
    resize(1200, 800);
}

} // namespace lectern::ui
