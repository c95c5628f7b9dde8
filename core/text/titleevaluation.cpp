// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/text/titleevaluation.h"

#include "core/text/titlequality.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace lectern::text {

Result<QList<TitledAbstract>> readTitledAbstracts(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return Error{u"Cannot read %1: %2. Check the path."_s.arg(path, file.errorString()),
                     ErrorCode::Io};
    QList<TitledAbstract> records;
    int lineNumber = 0;
    while (!file.atEnd()) {
        const QByteArray line = file.readLine().trimmed();
        ++lineNumber;
        if (line.isEmpty())
            continue;
        QJsonParseError parseError;
        const QJsonDocument document = QJsonDocument::fromJson(line, &parseError);
        if (!document.isObject())
            return Error{u"%1, line %2 is not a JSON object (%3). The file should hold one "
                         "object per line."_s.arg(path)
                             .arg(lineNumber)
                             .arg(parseError.errorString()),
                         ErrorCode::InvalidInput};
        const QJsonObject object = document.object();
        const QString title = object.value(u"title"_s).toString();
        const QString abstract = object.value(u"abstract"_s).toString();
        if (!title.isEmpty() && !abstract.isEmpty())
            records.append({title, abstract});
    }
    return records;
}

QString findSharedFile(const QString &startDir, const QString &relativePath)
{
    QDir dir(startDir);
    for (int depth = 0; depth < 8; ++depth) {
        const QString candidate = dir.absoluteFilePath(u"../shared/"_s + relativePath);
        if (QFileInfo::exists(candidate))
            return QFileInfo(candidate).canonicalFilePath();
        if (!dir.cdUp())
            break;
    }
    return {};
}

QList<TitleCase> TitleEvaluation::worst(qsizetype n) const
{
    QList<TitleCase> sorted = cases;
    std::stable_sort(sorted.begin(), sorted.end(), [](const TitleCase &a, const TitleCase &b) {
        const bool aMiss = !a.name.isEmpty() && !a.nameHit;
        const bool bMiss = !b.name.isEmpty() && !b.nameHit;
        if (aMiss != bMiss)
            return aMiss;
        if (a.sentenceLike != b.sentenceLike)
            return a.sentenceLike;
        return a.f1 < b.f1;
    });
    return sorted.mid(0, n);
}

TitleEvaluation evaluateTitles(const QList<TitledAbstract> &corpus, const QStringList &derived)
{
    TitleEvaluation result;
    result.papers = corpus.size();
    double f1Sum = 0;
    for (qsizetype i = 0; i < corpus.size(); ++i) {
        TitleCase c;
        c.index = i;
        c.realTitle = corpus[i].title;
        c.derived = i < derived.size() ? derived[i] : QString();
        const QString name = leadingName(c.realTitle);
        if (!name.isEmpty() && corpus[i].abstract.contains(name)) {
            c.name = name;
            c.nameHit = mentionsName(c.derived, name);
            ++result.namedPapers;
            result.nameHits += c.nameHit ? 1 : 0;
        }
        c.sentenceLike = isSentenceLikeTitle(c.derived);
        result.sentenceLike += c.sentenceLike ? 1 : 0;
        c.f1 = contentWordF1(c.derived, c.realTitle);
        f1Sum += c.f1;
        result.cases.append(c);
    }
    result.meanF1 = result.papers ? f1Sum / double(result.papers) : 0;
    return result;
}

} // namespace lectern::text
