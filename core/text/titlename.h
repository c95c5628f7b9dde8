// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/text/titlewords.h"

#include <QString>

#include <optional>

namespace lectern::text::title {

// The method or system an abstract names, for a "Name: expansion" title.
struct NamedMethod
{
    QString name;
    QString expansion;       // may be empty
    bool spelledOut = false; // expansion is the acronym's spelled-out words
    int strength = 0;        // how surely the syntax makes it the authors' own name
    int minUses = 0;         // uses in the abstract below which it is no name (a lower-case word)
};

// The name the abstract introduces: after "we propose/introduce/present", "called/named/dubbed/
// referred to as", as an appositive ("X, a …"), an acronym defined by its expansion, or the
// name-shaped word the contribution sentences keep using. See core/text/README.md.
std::optional<NamedMethod> findNamedMethod(Sentences &sentences);

// An expansion for a name found without one: its acronym spelled out elsewhere ("A2Q+" from
// "accumulator-aware quantization (A2Q)"), or its bold letters.
QString expansionElsewhere(QStringView raw, const QString &name);

// The words whose **bold** letters spell name ("**Lo**w-**R**ank **A**nd **P**runing").
QString boldLetterExpansion(QStringView raw, QStringView name);

// Whether the word at index verb is the authors' verb ("we propose", "this paper introduces").
bool hasAuthorSubject(Words words, qsizetype verb);

} // namespace lectern::text::title
