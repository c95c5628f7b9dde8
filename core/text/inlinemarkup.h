#pragma once

#include <QString>
#include <QStringView>

namespace lectern::text {

// The text with inline Markdown removed: emphasis markers (* ** _ __ used as emphasis, and
// backticks) are dropped and links [label](url) become their label. TeX math ($…$, $$…$$) is
// copied verbatim, so "$x_i * y$" keeps its underscore and asterisk. Used for titles, where
// "**Lo**w-**R**ank" must read "Low-Rank".
QString stripInlineMarkup(QStringView text);

} // namespace lectern::text
