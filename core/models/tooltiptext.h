// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QTextDocument>

namespace lectern::models {

// A tooltip that shows text as it is. Qt shows a tooltip as rich text when it looks like markup
// (Qt::mightBeRichText), so a title "Why <b>attention</b>", a tag or a formula "a<b" from a data
// file would be rendered, not shown: such text is escaped into a paragraph. Every tooltip that
// carries a paper's, a tag's or a search's text goes through this (ToolTipRole and widgets).
inline QString plainToolTip(const QString &text)
{
    return Qt::mightBeRichText(text) ? Qt::convertFromPlainText(text, Qt::WhiteSpaceNormal) : text;
}

} // namespace lectern::models
