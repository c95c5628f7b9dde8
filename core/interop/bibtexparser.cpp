// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/interop/bibtexparser.h"

#include <QCoreApplication>
#include <QHash>
#include <QRegularExpression>

#include <algorithm>
#include <optional>

namespace lectern::interop {

QString BibEntry::field(const QString &name) const
{
    for (const BibField &f : fields) {
        if (f.name == name)
            return f.value;
    }
    return {};
}

namespace {

// Messages shown to the user, under one translation context for this module.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(lectern::interop)
};

bool isNameChar(QChar c)
{
    return c.isLetterOrNumber() || QStringView(u"-_:.+/'!?*&<>|").contains(c);
}

// Why an entry could not be read; atEnd marks a file that ended inside the entry.
struct Failure
{
    QString message;
    bool atEnd = false;
};

class Parser final
{
public:
    Parser(const BibtexStream::TextPull &more, const QString &fileName, const DiagnosticSink &sink)
        : m_more(more), m_file(fileName), m_sink(sink)
    {
        const char *months[] = {"january", "february", "march", "april", "may", "june", "july",
                                "august", "september", "october", "november", "december"};
        for (const char *m : months) {
            QString full = QString::fromLatin1(m);
            m_macros.insert(full.left(3), full.at(0).toUpper() + full.mid(1));
        }
    }

    Result<int> run(const BibtexStream::EntryHandler &onEntry)
    {
        int skipped = 0;
        int entriesSeen = 0;
        qsizetype lookahead = kLookahead;
        while (findAt()) {
            fill(lookahead);
            const int line = m_line;
            const qsizetype start = m_i;
            ++m_i; // '@'
            skipSpace();
            const QString type = name().toLower();
            if (type.isEmpty()) {
                continue; // a stray '@' in text between entries
            }
            std::optional<Failure> failure;
            BibEntry entry;
            if (type == QLatin1String("comment")) {
                failure = skipComment();
            } else if (type == QLatin1String("preamble")) {
                failure = skipGroup();
            } else if (type == QLatin1String("string")) {
                failure = readString();
            } else {
                entry.type = type;
                entry.line = line;
                failure = readEntry(entry);
            }
            if (failure && failure->atEnd && !m_eof) {
                // The entry goes on past what is buffered: read more and parse it again.
                m_i = start;
                m_line = line;
                lookahead = std::max(lookahead * 2, m_s.size() - m_i + kLookahead);
                continue;
            }
            lookahead = kLookahead;
            ++entriesSeen;
            if (!failure) {
                if (!entry.type.isEmpty()) {
                    if (Status st = onEntry(std::move(entry)); !st)
                        return st.failure();
                }
                continue;
            }
            if (failure->atEnd) {
                return Error{Tr::tr("%1 ends inside the entry that starts on line %2 (%3); "
                                            "the file looks truncated.")
                                 .arg(m_file).arg(line).arg(failure->message),
                             ErrorCode::InvalidInput};
            }
            ++skipped;
            report(Diagnostic::Warning, line,
                   Tr::tr("Skipped a malformed @%1 entry: %2.")
                       .arg(type.isEmpty() ? QStringLiteral("?") : type, failure->message));
            recover(start);
        }
        if (entriesSeen == 0) {
            return Error{Tr::tr("%1 is not a BibTeX file: it has no @entry.").arg(m_file),
                         ErrorCode::InvalidInput};
        }
        return skipped;
    }

private:
    void report(Diagnostic::Severity severity, int line, const QString &message)
    {
        if (m_sink)
            m_sink(Diagnostic{severity, m_file, line, message});
    }

    bool atEnd() const { return m_i >= m_s.size(); }
    QChar peek() const { return atEnd() ? QChar() : m_s.at(m_i); }
    void advance()
    {
        if (m_s.at(m_i) == QLatin1Char('\n'))
            ++m_line;
        ++m_i;
    }

    void skipSpace()
    {
        while (!atEnd() && peek().isSpace())
            advance();
    }

    bool atLineStart(qsizetype pos) const
    {
        for (qsizetype j = pos - 1; j >= 0; --j) {
            const QChar c = m_s.at(j);
            if (c == QLatin1Char('\n'))
                return true;
            if (!c.isSpace())
                return false;
        }
        return true;
    }

    // Moves to the next '@' (text between entries is a comment in BibTeX).
    bool findAt()
    {
        for (;;) {
            while (!atEnd() && peek() != QLatin1Char('@'))
                advance();
            if (!atEnd() || !fill(kLookahead))
                return !atEnd();
        }
    }

    // Drops what was parsed (keeping the current line, for atLineStart) and reads until at
    // least `ahead` characters follow the position, or the text ends. False when nothing new
    // could be read.
    bool fill(qsizetype ahead)
    {
        if (m_s.size() - m_i >= ahead || m_eof)
            return false;
        qsizetype keep = m_i;
        while (keep > 0 && m_s.at(keep - 1) != QLatin1Char('\n'))
            --keep;
        if (keep > 0) {
            m_s.remove(0, keep);
            m_i -= keep;
        }
        const qsizetype before = m_s.size();
        QString block;
        while (m_s.size() - m_i < ahead) {
            if (!m_more || !m_more(block)) {
                m_eof = true;
                break;
            }
            m_s += block;
        }
        return m_s.size() > before;
    }

    // After a malformed entry: resume at the next line that starts with '@'.
    void recover(qsizetype start)
    {
        Q_ASSERT(m_i > start); // at least the '@' was read, so this always moves on
        for (;;) {
            while (!atEnd()) {
                if (peek() == QLatin1Char('@') && atLineStart(m_i))
                    return;
                advance();
            }
            if (!fill(kLookahead))
                return;
        }
    }

    QString name()
    {
        const qsizetype start = m_i;
        while (!atEnd() && isNameChar(peek()))
            advance();
        return m_s.mid(start, m_i - start);
    }

    // True when a new entry begins here: '@' at a line start followed by a name and { or (.
    bool entryStartsAt(qsizetype pos) const
    {
        if (m_s.at(pos) != QLatin1Char('@') || !atLineStart(pos))
            return false;
        qsizetype j = pos + 1;
        while (j < m_s.size() && m_s.at(j).isLetter())
            ++j;
        while (j < m_s.size() && m_s.at(j).isSpace())
            ++j;
        return j > pos + 1 && j < m_s.size()
            && (m_s.at(j) == QLatin1Char('{') || m_s.at(j) == QLatin1Char('('));
    }

    std::optional<Failure> expectOpen(QChar &close)
    {
        skipSpace();
        if (atEnd())
            return Failure{Tr::tr("the file ends after the entry type"), true};
        if (peek() == QLatin1Char('{'))
            close = QLatin1Char('}');
        else if (peek() == QLatin1Char('('))
            close = QLatin1Char(')');
        else
            return Failure{Tr::tr("expected { or ( after the entry type")};
        advance();
        return std::nullopt;
    }

    std::optional<Failure> skipComment()
    {
        skipSpace();
        if (peek() == QLatin1Char('{') || peek() == QLatin1Char('('))
            return skipGroup();
        while (!atEnd() && peek() != QLatin1Char('\n'))
            advance(); // "@comment text" runs to the end of the line
        return std::nullopt;
    }

    std::optional<Failure> skipGroup()
    {
        QChar close;
        if (auto f = expectOpen(close))
            return f;
        int depth = 0;
        while (!atEnd()) {
            const QChar c = peek();
            if (c == QLatin1Char('{')) {
                ++depth;
            } else if (c == QLatin1Char('}') && depth > 0) {
                --depth;
            } else if (c == close && depth == 0) {
                advance();
                return std::nullopt;
            }
            advance();
        }
        return Failure{Tr::tr("unbalanced braces"), true};
    }

    // {…} with nested braces; the returned text excludes the outer braces.
    std::optional<Failure> bracedValue(QString &out)
    {
        advance(); // '{'
        const qsizetype start = m_i;
        int depth = 0;
        while (!atEnd()) {
            const QChar c = peek();
            if (c == QLatin1Char('{')) {
                ++depth;
            } else if (c == QLatin1Char('}')) {
                if (depth == 0) {
                    out += m_s.mid(start, m_i - start);
                    advance();
                    return std::nullopt;
                }
                --depth;
            } else if (c == QLatin1Char('@') && entryStartsAt(m_i)) {
                return Failure{Tr::tr("a value has an unclosed brace")};
            }
            advance();
        }
        return Failure{Tr::tr("a value has an unclosed brace"), true};
    }

    // "…": ends at a quote outside braces.
    std::optional<Failure> quotedValue(QString &out)
    {
        advance(); // '"'
        const qsizetype start = m_i;
        int depth = 0;
        while (!atEnd()) {
            const QChar c = peek();
            if (c == QLatin1Char('{')) {
                ++depth;
            } else if (c == QLatin1Char('}')) {
                if (--depth < 0)
                    return Failure{Tr::tr("a quoted value has an unmatched }")};
            } else if (c == QLatin1Char('"') && depth == 0) {
                out += m_s.mid(start, m_i - start);
                advance();
                return std::nullopt;
            } else if (c == QLatin1Char('@') && entryStartsAt(m_i)) {
                return Failure{Tr::tr("a quoted value is not closed")};
            }
            advance();
        }
        return Failure{Tr::tr("a quoted value is not closed"), true};
    }

    // value := piece ('#' piece)*
    std::optional<Failure> value(QString &out)
    {
        for (;;) {
            skipSpace();
            if (atEnd())
                return Failure{Tr::tr("a field has no value"), true};
            const QChar c = peek();
            if (c == QLatin1Char('{')) {
                if (auto f = bracedValue(out))
                    return f;
            } else if (c == QLatin1Char('"')) {
                if (auto f = quotedValue(out))
                    return f;
            } else if (c.isDigit()) {
                const qsizetype start = m_i;
                while (!atEnd() && peek().isDigit())
                    advance();
                out += m_s.mid(start, m_i - start);
            } else if (isNameChar(c)) {
                const int line = m_line;
                const QString macro = name().toLower();
                if (const auto it = m_macros.constFind(macro); it != m_macros.constEnd()) {
                    out += *it;
                } else {
                    report(Diagnostic::Warning, line,
                           Tr::tr("The @string \"%1\" is not defined; used as empty text.")
                               .arg(macro));
                }
            } else {
                return Failure{Tr::tr("unexpected \"%1\" where a value should be").arg(c)};
            }
            skipSpace();
            if (peek() != QLatin1Char('#'))
                return std::nullopt;
            advance();
        }
    }

    std::optional<Failure> readString()
    {
        QChar close;
        if (auto f = expectOpen(close))
            return f;
        skipSpace();
        const QString macro = name().toLower();
        if (macro.isEmpty())
            return Failure{Tr::tr("@string without a name")};
        skipSpace();
        if (peek() != QLatin1Char('='))
            return Failure{atEnd() ? Tr::tr("the file ends in an @string")
                                   : Tr::tr("expected = after the @string name"), atEnd()};
        advance();
        QString text;
        if (auto f = value(text))
            return f;
        skipSpace();
        if (peek() != close)
            return Failure{Tr::tr("@string is not closed"), atEnd()};
        advance();
        m_macros.insert(macro, text);
        return std::nullopt;
    }

    std::optional<Failure> readEntry(BibEntry &entry)
    {
        QChar close;
        if (auto f = expectOpen(close))
            return f;
        skipSpace();
        // The key runs to the first comma (BibTeX allows almost any character in it).
        const qsizetype keyStart = m_i;
        while (!atEnd() && peek() != QLatin1Char(',') && peek() != close && !peek().isSpace())
            advance();
        entry.key = m_s.mid(keyStart, m_i - keyStart);
        int valueLine = m_line; // where the last field's value starts
        for (;;) {
            skipSpace();
            if (atEnd())
                return Failure{Tr::tr("the entry is not closed"), true};
            if (peek() == close) {
                advance();
                return std::nullopt;
            }
            if (peek() != QLatin1Char(','))
                return missingComma(entry, valueLine);
            advance();
            skipSpace();
            if (atEnd())
                return Failure{Tr::tr("the entry is not closed"), true};
            if (peek() == close) { // trailing comma
                advance();
                return std::nullopt;
            }
            if (peek() == QLatin1Char('@') && entryStartsAt(m_i))
                return Failure{Tr::tr("the entry is not closed before the next one")};
            const QString fieldName = name().toLower();
            if (fieldName.isEmpty())
                return Failure{Tr::tr("expected a field name, found \"%1\"").arg(peek())};
            skipSpace();
            if (peek() != QLatin1Char('='))
                return Failure{Tr::tr("expected = after the field \"%1\"").arg(fieldName),
                               atEnd()};
            advance();
            QString text;
            skipSpace();
            valueLine = m_line;
            if (auto f = value(text))
                return f;
            entry.fields.append({fieldName, text});
        }
    }

    // No comma after the key or a field's value. A value that took in a line like "year =
    // 2020" most likely lacks a closing brace: the message names it, not the comma.
    Failure missingComma(const BibEntry &entry, int valueLine) const
    {
        if (entry.fields.isEmpty())
            return Failure{Tr::tr("expected a comma after \"%1\"").arg(entry.key)};
        const BibField &last = entry.fields.constLast();
        static const QRegularExpression swallowedField(
            QStringLiteral("\\n[ \\t]*([A-Za-z][A-Za-z0-9_-]*)[ \\t]*=[ \\t]*[{\"0-9]"));
        const QRegularExpressionMatch m = swallowedField.match(last.value);
        if (!m.hasMatch())
            return Failure{Tr::tr("expected a comma after \"%1\"").arg(last.name)};
        const int fieldLine = valueLine + int(QStringView(last.value).first(m.capturedStart()).count(u'\n')) + 1;
        return Failure{Tr::tr("the value of \"%1\" (line %2) runs on into \"%3 =\" on line %4: "
                              "a { or \" in it is likely not closed")
                           .arg(last.name).arg(valueLine).arg(m.captured(1)).arg(fieldLine)};
    }

    static constexpr qsizetype kLookahead = 256 * 1024;
    const BibtexStream::TextPull &m_more;
    QString m_s; // the text not parsed yet (and the current line)
    bool m_eof = false;
    const QString &m_file;
    const DiagnosticSink &m_sink;
    qsizetype m_i = 0;
    int m_line = 1;
    QHash<QString, QString> m_macros;
};

} // namespace

Result<int> BibtexStream::parse(const TextPull &more, const QString &fileName,
                                const DiagnosticSink &sink, const EntryHandler &onEntry)
{
    return Parser(more, fileName, sink).run(onEntry);
}

Result<BibFile> parseBibtex(const QString &text, const QString &fileName, const DiagnosticSink &sink)
{
    BibFile file;
    bool given = false;
    const BibtexStream::TextPull once = [&](QString &out) {
        if (given)
            return false;
        given = true;
        out = text;
        return true;
    };
    auto skipped = BibtexStream::parse(once, fileName, sink, [&](BibEntry &&e) -> Status {
        file.entries.append(std::move(e));
        return {};
    });
    if (!skipped)
        return skipped.failure();
    file.skipped = *skipped;
    return file;
}

} // namespace lectern::interop
