// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QTextBrowser>

namespace lectern::ui {

// A read-only rich-text view for library text. It loads no resources (a Markdown image in an
// abstract cannot read a local file or reach the network) and follows no link itself: web and
// mail links go to the system browser, links under internalScheme() are announced, anything
// else is ignored.
class SafeTextBrowser final : public QTextBrowser
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SafeTextBrowser)

public:
    explicit SafeTextBrowser(QWidget *parent = nullptr);

    // A per-process scheme for the view's own links, so a link in the data cannot forge one.
    static QString internalScheme();
    static QUrl internalUrl(const QString &action);

    QVariant loadResource(int type, const QUrl &name) override;

Q_SIGNALS:
    void internalLinkActivated(const QString &action);

private:
    void onAnchorClicked(const QUrl &url);
};

} // namespace lectern::ui
