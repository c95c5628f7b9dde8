// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/db/indextokens.h"

#include "core/db/sqlitehandle.h"

#include <QLoggingCategory>

#include <atomic>
#include <cstring>
#include <memory>

#ifdef LECTERN_HAVE_SQLITE3_API
#include <sqlite3.h>
#endif

Q_LOGGING_CATEGORY(lcIndexTokens, "lectern.core.db.tokens")

namespace lectern::db {

namespace {

thread_local TokenReplay *t_replay = nullptr;
std::atomic<qint64> g_replayed{0};

#ifdef LECTERN_HAVE_SQLITE3_API

// paper_fts's tokenizer and its arguments: `tokenize = 'unicode61 remove_diacritics 2'`
// (migrations.cpp). Only a tokenizer made with exactly these arguments replays.
constexpr char kTokenizer[] = "unicode61";
constexpr const char *kArguments[] = {"remove_diacritics", "2"};
constexpr int kArgumentCount = 2;

fts5_api *ftsApi(sqlite3 *db)
{
    fts5_api *api = nullptr;
    sqlite3_stmt *stmt = nullptr;
    if (sqlite3_prepare_v2(db, "SELECT fts5(?1)", -1, &stmt, nullptr) != SQLITE_OK)
        return nullptr;
    sqlite3_bind_pointer(stmt, 1, static_cast<void *>(&api), "fts5_api_ptr", nullptr);
    sqlite3_step(stmt);
    sqlite3_finalize(stmt);
    return api;
}

bool sameArguments(const char **arguments, int count)
{
    if (count != kArgumentCount)
        return false;
    for (int i = 0; i < count; ++i) {
        if (std::strcmp(arguments[i], kArguments[i]) != 0)
            return false;
    }
    return true;
}

// SQLite's own unicode61, found through a connection of this process's own that stays open
// (FTS5 hands the tokenizer its connection's API), for tokenizing on any thread.
struct Builtin
{
    sqlite3 *db = nullptr;
    void *userData = nullptr;
    fts5_tokenizer tokenizer{};
    bool ok = false;

    Builtin()
    {
        if (sqlite3_open_v2(":memory:", &db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, nullptr) != SQLITE_OK)
            return;
        fts5_api *api = ftsApi(db);
        ok = api && api->xFindTokenizer(api, kTokenizer, &userData, &tokenizer) == SQLITE_OK;
    }
    ~Builtin() { sqlite3_close(db); }
    Builtin(const Builtin &) = delete;
    Builtin &operator=(const Builtin &) = delete;
};

const Builtin &builtin()
{
    static const Builtin b;
    return b;
}

// One tokenizer per thread: an instance keeps buffers and is not shared.
struct ThreadTokenizer
{
    Fts5Tokenizer *instance = nullptr;

    ThreadTokenizer()
    {
        const Builtin &b = builtin();
        const char *arguments[] = {kArguments[0], kArguments[1]};
        if (b.ok && b.tokenizer.xCreate(b.userData, arguments, kArgumentCount, &instance) != SQLITE_OK)
            instance = nullptr;
    }
    ~ThreadTokenizer()
    {
        if (instance)
            builtin().tokenizer.xDelete(instance);
    }
    ThreadTokenizer(const ThreadTokenizer &) = delete;
    ThreadTokenizer &operator=(const ThreadTokenizer &) = delete;
};

// The connection's unicode61, which the tokenizer installed under its name passes calls to.
struct Passthrough
{
    void *userData = nullptr;
    fts5_tokenizer tokenizer{};
};

struct Instance
{
    Passthrough *owner = nullptr;
    Fts5Tokenizer *inner = nullptr;
    bool replays = false;
};

int createInstance(void *userData, const char **arguments, int count, Fts5Tokenizer **out)
{
    auto *owner = static_cast<Passthrough *>(userData);
    auto instance = std::make_unique<Instance>();
    instance->owner = owner;
    instance->replays = sameArguments(arguments, count);
    if (const int rc = owner->tokenizer.xCreate(owner->userData, arguments, count, &instance->inner); rc != SQLITE_OK)
        return rc;
    *out = reinterpret_cast<Fts5Tokenizer *>(instance.release());
    return SQLITE_OK;
}

void deleteInstance(Fts5Tokenizer *tokenizer)
{
    auto *instance = reinterpret_cast<Instance *>(tokenizer);
    instance->owner->tokenizer.xDelete(instance->inner);
    delete instance;
}

int tokenize(Fts5Tokenizer *tokenizer, void *context, int flags, const char *text, int size,
             int (*token)(void *, int, const char *, int, int, int))
{
    auto *instance = reinterpret_cast<Instance *>(tokenizer);
    if (instance->replays && flags == FTS5_TOKENIZE_DOCUMENT) {
        if (const IndexTokens *tokens = TokenReplay::take(QByteArrayView(text, size)))
            return TokenReplay::replay(*tokens, context, token);
    }
    return instance->owner->tokenizer.xTokenize(instance->inner, context, flags, text, size, token);
}

void deletePassthrough(void *userData)
{
    delete static_cast<Passthrough *>(userData);
}

#endif

} // namespace

IndexTokens IndexTokens::of(QByteArrayView utf8)
{
    IndexTokens out;
#ifdef LECTERN_HAVE_SQLITE3_API
    thread_local ThreadTokenizer tokenizer;
    if (!tokenizer.instance)
        return out;
    // ~1 token per 7 bytes of English; folded tokens are about as long as the text's words.
    out.m_tokens.reserve(size_t(utf8.size() / 5 + 1));
    out.m_bytes.reserve(size_t(utf8.size()));
    const auto add = [](void *context, int flags, const char *token, int size, int start, int end) -> int {
        auto *tokens = static_cast<IndexTokens *>(context);
        tokens->m_tokens.push_back({start, end, flags, int(tokens->m_bytes.size()), size});
        tokens->m_bytes.append(token, size_t(size));
        return SQLITE_OK;
    };
    out.m_valid = builtin().tokenizer.xTokenize(tokenizer.instance, &out, FTS5_TOKENIZE_DOCUMENT,
                                                utf8.isNull() ? "" : utf8.data(), int(utf8.size()), add)
                  == SQLITE_OK;
#else
    Q_UNUSED(utf8)
#endif
    return out;
}

void installIndexTokenizer(const QSqlDatabase &db)
{
#ifdef LECTERN_HAVE_SQLITE3_API
    sqlite3 *handle = sqliteHandle(db);
    if (!handle || !builtin().ok)
        return; // FTS5 tokenizes as always
    fts5_api *api = ftsApi(handle);
    auto passthrough = std::make_unique<Passthrough>();
    if (!api || api->xFindTokenizer(api, kTokenizer, &passthrough->userData, &passthrough->tokenizer) != SQLITE_OK)
        return;
    fts5_tokenizer replaying{createInstance, deleteInstance, tokenize};
    // FTS5 looks tokenizers up newest first: this one now answers to the name.
    if (api->xCreateTokenizer(api, kTokenizer, passthrough.get(), &replaying, deletePassthrough) != SQLITE_OK) {
        qCWarning(lcIndexTokens) << "cannot install the index tokenizer; the writing thread tokenizes";
        return;
    }
    passthrough.release(); // FTS5 owns it
#else
    Q_UNUSED(db)
#endif
}

TokenReplay::TokenReplay(const std::array<Column, Columns> &columns)
    : m_columns(columns)
    , m_outer(t_replay)
{
    t_replay = this;
}

TokenReplay::~TokenReplay()
{
    t_replay = m_outer;
}

const IndexTokens *TokenReplay::take(QByteArrayView text)
{
    TokenReplay *r = t_replay;
    if (!r || r->m_next >= Columns)
        return nullptr;
    const Column &c = r->m_columns[size_t(r->m_next++)];
    if (!c.tokens || !c.tokens->isValid() || c.text.size() != text.size()
        || (text.size() > 0 && std::memcmp(c.text.data(), text.data(), size_t(text.size())) != 0))
        return nullptr;
    return c.tokens;
}

int TokenReplay::replay(const IndexTokens &t, void *context,
                        int (*token)(void *, int, const char *, int, int, int))
{
    g_replayed.fetch_add(1, std::memory_order_relaxed);
#ifdef LECTERN_HAVE_SQLITE3_API
    const char *bytes = t.m_bytes.data();
    for (const IndexTokens::Token &k : t.m_tokens) {
        if (const int rc = token(context, k.flags, bytes + k.offset, k.size, k.start, k.end); rc != SQLITE_OK)
            return rc == SQLITE_DONE ? SQLITE_OK : rc; // as unicode61 ends
    }
    return SQLITE_OK;
#else
    Q_UNUSED(t)
    Q_UNUSED(context)
    Q_UNUSED(token)
    return 0;
#endif
}

qint64 TokenReplay::replayed()
{
    return g_replayed.load(std::memory_order_relaxed);
}

} // namespace lectern::db
