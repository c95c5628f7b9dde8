// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/math/mathsplit.h"

using namespace Qt::StringLiterals;

namespace lectern::math {

namespace {

bool isSpace(QChar c)
{
    return c.isSpace();
}

// Closing position of a single-$ formula that opens at `open`, or -1.
qsizetype findInlineClose(const QString &text, qsizetype open)
{
    const qsizetype n = text.size();
    if (open + 1 >= n || isSpace(text[open + 1]) || text[open + 1] == u'$')
        return -1;
    for (qsizetype j = open + 1; j < n; ++j) {
        const QChar c = text[j];
        if (c == u'\\') {
            ++j; // an escaped character, \$ included, never closes
            continue;
        }
        if (c == u'\n' && j + 1 < n && text[j + 1] == u'\n')
            return -1; // a formula never spans paragraphs
        if (c != u'$')
            continue;
        // Like Pandoc, the first unescaped $ ends the formula; if it cannot close, nothing does.
        const bool spaceBefore = isSpace(text[j - 1]);
        const bool digitAfter = j + 1 < n && text[j + 1].isDigit();
        return (!spaceBefore && !digitAfter) ? j : -1;
    }
    return -1;
}

qsizetype findDelimited(const QString &text, qsizetype from, QStringView close)
{
    for (qsizetype j = from; j + close.size() <= text.size(); ++j) {
        if (QStringView(text).mid(j, close.size()) == close)
            return j;
        if (text[j] == u'\\' && close.front() != u'\\')
            ++j;
    }
    return -1;
}

} // namespace

QList<MathSegment> splitMath(const QString &text)
{
    QList<MathSegment> segments;
    QString pending;
    qsizetype pendingStart = 0;
    auto flushText = [&](qsizetype end) {
        if (end > pendingStart)
            segments.append({MathSegment::Text, pending, pendingStart, end - pendingStart});
        pending.clear();
    };
    auto addMath = [&](MathSegment::Kind kind, qsizetype start, qsizetype contentStart,
                       qsizetype contentEnd, qsizetype end) {
        flushText(start);
        segments.append({kind, text.mid(contentStart, contentEnd - contentStart), start, end - start});
        pendingStart = end;
    };

    const qsizetype n = text.size();
    qsizetype i = 0;
    while (i < n) {
        const QChar c = text[i];
        if (c != u'\\' && c != u'$') {
            // Plain text, most of an abstract, is copied a run at a time (a QChar append per
            // character cost ~90 instructions each: half of a BibTeX import's LaTeX decoding).
            qsizetype end = i + 1;
            while (end < n && text[end] != u'\\' && text[end] != u'$')
                ++end;
            pending += QStringView(text).sliced(i, end - i);
            i = end;
            continue;
        }
        if (c == u'\\' && i + 1 < n) {
            const QChar next = text[i + 1];
            if (next == u'$') {
                pending += u'$';
                i += 2;
                continue;
            }
            if (next == u'(' || next == u'[') {
                const QString close = next == u'(' ? u"\\)"_s : u"\\]"_s;
                const qsizetype j = findDelimited(text, i + 2, close);
                if (j >= 0) {
                    addMath(next == u'(' ? MathSegment::InlineMath : MathSegment::DisplayMath, i, i + 2, j, j + 2);
                    i = j + 2;
                    continue;
                }
            }
            pending += c;
            pending += next;
            i += 2;
            continue;
        }
        if (c == u'$') {
            if (i + 1 < n && text[i + 1] == u'$') {
                const qsizetype j = findDelimited(text, i + 2, u"$$");
                if (j > i + 2) {
                    addMath(MathSegment::DisplayMath, i, i + 2, j, j + 2);
                    i = j + 2;
                    continue;
                }
                pending += u"$$"_s;
                i += 2;
                continue;
            }
            const qsizetype j = findInlineClose(text, i);
            if (j > i + 1) {
                addMath(MathSegment::InlineMath, i, i + 1, j, j + 1);
                i = j + 1;
                continue;
            }
        }
        pending += c;
        ++i;
    }
    flushText(n);
    return segments;
}

} // namespace lectern::math
