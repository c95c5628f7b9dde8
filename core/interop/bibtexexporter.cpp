// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/interop/exporters.h"
#include "core/interop/latextext.h"

namespace lectern::interop {

namespace {

// "von Last, Jr, First and …"; an organisation is protected by braces so BibTeX does not split
// it into given and family names.
QString bibAuthors(const library::Authors &authors)
{
    QStringList names;
    for (const library::Author &a : authors) {
        names.append(a.isOrganisation() ? QLatin1Char('{') + escapeLatex(a.literal) + QLatin1Char('}')
                                        : escapeLatex(a.sortName()));
    }
    return names.join(QLatin1String(" and "));
}

void field(QString &out, const char *name, const QString &value)
{
    if (value.isEmpty())
        return;
    out += QStringLiteral(",\n  %1 = {%2}").arg(QString::fromLatin1(name), value);
}

// JabRef's user-specific comment field, "comment-<user>" (other users' are shown read-only in
// its Comments tab; BibTeX and biber ignore fields they do not know). Only characters BibTeX
// takes in a field name are kept.
QString commentFieldName(const QString &member)
{
    QString name = QStringLiteral("comment-");
    for (QChar c : member)
        name += (c.unicode() < 128 && (c.isLetterOrNumber() || QStringView(u"_.:+-").contains(c))) ? c
                                                                                                : QLatin1Char('_');
    return name;
}

} // namespace

QByteArray toBibtex(const ExportData &data)
{
    // No header comment: text outside entries (and even @comment) makes bibtool warn.
    QString out;
    for (const ExportPaper &p : data.papers) {
        const library::PaperDetail &d = p.detail;
        const bool proceedings = !d.summary.venue.isEmpty();
        if (!out.isEmpty())
            out += QLatin1Char('\n');
        out += QStringLiteral("@%1{%2").arg(proceedings ? QStringLiteral("inproceedings")
                                                        : QStringLiteral("misc"),
                                            p.citationKey);
        // Double braces keep the title's capitalisation (LoRS must not become Lors).
        field(out, "title", QLatin1Char('{') + escapeLatex(d.summary.title) + QLatin1Char('}'));
        field(out, "author", bibAuthors(d.summary.authors));
        if (proceedings)
            field(out, "booktitle", escapeLatex(d.summary.venue));
        if (d.summary.year > 0)
            field(out, "year", QString::number(d.summary.year));
        field(out, "doi", d.doi); // verbatim fields in biblatex: not escaped
        if (!p.arxivId.isEmpty()) {
            field(out, "eprint", p.arxivId);
            field(out, "eprinttype", QStringLiteral("arxiv"));
        }
        // Verbatim in biblatex, but BibTeX still counts braces: percent-encode them.
        field(out, "url", QString(d.url).replace(QLatin1Char('{'), QLatin1String("%7B"))
                              .replace(QLatin1Char('}'), QLatin1String("%7D")));
        field(out, "abstract", escapeLatex(d.abstract));
        field(out, "keywords", escapeLatex(d.summary.tags.join(QStringLiteral(", "))));
        field(out, "annote", escapeLatex(d.note));
        QStringList used;
        for (const team::TeammateNote &n : p.teammatesNotes) {
            QString name = commentFieldName(n.member);
            for (int k = 2; used.contains(name); ++k) // two members that look alike here
                name = commentFieldName(n.member) + QLatin1Char('-') + QString::number(k);
            used.append(name);
            out += QStringLiteral(",\n  %1 = {%2}")
                       .arg(name, escapeLatex(QLatin1Char('[') + exportTime(n.modifiedAt) + QStringLiteral("] ")
                                              + n.markdown));
        }
        out += QStringLiteral("\n}\n");
    }
    return out.toUtf8();
}

} // namespace lectern::interop
