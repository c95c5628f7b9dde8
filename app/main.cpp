#include "ui/mainwindow.h"

#include <QApplication>

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    lectern::ui::MainWindow window;
    window.show();
    return app.exec();
}
