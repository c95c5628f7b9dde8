// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QHash>
#include <QString>
#include <QStringList>
#include <QStringView>

#include <span>
#include <vector>

// A paper's text → its words and word pairs, for core/recommend's tf-idf features. Here rather
// than in core/recommend because the import (core/library) splits its new papers' texts too,
// and core/recommend depends on core/library.
namespace lectern::text {

// One feature of a paper's text and how often it occurs. hash identifies a word ("graph") or a
// word pair ("graph neural") by its stemmed form; it is stable across runs and machines because
// it is stored (see featurestore.h).
struct TermCount
{
    quint32 hash = 0;
    quint32 count = 0;
    friend bool operator==(const TermCount &, const TermCount &) = default;
};

// The text a paper is described by. The note is Markdown; all three may hold $…$ math.
struct PaperText
{
    QString title;
    QString abstract;
    QString note;
};

// Turns a paper's text into words and word pairs, sorted by hash:
//  - words are runs of letters and digits that start with a letter, lowercased, accents and
//    ligatures folded (NFKD), at least two characters, English stop words dropped, plurals and
//    common suffixes stripped by a light stemmer ("translations" and "translation" are one
//    feature);
//  - a pair is two words next to each other (PairRule);
//  - HTML tags and entities (`<em>`, `&amp;`), URLs and the link targets and image paths of
//    Markdown are not text; Markdown emphasis, headings and list marks are only punctuation;
//  - a formula ($…$, $$…$$, \(…\), \[…\]) is one unit that breaks word pairs: it contributes
//    the names of its symbols and operators (`$\alpha$` gives "\alpha") but not its layout
//    commands (\frac, \mathrm, \left…) or its single-letter variables, and the words of its
//    \text{…} parts count as words;
//  - title, abstract and note are separate: no pair spans two of them;
//  - the title's words and pairs, and those of the abstract's first sentence, count more
//    (TermCopies);
//  - stem = false keeps words as written (the arxiv-sanity-lite baseline of bench/recommend,
//    with TermCopies{1, 1} and PairRule::AroundStopWords).
// How many times the title's terms, and the terms of the abstract's first sentence (up to the
// first '.', '?' or '!' that a space follows; under PairRule::AroundStopWords, a pair across its
// end counts once), count: both
// name the topic in a few words, so they weigh more than the rest (bench/recommend: MAP higher
// on every set of draws of the ACL/EMNLP tracks, held-out ones too).
struct TermCopies
{
    int title = 2;
    int firstSentence = 2;
};
inline constexpr TermCopies kTermCopies{};
// Which words make a pair.
enum class PairRule {
    // Words next to each other in the text: a stop word, a number, a one-letter word or
    // punctuation other than '-', an apostrophe or Markdown emphasis between them ends the pair,
    // and the first word of a hyphenated compound pairs only with the rest of it ("various
    // non-convex" gives "non convex", not "various non").
    // "line of work" gives no "line work", "networks (GNNs)" no "networks gnns": the pairs read
    // as phrases where they explain a suggestion, and the features are 17% fewer per paper at
    // the same ranking quality (bench/recommend).
    Adjacent,
    // The words left after stop words are dropped, whatever was between them, as scikit-learn's
    // n-grams are (the arxiv-sanity-lite baseline of bench/recommend).
    AroundStopWords,
};
std::vector<TermCount> extractTerms(const PaperText &text, bool stem = true, TermCopies copies = kTermCopies,
                                    PairRule pairs = PairRule::Adjacent);

// The version of what extractTerms returns for a text. Terms stored under another version are
// extracted again (library::termsSourceKey includes it): bump it whenever the output changes.
// 1: until 2026-12, every term once; 2: the title twice; 3: the first sentence twice too;
// 4: pairs only of adjacent words (PairRule::Adjacent); 5: a compound's first word not paired
// with the word before it.
inline constexpr int kTermsFormat = 5;

// Words in a row that make pairs ("markov chain monte carlo": three pairs), between two points
// where pairs break.
struct PairStretch
{
    std::vector<quint32> pairs; // pairs[i] is the pair of words[i] and words[i + 1]
    QStringList words;          // lowercased, unstemmed
};

// What a paper's features look like in its text, for showing why it was suggested.
struct TermSurfaces
{
    // Each feature's surface form (its first occurrence, lowercased, unstemmed: "translations",
    // "neural networks").
    QHash<quint32, QString> surfaces;
    // Every stretch of two pairs or more, in the order of the text: an explanation shows
    // pairs that follow one another as the phrase they come from.
    std::vector<PairStretch> stretches;
};
TermSurfaces termSurfaces(const PaperText &text);

// The stemmed form the hashes are computed from (exposed for tests).
QString stemWord(const QString &lowercaseWord);

// Terms as the library stores them (paper_terms.terms): their number, the sorted hashes as
// varint deltas, then the counts as varints. decodeTerms gives {} for bytes that are not that.
QByteArray encodeTerms(const std::vector<TermCount> &terms);
std::vector<TermCount> decodeTerms(QByteArrayView bytes);
// The number of terms that bytes say they hold (0 for bytes that cannot be terms), and those
// terms decoded into arrays of that size, counts capped at 255: false for bytes that are not
// terms, the arrays then holding anything.
quint32 encodedTermCount(QByteArrayView bytes);
bool decodeTerms(QByteArrayView bytes, std::span<quint32> hashes, std::span<quint8> counts);

} // namespace lectern::text
