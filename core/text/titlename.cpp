// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/text/titlename.h"

#include "core/text/inlinemarkup.h"
#include "core/text/titlelexicon.h"
#include "core/text/titlephrase.h"
#include "core/text/unitscan.h"

#include <QSet>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace lectern::text::title {

namespace {

// Acronyms of the field and benchmark names: background, never the paper's own method.
constexpr QStringView CommonAcronymList[] = {
    u"LLM",      u"LLMs",      u"RL",     u"AI",     u"ML",     u"NLP",      u"GAN",
    u"GANs",     u"CNN",       u"CNNs",   u"RNN",    u"RNNs",   u"GNN",      u"GNNs",
    u"VLM",      u"VLMs",      u"LM",     u"LMs",    u"DNN",    u"DNNs",     u"MLP",
    u"MLPs",     u"SGD",       u"ID",     u"OOD",    u"LSTM",   u"LSTMs",    u"MDP",
    u"MDPs",     u"POMDP",     u"POMDPs", u"SVM",    u"SVMs",   u"PCA",      u"SVD",
    u"EM",       u"MCMC",      u"VAE",    u"VAEs",   u"GP",     u"GPs",      u"CRF",
    u"CRFs",     u"HMM",       u"HMMs",   u"KL",     u"ReLU",   u"GPU",      u"GPUs",
    u"CPU",      u"CPUs",      u"RGB",    u"RGBD",   u"RGB-D",  u"ADMM",     u"IoU",
    u"TD",       u"DQN",       u"PAC",    u"NP",     u"MAP",    u"MLE",      u"ODE",
    u"ODEs",     u"PDE",       u"PDEs",   u"SDE",    u"SDEs",   u"NMF",      u"LDA",
    u"RKHS",     u"KKT",       u"LP",     u"QP",     u"SDP",    u"MRI",      u"fMRI",
    u"EEG",      u"AUC",       u"ROC",    u"API",    u"SOTA",   u"ImageNet", u"CIFAR",
    u"CIFAR-10", u"CIFAR-100", u"MNIST",  u"SVHN",   u"CelebA", u"COCO",     u"MS-COCO",
    u"ShapeNet", u"MuJoCo",    u"Atari",  u"OpenAI", u"BERT",   u"ResNet",   u"ResNets",
    u"VGG",      u"GPT",       u"GPT-2",  u"LiDAR",  u"GLUE",   u"SQuAD",    u"NeurIPS",
    u"ICML",     u"UCI",       u"iid",    u"IID",    u"SGLD",   u"SVRG",     u"SAGA",
    u"TSP",      u"MRF",       u"MRFs",   u"DAG",    u"DAGs",   u"BO",       u"UCB",
    u"NTK",      u"CP",        u"TV",     u"ERM",    u"LASSO",  u"PSD",      u"QA",
    u"VQA",      u"MT"};

// Hashed: name-shaped words are frequent (every "SGD" and "CNN"), the list is long.
bool isCommonAcronym(QStringView w)
{
    static const QSet<QStringView> set(std::begin(CommonAcronymList), std::end(CommonAcronymList));
    return set.contains(w);
}

// The name without a trailing superscript: "CNN^{2}", "DivE$^2$" -> "CNN", "DivE".
QStringView withoutSuperscript(QStringView w)
{
    qsizetype caret = -1; // an inline scan: names are short, an indexOf call dearer
    for (qsizetype i = 0; i < w.size() && caret < 0; ++i) {
        if (w[i] == u'^')
            caret = i;
    }
    if (caret < 2 || caret + 1 >= w.size())
        return w;
    const qsizetype end = w.back() == u'$' && w[caret - 1] == u'$' ? caret - 1 : caret;
    for (const QChar c : w.mid(caret + 1)) {
        if (!c.isLetterOrNumber() && !isAnyOf(c, u"{}$+*"))
            return w;
    }
    return w.left(end);
}

// "L_DMI": one underscore between letters, with a short part on one side (not the
// "Maximally_Interfered_Retrieval" of a file name).
bool isSubscriptAt(QStringView w, qsizetype i)
{
    return i > 0 && i + 1 < w.size() && w.indexOf(QChar(u'_')) == w.lastIndexOf(QChar(u'_')) &&
           (i <= 2 || w.size() - i - 1 <= 4);
}

// A token styled like a system name: "PruNeRF", "BAT", "A2Q+", "IR-QLoRA", "BBox-Adapter",
// with a superscript or a subscript ("CNN^{2}", "DivE$^2$", "L_DMI").
bool isStrictName(QStringView w, bool mayBeCommon = false)
{
    if (w.size() < 2 || w.size() > 40 || !w.front().isLetterOrNumber())
        return false;
    // Most words are lower-case ASCII after their first letter, and a name needs a capital or a
    // digit (or a superscript, or a letter the Unicode tables must judge): reject the others
    // ("Deep", "real-world", "state-of-the-art") without those tables.
    bool plainLower = true;
    bool nameUnit = false;
    for (qsizetype i = 0; i < w.size(); ++i) {
        const char16_t c = w[i].unicode();
        plainLower = plainLower && (i == 0 || (c >= u'a' && c <= u'z'));
        nameUnit = nameUnit || c >= 0x80 || (c >= u'A' && c <= u'Z') || (c >= u'0' && c <= u'9') ||
                   c == u'^';
    }
    if (plainLower || !nameUnit)
        return false;
    // "CNN^{2}" is a name of its own.
    if (const QStringView base = withoutSuperscript(w); base.size() < w.size())
        return base.size() >= 2 && isStrictName(base, true);
    // "3D", "2D": a dimension, not a name.
    if (w.back() == u'D' && w.size() <= 3 && w.front().isDigit() && w[w.size() - 2].isDigit())
        return false;
    bool upperLater = false, letter = false, digit = false;
    for (qsizetype i = 0; i < w.size(); ++i) {
        const QChar c = w[i];
        if (c.isLetter()) {
            letter = true;
            // A capital after a hyphen is ordinary title case ("Low-Rank", "Spatio-Temporal").
            upperLater = upperLater || (i > 0 && c.isUpper() && w[i - 1] != u'-');
        } else if (c.isDigit()) {
            digit = true;
        } else if (c != u'-' && c != u'+' && !(c == u'_' && isSubscriptAt(w, i))) {
            return false;
        }
    }
    // The shape first: the hashed acronym list is dearer, and capitalised words are many.
    if (!letter || !(upperLater || (digit && w.front().isUpper())) ||
        (!mayBeCommon && isCommonAcronym(w)))
        return false;
    // "momentum-SGD-based", "GAN-like": a modifier built on a name, not one.
    const qsizetype hyphen = w.lastIndexOf(u'-');
    return hyphen <= 0 ||
           !isOneOf(w.mid(hyphen + 1), {u"based", u"like", u"style", u"free", u"aware", u"driven",
                                        u"specific", u"type", u"wise"});
}

// isStrictName for a word of Sentences: splitWords has seen whether it is lower-case after its
// first letter, as most words are, and never a name.
bool isStrictName(const Word &w)
{
    return !(w.flags & Word::LowerTail) && isStrictName(w.core);
}

// "Attend", "Repeat": a capital, then lower-case letters only.
bool isTitleCaseWord(QStringView w)
{
    if (w.size() < 2 || !w.front().isUpper())
        return false;
    for (const QChar c : w.mid(1)) {
        if (!c.isLower())
            return false;
    }
    return true;
}

// Also a plain capitalised word ("Seesaw", "Spider") where the syntax says it is a name.
bool isLooseName(QStringView w)
{
    if (isStrictName(w))
        return true;
    if (w.size() < 3 || !w.front().isUpper())
        return false;
    for (qsizetype i = 1; i < w.size(); ++i) {
        // "U-Time", "Drill-down": a hyphen between letters.
        // "U-Time", "Net-Trim", "Drill-down": a hyphen between letters, a capital after it.
        if (!w[i].isLower() &&
            !(w[i] == u'-' && i + 1 < w.size() && w[i + 1].isLetter() && w[i - 1].isLetter()) &&
            !(w[i].isUpper() && w[i - 1] == u'-'))
            return false;
    }
    return !isOneOf(w, {u"The", u"This", u"These", u"That", u"Those", u"Our", u"Its", u"However",
                        u"Which", u"With", u"For", u"And", u"But", u"From", u"Then"});
}

} // namespace

namespace {

bool isNamingCue(QStringView w)
{
    if (w.size() < 3 || w.size() > 8)
        return false;
    switch (w[0].unicode() | 0x20) {
    case u'n':
        if (w[1] != u'a')
            return false;
        break;
    case u'd':
        if (w[1] != u'u' && w[1] != u'e')
            return false;
        break;
    case u'c':
        if (w[1] != u'a' && w[1] != u'o')
            return false;
        break;
    case u't':
        if (w[1] != u'e' && w[1] != u'i')
            return false;
        break;
    case u'e':
        if (w[1] != u'n')
            return false;
        break;
    default:
        return false;
    }
    return isOneOf(w, {u"named", u"dubbed", u"called", u"coined", u"termed", u"coin", u"call",
                       u"term", u"dub", u"namely", u"titled", u"entitled", u"denoted"});
}

// A naming cue at words[i], also in two or three words: "referred to as", "known as",
// "we name our …".
bool isNamingCueAt(Words words, qsizetype i)
{
    const QStringView w = words[i].core;
    if (w.size() == 4)
        return isNamingCue(w) || (w == u"name" && i >= 1 && isOneOf(words[i - 1].core, {u"we"}));
    if (w.size() != 2)
        return isNamingCue(w);
    if (w == u"as" && i >= 1 && isOneOf(words[i - 1].core, {u"known", u"denoted"}))
        return true;
    if (w == u"as" && i >= 2 && words[i - 1].core == u"to" &&
        words[i - 2].core.startsWith(u"refer"))
        return true;
    return false;
}

// Head nouns that follow a name ("the Professor Forcing algorithm"): a lexicon class.
bool isMethodNoun(const Word &w)
{
    return (w.classes & MethodNoun) != 0;
}

// "a new and simple LazySVD framework": a lexicon class.
bool isFiller(const Word &w)
{
    return (w.classes & Filler) != 0;
}

} // namespace

// Whether the word at index verb is the authors' verb: right after its subject, an adverb,
// "and" or "to" ("we propose", "this paper introduces", "we thus study", "… and proposes",
// "to introduce"), with "we" or "this paper/work/study" earlier in the sentence. Not the noun
// in "different design choices".
bool hasAuthorSubject(Words words, qsizetype verb)
{
    if (verb == 0)
        return false;
    // The lists are lexicon classes (titlelexicon.cpp: SubjectLeads, AuthorSubjects).
    if (!(words[verb - 1].classes & SubjectLead) && !words[verb - 1].core.endsWith(u"ly"))
        return false;
    for (qsizetype i = 0; i < verb; ++i) {
        // "This notion allows us to devise …"
        if (words[i].classes & AuthorSubject)
            return true;
    }
    return false;
}

namespace {

// Whether the letters of acronym can be read off words: its capitals in order among the words'
// capitals, or among the initials of their words and hyphen parts.
bool spells(QStringView words, QStringView acronym)
{
    // Fixed buffers: this runs for every candidate span of every bracketed acronym.
    QVarLengthArray<QChar, 24> wanted;
    for (const QChar c : acronym) {
        if (c.isUpper())
            wanted.append(c);
    }
    if (wanted.isEmpty()) {
        for (const QChar c : acronym)
            wanted.append(c.toUpper());
    }
    qsizetype capitals = 0, initials = 0; // letters of wanted matched in order by each
    bool atStart = true;
    for (const QChar c : words) {
        if (capitals < wanted.size() && c.isUpper() && c == wanted[capitals])
            ++capitals;
        if (atStart && c.isLetterOrNumber() && initials < wanted.size() &&
            c.toUpper() == wanted[initials])
            ++initials;
        atStart = c == u' ' || c == u'-';
    }
    return capitals == wanted.size() || initials == wanted.size();
}

// The shortest end of before whose letters spell acronym right to left, the first letter
// opening a word: "DAG variational autoencoder" for "D-VAE", "Shift-accumulation-based
// LHE-enabled deep neural network" for "SHE" (the matching of Schwartz and Hearst, 2003),
// within as many words as the acronym has letters plus three.
QStringView lettersExpansion(QStringView before, QStringView acronym)
{
    QVarLengthArray<QChar, 16> letters;
    for (const QChar c : acronym) {
        if (c.isLetterOrNumber())
            letters.append(c.toLower());
    }
    if (letters.size() < 2)
        return {};
    // The candidate: at most letters + 3 words before the parenthesis.
    qsizetype from = before.size();
    for (qsizetype k = 0; k < letters.size() + 3 && from > 0; ++k) {
        from = before.lastIndexOf(u' ', from - 1);
        if (from < 0)
            from = 0;
    }
    const QStringView window = before.mid(from);
    qsizetype at = window.size() - 1;
    for (qsizetype k = letters.size() - 1; k >= 0; --k) {
        const bool first = k == 0;
        while (at >= 0 &&
               (window[at].toLower() != letters[k] ||
                (first && at > 0 && window[at - 1].isLetterOrNumber())))
            --at;
        if (at < 0)
            return {};
        if (!first)
            --at;
    }
    if (at < 0 || window.mid(at).count(u' ') < 1)
        return {};
    return window.mid(at).trimmed();
}

// The fewest words right before position end of sentence that spell acronym, starting with
// its first letter ("… with score matching regularity" + "SMaRt" -> "score matching regularity").
QStringView acronymExpansion(QStringView sentence, qsizetype end, QStringView acronym)
{
    QChar first;
    for (const QChar c : acronym) {
        if (c.isLetter()) {
            first = c.toUpper();
            break;
        }
    }
    const QStringView before = sentence.left(end).trimmed();
    const auto fewestWords = [&](QStringView letters) -> QStringView {
        qsizetype start = before.size();
        for (int k = 1; k <= 10; ++k) {
            start = before.lastIndexOf(u' ', start - 1);
            QStringView candidate = before.mid(start + 1);
            // A quoted expansion: "(``Diverse Ensemble Evolution (DivE$^2$)'')".
            while (!candidate.isEmpty() && isAnyOf(candidate.front(), u"(`\"“"))
                candidate = candidate.mid(1);
            if (!candidate.isEmpty() && candidate.front().toUpper() == first &&
                spells(candidate, letters))
                return candidate;
            if (start < 0)
                break;
        }
        return {};
    };
    // A square spells its letters twice, all of them or the last: "PG$^2$" is "Pose Guided
    // Person Generation", "DivE$^2$" "Diverse Ensemble Evolution".
    if (const QStringView base = withoutSuperscript(acronym);
        base.size() < acronym.size() && acronym.mid(base.size()).contains(u'2')) {
        for (const QString &letters : {QString(base.toString() + base), QString(base.toString() + base.back())}) {
            if (const QStringView expansion = fewestWords(letters); !expansion.isEmpty())
                return expansion;
        }
    }
    if (const QStringView expansion = fewestWords(acronym); !expansion.isEmpty())
        return expansion;
    return lettersExpansion(before, acronym);
}

// "(ACRO)" at position open of sentence: the acronym, or empty when the parentheses hold
// something else or the acronym only qualifies a word ("(signGD)-based").
QStringView parenthesizedAcronym(QStringView sentence, qsizetype open)
{
    const qsizetype close = sentence.indexOf(u')', open);
    if (close < 0 || close - open > 24)
        return {};
    if (close + 1 < sentence.size() && sentence[close + 1] == u'-')
        return {};
    const QStringView inside = sentence.mid(open + 1, close - open - 1);
    // Up to three words, each capitalised: "(DISCO Nets)", "(Snap ML)", "(Cascade RPN)".
    bool upper = false;
    int spaces = 0;
    for (qsizetype i = 0; i < inside.size(); ++i) {
        const QChar c = inside[i];
        if (c == u' ') {
            if (++spaces > 2 || i + 1 >= inside.size() || !inside[i + 1].isUpper())
                return {};
            continue;
        }
        if (!c.isLetterOrNumber() && c != u'-' && c != u'+' && c != u'_' &&
            !(isAnyOf(c, u"^{}$") && withoutSuperscript(inside).size() < inside.size()))
            return {};
        upper = upper || c.isUpper();
    }
    if (spaces == 0 && withoutSuperscript(inside).size() > 15)
        return {};
    return upper && !inside.front().isSpace() ? inside : QStringView();
}

} // namespace

// The words whose **bold** letters spell name, as in "**Lo**w-**R**ank matrix approximation
// **A**nd structured **P**runing" for LoRAP. Needs two or more bold pieces.
QString boldLetterExpansion(QStringView raw, QStringView name)
{
    struct Piece
    {
        qsizetype begin, end; // of the content between the markers
    };
    QVarLengthArray<Piece, 32> pieces;
    if (!raw.contains(u'*'))
        return {}; // one vectorized scan; the two-unit search is a slower loop
    for (qsizetype from = 0;;) {
        const qsizetype open = findText(raw, u"**", from);
        if (open < 0)
            break;
        const qsizetype close = findText(raw, u"**", open + 2);
        if (close < 0)
            break;
        pieces.append({open + 2, close});
        from = close + 2;
    }
    for (qsizetype i = 0; i < pieces.size(); ++i) {
        QString spelled;
        for (qsizetype j = i; j < pieces.size(); ++j) {
            if (j > i && pieces[j].begin - pieces[j - 1].end > 60)
                break;
            spelled += stripInlineMarkup(raw.mid(pieces[j].begin, pieces[j].end - pieces[j].begin));
            if (!name.startsWith(spelled, Qt::CaseInsensitive))
                break;
            if (spelled.size() == name.size()) {
                if (j == i)
                    break;
                qsizetype begin = raw.lastIndexOf(u' ', pieces[i].begin) + 1;
                qsizetype end = pieces[j].end;
                while (end < raw.size() &&
                       (raw[end].isLetterOrNumber() || raw[end] == u'*' || raw[end] == u'-'))
                    ++end;
                return stripInlineMarkup(raw.mid(begin, end - begin));
            }
        }
    }
    return {};
}

namespace {

QString spanText(QStringView sentence, Words words, qsizetype from, qsizetype to)
{
    if (from >= to)
        return {};
    return sentence.mid(words[from].begin, words[to - 1].end - words[from].begin).toString();
}

// Reads a name and its expansion after a naming cue ("named X", "dubbed as X", "called
// Bilevel Positional Encoding (BiPE)"). objectStart: first word of the proposal's object.
std::optional<NamedMethod> nameAfterCue(QStringView sentence, Words words, qsizetype cue,
                                        qsizetype objectStart)
{
    qsizetype k = cue + 1;
    while (k < words.size() && isOneOf(words[k].core, {u"as", u"it", u"them", u"the", u"a", u"an"}))
        ++k;
    if (k >= words.size())
        return std::nullopt;
    // A quoted name within the next words: 'we call "Short-Dot"', 'we dub this approach
    // "Probabilistic Watershed"'.
    for (qsizetype j = k; j < words.size() && j < k + 4; ++j) {
        const QStringView text = wordText(sentence, words[j]);
        if (text.isEmpty() || !isAnyOf(text.front(), u"\"\u201C"))
            continue;
        const qsizetype open = words[j].begin;
        const qsizetype close = sentence.indexOf(text.front() == u'"' ? u'"' : u'\u201D', open + 1);
        if (close < 0 || close - open > 48)
            break;
        QStringView quoted = sentence.mid(open + 1, close - open - 1).trimmed();
        while (!quoted.isEmpty() && !quoted.back().isLetterOrNumber())
            quoted.chop(1);
        if (!quoted.isEmpty() && quoted.front().isUpper() && quoted.count(u' ') <= 3)
            return NamedMethod{quoted.toString(), {}, false};
        break;
    }
    // An acronym within the next few words: the words before it spell it out.
    for (qsizetype j = k; j < words.size() && j < k + 8; ++j) {
        const qsizetype inWord =
            sentence.mid(words[j].begin, words[j].end - words[j].begin).indexOf(u'(');
        if (inWord < 0)
            continue;
        const qsizetype open = words[j].begin + inWord;
        const QStringView acronym = parenthesizedAcronym(sentence, open);
        if (acronym.isEmpty())
            break;
        QStringView expansion = acronymExpansion(sentence, open, acronym);
        if (expansion.isEmpty())
            expansion = sentence.mid(words[k].begin, open - words[k].begin).trimmed();
        return NamedMethod{acronym.toString(), expansion.toString(), true};
    }
    // "we call our new GBDT implementation with GOSS and EFB LightGBM", "we name our proposed
    // algorithm LightRNN to …": the last name-shaped word before the clause ends.
    if (isOneOf(words[k].core, {u"our", u"this", u"these", u"such", u"the"})) {
        QStringView last;
        for (qsizetype j = k + 1; j < words.size() && j < k + 12; ++j) {
            if (isStrictName(words[j]))
                last = words[j].core;
            const QStringView text = wordText(sentence, words[j]);
            const bool clauseEnds =
                isAnyOf(text.back(), u",.;:") ||
                (j + 1 < words.size() &&
                 isOneOf(words[j + 1].core, {u"to", u"which", u"that", u"because", u"since"}));
            if (clauseEnds)
                break;
        }
        if (last.isEmpty())
            return std::nullopt;
        return NamedMethod{last.toString(), {}, false};
    }
    // A name of one or more capitalised words: "called Gate Decorator, which", "which we call
    // GP CaKe.", "called iSplit LBI."
    qsizetype runEnd = k;
    while (runEnd < words.size() && runEnd < k + 4) {
        const QStringView core = words[runEnd].core;
        if (core.isEmpty() ||
            !(core.front().isUpper() || core.front().isDigit() || isStrictName(core)))
            break;
        ++runEnd;
        if (isAnyOf(wordText(sentence, words[runEnd - 1]).back(), u",.;:)\"\u201D"))
            break;
    }
    if (runEnd == k || (runEnd == k + 1 && !isLooseName(words[k].core)))
        return std::nullopt;
    QString name = words[k].core.toString();
    for (qsizetype j = k + 1; j < runEnd; ++j)
        name += u' ' + words[j].core.toString();
    k = runEnd - 1;
    NamedMethod method{name, {}, false};
    if (objectStart >= 0 && objectStart < cue)
        method.expansion = spanText(sentence, words, objectStart, cue);
    // "a benchmark named X to assess …": a one-word expansion borrows the purpose clause.
    const QStringView expansion = withoutLeadingFiller(firstClause(method.expansion, true));
    if (!expansion.contains(u' ') && k + 1 < words.size() &&
        isOneOf(words[k + 1].core, {u"to", u"for"})) {
        method.expansion =
            expansion.toString() + u' ' + sentence.mid(words[k + 1].begin).toString();
    }
    return method;
}

// Whether an acronym defined in a proposal is the authors' method rather than background
// ("transfer learning (TL)", "tensor networks (TNs)"): a capitalised expansion or a
// mixed-case acronym ("SMaRt"; a plural "s" does not count).
bool looksCoined(QStringView expansion, QStringView acronym)
{
    if (expansion.front().isUpper())
        return true;
    if (acronym.endsWith(u's'))
        acronym.chop(1);
    for (const QChar c : acronym) {
        if (c.isLower())
            return true;
    }
    return false;
}

// Whether the acronym in parentheses at words[paren] names the whole object of a proposal that
// starts at words[object]: it is the first parenthesis, the phrase ends right after it, and its
// expansion (when the letters spell one) is not the object of a preposition. "We propose a new
// approach based on constructing polynomial approximate sufficient statistics for GLMs
// (PASS-GLM).", "a novel 3D Domain Adaptation Network for point cloud data (PointDAN)" (the
// letters spell nothing: a coined spelling only); not "an algorithm for multi-armed bandits
// (MAB)".
bool closesObject(QStringView sentence, Words words, qsizetype object, qsizetype paren,
                  QStringView expansion, QStringView acronym)
{
    if (paren < object + 2 || isCommonAcronym(acronym) || acronym.contains(u' '))
        return false;
    // What the authors make, not what they study or derive ("we study policy iteration (PI)").
    qsizetype verb = object - 1;
    while (verb > 0 && isFiller(words[verb]))
        --verb;
    if (verb < 0 || !isOneOf(words[verb].core,
                                {u"propose", u"proposes", u"introduce", u"introduces", u"present",
                                 u"presents", u"develop", u"develops", u"devise", u"devises",
                                 u"design", u"designs", u"construct", u"constructs", u"build",
                                 u"builds", u"proposing", u"introducing", u"presenting",
                                 u"developing", u"designing"}))
        return false;
    for (qsizetype h = object; h < paren; ++h) {
        if (wordText(sentence, words[h]).contains(u'(') ||
            isAnyOf(wordText(sentence, words[h]).back(), u",;:."))
            return false;
    }
    const QStringView closing = wordText(sentence, words[paren]);
    const bool ends = paren + 1 == words.size() || isAnyOf(closing.back(), u".,;:") ||
                      isOneOf(words[paren + 1].core, {u"as", u"which", u"that", u"to", u"for"});
    if (!ends)
        return false;
    if (expansion.isEmpty()) {
        bool mixed = false;
        for (const QChar c : acronym)
            mixed = mixed || c.isLower();
        return mixed && isStrictName(acronym);
    }
    const qsizetype offset = expansion.data() - sentence.data();
    if (offset < words[object].begin)
        return false;
    for (qsizetype h = paren - 1; h > object; --h) {
        if (words[h].begin < offset)
            return !isOneOf(words[h].core,
                            {u"of", u"for", u"in", u"on", u"to", u"with", u"from", u"by", u"over",
                             u"under", u"between", u"and", u"or", u"the", u"a", u"an", u"via",
                             u"than", u"into", u"using", u"standard", u"classical", u"popular"});
    }
    return true;
}

// "Dual Space Gradient Descent (DualSGD) for online learning": the task after a definition
// joins its expansion. next: the word after the definition.
QString withTask(QString expansion, QStringView sentence, Words words, qsizetype next)
{
    if (next > 0 && next + 1 < words.size() && words[next].core == u"for" &&
        words[next].core.data() == sentence.data() + words[next].begin &&
        !isAnyOf(wordText(sentence, words[next - 1]).back(), u",;:."))
        return expansion + u' ' + sentence.mid(words[next].begin);
    return expansion;
}

// Whether the words from k on are the expansion of an acronym in parentheses within the next
// eight words.
bool opensDefinition(QStringView sentence, Words words, qsizetype k)
{
    for (qsizetype j = k + 1; j < words.size() && j < k + 9; ++j) {
        const QStringView text = wordText(sentence, words[j]);
        if (!text.startsWith(u'('))
            continue;
        const QStringView acronym = parenthesizedAcronym(sentence, words[j].begin);
        if (acronym.isEmpty())
            return false;
        const QStringView expansion = acronymExpansion(sentence, words[j].begin, acronym);
        return !expansion.isEmpty() && expansion.data() <= sentence.data() + words[k].begin;
    }
    return false;
}

// Reads the object of a proposal verb for a named method. With acronymOnly (after "the
// resulting"/"the proposed"), only "expansion (ACRONYM)" counts.
std::optional<NamedMethod> nameInObject(QStringView sentence, Words words, qsizetype start,
                                        bool acronymOnly)
{
    qsizetype k = start;
    while (k < words.size() && isFiller(words[k]))
        ++k;
    if (k >= words.size())
        return std::nullopt;
    const QStringView first = words[k].core;
    const QStringView firstText = sentence.mid(words[k].begin, words[k].end - words[k].begin);
    const bool appositive = firstText.endsWith(u',') || firstText.endsWith(u':');
    // Right after the verb, without an article, up to an appositive or relative clause: "We
    // propose Batch Renormalization, a …", "We introduce Deep Voice 2, which …", "we study
    // Censored Semi-Bandits, a novel variant", "we introduce q-means, a new quantum algorithm".
    if (!acronymOnly && k == start) {
        qsizetype end = k;
        while (end < words.size() && end < k + 4) {
            const QStringView core = words[end].core;
            if (core.isEmpty() || !(core.front().isUpper() || core.front().isDigit()) ||
                core.data() != sentence.data() + words[end].begin)
                break; // not "(SyCoCa),": the acronym after an expansion
            ++end;
            if (isAnyOf(wordText(sentence, words[end - 1]).back(), u",:"))
                break;
        }
        const bool lowerHyphenated = end == k && first.size() >= 3 && first.contains(u'-') &&
                                     first.front().isLetter() && appositive;
        if (lowerHyphenated)
            end = k + 1;
        // "We introduce Riemannian SVRG (RSVRG), a new …": its acronym before the comma.
        qsizetype next = end;
        if (next + 1 < words.size() && end > k + 1 &&
            wordText(sentence, words[next]).startsWith(u'(') &&
            wordText(sentence, words[next]).endsWith(u"),") &&
            parenthesizedAcronym(sentence, words[next].begin).isEmpty())
            ++next; // not "(SyCoCa),": then the acronym is the name
        const bool commaBefore = isAnyOf(wordText(sentence, words[next - 1]).back(), u",:");
        if ((end > k + 1 || lowerHyphenated) && next < words.size() && commaBefore &&
            isOneOf(words[next].core, {u"a", u"an", u"the", u"which", u"that", u"our"})) {
            const QStringView last = words[end - 1].core;
            const qsizetype nameEnd = last.data() + last.size() - sentence.data();
            NamedMethod method{sentence.mid(words[k].begin, nameEnd - words[k].begin).toString(),
                               {},
                               false};
            if (!isOneOf(words[next].core, {u"which", u"that"}))
                method.expansion = sentence.mid(words[next].begin).toString();
            return method;
        }
    }
    // "we propose sigsoftmax, which …": a lower-case coinage right after the verb, set off as
    // an appositive, is a name when the abstract keeps using it (findNamedMethod checks).
    if (!acronymOnly && k == start && appositive && k + 1 < words.size() && first.size() >= 5 &&
        isOneOf(words[k + 1].core, {u"which", u"a", u"an"})) {
        bool lower = true;
        for (const QChar c : first)
            lower = lower && (c.isLower() || c == u'-');
        if (lower) {
            NamedMethod method{capitalized(first.toString()), {}, false};
            method.minUses = 3;
            if (words[k + 1].core != u"which")
                method.expansion = sentence.mid(words[k + 1].begin).toString();
            return method;
        }
    }
    // "we propose ReaLchords, an …", "we introduce GliDe and CaPE, two …", "describes MAIA, a …";
    // not "developing the REverse Time AttentIoN model (RETAIN)", which the loop below reads.
    if (!acronymOnly && (isStrictName(first) || (appositive && isLooseName(first))) &&
        (appositive || !opensDefinition(sentence, words, k))) {
        NamedMethod method{first.toString(), {}, false};
        qsizetype after = k + 1;
        if (!appositive && after + 1 < words.size() && isOneOf(words[after].core, {u"and", u"&"}) &&
            isStrictName(words[after + 1])) {
            method.name += u" and "_s + words[after + 1].core.toString();
            after += 2;
        }
        const QStringView lastText =
            sentence.mid(words[after - 1].begin, words[after - 1].end - words[after - 1].begin);
        if (after < words.size() && (lastText.endsWith(u',') || lastText.endsWith(u':')) &&
            !isOneOf(words[after].core, {u"which", u"that", u"who", u"where", u"while"})) {
            method.expansion = sentence.mid(words[after].begin).toString();
        } else if (after + 1 < words.size() && words[after].core == u"for" &&
                   words[after + 1].core.endsWith(u"ing")) {
            method.expansion = sentence.mid(words[after + 1].begin).toString();
        }
        return method;
    }
    for (qsizetype j = k; j < words.size() && j < k + 16; ++j) {
        const QStringView text = sentence.mid(words[j].begin, words[j].end - words[j].begin);
        // "… Low-Rank Similarity Mining (LoRS) for …"
        if (text.startsWith(u'(') && j > k) {
            const QStringView acronym = parenthesizedAcronym(sentence, words[j].begin);
            if (!acronym.isEmpty()) {
                QStringView expansion = acronymExpansion(sentence, words[j].begin, acronym);
                if (!acronymOnly && closesObject(sentence, words, k, j, expansion, acronym)) {
                    // "we propose a novel 3D Domain Adaptation Network for point cloud data
                    // (PointDAN).", "… to devise residual entropy minimization (REM) as …"
                    if (expansion.isEmpty())
                        expansion = sentence.mid(words[k].begin, words[j].begin - words[k].begin)
                                        .trimmed();
                    return NamedMethod{acronym.toString(),
                                       withTask(expansion.toString(), sentence, words, j + 1),
                                       true};
                }
                if (expansion.isEmpty())
                    continue;
                // The proposal's own acronym opens its object ("we propose Low-Rank Similarity
                // Mining (LoRS)") or ends a "propose to …" phrase; one deeper inside is
                // background ("… under the Reproducing Kernel Hilbert Space (RKHS) framework").
                const qsizetype offset = expansion.data() - sentence.data();
                const bool opensObject = offset <= words[std::min(k + 1, j)].begin;
                // "a new generative model, Visual Object Networks (VONs), …": an appositive.
                bool appositiveName = false;
                for (qsizetype h = k + 1; h < j; ++h) {
                    if (words[h].begin == offset)
                        appositiveName = wordText(sentence, words[h - 1]).endsWith(u',');
                }
                if (!acronymOnly &&
                    (!looksCoined(expansion, acronym) ||
                     (!opensObject && !appositiveName && words[start].core != u"to")))
                    continue;
                QString full = expansion.toString();
                // "smooth min-max (SMM) network module": a lower-case expansion takes its head.
                qsizetype h = j + 1;
                if (expansion.front().isLower()) {
                    for (; h < words.size() && h < j + 3; ++h) {
                        if (!isOneOf(words[h].core,
                                     {u"network", u"networks", u"module", u"model", u"models",
                                      u"layer", u"loss", u"algorithm", u"estimator"}))
                            break;
                        full += u' ' + words[h].core.toString();
                    }
                }
                return NamedMethod{acronym.toString(), withTask(full, sentence, words, h), true};
            }
        }
        if (acronymOnly)
            continue;
        // The sizes first (2, 4, 5): a list test is an out-of-line call, per word of the object.
        if (const qsizetype size = words[j].core.size();
            j > k + 1 && (size == 2 || size == 4 || size == 5) &&
            isOneOf(words[j].core, {u"which", u"that", u"to", u"by", u"using"}))
            break;
        // "a unified model with …, Spider, which …", "… network, the BiLipNet, which …"
        const QStringView previous =
            j > k ? sentence.mid(words[j - 1].begin, words[j - 1].end - words[j - 1].begin)
                  : QStringView();
        qsizetype nameAt = j;
        if (previous.endsWith(u',') && isOneOf(words[j].core, {u"the"}) && j + 1 < words.size())
            nameAt = j + 1;
        const QStringView nameText =
            sentence.mid(words[nameAt].begin, words[nameAt].end - words[nameAt].begin);
        const bool endsPhrase = nameText.endsWith(u',') || nameText.endsWith(u'.');
        // Not a word of a capitalised list that is itself the name: "Sequential Attend, Infer,
        // Repeat (SQAIR)".
        const bool inCapitalisedList =
            (j > 0 && nameAt == j && isTitleCaseWord(words[j - 1].core)) ||
            (nameAt + 1 < words.size() && isTitleCaseWord(words[nameAt + 1].core));
        if (j > k && previous.endsWith(u',') && endsPhrase && !inCapitalisedList &&
            isLooseName(words[nameAt].core))
            return NamedMethod{words[nameAt].core.toString(), spanText(sentence, words, k, j),
                               false};
        // "a novel structured compression method LoRAP, which …", "a new and simple LazySVD
        // framework"; not "an SVRG variant of IntHT" (the name a preposition governs).
        if (!isStrictName(words[j]))
            continue;
        const bool headed = j + 1 < words.size() && isMethodNoun(words[j + 1]) &&
                            !isAnyOf(wordText(sentence, words[j]).back(), u",.;:") &&
                            !(j + 2 < words.size() &&
                              wordText(sentence, words[j + 2]).startsWith(u'('));
        // "a novel convex estimator MixLasso for …": right after the head noun.
        const bool afterHead = isMethodNoun(words[j - 1]) &&
                               wordText(sentence, words[j - 1]).back().isLetter();
        if (j > k && (endsPhrase ? j > k + 1 : headed || afterHead) &&
            isStrictName(words[j]) && !opensDefinition(sentence, words, j) &&
            words[j].core.front().isUpper() &&
            !isOneOf(words[j - 1].core, {u"of", u"for", u"to", u"with", u"on", u"in", u"by",
                                         u"than", u"over", u"from", u"as"})) {
            bool mixed = false;
            for (const QChar c : words[j].core)
                mixed = mixed || c.isLower();
            if (mixed)
                return NamedMethod{words[j].core.toString(), spanText(sentence, words, k, j),
                                   false};
        }
    }
    return std::nullopt;
}

// How much a rule's syntax says "this is the authors' own name" (see findNamedMethod).
enum Strength : int {
    Subject = 4,       // "The proposed DifNet …", "PyTorch is a …"
    Passive = 5,       // "A … (MarginGAN) is proposed"
    OwnNoun = 6,       // "our Net-Trim algorithm"
    Proposal = 8,      // "we propose ReaLchords, an …", "we propose … Similarity Mining (LoRS)"
    Cue = 9,           // "called/named/dubbed X", "Our algorithm, DINGO, …"
};

std::optional<NamedMethod> withStrength(std::optional<NamedMethod> method, int strength)
{
    if (method)
        method->strength = strength;
    return method;
}

// "we propose", "this paper introduces", and "… by presenting/developing/introducing X".
bool isAuthorsProposal(Words words, qsizetype i)
{
    const QStringView w = words[i].core;
    if (isProposalVerb(words[i]) ||
        ((w.size() == 7 || w.size() == 8) && isOneOf(w, {u"provide", u"provides"})))
        return hasAuthorSubject(words, i);
    if (w.size() == 7 && i > 0 && w == u"forward" && words[i - 1].core == u"put")
        return hasAuthorSubject(words, i - 1); // "we put forward"
    if (w.size() < 9 || w.back() != u'g' || i == 0 || words[i - 1].core.size() != 2 ||
        words[i - 1].core != u"by")
        return false;
    if (!isOneOf(w, {u"presenting", u"proposing", u"introducing", u"developing", u"designing"}))
        return false;
    for (qsizetype j = 0; j < i; ++j) {
        if (isOneOf(words[j].core, {u"we", u"paper", u"work", u"study"}))
            return true;
    }
    return false;
}

std::optional<NamedMethod> namedMethod(QStringView sentence, Words words)
{
    qsizetype objectStart = -1;
    for (qsizetype i = 0; i < words.size(); ++i) {
        const QStringView w = words[i].core;
        // Every rule after the first word starts at a trigger word (titlelexicon.cpp).
        if (i > 0 && !(words[i].classes & NamingTrigger))
            continue;
        if (isNamingCueAt(words, i)) {
            // The authors naming their contribution ("we propose a framework, named X", "We
            // call our new … LightGBM") rather than a part of it ("… jointly with the original
            // deep network, which we refer to as Boss").
            bool own = objectStart >= 0;
            for (qsizetype j = std::max<qsizetype>(0, i - 8); j < words.size() && j < i + 4; ++j)
                own = own || (j != i &&
                              (words[j].core.size() == 3 || words[j].core.size() == 5) &&
                              isOneOf(words[j].core, {u"our", u"new", u"novel"}));
            // "We call our new GBDT implementation … LightGBM", "we name our algorithm …".
            const bool callsOwn = i + 1 < words.size() && isOneOf(words[i + 1].core, {u"our"});
            if (auto method = nameAfterCue(sentence, words, i, objectStart))
                return withStrength(std::move(method),
                                    callsOwn ? Cue + 1 : (own ? Cue : OwnNoun + 1));
        } else if (i == 0 && words.size() > 3 && isStrictName(w) &&
                   isOneOf(words[1].core, {u"is", u"are"}) &&
                   isOneOf(words[2].core, {u"a", u"an"})) {
            // "PyTorch is a machine learning library that …"
            return NamedMethod{w.toString(), spanText(sentence, words, 3, words.size()), false,
                               Subject};
        } else if (w.size() == 3 && isOneOf(w, {u"our"}) && i + 2 < words.size()) {
            // "Our algorithm, DINGO, is …", "Our approach, Polya-Gamma augmented Thompson
            // Sampling (PG-TS), achieves …"
            if (isMethodNoun(words[i + 1]) &&
                wordText(sentence, words[i + 1]).endsWith(u',')) {
                if (auto method = nameAfterCue(sentence, words, i + 1, -1))
                    return withStrength(std::move(method), Cue);
            }
            // "our Net-Trim algorithm", "our GRU-ODE-Bayes method"
            if (isLooseName(words[i + 1].core) && !words[i + 1].core.front().isLower() &&
                isMethodNoun(words[i + 2]) && !isCommonAcronym(words[i + 1].core))
                return NamedMethod{words[i + 1].core.toString(), {}, false, OwnNoun};
        } else if (i >= 1 && w.size() >= 8 && w.size() <= 10 &&
                   isOneOf(w, {u"proposed", u"introduced", u"presented", u"developed"}) &&
                   isOneOf(words[i - 1].core, {u"is", u"are"})) {
            // "A Margin Generative Adversarial Network (MarginGAN) is proposed for …", "To solve
            // this issue, a Feature Distilling GAN (FD-GAN) is proposed": the subject is the
            // object.
            qsizetype start = 0;
            for (qsizetype j = 0; j + 1 < i; ++j) {
                if (wordText(sentence, words[j]).endsWith(u','))
                    start = j + 1;
            }
            if (auto method = nameInObject(sentence, words, start, false))
                return withStrength(std::move(method), Passive);
        } else if (isAuthorsProposal(words, i)) {
            objectStart = i + 1;
            while (objectStart < words.size() && isFiller(words[objectStart]))
                ++objectStart;
            // Cues in the object ("… framework, named X") take precedence over its words.
            bool cueFollows = false;
            for (qsizetype j = i + 1; j < words.size() && j < i + 14; ++j)
                cueFollows = cueFollows || isNamingCueAt(words, j);
            if (!cueFollows) {
                if (auto method = nameInObject(sentence, words, i + 1, false))
                    return withStrength(std::move(method), Proposal);
            }
        } else if (i > 0 && w.size() >= 8 && isOneOf(w, {u"resulting", u"proposed"}) &&
                   isOneOf(words[i - 1].core, {u"the", u"our"})) {
            // "The proposed DifNet consistently …"; "The proposed NonconvEx primal-dual
            // SpliTTing (NESTT) algorithm": an acronym defined right here comes first.
            if (auto method = nameInObject(sentence, words, i + 1, true);
                method && i + 1 < words.size() &&
                method->expansion.startsWith(words[i + 1].core))
                return withStrength(std::move(method), Proposal);
            if (i + 1 < words.size() && isStrictName(words[i + 1]) &&
                !isCommonAcronym(words[i + 1].core))
                return NamedMethod{words[i + 1].core.toString(), {}, false, Subject};
        }
    }
    return std::nullopt;
}

} // namespace

// An expansion for a name found without one: its acronym spelled out elsewhere ("A2Q+" from
// "accumulator-aware quantization (A2Q)"), or its bold letters.
QString expansionElsewhere(QStringView raw, const QString &name)
{
    QString stem = name;
    while (!stem.isEmpty() && !stem.back().isLetterOrNumber())
        stem.chop(1);
    // Stripping the whole abstract costs more than the rest of this: only when it has markup
    // (without any, stripInlineMarkup returns the text as it is).
    QString stripped;
    QStringView plain = raw;
    if (hasMarkupUnit(raw)) {
        stripped = stripInlineMarkup(raw);
        plain = stripped;
    }
    for (const QString &acronym : {name, stem}) {
        const QString parenthesized = u'(' + acronym + u')';
        const qsizetype at = findText(plain, parenthesized);
        if (at > 0) {
            const qsizetype sentenceStart = plain.lastIndexOf(u". "_s, at) + 1;
            const QStringView expansion =
                acronymExpansion(plain.mid(sentenceStart), at - sentenceStart, acronym);
            if (!expansion.isEmpty())
                return expansion.toString();
        }
    }
    return boldLetterExpansion(raw, name);
}

namespace {

// Whether a name is defined as background: "(NAME)" after words in lower case ("stochastic
// variance reduced gradient (SVRG)"); the caller builds "(NAME)" once for every sentence.
bool definedAsBackground(QStringView plain, QStringView parenthesizedName)
{
    const qsizetype at = findText(plain, parenthesizedName);
    if (at < 2)
        return false;
    const qsizetype wordStart = plain.lastIndexOf(u' ', at - 2) + 1;
    return plain[wordStart].isLower();
}

// An all-capitals name the abstract spells out in lower case ("confidence sequence (CS)" for
// "CSs"): a term of the field, not the paper's method.
bool isBackgroundName(Sentences &sentences, QStringView name)
{
    const QStringView singular = name.endsWith(u's') ? name.chopped(1) : name;
    for (const QChar c : singular) {
        if (c.isLower())
            return false; // "GibbsNet" is coined
    }
    const QString parenthesized = u'(' + name.toString() + u')';
    const QString parenthesizedSingular = u'(' + singular.toString() + u')';
    for (qsizetype s = 0; s < sentences.size(); ++s) {
        const QStringView plain = sentences.plain(s);
        if (definedAsBackground(plain, parenthesized) ||
            (singular.size() < name.size() && definedAsBackground(plain, parenthesizedSingular)))
            return true;
    }
    return false;
}

// Without a cue: the name-shaped word the abstract keeps using (three times or more, CamelCase
// or with digits unless all capitals are never spelled out), or one set off by commas in a
// sentence of the authors ("our simpler & effective baseline, TAB-VCR.").
std::optional<NamedMethod> nameWithoutCue(Sentences &sentences)
{
    struct Count
    {
        QStringView name;
        int count = 0;
        bool appositive = false;
        bool subject = false; // opens a sentence: "GibbsNet is …", "SING produces …"
    };
    QVarLengthArray<Count, 16> counts;
    QStringView software;
    for (qsizetype s = 0; s < sentences.size(); ++s) {
        const QStringView sentence = sentences.plain(s);
        const Words words = sentences.words(s);
        bool authors = false;
        for (qsizetype i = 0; i < words.size(); ++i) {
            const QStringView w = words[i].core;
            authors = authors || (words[i].classes & AuthorsMark) != 0;
            // "We implement … in the Tangent software library": a plain word names software.
            if (authors && i > 0 && w.size() > 2 && w.front().isUpper() &&
                words[i - 1].core == u"the" && software.isEmpty() && i + 1 < words.size() &&
                isTitleCaseWord(w) &&
                isOneOf(words[i + 1].core, {u"library", u"software", u"package", u"toolkit"}))
                software = w;
            if (w.size() < 3 || !isStrictName(words[i]))
                continue;
            auto it = std::find_if(counts.begin(), counts.end(),
                                   [&](const Count &c) { return c.name == w; });
            if (it == counts.end()) {
                counts.append({w, 0, false, false});
                it = counts.end() - 1;
            }
            ++it->count;
            it->subject = it->subject || i == 0 || (i == 1 && words[0].core == u"The");
            const QStringView text = wordText(sentence, words[i]);
            if (authors && i > 0 && wordText(sentence, words[i - 1]).endsWith(u',') &&
                (isMethodNoun(words[i - 1]) || words[i - 1].core == u"baseline") &&
                (text.endsWith(u',') || text.endsWith(u'.')))
                it->appositive = true;
            // "We apply those layers in SchNet: a novel deep learning architecture …"
            if (i + 2 < words.size() && isAnyOf(text.back(), u":,") &&
                isOneOf(words[i + 1].core, {u"a", u"an"}) &&
                isOneOf(words[i + 2].core, {u"novel", u"new"}))
                it->appositive = true;
        }
    }
    const Count *best = nullptr;
    for (const Count &c : counts) {
        if (!(c.count >= 3 && c.subject) && !c.appositive)
            continue;
        if (!best || (c.appositive && !best->appositive) ||
            (c.appositive == best->appositive && c.count > best->count))
            best = &c;
    }
    if (!best || isBackgroundName(sentences, best->name)) {
        if (!software.isEmpty())
            return NamedMethod{software.toString(), {}, false, 3};
        return std::nullopt;
    }
    // An appositive is the authors' syntax ("our … baseline, TAB-VCR."); a count alone is weak.
    return NamedMethod{best->name.toString(), {}, false, best->appositive ? 6 : 4};
}

} // namespace

namespace {

// Names defined in a sentence: "… a Capsule Projection Network (CapProNet) …" and "the GILBO
// (Generative Information Lower BOund)", whoever defines them. A definition in a sentence of the
// authors, a coined spelling, and a head noun or appositive after it ("(SLANG) method",
// "(MCP), a method for …") make it the paper's own; a qualifier such as "standard" or
// "popular" before it makes it background.
void addDefinitions(QStringView sentence, Words words, QList<NamedMethod> &out)
{
    int authors = -1; // unknown until a parenthesis needs it
    for (qsizetype i = 1; i < words.size(); ++i) {
        if (sentence[words[i].begin] != u'(')
            continue;
        const qsizetype open = words[i].begin;
        NamedMethod method;
        qsizetype closeWord = i;
        qsizetype expansionStart = -1;
        if (const QStringView acronym = parenthesizedAcronym(sentence, open); !acronym.isEmpty()) {
            if (isCommonAcronym(acronym))
                continue;
            const QStringView expansion = acronymExpansion(sentence, open, acronym);
            if (expansion.isEmpty())
                continue;
            method = {acronym.toString(), expansion.toString(), true};
            expansionStart = expansion.data() - sentence.data();
            closeWord = i + acronym.count(u' ');
        } else if (const qsizetype at = i >= 2 && isMethodNoun(words[i - 1]) ? i - 2 : i - 1;
                   isStrictName(words[at]) && !isCommonAcronym(words[at].core)) {
            // "NAME (Expansion)": the parentheses spell the name before them ("the GILBO
            // (Generative Information Lower BOund)", "the SPoC dataset (Search-based …)").
            const qsizetype close = sentence.indexOf(u')', open);
            if (close < 0 || close - open > 80)
                continue;
            const QStringView inside = sentence.mid(open + 1, close - open - 1);
            const QStringView name = words[at].core;
            if (!inside.contains(u' ') || inside.front().toUpper() != name.front().toUpper() ||
                !spells(inside, name))
                continue;
            method = {name.toString(), inside.toString(), true};
            expansionStart = words[at].begin;
            while (closeWord < words.size() && words[closeWord].end <= close)
                ++closeWord;
        } else {
            continue;
        }
        // "transfer learning (TL)" in "we study transfer learning (TL) for …" is the field.
        const bool coined = looksCoined(method.expansion, method.name);
        if (authors < 0) {
            authors = 0;
            for (const Word &word : words)
                authors = authors || (word.classes & AuthorsWord) != 0; // "we", "paper", "novel"
        }
        int strength = 3 + (authors ? 2 : 0) + (coined ? 1 : 0);
        if (closeWord + 1 < words.size()) {
            const QStringView after = wordText(sentence, words[closeWord]);
            const Word &next = words[closeWord + 1];
            if (isMethodNoun(next) || (after.endsWith(u',') && isOneOf(next.core, {u"a", u"an"})))
                ++strength;
            method.expansion = withTask(method.expansion, sentence, words,
                                        closeWord + 1 + (isMethodNoun(next) ? 1 : 0));
        }
        const QStringView before = sentence.left(expansionStart).trimmed();
        const QStringView qualifier = before.mid(before.lastIndexOf(u' ') + 1);
        if (isOneOf(qualifier, {u"standard", u"popular", u"classical", u"classic", u"existing",
                                u"conventional", u"traditional", u"well-known", u"vanilla",
                                u"celebrated", u"widely-used", u"famous"}))
            strength -= 3;
        method.strength = strength;
        out.append(std::move(method));
    }
}

// How often name occurs in the abstract (as a substring: "DINGO's" counts).
int uses(QStringView raw, QStringView name)
{
    int n = 0;
    for (qsizetype at = findText(raw, name); at >= 0 && n < 3; at = findText(raw, name, at + 1))
        ++n;
    return n;
}

int usesIgnoringCase(QStringView raw, QStringView name)
{
    int n = 0;
    for (qsizetype at = raw.indexOf(name, 0, Qt::CaseInsensitive); at >= 0 && n < 3;
         at = raw.indexOf(name, at + 1, Qt::CaseInsensitive))
        ++n;
    return n;
}

// Whether a sentence holds an enumeration item: "(2) We design …", "; ii) we …".
bool hasListItem(QStringView sentence)
{
    for (qsizetype close = findUnit(sentence, u')'); close > 0;
         close = findUnit(sentence, u')', close + 1)) {
        qsizetype open = close - 1;
        while (open >= 0 && close - open <= 4 &&
               (sentence[open].isDigit() || isAnyOf(sentence[open], u"ivx")))
            --open;
        if (open == close - 1 || close - open > 4)
            continue;
        if ((open < 0 || sentence[open] == u' ' || sentence[open] == u'(') &&
            (open <= 0 || sentence[open] == u'(' || isAnyOf(sentence[open - 1], u";:,")))
            return true;
    }
    return false;
}

// "In this paper, …", "This work …", "Here we …" in the first words.
bool isPaperSentence(Words words)
{
    for (qsizetype i = 0; i + 1 < words.size() && i < 3; ++i) {
        // Sizes first: this runs on every sentence, and a list test is an out-of-line call.
        if (words[i].core.size() == 4 && isOneOf(words[i].core, {u"this"}) &&
            isOneOf(words[i + 1].core, {u"paper", u"work"}))
            return true;
    }
    return false;
}

// A footnote mark is not part of a name: "we propose Coda1, …" when the abstract goes on with
// "Coda decomposes …". (Plurals stay: real titles say "DFMs:" as often as "GNTK:".)
// "the K-Norm Gradient Mechanism, or KNG": the acronym right after a name of several words,
// when the name spells it.
QStringView acronymAfter(Sentences &sentences, QStringView name)
{
    for (qsizetype s = 0; s < sentences.size(); ++s) {
        const QStringView plain = sentences.plain(s);
        const qsizetype at = findText(plain, name);
        if (at < 0)
            continue;
        QStringView rest = plain.mid(at + name.size());
        if (rest.startsWith(u", or "))
            rest = rest.mid(5);
        else if (rest.startsWith(u" ("))
            rest = rest.mid(2);
        else
            return {};
        qsizetype end = 0;
        while (end < rest.size() && (rest[end].isLetterOrNumber() || rest[end] == u'-'))
            ++end;
        const QStringView acronym = rest.left(end);
        if (acronym.size() < 2 || acronym.front() != name.front() || !isStrictName(acronym) ||
            !spells(name, acronym))
            return {};
        return acronym;
    }
    return {};
}

void normalizeName(NamedMethod &method, Sentences &sentences)
{
    const QStringView raw = sentences.rawText();
    QString &name = method.name;
    if (name.contains(u' ')) {
        if (const QStringView acronym = acronymAfter(sentences, name); !acronym.isEmpty()) {
            if (method.expansion.isEmpty() || !method.spelledOut)
                method.expansion = name;
            name = acronym.toString();
            method.spelledOut = true;
            return;
        }
        // "termed Lazily Aggregated Gradient --- justifying our acronym LAG": the initials,
        // when the abstract uses them as a word.
        QString initials;
        bool capitalised = true;
        for (const QStringView part : QStringView(name).split(u' ')) {
            capitalised = capitalised && !part.isEmpty() && part.front().isUpper();
            if (!part.isEmpty())
                initials += part.front();
        }
        if (!capitalised || initials.size() < 2)
            return;
        for (qsizetype at = findText(raw, initials); at >= 0; at = findText(raw, initials, at + 1)) {
            const qsizetype end = at + initials.size();
            if ((at == 0 || !raw[at - 1].isLetterOrNumber()) &&
                (end == raw.size() || !raw[end].isLetterOrNumber())) {
                if (method.expansion.isEmpty() || !method.spelledOut)
                    method.expansion = name;
                name = initials;
                method.spelledOut = true;
                return;
            }
        }
        return;
    }
    if (name.size() < 4)
        return;
    qsizetype digits = 0;
    while (digits < name.size() && name[name.size() - 1 - digits].isDigit())
        ++digits;
    if (digits == 0 || digits > 1 || name.size() - digits < 3 || !name[name.size() - 2].isLower())
        return;
    const QString stem = name.left(name.size() - digits);
    for (qsizetype at = findText(raw, stem); at >= 0; at = findText(raw, stem, at + 1)) {
        const qsizetype end = at + stem.size();
        if (end < raw.size() && !raw[end].isLetterOrNumber()) {
            name = stem;
            return;
        }
    }
}

// "Code is available at https://github.com/csyhhu/MetaQuant": a repository named like a
// system is the method's name when nothing in the text names one.
std::optional<NamedMethod> repositoryName(QStringView raw)
{
    const qsizetype host = findText(raw, u"github.com/");
    if (host < 0)
        return std::nullopt;
    const qsizetype owner = host + 11;
    const qsizetype slash = raw.indexOf(u'/', owner);
    if (slash < 0 || slash - owner > 40)
        return std::nullopt;
    qsizetype end = slash + 1;
    while (end < raw.size() && (raw[end].isLetterOrNumber() || isAnyOf(raw[end], u"-_")))
        ++end;
    const QStringView repo = raw.mid(slash + 1, end - slash - 1);
    if (!isStrictName(repo) && !isLooseName(repo))
        return std::nullopt;
    return NamedMethod{repo.toString(), {}, false, 3};
}

// Below this a definition alone does not make a name the title's: "Neural Architecture Search
// (NAS) has …" is the field.
constexpr int MinDefinitionStrength = 6;

} // namespace

// Every name a rule finds, in any sentence, scored by the rule's strength plus one when the
// abstract uses it three times or more; the best wins, the earliest on a tie. Frequency
// alone (nameWithoutCue) comes last.
std::optional<NamedMethod> findNamedMethod(Sentences &sentences)
{
    std::optional<NamedMethod> best;
    int bestScore = 0;
    QList<NamedMethod> definitions;
    const auto consider = [&](NamedMethod &&method) {
        // A name built on the best one is the paper's, the other its part ("SySCD" on "SCD",
        // "L_DMI" on "DMI"): it wins one point below; the part needs two points more.
        int margin = 0;
        if (best && method.name.size() != best->name.size() && !method.name.contains(u' ') &&
            !best->name.contains(u' ')) {
            if (method.name.size() > best->name.size() + 1 && method.name.contains(best->name))
                margin = -1;
            else if (best->name.size() > method.name.size() + 1 &&
                     best->name.contains(method.name))
                margin = 1;
        }
        // Counting the uses scans the abstract: only for a candidate that could win.
        if (method.strength + 1 <= bestScore + margin)
            return;
        const QStringView raw = sentences.rawText();
        const int used = method.minUses > 0 ? usesIgnoringCase(raw, method.name) : uses(raw, method.name);
        if (used < method.minUses)
            return;
        const int score = method.strength + (used >= 3 ? 1 : 0);
        if (score > bestScore + margin) {
            bestScore = std::max(score, bestScore);
            best = std::move(method);
        }
    };
    for (qsizetype i = 0; i < sentences.size(); ++i) {
        const QStringView plain = sentences.plain(i);
        const Words words = sentences.words(i);
        // "(2) We design CNN structures (called tianzege-CNN) …": one part of the contribution;
        // "In this paper, we put forward …": the contribution itself.
        const int part = (hasListItem(plain) ? 2 : 0) - (isPaperSentence(words) ? 1 : 0);
        if (auto method = namedMethod(plain, words);
            method && (method->spelledOut || !method->expansion.isEmpty() ||
                       !isBackgroundName(sentences, method->name))) {
            method->strength -= part;
            consider(*std::move(method));
        }
        definitions.clear();
        addDefinitions(plain, words, definitions);
        for (NamedMethod &definition : definitions) {
            if (definition.strength >= MinDefinitionStrength) {
                definition.strength -= part;
                consider(std::move(definition));
            }
        }
    }
    if (auto method = nameWithoutCue(sentences))
        consider(*std::move(method));
    if (!best) {
        if (auto method = repositoryName(sentences.rawText()))
            consider(*std::move(method));
    }
    if (best)
        normalizeName(*best, sentences);
    return best;
}

} // namespace lectern::text::title
