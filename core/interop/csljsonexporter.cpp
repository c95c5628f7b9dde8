// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/interop/exporters.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace lectern::interop {

QByteArray toCslJson(const ExportData &data)
{
    QJsonArray items;
    for (const ExportPaper &p : data.papers) {
        const library::PaperDetail &d = p.detail;
        QJsonObject item{
            {QStringLiteral("id"), p.citationKey},
            {QStringLiteral("type"), d.summary.venue.isEmpty() ? QStringLiteral("article")
                                                               : QStringLiteral("paper-conference")},
            // nocase: CSL styles title-case titles ("A2Q+" -> "A2q+", \\log -> \\Log);
            // Lectern's titles are already as the reader wants them (BibTeX gets {{…}} for this).
            {QStringLiteral("title"), QStringLiteral("<span class=\"nocase\">%1</span>").arg(d.summary.title)},
        };
        QJsonArray authors;
        for (const library::Author &a : d.summary.authors) {
            if (a.isOrganisation()) {
                authors.append(QJsonObject{{QStringLiteral("literal"), a.literal}});
                continue;
            }
            QJsonObject name{{QStringLiteral("family"), a.family}};
            if (!a.given.isEmpty())
                name.insert(QStringLiteral("given"), a.given);
            if (!a.particle.isEmpty())
                name.insert(QStringLiteral("non-dropping-particle"), a.particle);
            if (!a.suffix.isEmpty())
                name.insert(QStringLiteral("suffix"), a.suffix);
            authors.append(name);
        }
        if (!authors.isEmpty())
            item.insert(QStringLiteral("author"), authors);
        if (!d.summary.venue.isEmpty())
            item.insert(QStringLiteral("container-title"), d.summary.venue);
        if (d.summary.year > 0) {
            item.insert(QStringLiteral("issued"),
                        QJsonObject{{QStringLiteral("date-parts"),
                                     QJsonArray{QJsonArray{d.summary.year}}}});
        }
        if (!d.abstract.isEmpty())
            item.insert(QStringLiteral("abstract"), d.abstract);
        if (!d.summary.tags.isEmpty())
            item.insert(QStringLiteral("keyword"), d.summary.tags.join(QStringLiteral(", ")));
        // CSL has one note variable: a team replica's export adds the teammates' notes below
        // the paper's own one, each under its author and time.
        QString note = d.note;
        if (!p.teammatesNotes.isEmpty()) {
            QStringList parts;
            if (!note.isEmpty())
                parts.append(note);
            for (const team::TeammateNote &n : p.teammatesNotes)
                parts.append(QStringLiteral("Note by ") + teammateNoteByline(n) + QStringLiteral(":\n") + n.markdown);
            note = parts.join(QStringLiteral("\n\n"));
        }
        if (!note.isEmpty())
            item.insert(QStringLiteral("note"), note);
        if (!d.doi.isEmpty())
            item.insert(QStringLiteral("DOI"), d.doi);
        QString url = d.url;
        if (url.isEmpty() && !p.arxivId.isEmpty())
            url = QStringLiteral("https://arxiv.org/abs/") + p.arxivId;
        if (!url.isEmpty())
            item.insert(QStringLiteral("URL"), url);
        items.append(item);
    }
    return QJsonDocument(items).toJson(QJsonDocument::Indented);
}

} // namespace lectern::interop
