// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/math/mathunicode.h"

#include "core/math/mathalphabet.h"
#include "core/math/mathnode.h"
#include "core/math/mathparser.h"

#include <QHash>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace lectern::math {

namespace {

const QHash<char32_t, char32_t> &superscripts()
{
    static const QHash<char32_t, char32_t> map = [] {
        QHash<char32_t, char32_t> m;
        const char32_t digits[] = {0x2070, 0xB9, 0xB2, 0xB3, 0x2074, 0x2075, 0x2076, 0x2077, 0x2078, 0x2079};
        for (char32_t d = 0; d < 10; ++d)
            m.insert(U'0' + d, digits[d]);
        const std::pair<char32_t, char32_t> pairs[] = {
            {U'+', 0x207A}, {0x2212, 0x207B}, {U'-', 0x207B}, {U'=', 0x207C}, {U'(', 0x207D},
            {U')', 0x207E}, {U'n', 0x207F}, {U'i', 0x2071}, {U'a', 0x1D43}, {U'b', 0x1D47},
            {U'c', 0x1D9C}, {U'd', 0x1D48}, {U'e', 0x1D49}, {U'f', 0x1DA0}, {U'g', 0x1D4D},
            {U'h', 0x2B0}, {U'j', 0x2B2}, {U'k', 0x1D4F}, {U'l', 0x2E1}, {U'm', 0x1D50},
            {U'o', 0x1D52}, {U'p', 0x1D56}, {U'r', 0x2B3}, {U's', 0x2E2}, {U't', 0x1D57},
            {U'u', 0x1D58}, {U'v', 0x1D5B}, {U'w', 0x2B7}, {U'x', 0x2E3}, {U'y', 0x2B8},
            {U'z', 0x1DBB}, {U'A', 0x1D2C}, {U'B', 0x1D2E}, {U'D', 0x1D30}, {U'E', 0x1D31},
            {U'G', 0x1D33}, {U'H', 0x1D34}, {U'I', 0x1D35}, {U'J', 0x1D36}, {U'K', 0x1D37},
            {U'L', 0x1D38}, {U'M', 0x1D39}, {U'N', 0x1D3A}, {U'O', 0x1D3C}, {U'P', 0x1D3E},
            {U'R', 0x1D3F}, {U'T', 0x1D40}, {U'U', 0x1D41}, {U'V', 0x2C7D}, {U'W', 0x1D42},
            {0x22A4, 0x1D40}, // A^\top reads as Aᵀ
            {0x3B1, 0x1D45}, {0x3B2, 0x1D5D}, {0x3B3, 0x1D5E}, {0x3B4, 0x1D5F}, {0x3B8, 0x1DBF},
            {0x3C6, 0x1D60}, {0x3C7, 0x1D61}, {0x3B5, 0x1D4B}, {0x2032, 0x2032}, {0x2217, U'*'},
            {U'*', U'*'}};
        for (const auto &[from, to] : pairs)
            m.insert(from, to);
        return m;
    }();
    return map;
}

const QHash<char32_t, char32_t> &subscripts()
{
    static const QHash<char32_t, char32_t> map = [] {
        QHash<char32_t, char32_t> m;
        for (char32_t d = 0; d < 10; ++d)
            m.insert(U'0' + d, 0x2080 + d);
        const std::pair<char32_t, char32_t> pairs[] = {
            {U'+', 0x208A}, {0x2212, 0x208B}, {U'-', 0x208B}, {U'=', 0x208C}, {U'(', 0x208D},
            {U')', 0x208E}, {U'a', 0x2090}, {U'e', 0x2091}, {U'h', 0x2095}, {U'i', 0x1D62},
            {U'j', 0x2C7C}, {U'k', 0x2096}, {U'l', 0x2097}, {U'm', 0x2098}, {U'n', 0x2099},
            {U'o', 0x2092}, {U'p', 0x209A}, {U'r', 0x1D63}, {U's', 0x209B}, {U't', 0x209C},
            {U'u', 0x1D64}, {U'v', 0x1D65}, {U'x', 0x2093}, {0x3B2, 0x1D66}, {0x3B3, 0x1D67},
            {0x3C1, 0x1D68}, {0x3C6, 0x1D69}, {0x3C7, 0x1D6A}};
        for (const auto &[from, to] : pairs)
            m.insert(from, to);
        return m;
    }();
    return map;
}

// s in the script alphabet, or a null string when some character has no script form.
QString mapScript(const QString &s, const QHash<char32_t, char32_t> &map)
{
    QString out;
    for (const uint c : s.toUcs4()) {
        const auto it = map.constFind(char32_t(c));
        if (it == map.cend())
            return {};
        const char32_t mapped = *it;
        out += QString::fromUcs4(&mapped, 1);
    }
    return out;
}

QString styled(const QString &text, MathVariant v)
{
    if (v == MathVariant::Default || v == MathVariant::Normal || v == MathVariant::Italic)
        return text; // plain letters already read as math in a list row
    QString out;
    for (const uint c : text.toUcs4()) {
        const char32_t s = styledChar(char32_t(c), v);
        out += QString::fromUcs4(&s, 1);
    }
    return out;
}

bool needsParens(const QString &s)
{
    if (s.isEmpty())
        return false;
    const QList<uint> cps = s.toUcs4();
    if (cps.size() == 1)
        return false;
    bool allDigits = true;
    for (const uint c : cps)
        allDigits = allDigits && ((c >= U'0' && c <= U'9') || c == U'.');
    if (allDigits)
        return false;
    const bool wrapped = (s.startsWith(u'(') && s.endsWith(u')')) || (s.startsWith(u'[') && s.endsWith(u']'));
    return !wrapped;
}

// \log and \max_x alike: a function name that needs a space before its argument.
bool isOpName(const MathNode &n)
{
    if (n.kind == NodeKind::Scripts)
        return isOpName(n.children[0]);
    if (n.kind == NodeKind::Symbol && n.text.size() > 1) // an unknown \command shown as its name
        return std::all_of(n.text.cbegin(), n.text.cend(), [](QChar c) { return c.isLetter(); });
    return n.kind == NodeKind::OpName;
}

bool isBigOp(const MathNode &n)
{
    return n.kind == NodeKind::BigOp || (n.kind == NodeKind::Scripts && n.children[0].kind == NodeKind::BigOp);
}

class Writer final
{
public:
    QString list(const std::vector<MathNode> &children, bool compact)
    {
        // TeX's binary-operator rule: a + or − without operands on both sides is unary (−x, {−1}).
        std::vector<AtomClass> classes;
        for (const MathNode &n : children)
            classes.push_back(n.kind == NodeKind::Space ? AtomClass::Ord : n.cls);
        for (size_t i = 0; i < classes.size(); ++i) {
            if (classes[i] != AtomClass::Bin)
                continue;
            const AtomClass prev = i == 0 ? AtomClass::Open : classes[i - 1];
            const AtomClass next = i + 1 == classes.size() ? AtomClass::Close : classes[i + 1];
            if (prev == AtomClass::Bin || prev == AtomClass::Op || prev == AtomClass::Rel || prev == AtomClass::Open
                || prev == AtomClass::Punct || next == AtomClass::Rel || next == AtomClass::Close
                || next == AtomClass::Punct)
                classes[i] = AtomClass::Ord;
        }
        QString out;
        for (size_t i = 0; i < children.size(); ++i) {
            const MathNode &n = children[i];
            const QString piece = node(n, compact || n.kind == NodeKind::Style);
            const bool spaced = !compact && (classes[i] == AtomClass::Rel || classes[i] == AtomClass::Bin)
                             && (n.kind == NodeKind::Symbol || n.kind == NodeKind::Scripts || n.kind == NodeKind::Style);
            if (spaced) {
                if (!out.isEmpty() && !out.endsWith(u' '))
                    out += u' ';
                out += piece + u' ';
                continue;
            }
            const bool opName = isOpName(n);
            if (opName && !out.isEmpty() && (out.back().isLetterOrNumber() || out.back() == u')'))
                out += u' ';
            out += piece;
            if (!compact && classes[i] == AtomClass::Punct && (n.text == u"," || n.text == u";" || n.text == u":"))
                out += u' ';
            // "log n", "∑ᵢ xᵢ": a function name or big operator followed by its argument needs a space.
            if ((opName || isBigOp(n)) && i + 1 < children.size()) {
                const MathNode &next = children[i + 1];
                const MathNode &nextBase = next.kind == NodeKind::Scripts ? next.children[0] : next;
                if ((nextBase.kind == NodeKind::Symbol && nextBase.cls == AtomClass::Ord)
                    || nextBase.kind == NodeKind::Number || isOpName(next) || isBigOp(next))
                    out += u' ';
            }
        }
        return compact ? out : out.trimmed();
    }

    QString node(const MathNode &n, bool compact)
    {
        switch (n.kind) {
        case NodeKind::Row:
            return list(n.children, compact);
        case NodeKind::Symbol:
            if (n.text == u"\u2223" && n.cls != AtomClass::Rel)
                return u"|"_s;
            return styled(n.text, n.variant);
        case NodeKind::Number:
            return styled(n.text, n.variant);
        case NodeKind::Text:
            return styled(n.text, n.variant == MathVariant::Normal ? MathVariant::Default : n.variant);
        case NodeKind::OpName:
        case NodeKind::BigOp:
            return n.text;
        case NodeKind::Fraction: {
            QString num = node(n.children[0], true);
            QString den = node(n.children[1], true);
            if (!n.hasRule)
                return u"C("_s + num + u", "_s + den + u')';
            if (needsParens(num))
                num = u'(' + num + u')';
            if (needsParens(den))
                den = u'(' + den + u')';
            return num + u'/' + den;
        }
        case NodeKind::Radical: {
            QString body = node(n.children[0], true);
            if (needsParens(body))
                body = u'(' + body + u')';
            if (n.children.size() > 1) {
                const QString index = node(n.children[1], true);
                if (index == u"3")
                    return u"\u221B"_s + body;
                if (index == u"4")
                    return u"\u221C"_s + body;
                const QString sup = mapScript(index, superscripts());
                return (sup.isEmpty() ? u"("_s + index + u")"_s : sup) + u"\u221A"_s + body;
            }
            return u"\u221A"_s + body;
        }
        case NodeKind::Scripts: {
            QString out = node(n.children[0], compact);
            if (n.hasSub)
                out += script(node(n.children[1], true), subscripts(), u'_');
            if (n.hasSup)
                out += script(node(n.children[2], true), superscripts(), u'^');
            return out;
        }
        case NodeKind::Accent: {
            const QString base = node(n.children[0], compact);
            const char32_t combining = n.glyph;
            if (QChar::category(combining) != QChar::Mark_NonSpacing)
                return base; // braces and arrows over long bases have no plain-text form
            if (base.isEmpty())
                return QString::fromUcs4(&combining, 1);
            // A combining mark after the (last) character, e.g. x̂ 𝒪̃.
            return base + QString::fromUcs4(&combining, 1);
        }
        case NodeKind::Fenced: {
            QString out = n.left == u"." ? QString() : (n.left == u"\u2223" ? u"|"_s : n.left);
            for (size_t i = 0; i < n.children.size(); ++i) {
                if (i > 0)
                    out += n.middles.value(qsizetype(i - 1)) == u"\u2223" ? u"|"_s : n.middles.value(qsizetype(i - 1));
                out += list(n.children[i].children, compact);
            }
            return out + (n.right == u"." ? QString() : (n.right == u"\u2223" ? u"|"_s : n.right));
        }
        case NodeKind::SizedDelim:
            return n.text == u"\u2223" ? u"|"_s : n.text;
        case NodeKind::Space:
            if (n.size >= 0.3)
                return u" "_s;
            return n.size > 0 ? u"\u2009"_s : QString();
        case NodeKind::Style:
            return node(n.children[0], compact);
        case NodeKind::Phantom:
            return n.hidden ? QString() : node(n.children[0], compact);
        case NodeKind::Table: {
            // Rows joined by "; ", cells by ", " (cases: by a space), inside the environment's fences.
            const bool cases = n.left == u"{" && n.right == u".";
            QStringList rows;
            for (const MathNode &r : n.children) {
                QStringList cells;
                for (const MathNode &cell : r.children)
                    cells.append(list(cell.children, compact));
                rows.append(cells.join(cases || n.columns == u"rl" ? u" "_s : u", "_s).trimmed());
            }
            const QString left = n.left == u"." ? QString() : n.left;
            const QString right = n.right == u"." ? QString() : n.right;
            return left + rows.join(u"; "_s) + right;
        }
        case NodeKind::Error:
            return n.text;
        }
        return {};
    }

private:
    static QString script(const QString &s, const QHash<char32_t, char32_t> &map, QChar marker)
    {
        if (s.isEmpty())
            return {};
        const QString mapped = mapScript(s, map);
        if (!mapped.isEmpty())
            return mapped;
        if (s.toUcs4().size() == 1)
            return marker + s;
        return marker + u'(' + s + u')';
    }
};

} // namespace

QString toUnicode(const MathNode &root)
{
    Writer w;
    return w.node(root, false);
}

QString toUnicode(const QString &tex)
{
    // Broken TeX has no plain-text form: its recovered tree reads "x^({2)" for "x^{2". The
    // source, as the window shows it in the error colour, is what the author wrote.
    const MathParseResult parsed = parseMath(tex);
    return parsed.hasErrors ? tex.simplified() : toUnicode(parsed.root);
}

} // namespace lectern::math
