// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QList>
#include <QSqlDatabase>

#include <array>
#include <string>
#include <vector>

namespace lectern::db {

// The tokens paper_fts's tokenizer (unicode61 remove_diacritics 2, migrations.cpp) makes of one
// text, made on any thread, so that the thread writing the index does not tokenize.
//
// An import indexes each new paper as it writes it, on the one thread that writes; tokenizing
// its columns was ~155 M of that thread's ~1.7 G instructions for 5,000 BibTeX entries, while
// the reader's thread had time to spare. The reader tokenizes (IndexTokens::of), and the writer
// hands the tokens to SQLite with the row (TokenReplay): the connection's tokenizer of that
// name (installIndexTokenizer) replays them for a text that is byte for byte the one they
// were made of, and tokenizes everything else itself with SQLite's own unicode61. The tokens
// are SQLite's own tokenizer's, so the index is the same either way (tests/core/db).
class IndexTokens final
{
public:
    // Empty (and never replayed) when this build cannot reach SQLite's tokenizer.
    static IndexTokens of(QByteArrayView utf8);

    bool isValid() const { return m_valid; }
    qsizetype count() const { return qsizetype(m_tokens.size()); }

private:
    friend class TokenReplay;
    struct Token
    {
        int start = 0; // byte offsets in the text, as the tokenizer reports them
        int end = 0;
        int flags = 0;
        int offset = 0; // of the token's bytes in m_bytes
        int size = 0;
    };
    std::vector<Token> m_tokens;
    std::string m_bytes;
    bool m_valid = false;
};

// Registers on the connection a tokenizer named like SQLite's unicode61 that passes every call
// through to it except the texts a TokenReplay on the calling thread holds. Must run before
// the connection first opens paper_fts (Database::open does it first): FTS5 finds a table's
// tokenizer when it opens the table. Where it cannot be installed (no SQLite headers, another
// SQLite copy in the Qt driver), FTS5 keeps its own, which only costs speed.
void installIndexTokenizer(const QSqlDatabase &db);

// While it lives, the next texts this thread's connection tokenizes for a document, in this
// order, are served from their tokens when they are byte for byte the texts given here (a
// text that differs is tokenized as usual). Around one INSERT INTO paper_fts; the texts and
// tokens must outlive it.
class TokenReplay final
{
public:
    static constexpr int Columns = 4; // title, abstract, notes, authors
    struct Column
    {
        QByteArrayView text;
        const IndexTokens *tokens = nullptr;
    };
    explicit TokenReplay(const std::array<Column, Columns> &columns);
    ~TokenReplay();
    TokenReplay(const TokenReplay &) = delete;
    TokenReplay &operator=(const TokenReplay &) = delete;

    // For the tokenizer: the tokens of the next column if it is this text, or nullptr.
    static const IndexTokens *take(QByteArrayView text);
    // Replays t through FTS5's token callback; returns the callback's code.
    static int replay(const IndexTokens &t, void *context,
                      int (*token)(void *, int, const char *, int, int, int));
    // Texts served from their tokens in this process so far (for tests).
    static qint64 replayed();

private:
    std::array<Column, Columns> m_columns;
    int m_next = 0;
    TokenReplay *m_outer = nullptr;
};

} // namespace lectern::db
