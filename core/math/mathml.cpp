// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/math/mathml.h"

#include "core/math/mathalphabet.h"
#include "core/math/mathnode.h"
#include "core/math/mathparser.h"

#include <QHash>

using namespace Qt::StringLiterals;

namespace lectern::math {

namespace {

QString escaped(const QString &s)
{
    return s.toHtmlEscaped();
}

QString variantAttr(MathVariant v)
{
    const char *name = mathVariantName(v);
    if (!*name)
        return {};
    return u" mathvariant=\""_s + QLatin1StringView(name) + u'"';
}

bool isLetterText(const QString &t)
{
    const QList<uint> cps = t.toUcs4();
    return cps.size() == 1 && QChar::isLetter(cps.front());
}

// MathML's conventional characters for the vertical bars.
QString mathmlChar(const QString &t)
{
    if (t == u"|")
        return u"\u2223"_s;
    return t;
}

class Writer final
{
public:
    QString out;

    void node(const MathNode &n, bool display)
    {
        switch (n.kind) {
        case NodeKind::Row:
            row(n.children, display, n.isGroup);
            return;
        case NodeKind::Symbol:
            symbol(n);
            return;
        case NodeKind::Number:
            out += u"<mn"_s + (n.variant == MathVariant::Normal ? QString() : variantAttr(n.variant))
                 + u'>' + escaped(n.text) + u"</mn>"_s;
            return;
        case NodeKind::Text:
            out += u"<mtext"_s + (n.variant == MathVariant::Normal ? QString() : variantAttr(n.variant))
                 + u'>' + escaped(n.text) + u"</mtext>"_s;
            return;
        case NodeKind::OpName:
            out += u"<mrow><mi"_s + (n.text.size() == 1 ? variantAttr(MathVariant::Normal) : QString())
                 + u'>' + escaped(n.text) + u"</mi><mo>\u2061</mo></mrow>"_s;
            return;
        case NodeKind::BigOp:
            out += u"<mo>"_s + escaped(n.text) + u"</mo>"_s;
            return;
        case NodeKind::Fraction:
            fraction(n, display);
            return;
        case NodeKind::Radical:
            if (n.children.size() > 1) {
                out += u"<mroot>"_s;
                node(n.children[0], false);
                node(n.children[1], false);
                out += u"</mroot>"_s;
            } else {
                out += u"<msqrt>"_s;
                node(n.children[0], false);
                out += u"</msqrt>"_s;
            }
            return;
        case NodeKind::Scripts:
            scripts(n, display);
            return;
        case NodeKind::Accent: {
            const QString tag = n.under ? u"munder"_s : u"mover"_s;
            out += u'<' + tag + (n.under ? u" accentunder=\"true\">"_s : u" accent=\"true\">"_s);
            node(n.children[0], display);
            out += (n.stretchy ? u"<mo stretchy=\"true\">"_s : u"<mo>"_s) + escaped(n.text) + u"</mo></"_s
                 + tag + u'>';
            return;
        }
        case NodeKind::Fenced:
            out += u"<mrow>"_s;
            fence(n.left);
            for (size_t i = 0; i < n.children.size(); ++i) {
                if (i > 0)
                    fence(n.middles.value(qsizetype(i - 1)), true);
                row(n.children[i].children, display, false);
            }
            fence(n.right);
            out += u"</mrow>"_s;
            return;
        case NodeKind::SizedDelim: {
            static const char *const sizes[] = {"1.2em", "1.8em", "2.4em", "3em"};
            const QLatin1StringView size(sizes[qBound(1, int(n.size), 4) - 1]);
            out += u"<mo fence=\"false\" stretchy=\"true\" minsize=\""_s + size + u"\" maxsize=\""_s + size
                 + u"\">"_s + escaped(mathmlChar(n.text)) + u"</mo>"_s;
            return;
        }
        case NodeKind::Space:
            out += u"<mspace width=\""_s + QString::number(n.size, 'f', 4) + u"em\"/>"_s;
            return;
        case NodeKind::Style:
            style(n, display);
            return;
        case NodeKind::Phantom:
            if (n.hidden) {
                out += u"<mphantom>"_s;
                node(n.children[0], display);
                out += u"</mphantom>"_s;
            } else {
                out += u"<mpadded"_s + (n.smashTop ? u" height=\"0px\""_s : QString())
                     + (n.smashBottom ? u" depth=\"0px\""_s : QString()) + u'>';
                node(n.children[0], display);
                out += u"</mpadded>"_s;
            }
            return;
        case NodeKind::Table:
            table(n, display);
            return;
        case NodeKind::Error:
            out += u"<merror><mtext>"_s + escaped(n.text) + u"</mtext></merror>"_s;
            return;
        }
    }

private:
    void row(const std::vector<MathNode> &children, bool display, bool group)
    {
        Q_UNUSED(group); // a one-item {group} is that item in MathML
        if (children.size() == 1) {
            node(children.front(), display);
            return;
        }
        out += u"<mrow>"_s;
        for (const MathNode &c : children)
            node(c, display);
        out += u"</mrow>"_s;
    }

    void symbol(const MathNode &n)
    {
        const QString text = escaped(mathmlChar(n.text));
        if (n.cls == AtomClass::Ord && n.text != u"\u2032") { // a prime is an operator in MathML
            // Letters are identifiers (italic unless told); other ordinary symbols are upright identifiers.
            MathVariant v = n.variant;
            if (!isLetterText(n.text) && v == MathVariant::Default)
                v = MathVariant::Normal;
            if (n.text.size() > 1 && v == MathVariant::Normal && !isLetterText(n.text))
                out += u"<mi>"_s + text + u"</mi>"_s; // a multi-letter name is upright anyway
            else
                out += u"<mi"_s + variantAttr(v) + u'>' + text + u"</mi>"_s;
            return;
        }
        QString attrs;
        if (n.cls == AtomClass::Open || n.cls == AtomClass::Close)
            attrs = u" stretchy=\"false\""_s;
        else if (n.cls == AtomClass::Punct && n.text == u",")
            attrs = u" separator=\"true\""_s;
        out += u"<mo"_s + attrs + u'>' + text + u"</mo>"_s;
    }

    // KaTeX's convention: | becomes U+2223 except after \middle; we follow it.
    void fence(const QString &delim, bool middle = false)
    {
        if (delim.isEmpty() || delim == u".")
            return;
        out += u"<mo fence=\"true\">"_s + escaped(middle ? delim : mathmlChar(delim)) + u"</mo>"_s;
    }

    void table(const MathNode &n, bool display)
    {
        const bool fenced = !n.left.isEmpty();
        if (fenced)
            out += u"<mrow>"_s;
        fence(n.left);
        static const QHash<QChar, QString> names = {{u'l', u"left"_s}, {u'c', u"center"_s}, {u'r', u"right"_s}};
        qsizetype columns = 0;
        for (const MathNode &r : n.children)
            columns = qMax(columns, qsizetype(r.children.size()));
        QStringList align;
        for (qsizetype i = 0; i < columns && !n.columns.isEmpty(); ++i)
            align.append(names.value(n.columns[i % n.columns.size()], u"center"_s));
        out += u"<mtable columnalign=\""_s + align.join(u' ') + u"\">"_s;
        const bool cellDisplay = n.styleChange == MathStyleChange::Display ? true
                               : n.styleChange == MathStyleChange::None ? display : false;
        for (const MathNode &r : n.children) {
            out += u"<mtr>"_s;
            for (const MathNode &cell : r.children) {
                out += u"<mtd>"_s;
                row(cell.children, cellDisplay, false);
                out += u"</mtd>"_s;
            }
            out += u"</mtr>"_s;
        }
        out += u"</mtable>"_s;
        fence(n.right);
        if (fenced)
            out += u"</mrow>"_s;
    }

    void fraction(const MathNode &n, bool display)
    {
        const bool inner = n.styleChange == MathStyleChange::Display ? true
                         : n.styleChange == MathStyleChange::Text ? false : display;
        const bool styled = n.styleChange != MathStyleChange::None;
        if (styled)
            out += u"<mstyle displaystyle=\""_s + (inner ? u"true"_s : u"false"_s) + u"\" scriptlevel=\"0\">"_s;
        if (!n.left.isEmpty())
            out += u"<mrow>"_s;
        fence(n.left);
        out += n.hasRule ? u"<mfrac>"_s : u"<mfrac linethickness=\"0px\">"_s;
        node(n.children[0], false);
        node(n.children[1], false);
        out += u"</mfrac>"_s;
        fence(n.right);
        if (!n.left.isEmpty())
            out += u"</mrow>"_s;
        if (styled)
            out += u"</mstyle>"_s;
    }

    static bool usesLimits(const MathNode &scripts, bool display)
    {
        const MathNode &base = scripts.children[0];
        if (scripts.limits == LimitsMode::Limits || base.limits == LimitsMode::Limits)
            return true;
        if (base.kind != NodeKind::BigOp && base.kind != NodeKind::OpName
            && !(base.kind == NodeKind::Style && base.cls == AtomClass::Op))
            return false;
        if (base.limits != LimitsMode::Auto)
            return base.limits == LimitsMode::Limits;
        return display && base.limitsByDefault;
    }

    void scripts(const MathNode &n, bool display)
    {
        const bool limits = usesLimits(n, display);
        const QString tag = n.hasSub && n.hasSup ? (limits ? u"munderover"_s : u"msubsup"_s)
                          : n.hasSub           ? (limits ? u"munder"_s : u"msub"_s)
                                               : (limits ? u"mover"_s : u"msup"_s);
        out += u'<' + tag + u'>';
        node(n.children[0], display);
        if (n.hasSub)
            node(n.children[1], false);
        if (n.hasSup)
            node(n.children[2], false);
        out += u"</"_s + tag + u'>';
    }

    void style(const MathNode &n, bool display)
    {
        QString attrs;
        bool inner = display;
        if (!n.color.isEmpty())
            attrs += u" mathcolor=\""_s + escaped(n.color) + u'"';
        switch (n.styleChange) {
        case MathStyleChange::None: break;
        case MathStyleChange::Display: attrs += u" displaystyle=\"true\" scriptlevel=\"0\""_s; inner = true; break;
        case MathStyleChange::Text: attrs += u" displaystyle=\"false\" scriptlevel=\"0\""_s; inner = false; break;
        case MathStyleChange::Script: attrs += u" displaystyle=\"false\" scriptlevel=\"1\""_s; inner = false; break;
        case MathStyleChange::ScriptScript: attrs += u" displaystyle=\"false\" scriptlevel=\"2\""_s; inner = false; break;
        }
        if (attrs.isEmpty()) {
            node(n.children[0], inner);
            return;
        }
        out += u"<mstyle"_s + attrs + u'>';
        node(n.children[0], inner);
        out += u"</mstyle>"_s;
    }
};

} // namespace

QString toMathML(const MathNode &root, const QString &tex, bool display)
{
    Writer w;
    w.out = u"<math xmlns=\"http://www.w3.org/1998/Math/MathML\""_s
          + (display ? u" display=\"block\""_s : QString()) + u"><semantics>"_s;
    w.out += u"<mrow>"_s;
    for (const MathNode &c : root.children)
        w.node(c, display);
    w.out += u"</mrow>"_s;
    w.out += u"<annotation encoding=\"application/x-tex\">"_s + escaped(tex) + u"</annotation></semantics></math>"_s;
    return w.out;
}

QString toMathML(const QString &tex, bool display)
{
    const MathParseResult parsed = parseMath(tex);
    return toMathML(parsed.root, tex, display);
}

} // namespace lectern::math
