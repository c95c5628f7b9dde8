// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/math/mathsymbols.h"

#include <QHash>
#include <QSet>

namespace lectern::math {

namespace {

using C = AtomClass;

struct SymbolEntry
{
    const char *name;
    char32_t cp;
    AtomClass cls;
    bool upright;
};

// Symbols as ML abstracts use them (amsmath/amssymb subset). Code points follow Unicode's
// math mapping, which is also what Latin Modern Math and KaTeX use.
constexpr SymbolEntry kSymbols[] = {
    // Greek: lower case italic, upper case upright (TeX's defaults).
    {"alpha", 0x3B1, C::Ord, false}, {"beta", 0x3B2, C::Ord, false}, {"gamma", 0x3B3, C::Ord, false},
    {"delta", 0x3B4, C::Ord, false}, {"epsilon", 0x3F5, C::Ord, false}, {"varepsilon", 0x3B5, C::Ord, false},
    {"zeta", 0x3B6, C::Ord, false}, {"eta", 0x3B7, C::Ord, false}, {"theta", 0x3B8, C::Ord, false},
    {"vartheta", 0x3D1, C::Ord, false}, {"iota", 0x3B9, C::Ord, false}, {"kappa", 0x3BA, C::Ord, false},
    {"varkappa", 0x3F0, C::Ord, false}, {"lambda", 0x3BB, C::Ord, false}, {"mu", 0x3BC, C::Ord, false},
    {"nu", 0x3BD, C::Ord, false}, {"xi", 0x3BE, C::Ord, false}, {"omicron", 0x3BF, C::Ord, false},
    {"pi", 0x3C0, C::Ord, false}, {"varpi", 0x3D6, C::Ord, false}, {"rho", 0x3C1, C::Ord, false},
    {"varrho", 0x3F1, C::Ord, false}, {"sigma", 0x3C3, C::Ord, false}, {"varsigma", 0x3C2, C::Ord, false},
    {"tau", 0x3C4, C::Ord, false}, {"upsilon", 0x3C5, C::Ord, false}, {"phi", 0x3D5, C::Ord, false},
    {"varphi", 0x3C6, C::Ord, false}, {"chi", 0x3C7, C::Ord, false}, {"psi", 0x3C8, C::Ord, false},
    {"omega", 0x3C9, C::Ord, false}, {"digamma", 0x3DD, C::Ord, false},
    {"Gamma", 0x393, C::Ord, true}, {"Delta", 0x394, C::Ord, true}, {"Theta", 0x398, C::Ord, true},
    {"Lambda", 0x39B, C::Ord, true}, {"Xi", 0x39E, C::Ord, true}, {"Pi", 0x3A0, C::Ord, true},
    {"Sigma", 0x3A3, C::Ord, true}, {"Upsilon", 0x3A5, C::Ord, true}, {"Phi", 0x3A6, C::Ord, true},
    {"Psi", 0x3A8, C::Ord, true}, {"Omega", 0x3A9, C::Ord, true},
    {"varGamma", 0x393, C::Ord, false}, {"varDelta", 0x394, C::Ord, false}, {"varTheta", 0x398, C::Ord, false},
    {"varLambda", 0x39B, C::Ord, false}, {"varPi", 0x3A0, C::Ord, false}, {"varSigma", 0x3A3, C::Ord, false},
    {"varPhi", 0x3A6, C::Ord, false}, {"varPsi", 0x3A8, C::Ord, false}, {"varOmega", 0x3A9, C::Ord, false},
    // Ordinary symbols.
    {"infty", 0x221E, C::Ord, true}, {"partial", 0x2202, C::Ord, true}, {"nabla", 0x2207, C::Ord, true},
    {"forall", 0x2200, C::Ord, true}, {"exists", 0x2203, C::Ord, true}, {"nexists", 0x2204, C::Ord, true},
    {"emptyset", 0x2205, C::Ord, true}, {"varnothing", 0x2205, C::Ord, true}, {"ell", 0x2113, C::Ord, true},
    {"hbar", 0x210F, C::Ord, true}, {"hslash", 0x210F, C::Ord, true}, {"top", 0x22A4, C::Ord, true},
    {"bot", 0x22A5, C::Ord, true}, {"prime", 0x2032, C::Ord, true}, {"angle", 0x2220, C::Ord, true},
    {"triangle", 0x25B3, C::Ord, true}, {"neg", 0xAC, C::Ord, true}, {"lnot", 0xAC, C::Ord, true},
    {"Re", 0x211C, C::Ord, true}, {"Im", 0x2111, C::Ord, true}, {"aleph", 0x2135, C::Ord, true},
    {"wp", 0x2118, C::Ord, true}, {"imath", 0x131, C::Ord, false}, {"jmath", 0x237, C::Ord, false},
    {"surd", 0x221A, C::Ord, true}, {"checkmark", 0x2713, C::Ord, true}, {"Box", 0x25A1, C::Ord, true},
    {"square", 0x25A1, C::Ord, true}, {"blacksquare", 0x25A0, C::Ord, true}, {"lozenge", 0x25CA, C::Ord, true},
    {"complement", 0x2201, C::Ord, true}, {"mho", 0x2127, C::Ord, true}, {"natural", 0x266E, C::Ord, true},
    {"flat", 0x266D, C::Ord, true}, {"sharp", 0x266F, C::Ord, true}, {"clubsuit", 0x2663, C::Ord, true},
    {"diamondsuit", 0x2662, C::Ord, true}, {"heartsuit", 0x2661, C::Ord, true}, {"spadesuit", 0x2660, C::Ord, true},
    {"backslash", 0x5C, C::Ord, true}, {"vert", 0x2223, C::Ord, true}, {"Vert", 0x2225, C::Ord, true},
    {"|", 0x2225, C::Ord, true}, {"#", 0x23, C::Ord, true}, {"&", 0x26, C::Ord, true},
    {"%", 0x25, C::Ord, true}, {"$", 0x24, C::Ord, true}, {"_", 0x5F, C::Ord, true},
    {"degree", 0xB0, C::Ord, true}, {"bigstar", 0x2605, C::Ord, true}, {"vdots", 0x22EE, C::Ord, true},
    {"ldots", 0x2026, C::Inner, true}, {"dots", 0x2026, C::Inner, true}, {"cdots", 0x22EF, C::Inner, true},
    {"ddots", 0x22F1, C::Inner, true}, {"dotsc", 0x2026, C::Inner, true}, {"dotsb", 0x22EF, C::Inner, true},
    {"colon", 0x3A, C::Punct, true},
    // Binary operators.
    {"pm", 0xB1, C::Bin, true}, {"mp", 0x2213, C::Bin, true}, {"times", 0xD7, C::Bin, true},
    {"div", 0xF7, C::Bin, true}, {"cdot", 0x22C5, C::Bin, true}, {"circ", 0x2218, C::Bin, true},
    {"bullet", 0x2219, C::Bin, true}, {"ast", 0x2217, C::Bin, true}, {"star", 0x22C6, C::Bin, true},
    {"otimes", 0x2297, C::Bin, true}, {"oplus", 0x2295, C::Bin, true}, {"ominus", 0x2296, C::Bin, true},
    {"odot", 0x2299, C::Bin, true}, {"oslash", 0x2298, C::Bin, true}, {"cup", 0x222A, C::Bin, true},
    {"cap", 0x2229, C::Bin, true}, {"sqcup", 0x2294, C::Bin, true}, {"sqcap", 0x2293, C::Bin, true},
    {"uplus", 0x228E, C::Bin, true}, {"setminus", 0x2216, C::Bin, true}, {"smallsetminus", 0x2216, C::Bin, true},
    {"wedge", 0x2227, C::Bin, true}, {"land", 0x2227, C::Bin, true}, {"vee", 0x2228, C::Bin, true},
    {"lor", 0x2228, C::Bin, true}, {"diamond", 0x22C4, C::Bin, true}, {"bigcirc", 0x25EF, C::Bin, true},
    {"triangleleft", 0x25C3, C::Bin, true}, {"triangleright", 0x25B9, C::Bin, true}, {"dagger", 0x2020, C::Bin, true},
    {"ddagger", 0x2021, C::Bin, true}, {"amalg", 0x2A3F, C::Bin, true}, {"wr", 0x2240, C::Bin, true},
    {"intercal", 0x22BA, C::Bin, true}, {"boxplus", 0x229E, C::Bin, true}, {"boxtimes", 0x22A0, C::Bin, true},
    {"ltimes", 0x22C9, C::Bin, true}, {"rtimes", 0x22CA, C::Bin, true}, {"cdotp", 0x22C5, C::Punct, true},
    // Relations and arrows.
    {"le", 0x2264, C::Rel, true}, {"leq", 0x2264, C::Rel, true}, {"ge", 0x2265, C::Rel, true},
    {"geq", 0x2265, C::Rel, true}, {"leqslant", 0x2A7D, C::Rel, true}, {"geqslant", 0x2A7E, C::Rel, true},
    {"ll", 0x226A, C::Rel, true}, {"gg", 0x226B, C::Rel, true}, {"lll", 0x22D8, C::Rel, true},
    {"ggg", 0x22D9, C::Rel, true}, {"lesssim", 0x2272, C::Rel, true}, {"gtrsim", 0x2273, C::Rel, true},
    {"approx", 0x2248, C::Rel, true}, {"approxeq", 0x224A, C::Rel, true}, {"sim", 0x223C, C::Rel, true},
    {"simeq", 0x2243, C::Rel, true}, {"cong", 0x2245, C::Rel, true}, {"asymp", 0x224D, C::Rel, true},
    {"propto", 0x221D, C::Rel, true}, {"equiv", 0x2261, C::Rel, true}, {"neq", 0x2260, C::Rel, true},
    {"ne", 0x2260, C::Rel, true}, {"in", 0x2208, C::Rel, true}, {"notin", 0x2209, C::Rel, true},
    {"ni", 0x220B, C::Rel, true}, {"owns", 0x220B, C::Rel, true}, {"subset", 0x2282, C::Rel, true},
    {"supset", 0x2283, C::Rel, true}, {"subseteq", 0x2286, C::Rel, true}, {"supseteq", 0x2287, C::Rel, true},
    {"subsetneq", 0x228A, C::Rel, true}, {"supsetneq", 0x228B, C::Rel, true}, {"sqsubset", 0x228F, C::Rel, true},
    {"sqsupset", 0x2290, C::Rel, true}, {"sqsubseteq", 0x2291, C::Rel, true}, {"sqsupseteq", 0x2292, C::Rel, true},
    {"nsubseteq", 0x2288, C::Rel, true}, {"to", 0x2192, C::Rel, true}, {"rightarrow", 0x2192, C::Rel, true},
    {"leftarrow", 0x2190, C::Rel, true}, {"gets", 0x2190, C::Rel, true}, {"mapsto", 0x21A6, C::Rel, true},
    {"leftrightarrow", 0x2194, C::Rel, true}, {"Rightarrow", 0x21D2, C::Rel, true}, {"Leftarrow", 0x21D0, C::Rel, true},
    {"Leftrightarrow", 0x21D4, C::Rel, true}, {"iff", 0x27FA, C::Rel, true}, {"implies", 0x27F9, C::Rel, true},
    {"impliedby", 0x27F8, C::Rel, true}, {"longrightarrow", 0x27F6, C::Rel, true}, {"longleftarrow", 0x27F5, C::Rel, true},
    {"longleftrightarrow", 0x27F7, C::Rel, true}, {"Longrightarrow", 0x27F9, C::Rel, true},
    {"Longleftarrow", 0x27F8, C::Rel, true}, {"Longleftrightarrow", 0x27FA, C::Rel, true},
    {"longmapsto", 0x27FC, C::Rel, true}, {"uparrow", 0x2191, C::Rel, true}, {"downarrow", 0x2193, C::Rel, true},
    {"updownarrow", 0x2195, C::Rel, true}, {"Uparrow", 0x21D1, C::Rel, true}, {"Downarrow", 0x21D3, C::Rel, true},
    {"nearrow", 0x2197, C::Rel, true}, {"searrow", 0x2198, C::Rel, true}, {"nwarrow", 0x2196, C::Rel, true},
    {"swarrow", 0x2199, C::Rel, true}, {"hookrightarrow", 0x21AA, C::Rel, true}, {"hookleftarrow", 0x21A9, C::Rel, true},
    {"rightharpoonup", 0x21C0, C::Rel, true}, {"leftharpoonup", 0x21BC, C::Rel, true},
    {"rightleftharpoons", 0x21CC, C::Rel, true}, {"rightrightarrows", 0x21C9, C::Rel, true},
    {"leftrightarrows", 0x21C6, C::Rel, true}, {"twoheadrightarrow", 0x21A0, C::Rel, true},
    {"rightsquigarrow", 0x21DD, C::Rel, true}, {"leadsto", 0x21DD, C::Rel, true},
    {"perp", 0x22A5, C::Rel, true}, {"parallel", 0x2225, C::Rel, true}, {"nparallel", 0x2226, C::Rel, true},
    {"mid", 0x2223, C::Rel, true}, {"nmid", 0x2224, C::Rel, true}, {"vdash", 0x22A2, C::Rel, true},
    {"dashv", 0x22A3, C::Rel, true}, {"models", 0x22A8, C::Rel, true}, {"vDash", 0x22A8, C::Rel, true},
    {"prec", 0x227A, C::Rel, true}, {"succ", 0x227B, C::Rel, true}, {"preceq", 0x2AAF, C::Rel, true},
    {"succeq", 0x2AB0, C::Rel, true}, {"preccurlyeq", 0x227C, C::Rel, true}, {"succcurlyeq", 0x227D, C::Rel, true},
    {"triangleq", 0x225C, C::Rel, true}, {"coloneqq", 0x2254, C::Rel, true}, {"eqqcolon", 0x2255, C::Rel, true},
    {"coloneq", 0x2254, C::Rel, true}, {"doteq", 0x2250, C::Rel, true}, {"nleq", 0x2270, C::Rel, true},
    {"ngeq", 0x2271, C::Rel, true}, {"nless", 0x226E, C::Rel, true}, {"ngtr", 0x226F, C::Rel, true},
    {"lneq", 0x2A87, C::Rel, true}, {"gneq", 0x2A88, C::Rel, true}, {"nsim", 0x2241, C::Rel, true},
    {"smile", 0x2323, C::Rel, true}, {"frown", 0x2322, C::Rel, true}, {"bowtie", 0x22C8, C::Rel, true},
    {"lessgtr", 0x2276, C::Rel, true}, {"trianglelefteq", 0x22B4, C::Rel, true},
    {"trianglerighteq", 0x22B5, C::Rel, true}, {"lhd", 0x22B2, C::Rel, true}, {"rhd", 0x22B3, C::Rel, true},
    {"eqsim", 0x2242, C::Rel, true}, {"lesseqgtr", 0x22DA, C::Rel, true}, {"circeq", 0x2257, C::Rel, true},
    {"Join", 0x2A1D, C::Rel, true}, {"leftleftarrows", 0x21C7, C::Rel, true},
    // Delimiters as ordinary atoms (outside \left ... \right).
    {"langle", 0x27E8, C::Open, true}, {"rangle", 0x27E9, C::Close, true}, {"lfloor", 0x230A, C::Open, true},
    {"rfloor", 0x230B, C::Close, true}, {"lceil", 0x2308, C::Open, true}, {"rceil", 0x2309, C::Close, true},
    {"lvert", 0x2223, C::Open, true}, {"rvert", 0x2223, C::Close, true}, {"lVert", 0x2225, C::Open, true},
    {"rVert", 0x2225, C::Close, true}, {"lbrace", 0x7B, C::Open, true}, {"rbrace", 0x7D, C::Close, true},
    {"{", 0x7B, C::Open, true}, {"}", 0x7D, C::Close, true}, {"lbrack", 0x5B, C::Open, true},
    {"rbrack", 0x5D, C::Close, true}, {"llbracket", 0x27E6, C::Open, true}, {"rrbracket", 0x27E7, C::Close, true},
};

struct AccentEntry
{
    const char *name;
    char32_t mathml;
    char32_t glyph;
    bool stretchy;
    bool under;
    bool rule;
};

constexpr AccentEntry kAccents[] = {
    {"hat", U'^', 0x302, false, false, false},       {"widehat", U'^', 0x302, true, false, false},
    {"tilde", U'~', 0x303, false, false, false},     {"widetilde", U'~', 0x303, true, false, false},
    {"bar", 0x2C9, 0x304, false, false, false},      {"overline", 0x203E, 0x305, true, false, true},
    {"underline", 0x203E, 0x332, true, true, true},  {"vec", 0x20D7, 0x20D7, false, false, false},
    {"dot", 0x2D9, 0x307, false, false, false},      {"ddot", 0xA8, 0x308, false, false, false},
    {"dddot", 0x20DB, 0x20DB, false, false, false},  {"check", 0x2C7, 0x30C, false, false, false},
    {"widecheck", 0x2C7, 0x30C, true, false, false}, {"breve", 0x2D8, 0x306, false, false, false},
    {"acute", 0xB4, 0x301, false, false, false},     {"grave", 0x60, 0x300, false, false, false},
    {"mathring", 0x2DA, 0x30A, false, false, false}, {"overrightarrow", 0x2192, 0x2192, true, false, false},
    {"overleftarrow", 0x2190, 0x2190, true, false, false},
    {"overleftrightarrow", 0x2194, 0x2194, true, false, false},
    {"overbrace", 0x23DE, 0x23DE, true, false, false}, {"underbrace", 0x23DF, 0x23DF, true, true, false},
};

struct OpNameEntry
{
    const char *name;
    bool limits;
};

constexpr OpNameEntry kOpNames[] = {
    {"arccos", false}, {"arcsin", false}, {"arctan", false}, {"arg", false}, {"cos", false},
    {"cosh", false}, {"cot", false}, {"coth", false}, {"csc", false}, {"deg", false},
    {"det", true}, {"dim", false}, {"exp", false}, {"gcd", true}, {"hom", false},
    {"inf", true}, {"ker", false}, {"lg", false}, {"lim", true}, {"liminf", true},
    {"limsup", true}, {"ln", false}, {"log", false}, {"max", true}, {"min", true},
    {"Pr", true}, {"sec", false}, {"sin", false}, {"sinh", false}, {"sup", true},
    {"tan", false}, {"tanh", false}, {"injlim", true}, {"projlim", true},
};

struct BigOpEntry
{
    const char *name;
    char32_t cp;
    bool limits;
};

constexpr BigOpEntry kBigOps[] = {
    {"sum", 0x2211, true},       {"prod", 0x220F, true},      {"coprod", 0x2210, true},
    {"int", 0x222B, false},      {"iint", 0x222C, false},     {"iiint", 0x222D, false},
    {"oint", 0x222E, false},     {"bigcup", 0x22C3, true},    {"bigcap", 0x22C2, true},
    {"bigoplus", 0x2A01, true},  {"bigotimes", 0x2A02, true}, {"bigodot", 0x2A00, true},
    {"biguplus", 0x2A04, true},  {"bigsqcup", 0x2A06, true},  {"bigvee", 0x22C1, true},
    {"bigwedge", 0x22C0, true},  {"intop", 0x222B, true},     {"smallint", 0x222B, false},
};

// Structural commands handled by the parser itself.
constexpr const char *kStructural[] = {
    "frac", "dfrac", "tfrac", "cfrac", "binom", "dbinom", "tbinom", "over", "atop", "choose",
    "sqrt", "left", "right", "middle", "big", "Big", "bigg", "Bigg", "bigl", "Bigl", "biggl",
    "Biggl", "bigr", "Bigr", "biggr", "Biggr", "bigm", "Bigm", "biggm", "Biggm", "mathcal",
    "mathbb", "mathbf", "mathrm", "mathit", "mathsf", "mathtt", "mathfrak", "boldsymbol", "bm",
    "mathds", "mathscr", "mathnormal", "pmb", "text", "textit", "textbf", "textrm", "texttt", "textsf",
    "textnormal", "mbox", "hbox", "operatorname", "textcolor", "color", "rm", "bf", "it", "cal", "sf",
    "tt", "mathop", "mathrel", "mathbin", "mathord", "mathopen", "mathclose", "mathpunct",
    "mathinner", "smash", "allowbreak", "limits", "nolimits", "displaystyle", "textstyle",
    "scriptstyle", "scriptscriptstyle", "quad", "qquad", "enspace", "thinspace", "medspace",
    "thickspace", "negthinspace", "hspace", "phantom", "hphantom", "vphantom", "overset",
    "underset", "stackrel", "not", "nonumber", "notag", "label", "tag", "displaylimits",
    "begin", "end", "hline", "substack", "xrightarrow", "xleftarrow", "xleftrightarrow", "xRightarrow",
    "xLeftarrow", "xLeftrightarrow", "xmapsto", "xhookrightarrow", "xtwoheadrightarrow", "dots",
};

template<typename Entry, typename Value, typename Make>
QHash<QString, Value> buildTable(const Entry *begin, const Entry *end, Make make)
{
    QHash<QString, Value> table;
    for (const Entry *e = begin; e != end; ++e)
        table.insert(QString::fromLatin1(e->name), make(*e));
    return table;
}

QString fromCodePoint(char32_t cp)
{
    return QString::fromUcs4(&cp, 1);
}

const QHash<QString, SymbolInfo> &symbolTable()
{
    static const auto table = buildTable<SymbolEntry, SymbolInfo>(
        std::begin(kSymbols), std::end(kSymbols),
        [](const SymbolEntry &e) { return SymbolInfo{fromCodePoint(e.cp), e.cls, e.upright}; });
    return table;
}

const QHash<char32_t, AtomClass> &charClassTable()
{
    static const auto table = [] {
        QHash<char32_t, AtomClass> t;
        for (const SymbolEntry &e : kSymbols) {
            if (e.cls != AtomClass::Ord && e.cls != AtomClass::Inner && !t.contains(e.cp))
                t.insert(e.cp, e.cls);
        }
        for (const BigOpEntry &e : kBigOps)
            t.insert(e.cp, AtomClass::Op);
        // Literal ASCII and common stray Unicode typed in math mode.
        for (char32_t c : std::initializer_list<char32_t>{U'+', U'-', U'*', 0x2212u, 0xB1u, 0xD7u, 0xB7u, 0x2217u})
            t.insert(c, AtomClass::Bin);
        for (char32_t c : std::initializer_list<char32_t>{U'=', U'<', U'>', U':', 0x2264u, 0x2265u, 0x2248u, 0x2260u})
            t.insert(c, AtomClass::Rel);
        for (char32_t c : std::initializer_list<char32_t>{U',', U';'})
            t.insert(c, AtomClass::Punct);
        for (char32_t c : std::initializer_list<char32_t>{U'(', U'[', 0x27E8u, 0x2308u, 0x230Au})
            t.insert(c, AtomClass::Open);
        for (char32_t c : std::initializer_list<char32_t>{U')', U']', U'!', U'?', 0x27E9u, 0x2309u, 0x230Bu})
            t.insert(c, AtomClass::Close);
        for (char32_t c : std::initializer_list<char32_t>{0x2223u, 0x2225u, U'{', U'}', U'|'})
            t.remove(c); // ambiguous: ordinary unless \left/\right or \lvert say otherwise
        return t;
    }();
    return table;
}

} // namespace

std::optional<SymbolInfo> symbolForCommand(const QString &name)
{
    const auto &table = symbolTable();
    const auto it = table.constFind(name);
    if (it == table.cend())
        return std::nullopt;
    return *it;
}

std::optional<AccentInfo> accentForCommand(const QString &name)
{
    static const auto table = buildTable<AccentEntry, AccentInfo>(
        std::begin(kAccents), std::end(kAccents), [](const AccentEntry &e) {
            return AccentInfo{fromCodePoint(e.mathml), e.glyph, e.stretchy, e.under, e.rule};
        });
    const auto it = table.constFind(name);
    if (it == table.cend())
        return std::nullopt;
    return *it;
}

std::optional<OpNameInfo> opNameForCommand(const QString &name)
{
    static const auto table = buildTable<OpNameEntry, OpNameInfo>(
        std::begin(kOpNames), std::end(kOpNames), [](const OpNameEntry &e) {
            return OpNameInfo{QString::fromLatin1(e.name), e.limits};
        });
    const auto it = table.constFind(name);
    if (it == table.cend())
        return std::nullopt;
    return *it;
}

std::optional<SymbolInfo> bigOpForCommand(const QString &name, bool *limitsByDefault)
{
    static const auto table = buildTable<BigOpEntry, std::pair<QString, bool>>(
        std::begin(kBigOps), std::end(kBigOps),
        [](const BigOpEntry &e) { return std::pair(fromCodePoint(e.cp), e.limits); });
    const auto it = table.constFind(name);
    if (it == table.cend())
        return std::nullopt;
    if (limitsByDefault)
        *limitsByDefault = it->second;
    return SymbolInfo{it->first, AtomClass::Op, true};
}

std::optional<QString> delimiterFor(const QString &token)
{
    static const QHash<QString, QString> table = [] {
        QHash<QString, QString> t;
        for (const char *plain : {"(", ")", "[", "]", "|", "/", ".", "<", ">"})
            t.insert(QString::fromLatin1(plain), QString::fromLatin1(plain));
        t.insert(QStringLiteral("<"), QStringLiteral("\u27E8"));
        t.insert(QStringLiteral(">"), QStringLiteral("\u27E9"));
        t.insert(QStringLiteral("\u27E8"), QStringLiteral("\u27E8"));
        t.insert(QStringLiteral("\u27E9"), QStringLiteral("\u27E9"));
        t.insert(QStringLiteral("\u2016"), QStringLiteral("\u2225"));
        for (const char *name : {"langle", "rangle", "lfloor", "rfloor", "lceil", "rceil", "lvert",
                                 "rvert", "lVert", "rVert", "lbrace", "rbrace", "{", "}", "|",
                                 "vert", "Vert", "lbrack", "rbrack", "backslash", "uparrow",
                                 "downarrow", "updownarrow", "Uparrow", "Downarrow", "llbracket",
                                 "rrbracket"}) {
            const auto sym = symbolForCommand(QString::fromLatin1(name));
            t.insert(u'\\' + QString::fromLatin1(name), sym->text);
        }
        t[QStringLiteral("|")] = QStringLiteral("|");
        return t;
    }();
    const auto it = table.constFind(token);
    if (it == table.cend())
        return std::nullopt;
    return *it;
}

AtomClass classForChar(char32_t c)
{
    return charClassTable().value(c, AtomClass::Ord);
}

bool isKnownCommand(const QString &name)
{
    static const QSet<QString> structural = [] {
        QSet<QString> s;
        for (const char *n : kStructural)
            s.insert(QString::fromLatin1(n));
        return s;
    }();
    bool unused = false;
    return structural.contains(name) || symbolTable().contains(name)
        || accentForCommand(name).has_value() || opNameForCommand(name).has_value()
        || bigOpForCommand(name, &unused).has_value();
}

} // namespace lectern::math
