// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/library/tagname.h"

#include <QCoreApplication>
#include <QStringList>

namespace lectern::library {

namespace {

// Messages shown to the user, under one translation context for this module.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(lectern::library)
};

} // namespace

Result<QString> normalizeTagName(const QString &name)
{
    const QString nfc = name.normalized(QString::NormalizationForm_C);
    QStringList parts = nfc.split(QLatin1Char('/'));
    for (QString &part : parts) {
        part = part.simplified();
        if (part.isEmpty()) {
            return Error{Tr::tr("The tag name \"%1\" has an empty part; write hierarchical "
                                "tags like ml/rl.")
                             .arg(name.trimmed()),
                         ErrorCode::InvalidInput};
        }
        for (const QChar c : part) {
            if (c.category() == QChar::Other_Control || c.category() == QChar::Other_Format) {
                return Error{Tr::tr("The tag name \"%1\" contains a control character; "
                                    "use letters, digits and punctuation.")
                                 .arg(name),
                             ErrorCode::InvalidInput};
            }
        }
    }
    const QString result = parts.join(QLatin1Char('/'));
    if (result.size() > 200)
        return Error{Tr::tr("The tag name is too long (at most 200 characters)."), ErrorCode::InvalidInput};
    return result;
}

bool tagCovers(const QString &parent, const QString &tag)
{
    return tag.compare(parent, Qt::CaseInsensitive) == 0
        || tag.startsWith(parent + QLatin1Char('/'), Qt::CaseInsensitive);
}

} // namespace lectern::library
