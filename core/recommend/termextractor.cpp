// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/recommend/termextractor.h"

#include <QSet>

#include <algorithm>
#include <array>

namespace lectern::recommend {

namespace {

// English function words and the boilerplate verbs of abstracts that say nothing about a topic.
const QSet<QString> &stopWords()
{
    static const QSet<QString> words = [] {
        QSet<QString> s;
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
        for (const char *w : list)
            s.insert(QString::fromLatin1(w));
        return s;
    }();
    return words;
}

// Commands that shape a formula rather than name something in it.
const QSet<QString> &layoutCommands()
{
    static const QSet<QString> names = [] {
        QSet<QString> s;
        const char *list[] = {
            "frac", "dfrac", "tfrac", "mathrm", "mathbf", "mathit", "mathcal", "mathbb", "mathsf",
            "mathtt", "mathfrak", "mathscr", "boldsymbol", "bm", "left", "right", "big", "Big",
            "bigg", "Bigg", "bigl", "bigr", "operatorname", "hat", "bar", "tilde", "vec",
            "overline", "underline", "widehat", "widetilde", "dot", "ddot", "cdot", "ldots",
            "cdots", "dots", "quad", "qquad", "limits", "displaystyle", "textstyle", "mathop",
            "begin", "end", "label", "sqrt", "prime", "in", "to", "times", "le", "leq", "ge",
            "geq", "ne", "neq", "approx", "sim", "equiv", "mid", "lvert", "rvert", "lVert",
            "rVert", "langle", "rangle", "lfloor", "rfloor", "lceil", "rceil", "infty",
        };
        for (const char *w : list)
            s.insert(QString::fromLatin1(w));
        return s;
    }();
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

quint32 fnv(quint32 h, QStringView s)
{
    for (QChar c : s) {
        h = (h ^ (c.unicode() & 0xff)) * kFnvPrime;
        h = (h ^ (c.unicode() >> 8)) * kFnvPrime;
    }
    return h;
}

// Lowercases and folds accents and ligatures; returns empty when the result is not a word.
QString foldWord(QStringView raw)
{
    bool ascii = true;
    for (QChar c : raw)
        ascii = ascii && c.unicode() < 0x80;
    QString word;
    if (ascii) {
        word = raw.toString().toLower();
    } else {
        const QString decomposed = raw.toString().normalized(QString::NormalizationForm_KD);
        word.reserve(decomposed.size());
        for (QChar c : decomposed) {
            if (c.category() == QChar::Mark_NonSpacing)
                continue;
            if (c.isLetterOrNumber())
                word.append(c.toLower());
        }
    }
    if (word.size() < 2 || !word.front().isLetter())
        return {};
    return word;
}

bool endsWith(const QString &w, const char *suffix, qsizetype &len)
{
    len = qsizetype(qstrlen(suffix));
    return w.size() > len && w.endsWith(QLatin1StringView(suffix, len));
}

// Walks a text and reports words (with their stems) and the points where pairs must break.
class Scanner
{
public:
    struct Sink
    {
        virtual ~Sink() = default;
        virtual void word(const QString &stem, const QString &surface) = 0; // pairs with the last
        virtual void symbol(const QString &name) = 0;                       // a formula's symbol
        virtual void breakPairs() = 0;
    };

    Scanner(Sink &sink, bool stem) : m_sink(sink), m_stem(stem) {}

    void scan(QStringView s, bool markdown)
    {
        m_sink.breakPairs();
        const qsizetype n = s.size();
        qsizetype i = 0;
        while (i < n) {
            const QChar c = s[i];
            if (c.isLetterOrNumber()) {
                qsizetype j = i + 1;
                while (j < n && (s[j].isLetterOrNumber() || s[j].category() == QChar::Mark_NonSpacing))
                    ++j;
                if (j < n && s[j] == u':' && j + 2 < n && s[j + 1] == u'/' && s[j + 2] == u'/') {
                    i = skipUrl(s, i); // http://…, doi://…
                    continue;
                }
                emitWord(s.sliced(i, j - i));
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
                ++i;
            }
        }
        m_sink.breakPairs();
    }

private:
    void emitWord(QStringView raw)
    {
        const QString surface = foldWord(raw);
        if (surface.isEmpty() || stopWords().contains(surface))
            return;
        m_sink.word(m_stem ? stemWord(surface) : surface, surface);
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
            if (!layoutCommands().contains(name.toString()))
                m_sink.symbol(QLatin1Char('\\') + name.toString());
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
};

// Feeds the scanner's words into hashes of words and adjacent word pairs.
class HashSink final : public Scanner::Sink
{
public:
    explicit HashSink(bool wantSurfaces) : m_wantSurfaces(wantSurfaces) {}

    void word(const QString &stem, const QString &surface) override
    {
        const quint32 h = fnv(kFnvOffset, stem);
        add(h, surface);
        if (m_hasPrevious) {
            const quint32 pair = fnv(fnv(fnv(kFnvOffset, m_previousStem), u" "), stem);
            add(pair, m_wantSurfaces ? m_previousSurface + QLatin1Char(' ') + surface : QString());
        }
        m_hasPrevious = true;
        m_previousStem = stem;
        if (m_wantSurfaces)
            m_previousSurface = surface;
    }

    void symbol(const QString &name) override { add(fnv(kFnvOffset, name), name); }
    void breakPairs() override { m_hasPrevious = false; }

    std::vector<quint32> hashes;
    QHash<quint32, QString> surfaces;

private:
    void add(quint32 h, const QString &surface)
    {
        hashes.push_back(h);
        if (m_wantSurfaces && !surfaces.contains(h))
            surfaces.insert(h, surface);
    }

    bool m_wantSurfaces;
    bool m_hasPrevious = false;
    QString m_previousStem;
    QString m_previousSurface;
};

void scanPaper(const PaperText &text, HashSink &sink, bool stem)
{
    Scanner scanner(sink, stem);
    scanner.scan(text.title, false);
    scanner.scan(text.abstract, false);
    scanner.scan(text.note, true);
}

} // namespace

QString stemWord(const QString &w)
{
    if (w.size() <= 3)
        return w;
    struct Rule
    {
        const char *suffix;
        const char *replacement;
    };
    static constexpr std::array<Rule, 11> rules{{
        {"ational", "ate"}, {"ization", "ize"}, {"iveness", "ive"}, {"fulness", "ful"},
        {"ousness", "ous"}, {"ations", "ate"}, {"ation", "ate"}, {"ements", "ement"},
        {"ies", "y"}, {"sses", "ss"}, {"ings", ""},
    }};
    qsizetype len = 0;
    for (const Rule &r : rules) {
        if (endsWith(w, r.suffix, len) && w.size() - len >= 3)
            return w.first(w.size() - len) + QLatin1StringView(r.replacement);
    }
    if (endsWith(w, "ing", len) && w.size() > 6)
        return w.first(w.size() - 3);
    if (endsWith(w, "ed", len) && w.size() > 5)
        return w.first(w.size() - 2);
    if (w.endsWith(u's') && !w.endsWith(u"ss") && !w.endsWith(u"us") && !w.endsWith(u"is"))
        return w.first(w.size() - 1);
    return w;
}

std::vector<TermCount> extractTerms(const PaperText &text, bool stem)
{
    HashSink sink(false);
    scanPaper(text, sink, stem);
    std::sort(sink.hashes.begin(), sink.hashes.end());
    std::vector<TermCount> terms;
    for (quint32 h : sink.hashes) {
        if (!terms.empty() && terms.back().hash == h)
            ++terms.back().count;
        else
            terms.push_back({h, 1});
    }
    return terms;
}

QHash<quint32, QString> termSurfaces(const PaperText &text)
{
    HashSink sink(true);
    scanPaper(text, sink, true);
    return sink.surfaces;
}

} // namespace lectern::recommend
