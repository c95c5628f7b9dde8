// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/interop/exporters.h"
#include "core/interop/markdownhtml.h"
#include "core/text/inlinemarkup.h"

#include <QRegularExpression>

namespace lectern::interop {

namespace {

// Embedded so the file stands alone (mailed, archived, opened offline); no scripts anywhere.
const char *const kStyle = R"(
body { font: 16px/1.55 "Source Serif 4", "Noto Serif", Georgia, serif; max-width: 46em;
       margin: 2em auto; padding: 0 1em; color: #1d1d1f; background: #fff; }
h1 { font-size: 1.8em; margin-bottom: .2em; }
article { border-top: 1px solid #ddd; padding: .8em 0 1.2em; }
article h2 { font-size: 1.3em; margin: .3em 0; }
.meta { color: #555; font-size: .9em; margin: 0 0 .4em; }
.tag { display: inline-block; border-radius: .8em; padding: 0 .6em; margin: 0 .3em .2em 0;
       font-size: .8em; background: #eef; border-left: .35em solid var(--tag, #99a); }
.note { background: #fafaf5; border-left: 3px solid #cc9; padding: .2em 1em; margin-top: .8em; }
.note h3 { font-size: 1em; margin: .4em 0; }
.team-note h4 { font-size: .9em; margin: .6em 0 .2em; color: #555; }
code, pre { font-family: "DejaVu Sans Mono", monospace; font-size: .9em; }
pre { background: #f4f4f4; padding: .6em; overflow-x: auto; }
math[display="block"] { margin: .6em 0; }
@media (prefers-color-scheme: dark) {
  body { background: #1b1b1d; color: #e6e6e6; } .meta { color: #aaa; }
  .tag { background: #2b2b40; } .note { background: #26261f; } pre { background: #2a2a2a; }
}
)";

QString safeColor(const QString &color)
{
    // Only #rgb/#rrggbb reach the style attribute.
    static const QRegularExpression hex(QStringLiteral("^#[0-9a-fA-F]{3}([0-9a-fA-F]{3})?$"));
    return hex.match(color).hasMatch() ? color : QString();
}

} // namespace

QByteArray toHtml(const ExportData &data)
{
    QString out = QStringLiteral(
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        "<meta name=\"generator\" content=\"Lectern\">\n<title>Reading list</title>\n<style>");
    out += QString::fromUtf8(kStyle);
    out += QStringLiteral("</style>\n</head>\n<body>\n<h1>Reading list</h1>\n<p class=\"meta\">")
        + exportedCountLine(data.papers.size()) + QStringLiteral("</p>\n");
    for (const ExportPaper &p : data.papers) {
        const library::PaperDetail &d = p.detail;
        out += QStringLiteral("<article id=\"%1\">\n<h2>%2</h2>\n")
                   .arg(p.citationKey.toHtmlEscaped(), plainTextToHtml(d.summary.title));
        QStringList meta;
        if (!d.summary.venue.isEmpty() || d.summary.year > 0) {
            meta << QString(d.summary.venue + (d.summary.year > 0 ? QLatin1Char(' ') + QString::number(d.summary.year)
                                                           : QString())).trimmed().toHtmlEscaped();
        }
        if (!d.summary.authors.isEmpty())
            meta << library::authorsToLegacyString(d.summary.authors).toHtmlEscaped();
        meta << library::statusName(d.summary.status);
        if (d.summary.rating > 0)
            meta << QStringLiteral("<span title=\"rating %1 of 5\">%2</span>")
                        .arg(d.summary.rating)
                        .arg(QString(d.summary.rating, QChar(0x2605)));
        if (!d.doi.isEmpty())
            meta << QStringLiteral("<a href=\"https://doi.org/%1\">doi:%1</a>").arg(d.doi.toHtmlEscaped());
        if (!p.arxivId.isEmpty())
            meta << QStringLiteral("<a href=\"https://arxiv.org/abs/%1\">arXiv:%1</a>").arg(p.arxivId.toHtmlEscaped());
        out += QStringLiteral("<p class=\"meta\">") + meta.join(QStringLiteral(" · ")) + QStringLiteral("</p>\n");
        if (!d.summary.tags.isEmpty()) {
            out += QStringLiteral("<p class=\"tags\">");
            for (const QString &t : d.summary.tags) {
                const QString color = safeColor(data.tagColors.value(t));
                out += color.isEmpty() ? QStringLiteral("<span class=\"tag\">%1</span>").arg(t.toHtmlEscaped())
                                       : QStringLiteral("<span class=\"tag\" style=\"--tag: %1\">%2</span>")
                                             .arg(color, t.toHtmlEscaped());
            }
            out += QStringLiteral("</p>\n");
        }
        if (!d.abstract.isEmpty())
            out += QStringLiteral("<section class=\"abstract\">\n") + markdownToHtml(text::publisherTagsToMarkdown(d.abstract))
                + QStringLiteral("</section>\n");
        if (!d.note.trimmed().isEmpty()) {
            out += QStringLiteral("<section class=\"note\">\n<h3>Notes</h3>\n")
                + markdownToHtml(d.note, 3) + QStringLiteral("</section>\n");
        }
        // Teammates' notes: their Markdown through the same escaping renderer as the own note
        // (no raw HTML, no scripts), under who wrote each and when.
        if (!p.teammatesNotes.isEmpty()) {
            out += QStringLiteral("<section class=\"note team-notes\">\n<h3>Teammates' notes</h3>\n");
            for (const team::TeammateNote &n : p.teammatesNotes) {
                const QString at = exportTime(n.modifiedAt);
                out += QStringLiteral("<div class=\"team-note\">\n<h4>%1, <time datetime=\"%2\">%2</time></h4>\n")
                           .arg(n.member.toHtmlEscaped(), at)
                    + markdownToHtml(n.markdown, 4) + QStringLiteral("</div>\n");
            }
            out += QStringLiteral("</section>\n");
        }
        out += QStringLiteral("</article>\n");
    }
    out += QStringLiteral("</body>\n</html>\n");
    return out.toUtf8();
}

} // namespace lectern::interop
