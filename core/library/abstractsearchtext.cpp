// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/library/abstractsearchtext.h"

#include "core/text/inlinemarkup.h"

namespace lectern::library {

QString abstractSearchText(const QString &text)
{
    if (!text.contains(QLatin1Char('<'))) // most abstracts: no tag, no conversion
        return {};
    QString converted = text::publisherTagsToMarkdown(text);
    if (converted == text)
        return {};
    return converted;
}

} // namespace lectern::library
