// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/library/importedterms.h"
#include "core/text/termextractor.h"
#include "core/util/workerpool.h"

#include <QFileInfo>
#include <QtConcurrent/QtConcurrentMap>

#include <mutex>
#include <unordered_map>

namespace lectern::library {

using namespace Qt::StringLiterals;

namespace {

struct Waiting
{
    int wanted = 0; // TermsWanted alive for the library
    std::vector<ImportedTerms> terms;
};

std::mutex g_mutex;
std::unordered_map<QString, Waiting> g_waiting;

void cancel(std::vector<ImportedTerms> &terms)
{
    for (ImportedTerms &t : terms)
        t.terms.cancel(); // its texts not split yet are not
}

} // namespace

QFuture<QByteArray> splitOnBackgroundPool(QList<ImportedText> texts)
{
    return QtConcurrent::mapped(backgroundPool(), std::move(texts), [](const ImportedText &t) {
        const text::PaperText paper{t.title.isEmpty() ? QString::fromUtf8(t.titleUtf8) : t.title, t.abstract, t.note};
        return text::encodeTerms(text::extractTerms(paper));
    });
}

QString libraryFileKey(const QSqlDatabase &db)
{
    const QString path = db.databaseName();
    if (path.isEmpty() || path == u":memory:"_s || path.startsWith(u"file:"_s))
        return {};
    return QFileInfo(path).absoluteFilePath();
}

TermsWanted::TermsWanted(QString libraryKey)
    : m_key(std::move(libraryKey))
{
    if (m_key.isEmpty())
        return;
    std::lock_guard lock(g_mutex);
    ++g_waiting[m_key].wanted;
}

TermsWanted::~TermsWanted()
{
    if (m_key.isEmpty())
        return;
    std::lock_guard lock(g_mutex);
    auto it = g_waiting.find(m_key);
    if (it != g_waiting.end() && --it->second.wanted <= 0) {
        cancel(it->second.terms); // nobody left to take them
        g_waiting.erase(it);
    }
}

bool termsWanted(const QString &libraryKey)
{
    if (libraryKey.isEmpty())
        return false;
    std::lock_guard lock(g_mutex);
    const auto it = g_waiting.find(libraryKey);
    return it != g_waiting.end() && it->second.wanted > 0;
}

void handOverTerms(const QString &libraryKey, std::vector<ImportedTerms> &&terms)
{
    if (terms.empty())
        return;
    std::lock_guard lock(g_mutex);
    const auto it = g_waiting.find(libraryKey);
    if (libraryKey.isEmpty() || it == g_waiting.end() || it->second.wanted <= 0) {
        cancel(terms);
        return;
    }
    std::vector<ImportedTerms> &waiting = it->second.terms;
    if (waiting.empty()) {
        waiting = std::move(terms);
        return;
    }
    // The taker keeps the last entry of a paper (takeImportedTerms' callers look up by id).
    waiting.insert(waiting.end(), std::make_move_iterator(terms.begin()), std::make_move_iterator(terms.end()));
}

std::vector<ImportedTerms> takeImportedTerms(const QString &libraryKey)
{
    if (libraryKey.isEmpty())
        return {};
    std::lock_guard lock(g_mutex);
    const auto it = g_waiting.find(libraryKey);
    if (it == g_waiting.end())
        return {};
    return std::exchange(it->second.terms, {});
}

} // namespace lectern::library
