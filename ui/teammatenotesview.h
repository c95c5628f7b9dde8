// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QLabel;

namespace lectern::team {
class TeammateNotesModel;
}

namespace lectern::ui {

class SafeTextBrowser;

// Teammates' notes on the current paper, under your own: each with its author and time,
// rendered from Markdown as safely as notes are (no raw HTML, no resources, links only to
// the browser). Hidden while no teammate wrote one. Follows the model; never reads the library.
class TeammateNotesView final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TeammateNotesView)

public:
    explicit TeammateNotesView(team::TeammateNotesModel *model, QWidget *parent = nullptr);

    SafeTextBrowser *browser() const { return m_browser; }

private:
    void render();

    team::TeammateNotesModel *m_model;
    QLabel *m_heading;
    SafeTextBrowser *m_browser;
};

} // namespace lectern::ui
