// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/text/termextractor.h"

#include <QSet>
#include <QStringList>
#include <QVarLengthArray>

#include <algorithm>
#include <array>
#include <string_view>
#include <utility>

namespace lectern::text {

namespace {

// A set of words looked up by view, without making a QString of the word.
class WordSet final
{
public:
    explicit WordSet(std::initializer_list<const char *> words)
    {
        for (const char *w : words)
            m_storage.append(QString::fromLatin1(w));
        for (const QString &w : std::as_const(m_storage))
            m_words.insert(QStringView(w));
    }
    bool contains(QStringView w) const { return m_words.contains(w); }

private:
    QStringList m_storage; // what the views point into
    QSet<QStringView> m_words;
};

// A lowercase word of letters a–z, at most 12 of them, as a number (5 bits a letter); 0 for
// any other word. Different words give different numbers.
quint64 packedWord(QStringView w)
{
    if (w.size() > 12)
        return 0;
    quint64 key = 0;
    for (QChar c : w) {
        const char16_t u = c.unicode();
        if (u < u'a' || u > u'z')
            return 0;
        key = key << 5 | quint64(u - u'a' + 1);
    }
    return key;
}

// English function words and the boilerplate verbs of abstracts that say nothing about a topic,
// in an open-addressing table of packed words: every word of every text is looked up here.
class StopWords final
{
public:
    StopWords()
    {
        const char *list[] = {
            "a", "about", "above", "across", "after", "again", "against", "all", "almost", "alone",
            "along", "already", "also", "although", "always", "am", "among", "amongst", "an", "and",
            "another", "any", "anyhow", "anyone", "anything", "anyway", "anywhere", "are", "around",
            "as", "at", "be", "became", "because", "become", "becomes", "been", "before",
            "beforehand", "behind", "being", "below", "beside", "besides", "between", "beyond",
            "both", "but", "by", "can", "cannot", "could", "did", "do", "does", "doing", "done",
            "down", "due", "during", "each", "eg", "either", "else", "elsewhere", "enough", "etc",
            "even", "ever", "every", "everyone", "everything", "everywhere", "except", "few",
            "for", "former", "formerly", "from", "further", "had", "has", "have", "having", "he",
            "hence", "her", "here", "hereby", "herein", "hers", "herself", "him", "himself", "his",
            "how", "however", "ie", "if", "in", "indeed", "into", "is", "it", "its", "itself",
            "just", "last", "latter", "least", "less", "many", "may", "me", "meanwhile", "might",
            "more", "moreover", "most", "mostly", "much", "must", "my", "myself", "namely",
            "neither", "never", "nevertheless", "next", "no", "nobody", "none", "nor", "not",
            "nothing", "now", "nowhere", "of", "off", "often", "on", "once", "one", "only", "onto",
            "or", "other", "others", "otherwise", "our", "ours", "ourselves", "out", "over", "own",
            "per", "perhaps", "please", "rather", "same", "several", "she", "should", "since", "so",
            "some", "somehow", "someone", "something", "sometimes", "somewhere", "still", "such",
            "than", "that", "the", "their", "theirs", "them", "themselves", "then", "thence",
            "there", "thereafter", "thereby", "therefore", "therein", "these", "they", "this",
            "those", "though", "through", "throughout", "thus", "to", "together", "too", "toward",
            "towards", "under", "until", "up", "upon", "us", "very", "via", "was", "we", "well",
            "were", "what", "whatever", "when", "whence", "whenever", "where", "whereas",
            "whereby", "wherein", "whether", "which", "while", "who", "whoever", "whole", "whom",
            "whose", "why", "will", "with", "within", "without", "would", "yet", "you", "your",
            "yours", "yourself", "yourselves",
        };
        for (const char *w : list) {
            const quint64 key = packedWord(QString::fromLatin1(w));
            Q_ASSERT(key != 0);
            std::size_t slot = bucket(key);
            while (m_slots[slot] != 0)
                slot = (slot + 1) % m_slots.size();
            m_slots[slot] = key;
        }
    }

    bool contains(quint64 key) const // a packedWord()
    {
        if (key == 0)
            return false;
        for (std::size_t slot = bucket(key);; slot = (slot + 1) % m_slots.size()) {
            if (m_slots[slot] == key)
                return true;
            if (m_slots[slot] == 0)
                return false;
        }
    }

private:
    static std::size_t bucket(quint64 key) { return std::size_t((key * 0x9E3779B97F4A7C15ull) >> 54); }
    std::array<quint64, 1024> m_slots{}; // ~300 words: short probe runs
};

const StopWords &stopWords()
{
    static const StopWords words;
    return words;
}

// Commands that shape a formula rather than name something in it.
const WordSet &layoutCommands()
{
    static const WordSet names{
            "frac", "dfrac", "tfrac", "mathrm", "mathbf", "mathit", "mathcal", "mathbb", "mathsf",
            "mathtt", "mathfrak", "mathscr", "boldsymbol", "bm", "left", "right", "big", "Big",
            "bigg", "Bigg", "bigl", "bigr", "operatorname", "hat", "bar", "tilde", "vec",
            "overline", "underline", "widehat", "widetilde", "dot", "ddot", "cdot", "ldots",
            "cdots", "dots", "quad", "qquad", "limits", "displaystyle", "textstyle", "mathop",
            "begin", "end", "label", "sqrt", "prime", "in", "to", "times", "le", "leq", "ge",
            "geq", "ne", "neq", "approx", "sim", "equiv", "mid", "lvert", "rvert", "lVert",
            "rVert", "langle", "rangle", "lfloor", "rfloor", "lceil", "rceil", "infty",
        };
    return names;
}

// \text-like commands whose braced argument is prose.
bool isTextCommand(QStringView name)
{
    return name == u"text" || name == u"textrm" || name == u"textit" || name == u"textbf"
        || name == u"mbox";
}

constexpr quint32 kFnvOffset = 2166136261u;
constexpr quint32 kFnvPrime = 16777619u;

// FNV-1a over the UTF-16 code units, low byte first. Below U+0100 the high byte is 0, so its
// step is a multiply alone and both fold into one by the prime squared (the same hash).
constexpr quint32 kFnvPrimeSquared = kFnvPrime * kFnvPrime;

quint32 fnv(quint32 h, QStringView s)
{
    for (QChar c : s) {
        const char16_t u = c.unicode();
        if (u < 0x100) {
            h = (h ^ u) * kFnvPrimeSquared;
        } else {
            h = (h ^ (u & 0xff)) * kFnvPrime;
            h = (h ^ (u >> 8)) * kFnvPrime;
        }
    }
    return h;
}

// By hand: std::equal on char16_t calls memcmp, which costs more than these few letters.
bool endsWith(QStringView w, std::u16string_view suffix)
{
    const auto n = qsizetype(suffix.size());
    if (w.size() < n)
        return false;
    const char16_t *tail = w.utf16() + (w.size() - n);
    for (qsizetype k = 0; k < n; ++k) {
        if (tail[k] != suffix[std::size_t(k)])
            return false;
    }
    return true;
}

// A stemmed word: the part of the lowercase word that is kept, then what replaces the rest.
struct Stem
{
    QStringView kept;
    QStringView suffix;
    quint32 hash(quint32 seed = kFnvOffset) const { return fnv(fnv(seed, kept), suffix); }
    // The hashes from two seeds in one pass (a word and the pair it ends): two independent
    // multiply chains run side by side.
    std::pair<quint32, quint32> hashes(quint32 a, quint32 b) const
    {
        for (QStringView part : {kept, suffix}) {
            for (QChar c : part) {
                const char16_t u = c.unicode();
                if (u < 0x100) {
                    a = (a ^ u) * kFnvPrimeSquared;
                    b = (b ^ u) * kFnvPrimeSquared;
                } else {
                    a = (((a ^ (u & 0xff)) * kFnvPrime) ^ (u >> 8)) * kFnvPrime;
                    b = (((b ^ (u & 0xff)) * kFnvPrime) ^ (u >> 8)) * kFnvPrime;
                }
            }
        }
        return {a, b};
    }
};

Stem stemOf(QStringView w)
{
    const qsizetype n = w.size();
    if (n <= 3)
        return {w, {}};
    struct Rule
    {
        std::u16string_view suffix;
        std::u16string_view replacement;
    };
    static constexpr std::array<Rule, 11> rules{{
        {u"ational", u"ate"}, {u"ization", u"ize"}, {u"iveness", u"ive"}, {u"fulness", u"ful"},
        {u"ousness", u"ous"}, {u"ations", u"ate"}, {u"ation", u"ate"}, {u"ements", u"ement"},
        {u"ies", u"y"}, {u"sses", u"ss"}, {u"ings", u""},
    }};
    const char16_t last = w.back().unicode();
    if (last == u'l' || last == u'n' || last == u's') { // the last letters of every rule
        for (const Rule &r : rules) {
            const auto len = qsizetype(r.suffix.size());
            if (n > len && n - len >= 3 && endsWith(w, r.suffix))
                return {w.first(n - len), QStringView(r.replacement.data(), qsizetype(r.replacement.size()))};
        }
    }
    if (n > 6 && endsWith(w, u"ing"))
        return {w.first(n - 3), {}};
    if (n > 5 && endsWith(w, u"ed"))
        return {w.first(n - 2), {}};
    if (last == u's' && !endsWith(w, u"ss") && !endsWith(w, u"us") && !endsWith(w, u"is"))
        return {w.first(n - 1), {}};
    return {w, {}};
}

// Walks a text and reports words (with their stems) and the points where pairs must break.
class Scanner
{
public:
    struct Sink
    {
        virtual ~Sink() = default;
        // Pairs with the last word unless alone is set.
        virtual void word(const Stem &stem, QStringView surface, bool alone) = 0;
        virtual void symbol(QStringView name) = 0; // a formula's symbol, without its backslash
        virtual void breakPairs() = 0;
        virtual void reachedMark() {} // the scan passed scan()'s markAt
    };

    Scanner(Sink &sink, bool stem, PairRule pairs) : m_sink(sink), m_stem(stem), m_pairs(pairs) {}

    // markAt ≥ 0: the sink's reachedMark() is called once, before the first word that starts at
    // or after it (or at the end).
    void scan(QStringView s, bool markdown, qsizetype markAt = -1)
    {
        m_sink.breakPairs();
        const qsizetype n = s.size();
        qsizetype i = 0;
        while (i < n) {
            if (markAt >= 0 && i >= markAt) {
                m_sink.reachedMark();
                markAt = -1;
            }
            const QChar c = s[i];
            if (c.isLetterOrNumber()) {
                // Most words are lowercase a–z: they are folded (and packed) as they are found.
                quint64 key = 0;
                qsizetype j = i;
                for (; j < n; ++j) {
                    const auto letter = char16_t(s[j].unicode() - u'a');
                    if (letter >= 26)
                        break;
                    key = key << 5 | quint64(letter + 1);
                }
                const bool plain = j > i && !(j < n && (s[j].isLetterOrNumber() || isMark(s[j])));
                if (!plain) {
                    j = std::max(j, i + 1);
                    while (j < n && (s[j].isLetterOrNumber() || isMark(s[j])))
                        ++j;
                }
                if (j < n && s[j] == u':' && j + 2 < n && s[j + 1] == u'/' && s[j + 2] == u'/') {
                    i = skipUrl(s, i); // http://…, doi://…
                    continue;
                }
                // The first word of a compound ("non" in "various non-convex") pairs only
                // with the rest of it.
                const bool startsCompound = m_pairs == PairRule::Adjacent && j + 1 < n && s[j] == u'-'
                    && s[j + 1].isLetter();
                if (plain)
                    emitFolded(s.sliced(i, j - i), j - i > 12 ? 0 : key, startsCompound);
                else
                    emitWord(s.sliced(i, j - i), startsCompound);
                i = j;
            } else if (c == u'$' || (c == u'\\' && i + 1 < n && (s[i + 1] == u'(' || s[i + 1] == u'['))) {
                i = scanMath(s, i);
            } else if (c == u'<') {
                i = skipTag(s, i);
            } else if (c == u'&') {
                i = skipEntity(s, i);
            } else if (markdown && c == u']' && i + 1 < n && s[i + 1] == u'(') {
                const qsizetype close = s.indexOf(u')', i + 2);
                i = close < 0 ? i + 1 : close + 1; // a link's target is not text
            } else {
                if (m_pairs == PairRule::Adjacent && !joinsWords(c))
                    m_sink.breakPairs();
                ++i;
            }
        }
        if (markAt >= 0)
            m_sink.reachedMark();
        m_sink.breakPairs();
    }

private:
    // Characters that may stand between the two words of a pair: spaces, a hyphen ("graph-based"),
    // an apostrophe, Markdown emphasis ("**graph** neural").
    static bool joinsWords(QChar c)
    {
        switch (c.unicode()) {
        case u'-': case u'\'': case u'\u2019': case u'*': case u'_': case u'~': case u'`':
            return true;
        default:
            return c.isSpace();
        }
    }

    // Combining marks start at U+0300; below that the category lookup can be skipped.
    static bool isMark(QChar c) { return c.unicode() >= 0x300 && c.category() == QChar::Mark_NonSpacing; }

    // Lowercases and folds accents and ligatures into a buffer; empty when it is not a word.
    // key: the word as packedWord() gives it, computed in the same pass.
    QStringView fold(QStringView raw, quint64 &key)
    {
        const qsizetype n = raw.size();
        key = 0;
        // Most words are lowercase a–z already: they are their own folded form.
        qsizetype lower = 0;
        for (; lower < n; ++lower) {
            const auto letter = char16_t(raw[lower].unicode() - u'a');
            if (letter >= 26)
                break;
            key = key << 5 | quint64(letter + 1);
        }
        if (lower == n) {
            if (n > 12)
                key = 0;
            return n < 2 ? QStringView() : raw;
        }
        key = 0;
        m_buffer.resize(n);
        bool packable = n <= 12; // longer words are no stop words
        qsizetype k = 0;
        char16_t *out = m_buffer.data();
        for (; k < n; ++k) {
            char16_t c = raw[k].unicode();
            if (c >= 0x80)
                break;
            if (char16_t(c - u'A') < 26)
                c = char16_t(c + 0x20);
            out[k] = c;
            const auto letter = quint64(char16_t(c - u'a'));
            packable = packable && letter < 26;
            key = key << 5 | (letter + 1);
        }
        QStringView word(m_buffer.constData(), n);
        if (k < n) {
            const QString decomposed = raw.toString().normalized(QString::NormalizationForm_KD);
            m_folded.clear();
            m_folded.reserve(decomposed.size());
            for (QChar c : decomposed) {
                if (c.category() == QChar::Mark_NonSpacing)
                    continue;
                if (c.isLetterOrNumber())
                    m_folded.append(c.toLower());
            }
            word = m_folded;
            key = packedWord(word);
        } else if (!packable) {
            key = 0;
        }
        if (word.size() < 2 || !word.front().isLetter())
            return {};
        return word;
    }

    void emitWord(QStringView raw, bool alone = false)
    {
        quint64 key = 0;
        const QStringView surface = fold(raw, key); // before key is read
        emitFolded(surface, key, alone);
    }
    // surface: a word as fold() returns it; key: its packedWord().
    void emitFolded(QStringView surface, quint64 key, bool alone)
    {
        if (surface.size() < 2 || stopWords().contains(key)) {
            if (m_pairs == PairRule::Adjacent)
                m_sink.breakPairs();
            return;
        }
        m_sink.word(m_stem ? stemOf(surface) : Stem{surface, {}}, surface, alone);
    }
    static qsizetype skipUrl(QStringView s, qsizetype i)
    {
        while (i < s.size() && !s[i].isSpace() && s[i] != u')' && s[i] != u'>')
            ++i;
        return i;
    }

    // An HTML tag such as <em>, </sub> or <br/>; a lone '<' (as in "a < b") is punctuation.
    static qsizetype skipTag(QStringView s, qsizetype i)
    {
        qsizetype j = i + 1;
        if (j < s.size() && s[j] == u'/')
            ++j;
        if (j >= s.size() || !s[j].isLetter())
            return i + 1;
        const qsizetype limit = std::min(s.size(), i + 200);
        for (; j < limit; ++j) {
            if (s[j] == u'>')
                return j + 1;
            if (s[j] == u'<' || s[j] == u'\n')
                break;
        }
        return i + 1;
    }

    static qsizetype skipEntity(QStringView s, qsizetype i)
    {
        qsizetype j = i + 1;
        if (j < s.size() && s[j] == u'#')
            ++j;
        const qsizetype start = j;
        while (j < s.size() && j - start < 10 && s[j].isLetterOrNumber())
            ++j;
        return (j > start && j < s.size() && s[j] == u';') ? j + 1 : i + 1;
    }

    // A formula from its opening delimiter; an unclosed '$' is just a character.
    qsizetype scanMath(QStringView s, qsizetype i)
    {
        QStringView close;
        qsizetype open = 0;
        if (s[i] == u'$') {
            const bool display = i + 1 < s.size() && s[i + 1] == u'$';
            close = display ? u"$$" : u"$";
            open = display ? 2 : 1;
        } else {
            close = s[i + 1] == u'(' ? u"\\)" : u"\\]";
            open = 2;
        }
        qsizetype end = i + open;
        for (;;) {
            end = s.indexOf(close, end);
            if (end < 0)
                return i + 1;
            if (end > 0 && s[end - 1] == u'\\' && close.front() == u'$') { // \$ is a dollar
                ++end;
                continue;
            }
            break;
        }
        m_sink.breakPairs();
        scanFormula(s.sliced(i + open, end - i - open));
        m_sink.breakPairs();
        return end + close.size();
    }

    void scanFormula(QStringView f)
    {
        qsizetype i = 0;
        while (i < f.size()) {
            if (f[i] != u'\\') {
                ++i;
                continue;
            }
            qsizetype j = i + 1;
            while (j < f.size() && f[j].isLetter())
                ++j;
            const QStringView name = f.sliced(i + 1, j - i - 1);
            if (name.isEmpty()) {
                i = j + 1;
                continue;
            }
            if (isTextCommand(name) && j < f.size() && f[j] == u'{') {
                const qsizetype close = f.indexOf(u'}', j);
                const qsizetype stop = close < 0 ? f.size() : close;
                m_sink.breakPairs();
                scanProse(f.sliced(j + 1, stop - j - 1));
                m_sink.breakPairs();
                i = stop + 1;
                continue;
            }
            if (!layoutCommands().contains(name))
                m_sink.symbol(name);
            i = j;
        }
    }

    void scanProse(QStringView s)
    {
        qsizetype i = 0;
        while (i < s.size()) {
            if (!s[i].isLetterOrNumber()) {
                ++i;
                continue;
            }
            qsizetype j = i + 1;
            while (j < s.size() && s[j].isLetterOrNumber())
                ++j;
            emitWord(s.sliced(i, j - i));
            i = j;
        }
    }

    Sink &m_sink;
    bool m_stem;
    PairRule m_pairs;
    QVarLengthArray<char16_t, 64> m_buffer;
    QString m_folded;
};

// Feeds the scanner's words into hashes of words and adjacent word pairs; the pair "a b" is
// hashed as the string "a b", continuing from the hash of "a".
class HashSink final : public Scanner::Sink
{
public:
    explicit HashSink(bool wantSurfaces) : m_wantSurfaces(wantSurfaces) {}

    void word(const Stem &stem, QStringView surface, bool alone) override
    {
        quint32 h = 0;
        if (m_hasPrevious && !alone) {
            const auto [word, pair] = stem.hashes(kFnvOffset, fnv(m_previous, u" "));
            h = word;
            add(h, surface, {});
            add(pair, m_previousSurface, surface);
            if (m_wantSurfaces)
                extendStretch(pair, surface);
        } else {
            h = stem.hash();
            add(h, surface, {});
            closeStretch();
        }
        m_hasPrevious = true;
        m_previous = h;
        if (m_wantSurfaces)
            m_previousSurface = surface.toString();
    }

    void symbol(QStringView name) override
    {
        const quint32 h = fnv(fnv(kFnvOffset, u"\\"), name);
        hashes.push_back(h);
        if (m_wantSurfaces && !surfaces.contains(h))
            surfaces.insert(h, QLatin1Char('\\') + name);
    }
    void breakPairs() override
    {
        m_hasPrevious = false;
        closeStretch();
    }
    void reachedMark() override { marked = hashes.size(); }

    // hashes[from, to) copies more times: the same terms, counted more.
    void repeat(std::size_t from, std::size_t to, int copies)
    {
        for (int copy = 0; copy < copies; ++copy) {
            for (std::size_t i = from; i < to; ++i) {
                const quint32 h = hashes[i];
                hashes.push_back(h);
            }
        }
    }

    std::vector<quint32> hashes;
    std::size_t marked = 0; // hashes.size() at the last reachedMark()
    QHash<quint32, QString> surfaces;
    std::vector<PairStretch> stretches; // see TermSurfaces

private:
    void extendStretch(quint32 pair, QStringView surface)
    {
        if (m_stretch.words.isEmpty())
            m_stretch.words.append(m_previousSurface);
        m_stretch.pairs.push_back(pair);
        m_stretch.words.append(surface.toString());
    }
    void closeStretch() // on the extraction's hot path: a test when no surfaces are wanted
    {
        if (m_stretch.pairs.empty())
            return;
        if (m_stretch.pairs.size() >= 2)
            stretches.push_back(std::move(m_stretch));
        m_stretch = {};
    }

    // A word's surface, or a pair's (first + ' ' + second).
    void add(quint32 h, QStringView first, QStringView second)
    {
        hashes.push_back(h);
        if (m_wantSurfaces && !surfaces.contains(h))
            surfaces.insert(h, second.isNull() ? first.toString() : first + QLatin1Char(' ') + second);
    }

    bool m_wantSurfaces;
    bool m_hasPrevious = false;
    quint32 m_previous = 0;
    QString m_previousSurface;
    PairStretch m_stretch; // the pairs in a row so far
};

// Where a text's first sentence ends: after the first '.', '?' or '!' that a space follows;
// the whole text when none does.
qsizetype firstSentenceEnd(QStringView s)
{
    for (qsizetype i = 0; i + 1 < s.size(); ++i) {
        const QChar c = s[i];
        if ((c == u'.' || c == u'?' || c == u'!') && s[i + 1].isSpace())
            return i + 1;
    }
    return s.size();
}

void scanPaper(const PaperText &text, HashSink &sink, bool stem, TermCopies copies, PairRule pairs)
{
    Scanner scanner(sink, stem, pairs);
    scanner.scan(text.title, false);
    sink.repeat(0, sink.hashes.size(), copies.title - 1);
    const std::size_t abstractStart = sink.hashes.size();
    if (copies.firstSentence > 1) {
        scanner.scan(text.abstract, false, firstSentenceEnd(text.abstract));
        sink.repeat(abstractStart, sink.marked, copies.firstSentence - 1);
    } else {
        scanner.scan(text.abstract, false);
    }
    scanner.scan(text.note, true);
}

void putVarint(char *&out, quint32 v)
{
    while (v >= 0x80) {
        *out++ = char((v & 0x7f) | 0x80);
        v >>= 7;
    }
    *out++ = char(v);
}

} // namespace

QString stemWord(const QString &w)
{
    const Stem stem = stemOf(w);
    return stem.kept + stem.suffix;
}

std::vector<TermCount> extractTerms(const PaperText &text, bool stem, TermCopies copies, PairRule pairs)
{
    HashSink sink(false);
    sink.hashes.reserve(std::size_t(text.title.size() * std::max(1, copies.title) + text.abstract.size()
                                    + text.note.size()) / 4);
    scanPaper(text, sink, stem, copies, pairs);
    std::sort(sink.hashes.begin(), sink.hashes.end());
    std::vector<TermCount> terms;
    terms.reserve(sink.hashes.size());
    for (quint32 h : sink.hashes) {
        if (!terms.empty() && terms.back().hash == h)
            ++terms.back().count;
        else
            terms.push_back({h, 1});
    }
    return terms;
}

TermSurfaces termSurfaces(const PaperText &text)
{
    HashSink sink(true);
    scanPaper(text, sink, true, {1, 1}, PairRule::Adjacent);
    sink.breakPairs();
    return {std::move(sink.surfaces), std::move(sink.stretches)};
}

QByteArray encodeTerms(const std::vector<TermCount> &terms)
{
    QByteArray out(qsizetype(terms.size()) * 10 + 5, Qt::Uninitialized); // 5 bytes a varint at most
    char *at = out.data();
    putVarint(at, quint32(terms.size()));
    quint32 previous = 0;
    for (const TermCount &t : terms) {
        putVarint(at, t.hash - previous);
        previous = t.hash;
    }
    for (const TermCount &t : terms)
        putVarint(at, t.count);
    out.truncate(at - out.constData());
    return out;
}

namespace {

// Reads encoded terms, calling onTerm(i, hash) for each hash ascending, then onCount(i, count);
// false for bytes that are not terms (damaged, truncated, or hashes that do not ascend).
template<typename OnTerm, typename OnCount>
bool decodeEach(QByteArrayView bytes, quint32 expected, OnTerm &&onTerm, OnCount &&onCount)
{
    // Through a pointer, unrolled, without a bounds check per byte where five bytes are left:
    // every stored paper is decoded when a library opens, and every handed-over one after an
    // import (a hash delta is 3–4 bytes, a count mostly 1).
    const auto *p = reinterpret_cast<const quint8 *>(bytes.data());
    const quint8 *const end = p + bytes.size();
    const auto next = [&p, end](quint32 &v) {
        if (end - p >= 5) {
            quint32 b = *p++;
            v = b & 0x7f;
            for (int shift = 7; shift < 35; shift += 7) {
                if (b < 0x80)
                    return true;
                b = *p++;
                v |= (b & 0x7f) << shift;
            }
            return b < 0x80;
        }
        v = 0;
        for (int shift = 0; shift < 35 && p < end; shift += 7) {
            const quint8 b = *p++;
            v |= quint32(b & 0x7f) << shift;
            if (!(b & 0x80))
                return true;
        }
        return false;
    };
    quint32 n = 0;
    if (!next(n) || n != expected)
        return false;
    quint32 previous = 0;
    for (quint32 i = 0; i < n; ++i) {
        quint32 delta = 0;
        if (!next(delta) || (i > 0 && delta == 0) || previous + delta < previous)
            return false;
        previous += delta;
        onTerm(i, previous);
    }
    for (quint32 i = 0; i < n; ++i) {
        quint32 count = 0;
        if (!next(count))
            return false;
        onCount(i, count);
    }
    return true;
}

} // namespace

quint32 encodedTermCount(QByteArrayView bytes)
{
    quint32 n = 0;
    for (qsizetype i = 0, shift = 0; i < bytes.size() && shift < 35; ++i, shift += 7) {
        const auto b = quint8(bytes[i]);
        n |= quint32(b & 0x7f) << shift;
        if (!(b & 0x80))
            return n <= quint32(bytes.size()) ? n : 0; // each term takes two bytes at least
    }
    return 0;
}

bool decodeTerms(QByteArrayView bytes, std::span<quint32> hashes, std::span<quint8> counts)
{
    Q_ASSERT(hashes.size() == counts.size());
    return decodeEach(
        bytes, quint32(hashes.size()), [&](quint32 i, quint32 hash) { hashes[i] = hash; },
        [&](quint32 i, quint32 count) { counts[i] = quint8(std::min<quint32>(count, 255)); });
}

std::vector<TermCount> decodeTerms(QByteArrayView bytes)
{
    std::vector<TermCount> terms(encodedTermCount(bytes));
    const bool ok = decodeEach(
        bytes, quint32(terms.size()), [&](quint32 i, quint32 hash) { terms[i].hash = hash; },
        [&](quint32 i, quint32 count) { terms[i].count = count; });
    return ok ? terms : std::vector<TermCount>{};
}

} // namespace lectern::text
