// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/safetextbrowser.h"

#include <QDesktopServices>
#include <QRandomGenerator>

namespace lectern::ui {

SafeTextBrowser::SafeTextBrowser(QWidget *parent)
    : QTextBrowser(parent)
{
    setOpenLinks(false);
    setOpenExternalLinks(false);
    setUndoRedoEnabled(false);
    connect(this, &QTextBrowser::anchorClicked, this, &SafeTextBrowser::onAnchorClicked);
}

QString SafeTextBrowser::internalScheme()
{
    static const QString scheme = QStringLiteral("x-lectern-%1")
                                      .arg(QRandomGenerator::system()->generate64(), 0, 16);
    return scheme;
}

QUrl SafeTextBrowser::internalUrl(const QString &action)
{
    QUrl url;
    url.setScheme(internalScheme());
    url.setPath(action);
    return url;
}

QVariant SafeTextBrowser::loadResource(int, const QUrl &)
{
    return {};
}

void SafeTextBrowser::onAnchorClicked(const QUrl &url)
{
    const QString scheme = url.scheme().toLower();
    if (scheme == internalScheme()) {
        Q_EMIT internalLinkActivated(url.path());
    } else if (scheme == u"http" || scheme == u"https" || scheme == u"mailto") {
        QDesktopServices::openUrl(url);
    }
}

} // namespace lectern::ui
