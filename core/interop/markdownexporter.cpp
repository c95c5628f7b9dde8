// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/interop/exporters.h"

#include "core/math/mathsplit.h"
#include "core/text/inlinemarkup.h"

#include <QRegularExpression>

namespace lectern::interop {

namespace {

// Title text is plain, not Markdown: escape what Markdown would read as markup, keep math.
QString escapeInline(const QString &text)
{
    QString out;
    for (const math::MathSegment &seg : math::splitMath(text)) {
        const QStringView source = QStringView(text).mid(seg.start, seg.length);
        if (seg.kind != math::MathSegment::Text) {
            out += source;
            continue;
        }
        for (QChar c : source) {
            if (QStringView(u"\\`*_[]<>#|$~").contains(c))
                out += QLatin1Char('\\');
            out += c;
        }
    }
    return out;
}

// A note's headings go below the heading it is under ("### Notes": by = 3), fenced code
// untouched.
QString demoteHeadings(const QString &note, int by)
{
    static const QRegularExpression heading(QStringLiteral("^(#{1,6})(\\s)"));
    QStringList lines = note.split(QLatin1Char('\n'));
    QString fence;
    for (QString &line : lines) {
        const QString trimmed = line.trimmed();
        if (trimmed.startsWith(QLatin1String("```")) || trimmed.startsWith(QLatin1String("~~~"))) {
            const QString mark = trimmed.left(3);
            fence = fence.isEmpty() ? mark : (fence == mark ? QString() : fence);
            continue;
        }
        if (!fence.isEmpty())
            continue;
        if (const auto m = heading.match(line); m.hasMatch()) {
            const int level = qMin(6, int(m.captured(1).size()) + by);
            line = QString(level, QLatin1Char('#')) + line.mid(m.captured(1).size());
        }
    }
    return lines.join(QLatin1Char('\n'));
}

// Pandoc's Markdown and Obsidian read $…$ and $$…$$ but not \(…\) or \[…\]: those are rewritten,
// everything else is kept byte for byte.
QString dollarMath(const QString &text)
{
    QString out;
    for (const math::MathSegment &seg : math::splitMath(text)) {
        const QStringView source = QStringView(text).mid(seg.start, seg.length);
        if (seg.kind == math::MathSegment::Text || source.startsWith(QLatin1Char('$')))
            out += source;
        else if (seg.kind == math::MathSegment::InlineMath)
            out += QLatin1Char('$') + seg.content.trimmed() + QLatin1Char('$');
        else
            out += QStringLiteral("$$") + seg.content.trimmed() + QStringLiteral("$$");
    }
    return out;
}

// Raw HTML in an abstract or a note is text, not markup: "<script>" from a data file must not
// come out of pandoc or Obsidian as a live element. Every "<" that could open a tag, a comment
// or an autolink is written "\<" (a CommonMark/pandoc escape), except in math, code spans and
// fenced code, where a backslash would be shown (and nothing is HTML anyway).
QString escapeRawHtml(const QString &markdown)
{
    const auto escapeText = [](QStringView text, QString &out) {
        qsizetype i = 0;
        while (i < text.size()) {
            const QChar c = text[i];
            if (c == QLatin1Char('`')) {
                qsizetype run = i;
                while (run < text.size() && text[run] == QLatin1Char('`'))
                    ++run;
                const QStringView ticks = text.mid(i, run - i);
                const qsizetype close = text.indexOf(ticks, run);
                if (close >= 0) { // a code span: copied as it is
                    out += text.mid(i, close + ticks.size() - i);
                    i = close + ticks.size();
                    continue;
                }
                out += ticks;
                i = run;
                continue;
            }
            if (c == QLatin1Char('<'))
                out += QLatin1Char('\\');
            else if (c == QLatin1Char('\\') && i + 1 < text.size()) {
                out += c; // an escape already: keep it and what it escapes
                out += text[i + 1];
                i += 2;
                continue;
            }
            out += c;
            ++i;
        }
    };
    const auto escapeChunk = [&](const QString &chunk, QString &out) {
        for (const math::MathSegment &seg : math::splitMath(chunk)) {
            const QStringView source = QStringView(chunk).mid(seg.start, seg.length);
            if (seg.kind == math::MathSegment::Text)
                escapeText(source, out);
            else
                out += source;
        }
    };
    QString out;
    QString chunk;
    QString fence;
    const QStringList lines = markdown.split(QLatin1Char('\n'));
    for (qsizetype n = 0; n < lines.size(); ++n) {
        const QString &line = lines.at(n);
        const QString trimmed = line.trimmed();
        const bool isFence = trimmed.startsWith(QLatin1String("```")) || trimmed.startsWith(QLatin1String("~~~"));
        if (fence.isEmpty() && !isFence) {
            chunk += line;
        } else {
            if (!chunk.isEmpty()) {
                escapeChunk(chunk, out);
                chunk.clear();
            }
            out += line;
            if (isFence) {
                const QString mark = trimmed.left(3);
                fence = fence.isEmpty() ? mark : (fence == mark ? QString() : fence);
            }
        }
        if (n + 1 < lines.size())
            (fence.isEmpty() && !isFence ? chunk : out) += QLatin1Char('\n');
    }
    escapeChunk(chunk, out);
    return out;
}

QString stars(int rating)
{
    return QString(rating, QChar(0x2605)) + QString(5 - rating, QChar(0x2606));
}

} // namespace

QByteArray toMarkdown(const ExportData &data)
{
    QString out = QStringLiteral("# Reading list\n\n") + exportedCountLine(data.papers.size())
        + QLatin1Char('\n');
    for (const ExportPaper &p : data.papers) {
        const library::PaperDetail &d = p.detail;
        out += QStringLiteral("\n## ") + escapeInline(d.summary.title) + QLatin1Char('\n');
        out += QLatin1Char('\n');
        QStringList meta;
        if (!d.summary.venue.isEmpty() || d.summary.year > 0) {
            QString venue = escapeInline(d.summary.venue);
            if (d.summary.year > 0)
                venue += (venue.isEmpty() ? QString() : QStringLiteral(" ")) + QString::number(d.summary.year);
            meta << QStringLiteral("- **Venue:** ") + venue;
        }
        if (!d.summary.authors.isEmpty())
            meta << QStringLiteral("- **Authors:** ") + escapeInline(library::authorsToLegacyString(d.summary.authors));
        meta << QStringLiteral("- **Status:** ") + library::statusName(d.summary.status);
        if (d.summary.rating > 0)
            meta << QStringLiteral("- **Rating:** %1 (%2/5)").arg(stars(d.summary.rating)).arg(d.summary.rating);
        if (!d.summary.tags.isEmpty()) {
            QStringList tags;
            for (const QString &t : d.summary.tags)
                tags << QLatin1Char('`') + t + QLatin1Char('`');
            meta << QStringLiteral("- **Tags:** ") + tags.join(QStringLiteral(", "));
        }
        if (!d.doi.isEmpty())
            meta << QStringLiteral("- **DOI:** <https://doi.org/%1>").arg(d.doi);
        if (!p.arxivId.isEmpty())
            meta << QStringLiteral("- **arXiv:** <https://arxiv.org/abs/%1>").arg(p.arxivId);
        if (!d.url.isEmpty())
            meta << QStringLiteral("- **URL:** <%1>").arg(d.url);
        meta << QStringLiteral("- **Key:** `%1`").arg(p.citationKey);
        out += meta.join(QLatin1Char('\n')) + QLatin1Char('\n');
        // The abstract and the note are Markdown already: written as they are, math included,
        // but raw HTML escaped; an abstract's publisher tags (JATS, HTML) as their Markdown.
        if (!d.abstract.isEmpty()) {
            out += QLatin1Char('\n') + escapeRawHtml(text::publisherTagsToMarkdown(dollarMath(d.abstract)))
                + QLatin1Char('\n');
        }
        if (!d.note.trimmed().isEmpty()) {
            out += QStringLiteral("\n### Notes\n\n")
                + demoteHeadings(escapeRawHtml(dollarMath(d.note.trimmed())), 3) + QLatin1Char('\n');
        }
        // A teammate's note is Markdown too and as untrusted as any: the same escaping, its
        // headings below its byline's.
        if (!p.teammatesNotes.isEmpty()) {
            out += QStringLiteral("\n### Teammates' notes\n");
            for (const team::TeammateNote &n : p.teammatesNotes) {
                out += QStringLiteral("\n#### ") + escapeInline(teammateNoteByline(n)) + QStringLiteral("\n\n")
                    + demoteHeadings(escapeRawHtml(dollarMath(n.markdown.trimmed())), 4) + QLatin1Char('\n');
            }
        }
    }
    return out.toUtf8();
}

} // namespace lectern::interop
