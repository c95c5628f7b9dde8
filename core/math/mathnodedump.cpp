// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/math/mathnodedump.h"

#include "core/math/mathalphabet.h"
#include "core/math/mathnode.h"

using namespace Qt::StringLiterals;

namespace lectern::math {

namespace {

QString className(AtomClass c)
{
    switch (c) {
    case AtomClass::Ord: return u"ord"_s;
    case AtomClass::Op: return u"op"_s;
    case AtomClass::Bin: return u"bin"_s;
    case AtomClass::Rel: return u"rel"_s;
    case AtomClass::Open: return u"open"_s;
    case AtomClass::Close: return u"close"_s;
    case AtomClass::Punct: return u"punct"_s;
    case AtomClass::Inner: return u"inner"_s;
    }
    return {};
}

QString children(const MathNode &n, size_t from = 0)
{
    QStringList parts;
    for (size_t i = from; i < n.children.size(); ++i)
        parts.append(dumpTree(n.children[i]));
    return parts.join(u',');
}

QString withVariant(const QString &text, MathVariant v)
{
    const char *name = mathVariantName(v);
    return *name ? text + u'[' + QLatin1StringView(name) + u']' : text;
}

} // namespace

QString dumpTree(const MathNode &n)
{
    switch (n.kind) {
    case NodeKind::Row:
        return (n.isGroup ? u"{"_s : u"row("_s) + children(n) + (n.isGroup ? u"}"_s : u")"_s);
    case NodeKind::Symbol:
        if (n.cls == AtomClass::Ord)
            return withVariant(n.text, n.variant);
        return className(n.cls) + u':' + n.text;
    case NodeKind::Number:
        return withVariant(n.text, n.variant == MathVariant::Default ? MathVariant::Default : n.variant);
    case NodeKind::Text:
        return withVariant(u"text:\""_s + n.text + u'"', n.variant == MathVariant::Normal ? MathVariant::Default : n.variant);
    case NodeKind::OpName:
        return u"op:"_s + n.text + (n.limitsByDefault ? u"*"_s : QString());
    case NodeKind::BigOp:
        return u"bigop:"_s + n.text
             + (n.limits == LimitsMode::Limits ? u"+limits"_s : n.limits == LimitsMode::NoLimits ? u"-limits"_s : QString());
    case NodeKind::Fraction:
        return (n.hasRule ? u"frac("_s : u"binom("_s) + children(n) + u')';
    case NodeKind::Radical:
        return n.children.size() > 1 ? u"root("_s + children(n) + u')' : u"sqrt("_s + children(n) + u')';
    case NodeKind::Scripts: {
        const QString base = dumpTree(n.children[0]);
        if (n.hasSub && n.hasSup)
            return u"subsup("_s + base + u',' + dumpTree(n.children[1]) + u',' + dumpTree(n.children[2]) + u')';
        if (n.hasSub)
            return (n.limits == LimitsMode::Limits ? u"under("_s : u"sub("_s) + base + u',' + dumpTree(n.children[1]) + u')';
        return (n.limits == LimitsMode::Limits ? u"over("_s : u"sup("_s) + base + u',' + dumpTree(n.children[2]) + u')';
    }
    case NodeKind::Accent:
        return u"accent"_s + (n.stretchy ? u"*"_s : QString()) + u'(' + n.text + u',' + children(n) + u')';
    case NodeKind::Fenced: {
        QString out = u"fenced("_s + n.left;
        for (size_t i = 0; i < n.children.size(); ++i) {
            if (i > 0)
                out += u'|' + n.middles.value(qsizetype(i - 1)) + u'|';
            out += u',' + children(n.children[i]) + u',';
        }
        return out + n.right + u')';
    }
    case NodeKind::SizedDelim:
        return u"big"_s + QString::number(int(n.size)) + className(n.cls) + u':' + n.text;
    case NodeKind::Space:
        return u"space:"_s + QString::number(n.size, 'g', 3);
    case NodeKind::Style: {
        QString attrs;
        if (!n.color.isEmpty())
            attrs += u"color=" + n.color;
        if (n.styleChange != MathStyleChange::None)
            attrs += u"style=" + QString::number(int(n.styleChange));
        if (n.cls != AtomClass::Ord)
            attrs += className(n.cls);
        return u"style["_s + attrs + u"]("_s + children(n) + u')';
    }
    case NodeKind::Phantom:
        return (n.hidden ? u"phantom("_s : u"smash("_s) + children(n) + u')';
    case NodeKind::Table: {
        QStringList rows;
        for (const MathNode &r : n.children) {
            QStringList cells;
            for (const MathNode &cell : r.children)
                cells.append(children(cell));
            rows.append(cells.join(u'&'));
        }
        return u"table:"_s + n.text + u'(' + rows.join(u';') + u')';
    }
    case NodeKind::Error:
        return u"error:"_s + n.text;
    }
    return {};
}

} // namespace lectern::math
