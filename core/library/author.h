// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonArray>
#include <QList>
#include <QString>

namespace lectern::library {

// One author of a paper, as bibliographies name people: "von Neumann, Jr., John" is
// particle "von", family "Neumann", suffix "Jr.", given "John". An organisation
// ("{CERN Collaboration}", RIS/CSL literal names) has only `literal`.
// Every reader produces these in the paper's author order; the library stores them in that order.
struct Author
{
    QString family;
    QString given;
    QString particle; // "von", "van der", "de la"; kept apart so sorting uses the family name
    QString suffix;   // "Jr.", "III"
    QString literal;  // an organisation or a name that cannot be split

    bool isOrganisation() const { return !literal.isEmpty(); }
    bool isEmpty() const { return family.isEmpty() && given.isEmpty() && literal.isEmpty(); }
    bool operator==(const Author &) const = default;

    // "van der Berg, Jr., Anna" or the literal: the "Family, Given" form the query language
    // and BibTeX use.
    QString sortName() const;
    // "Anna van der Berg Jr." or the literal: how a reader reads the name.
    QString displayName() const;
    // The family name with its particle ("van der Berg"), or the literal.
    QString familyWithParticle() const;
};

using Authors = QList<Author>;

// How papers.authors stores them: a JSON array of objects with the non-empty keys of
// {family, given, particle, suffix, literal}, in author order ("" for none, never a null
// QString, which would bind as SQL NULL).
QString authorsToStorage(const Authors &authors);
// The same as UTF-8, as the importer binds it.
QByteArray authorsToStorageUtf8(const Authors &authors);
// The same array as a value, for JSON output (`lectern list --json`).
QJsonArray authorsToJson(const Authors &authors);
// What the full-text index's authors column holds for them (papers.authors_text, schema v8):
// "Kowalski, J. (Jan Maria); CERN Collaboration". The initial is a token of its own, so
// `author:"Kowalski, J"` is the phrase "kowalski j" and needs no one-letter prefix scan;
// "Kowalski, Jan" is "kowalski j jan". Whoever writes papers.authors writes this beside it.
QString authorsSearchText(const Authors &authors);
// Reads that form, and also the older one-string form below (schema v2 libraries).
Authors authorsFromStorage(const QString &stored);
// Its first author alone (what identity rules compare), without building the others.
Author firstAuthorFromStorage(const QString &stored);

// The library's older one-string form, "Family, Given; Family, Given" (schema v2's
// papers.authors): a part without a comma is an organisation.
Authors authorsFromLegacyString(const QString &authors);
QString authorsToLegacyString(const Authors &authors);

} // namespace lectern::library
