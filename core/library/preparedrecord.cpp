// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/library/preparedrecord.h"

#include "core/library/abstractsearchtext.h"
#include "core/text/textnormalizer.h"
#include "core/text/titlederiver.h"

namespace lectern::library {

QString familyKeyOf(const Authors &authors)
{
    if (authors.isEmpty())
        return {};
    const Author &a = authors.first();
    return text::comparisonKey(a.isOrganisation() ? a.literal : a.family);
}

QString noteText(const ImportRecord &r)
{
    QString note = r.note.normalized(QString::NormalizationForm_C);
    return note.trimmed().isEmpty() ? QString() : note;
}

void prepareRecord(PreparedRecord &p)
{
    ImportRecord &r = p.r;
    const auto addText = [&p](const QString &shown, qint64 id, qint64 addedAt,
                              const QList<RecordSource> &sources) {
        if (shown.isEmpty())
            return;
        PreparedText t;
        t.shown = shown;
        const QString key = text::comparisonKey(shown);
        t.hash = text::keyHash(key);
        for (const PreparedText &other : std::as_const(p.texts)) {
            if (other.hash == t.hash)
                return;
        }
        t.fingerprint = text::NearDuplicateIndex::fingerprint(key);
        t.utf8 = shown.toUtf8();
        if (const QString search = abstractSearchText(shown); !search.isNull())
            t.searchUtf8 = search.toUtf8();
        t.backupId = id;
        t.addedAt = addedAt;
        t.sources = sources;
        p.texts.append(std::move(t));
    };
    if (r.variants.isEmpty()) {
        r.abstract = text::displayText(r.abstract);
        addText(r.abstract, 0, 0, {});
    } else {
        // A backup's texts are kept exactly as they were stored; the shown one comes first.
        for (const RecordVariant &v : std::as_const(r.variants)) {
            if (v.text == r.abstract)
                addText(v.text, v.id, v.addedAt, v.sources);
        }
        addText(r.abstract, 0, 0, {});
        for (const RecordVariant &v : std::as_const(r.variants))
            addText(v.text, v.id, v.addedAt, v.sources);
    }
    p.key.doi = r.doi;
    p.key.arxivId = r.arxivId;
    p.key.titleKey = r.title.isEmpty() ? QString() : text::comparisonKey(r.title);
    p.key.familyKey = familyKeyOf(r.authors);
    p.key.year = r.year;
    p.key.hasAbstract = !p.texts.isEmpty();
    if (!p.texts.isEmpty())
        p.key.textHash = p.texts.first().hash;
    // A record with a real title shows it (user_title); the derived title is what clearing it
    // brings back, so a titled record keeps its own instead of paying deriveTitle for a title
    // no one sees.
    QString derived = r.derivedTitle;
    if (derived.isEmpty())
        derived = r.abstract.isEmpty() || !r.title.isEmpty() ? r.title : text::deriveTitle(r.abstract);
    p.titleUtf8 = derived.toUtf8();
    p.authorsUtf8 = authorsToStorageUtf8(r.authors);
    p.authorsTextUtf8 = authorsSearchText(r.authors).toUtf8();
}

void tokenizeForIndex(PreparedRecord &p)
{
    const ImportRecord &r = p.r;
    // The columns as ImportSession::createPaper binds them.
    p.indexTokens[0] = db::IndexTokens::of(r.title.isEmpty() ? QByteArray(p.titleUtf8) : r.title.toUtf8());
    p.indexTokens[1] = db::IndexTokens::of(p.texts.isEmpty() ? QByteArray() : p.texts.first().indexedUtf8());
    p.indexTokens[2] = db::IndexTokens::of(noteText(r).toUtf8());
    p.indexTokens[3] = db::IndexTokens::of(p.authorsTextUtf8);
}

} // namespace lectern::library
