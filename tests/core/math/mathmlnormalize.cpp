// SPDX-License-Identifier: GPL-3.0-or-later
#include "mathmlnormalize.h"

#include <QList>
#include <QXmlStreamReader>

using namespace Qt::StringLiterals;

namespace lectern::math::test {

namespace {

struct XNode
{
    QString tag;
    QString variant;
    QString text;
    QList<XNode> children;
};

bool isRowLike(const QString &tag)
{
    return tag == u"mrow" || tag == u"math" || tag == u"semantics" || tag == u"mstyle"
        || tag == u"mpadded" || tag == u"mphantom";
}

// Characters that carry no structure: spaces, invisible operators.
QString stripInvisible(QString s)
{
    for (const QChar c : {QChar(0x00A0), QChar(0x2009), QChar(0x200A), QChar(0x2063), QChar(0x2061),
                          QChar(0x200B), QChar(0x2006), QChar(0x2005), QChar(0x2004)})
        s.replace(c, u' ');
    return s.simplified();
}

std::optional<XNode> read(QXmlStreamReader &xml)
{
    XNode n;
    n.tag = xml.name().toString();
    n.variant = xml.attributes().value(u"mathvariant"_s).toString();
    while (!xml.atEnd()) {
        const auto t = xml.readNext();
        if (t == QXmlStreamReader::StartElement) {
            if (auto child = read(xml))
                n.children.append(*child);
        } else if (t == QXmlStreamReader::Characters) {
            n.text += xml.text();
        } else if (t == QXmlStreamReader::EndElement) {
            break;
        }
    }
    if (n.tag == u"annotation" || n.tag == u"mspace")
        return std::nullopt;
    if (n.tag == u"mtext" || n.tag == u"mo" || n.tag == u"mi" || n.tag == u"mn") {
        n.text = n.tag == u"mtext" ? stripInvisible(n.text) : stripInvisible(n.text).remove(u' ');
        if (n.text.isEmpty() && n.children.isEmpty())
            return std::nullopt; // spacing written as text or an empty operator
    }
    if (n.tag == u"mtext")
        n.text.remove(u' '); // engines split text runs at different spaces
    // Flatten rows: nested rows splice into their parent, one-child rows vanish, and adjacent
    // text runs of one style merge.
    if (isRowLike(n.tag) || n.tag == u"mtd") { // a table cell is a row too, but keeps its tag
        QList<XNode> flat;
        for (XNode &c : n.children) {
            for (XNode &item : c.tag == u"mrow" ? c.children : QList<XNode>{c}) {
                if (item.tag == u"mtext" && !flat.isEmpty() && flat.back().tag == u"mtext"
                    && flat.back().variant == item.variant)
                    flat.back().text += item.text;
                else
                    flat.append(item);
            }
        }
        n.children = flat;
        if (n.tag == u"mtd")
            return n;
        n.tag = u"mrow"_s;
        if (n.children.size() == 1)
            return n.children.front();
    }
    if (n.tag == u"mi") {
        const bool single = n.text.toUcs4().size() == 1;
        if (n.variant == u"italic" || (!single && n.variant == u"normal"))
            n.variant.clear();
    } else if (n.tag != u"mtext" || n.variant == u"normal") {
        n.variant.clear();
    }
    return n;
}

QString serialize(const XNode &n)
{
    QString out = n.tag;
    if (!n.variant.isEmpty())
        out += u'[' + n.variant + u']';
    if (!n.children.isEmpty()) {
        out += u'(';
        for (qsizetype i = 0; i < n.children.size(); ++i)
            out += (i ? u","_s : QString()) + serialize(n.children[i]);
        out += u')';
    } else if (!n.text.isEmpty()) {
        out += u':' + n.text;
    }
    return out;
}

} // namespace

QString normalizeMathML(const QString &mathml)
{
    QXmlStreamReader xml(mathml);
    while (!xml.atEnd() && xml.readNext() != QXmlStreamReader::StartElement) {
    }
    if (xml.atEnd())
        return {};
    const auto root = read(xml);
    if (xml.hasError() || !root)
        return {};
    return serialize(*root);
}

} // namespace lectern::math::test
