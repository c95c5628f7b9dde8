// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/text/titlewords.h"

#include <cstdint>

namespace lectern::text::title {

// Word classes the title rules test on every word of an abstract. Sentences looks each word up
// once, by the hash splitWords gave it (Word::classes), so a rule's test is one bit where it was
// a list compared per word by each rule. Membership is ASCII case-insensitive, as isOneOf.
enum WordClass : std::uint16_t {
    ProposalVerb = 1 << 0,  // "propose", "introduces", "derive", "build": the authors' contribution
    InquiryVerb = 1 << 1,   // "consider", "investigates", "explore": what the paper is about
    Transitional = 1 << 2,  // "finally", "moreover", "empirically": past the contribution
    NamingTrigger = 1 << 3, // a word where a rule of the name finder starts ("called", "our", …)
    AuthorsMark = 1 << 4,   // "we", "our", "novel": a sentence of the authors
    TopicSkipped = 1 << 5,  // stop words and words that recur without saying what a paper is about
    StopWord = 1 << 6,      // isTitleStopWord
    FiniteVerb = 1 << 7,    // an auxiliary or reporting verb (finiteVerbWords): a sentence's verb
    AuthorPronoun = 1 << 8, // "we", "our", "us": a sentence, never a title
    RelativePronoun = 1 << 9, // "that", "which", "who": what follows describes a noun
    AuthorsWord = 1 << 10,  // "we", "paper", "propose", "new": a sentence that may define the paper's name
    AuthorSubject = 1 << 11, // "we", "us", "paper", "work": the subject of the authors' verb
    SubjectLead = 1 << 12,  // "we", "paper", "and", "to", "thus": right before the authors' verb
    MethodNoun = 1 << 13,   // "algorithm", "framework", "loss": the head noun after a name
    Filler = 1 << 14,       // "a", "the", "novel", "simple": words before a proposal's object
    SentenceOpener = 1 << 15, // "we", "recently", "however", "existing": a sentence's first word
};

// Sets Word::classes of the words [first, last) (0 for most words).
void classifyWords(Word *first, Word *last);

// The classes of any word, hashed here (for words of a title rather than of Sentences).
std::uint16_t wordClasses(QStringView w);

inline bool isProposalVerb(const Word &w)
{
    return (w.classes & ProposalVerb) != 0;
}

} // namespace lectern::text::title
