// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/recommend/sklearnanchor.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>

namespace lectern::bench {

namespace {

// sklearn_anchor.py's exit code when scikit-learn (or numpy) cannot be imported.
constexpr int MissingModule = 3;

QByteArray request(const std::vector<std::pair<QString, QString>> &papers,
                   const std::vector<std::vector<int>> &draws, const SklearnAnchorSettings &settings)
{
    QJsonArray texts;
    for (const auto &[title, abstract] : papers)
        texts.append(QJsonArray{title, abstract});
    QJsonArray rows;
    for (const std::vector<int> &draw : draws) {
        QJsonArray positives;
        for (int r : draw)
            positives.append(r);
        rows.append(positives);
    }
    const QJsonObject s{{QStringLiteral("min_df"), settings.minDf},
                        {QStringLiteral("max_df"), settings.maxDf},
                        {QStringLiteral("max_features"), settings.maxFeatures},
                        {QStringLiteral("c"), settings.c}};
    return QJsonDocument(QJsonObject{{QStringLiteral("papers"), texts}, {QStringLiteral("draws"), rows}, {QStringLiteral("settings"), s}})
        .toJson(QJsonDocument::Compact);
}

} // namespace

QString defaultPython()
{
    if (const QString chosen = qEnvironmentVariable("LECTERN_PYTHON"); !chosen.isEmpty())
        return chosen;
    const QString debian = QStringLiteral("/usr/bin/python3");
    if (QFileInfo(debian).isExecutable())
        return debian;
    return QStandardPaths::findExecutable(QStringLiteral("python3"));
}

Result<SklearnAnchorRun> runSklearnAnchor(const QString &python, const QString &script,
                                          const std::vector<std::pair<QString, QString>> &papers,
                                          const std::vector<std::vector<int>> &draws,
                                          const SklearnAnchorSettings &settings)
{
    if (python.isEmpty())
        return Error{QStringLiteral("no python3 to run scikit-learn"), ErrorCode::Unsupported};
    QProcess process;
    process.start(python, {script});
    if (!process.waitForStarted())
        return Error{QStringLiteral("%1: %2").arg(python, process.errorString()), ErrorCode::Unsupported};
    process.write(request(papers, draws, settings));
    process.closeWriteChannel();
    process.waitForFinished(-1);
    const QString stderrText = QString::fromUtf8(process.readAllStandardError()).trimmed();
    if (process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0) {
        return Error{QStringLiteral("%1 %2 failed (exit %3): %4")
                         .arg(python, script)
                         .arg(process.exitCode())
                         .arg(stderrText),
                     process.exitCode() == MissingModule ? ErrorCode::Unsupported : ErrorCode::Unspecified};
    }
    const QList<QByteArray> lines = process.readAllStandardOutput().split('\n');
    const QJsonObject header = QJsonDocument::fromJson(lines.value(0)).object();
    SklearnAnchorRun run;
    const int rows = header.value(u"rows").toInt(-1);
    run.columns = header.value(u"columns").toInt();
    run.version = header.value(u"sklearn").toString();
    if (rows != int(papers.size()))
        return Error{QStringLiteral("%1: unexpected header %2").arg(script, QString::fromUtf8(lines.value(0)))};
    for (std::size_t d = 0; d < draws.size(); ++d) {
        const QJsonArray scores = QJsonDocument::fromJson(lines.value(qsizetype(d) + 1)).array();
        if (scores.size() != rows)
            return Error{QStringLiteral("%1: draw %2 has %3 scores for %4 papers").arg(script).arg(d).arg(scores.size()).arg(rows)};
        std::vector<double> &s = run.scores.emplace_back();
        s.reserve(std::size_t(rows));
        for (const QJsonValue &v : scores)
            s.push_back(v.toDouble());
    }
    return run;
}

} // namespace lectern::bench
