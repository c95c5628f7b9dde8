// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/text/titlewords.h"

#include <QString>
#include <QStringView>

namespace lectern::text::title {

// The abstract's recurring topic: the two-word noun phrase it repeats most ("relational
// reasoning", "Markov decision processes" as "Markov decision"), as written where it is not a
// sentence's first word, counted case-insensitively with a plural "s" folded. A pair counts when
// neither word is a stop word, a generic word ("previous", "proposed", "results", "paper") or a
// verb that takes an object ("solve", "use"), the second does not end like an adjective
// ("generative", "normalized"), and no punctuation or parenthesis stands between them. Empty
// when no pair occurs twice; the earliest pair wins a tie.
QString repeatedTopic(const Sentences &sentences);

// title with the topic appended ("Relation Networks for relational reasoning"; "in" when the
// title already has a "for"; "Name: topic" after a bare name), when the topic adds a content
// word the title lacks and the result stays within MaxTitleLength; title unchanged otherwise.
QString withTopic(const QString &title, const Sentences &sentences);

} // namespace lectern::text::title
