// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/search/querylexer.h"

#include <QCoreApplication>
#include <QStringList>

using namespace Qt::StringLiterals;

namespace lectern::search {

namespace {

// Messages shown to the user, under one translation context for this module.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(lectern::search)
};

} // namespace

namespace {

const QStringList &knownFields()
{
    static const QStringList fields = {u"tag"_s,   u"status"_s, u"rating"_s,   u"venue"_s,
                                       u"year"_s,  u"title"_s,  u"abstract"_s, u"note"_s,
                                       u"author"_s, u"doi"_s,   u"arxiv"_s};
    return fields;
}

bool isAsciiLetters(QStringView s)
{
    if (s.isEmpty())
        return false;
    for (QChar c : s) {
        if (!((c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z')))
            return false;
    }
    return true;
}

bool endsToken(QChar c)
{
    return c.isSpace() || c == u'(' || c == u')' || c == u'"';
}

class Lexer final
{
public:
    explicit Lexer(const QString &query) : m_q(query) {}

    Result<QList<QueryToken>> run()
    {
        while (m_i < m_q.size()) {
            const QChar c = m_q.at(m_i);
            if (c.isSpace()) {
                ++m_i;
            } else if (c == u'(') {
                push(QueryToken::LParen, m_i++);
            } else if (c == u')') {
                push(QueryToken::RParen, m_i++);
            } else if (c == u'"') {
                const qsizetype start = m_i;
                auto text = readQuoted();
                if (!text)
                    return text.failure();
                QueryToken t{QueryToken::Phrase, *text, {}, readStars(), false, false, start};
                m_tokens.append(std::move(t));
            } else if (c == u'-') {
                if (m_i + 1 >= m_q.size() || m_q.at(m_i + 1).isSpace() || m_q.at(m_i + 1) == u')') {
                    return Error{Tr::tr("A lone - excludes nothing: put it directly before what to "
                                        "exclude, like -survey, -\"case study\" or -tag:old."),
                                 ErrorCode::InvalidInput};
                }
                push(QueryToken::Minus, m_i++);
            } else if (auto st = readWord(); !st) {
                return st.failure();
            }
        }
        return m_tokens;
    }

private:
    void push(QueryToken::Kind kind, qsizetype pos)
    {
        QueryToken t;
        t.kind = kind;
        t.pos = pos;
        m_tokens.append(std::move(t));
    }

    // m_i is at an opening quote; returns the text up to the closing one.
    Result<QString> readQuoted()
    {
        const qsizetype close = m_q.indexOf(u'"', m_i + 1);
        if (close < 0) {
            const QString sofar = m_q.mid(m_i + 1).simplified();
            if (sofar.isEmpty()) {
                return Error{
                    Tr::tr("Unbalanced quote: remove the lone \" at the end, or add text and "
                           "a closing \" after it."),
                    ErrorCode::InvalidInput};
            }
            return Error{
                Tr::tr("Unbalanced quote: add a closing \" after “%1”.").arg(sofar.right(30)),
                ErrorCode::InvalidInput};
        }
        QString text = m_q.mid(m_i + 1, close - m_i - 1);
        m_i = close + 1;
        return text;
    }

    bool readStars()
    {
        bool any = false;
        while (m_i < m_q.size() && m_q.at(m_i) == u'*') {
            any = true;
            ++m_i;
        }
        return any;
    }

    Status readWord()
    {
        const qsizetype start = m_i;
        while (m_i < m_q.size() && !endsToken(m_q.at(m_i)))
            ++m_i;
        QString word = m_q.mid(start, m_i - start);

        if (word == "OR"_L1) {
            push(QueryToken::Or, start);
            return {};
        }

        // name:value is a field when the name is letters and the colon is not part of
        // something else (std::vector, http://…); anything else with a colon is a word.
        const qsizetype colon = word.indexOf(u':');
        if (colon > 0 && isAsciiLetters(QStringView(word).left(colon))
            && !QStringView(word).mid(colon + 1).startsWith(u':')
            && !QStringView(word).mid(colon + 1).startsWith(u"//")) {
            const QString name = word.left(colon).toLower();
            if (!knownFields().contains(name)) {
                return Error{
                    Tr::tr("Unknown field “%1:”. Use tag:, status:, rating:, venue:, year:, "
                           "title:, abstract:, note:, author:, doi: or arxiv:, or put the text "
                           "in quotes (\"%2\") to search for it as words.")
                        .arg(word.left(colon), word),
                    ErrorCode::InvalidInput};
            }
            QueryToken t;
            t.kind = QueryToken::Field;
            t.field = name;
            t.pos = start;
            t.text = word.mid(colon + 1);
            if (t.text.isEmpty() && m_i < m_q.size() && m_q.at(m_i) == u'"') {
                auto value = readQuoted();
                if (!value)
                    return value.failure();
                t.text = *value;
                t.quoted = true;
                t.prefix = readStars();
            } else if (t.text.isEmpty() && m_i < m_q.size() && m_q.at(m_i) == u'(') {
                t.group = true;
            } else {
                while (t.text.endsWith(u'*')) {
                    t.text.chop(1);
                    t.prefix = true;
                }
            }
            m_tokens.append(std::move(t));
            return {};
        }

        QueryToken t;
        t.kind = QueryToken::Word;
        t.pos = start;
        while (word.endsWith(u'*')) {
            word.chop(1);
            t.prefix = true;
        }
        t.text = std::move(word);
        m_tokens.append(std::move(t));
        return {};
    }

    const QString &m_q;
    qsizetype m_i = 0;
    QList<QueryToken> m_tokens;
};

} // namespace

Result<QList<QueryToken>> tokenizeQuery(const QString &query)
{
    return Lexer(query).run();
}

QString contextBefore(const QString &query, qsizetype pos, qsizetype maxChars)
{
    return query.left(pos).simplified().right(maxChars);
}

} // namespace lectern::search
