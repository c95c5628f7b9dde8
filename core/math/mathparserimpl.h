// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Internal to the parser (mathparser.cpp, mathcommands.cpp); include mathparser.h instead.

#include "core/math/mathnode.h"
#include "core/math/mathparser.h"
#include "core/math/mathsymbols.h"

#include <QString>
#include <QStringList>

#include <optional>
#include <string>
#include <vector>

namespace lectern::math::detail {

inline constexpr char32_t kPrime = 0x2032;
inline constexpr char32_t kRightQuote = 0x2019; // authors paste ’ for a prime

struct StopSet
{
    bool brace = false;   // a closing }
    bool bracket = false; // a closing ] of \sqrt[...]
    bool right = false;   // \right or \middle of an enclosing \left
    bool cell = false;    // & or \\ or \end of an enclosing \begin{…}
};

inline bool isAsciiLetter(char32_t c)
{
    return (c >= U'a' && c <= U'z') || (c >= U'A' && c <= U'Z');
}

inline bool isDigit(char32_t c)
{
    return c >= U'0' && c <= U'9';
}

inline QString fromUcs4(const std::u32string &s)
{
    return QString::fromUcs4(s.data(), qsizetype(s.size()));
}

inline QString fromCp(char32_t c)
{
    return QString::fromUcs4(&c, 1);
}

inline MathNode row(std::vector<MathNode> children, bool group)
{
    MathNode n;
    n.kind = NodeKind::Row;
    n.children = std::move(children);
    n.isGroup = group;
    return n;
}

// The recursive-descent parser. Internal: mathparser.cpp holds lists, atoms and scripts,
// mathcommands.cpp the backslash commands.
class Parser final
{
public:
    explicit Parser(const QString &tex);

    MathParseResult run();

private:
    // RAII nesting counter: every recursive descent goes through one.
    class DepthGuard final
    {
    public:
        explicit DepthGuard(Parser &p) : m_p(p) { ++m_p.m_depth; }
        ~DepthGuard() { --m_p.m_depth; }
        DepthGuard(const DepthGuard &) = delete;
        DepthGuard &operator=(const DepthGuard &) = delete;
        bool tooDeep() const { return m_p.m_depth > kMaxNestingDepth; }

    private:
        Parser &m_p;
    };

    bool atEnd() const { return m_pos >= m_src.size(); }
    char32_t peek(size_t ahead = 0) const
    {
        return m_pos + ahead < m_src.size() ? m_src[m_pos + ahead] : char32_t(0);
    }
    void warn(const QString &w) { m_warnings.append(w); }
    void fail(const QString &w)
    {
        m_hasErrors = true;
        warn(w);
    }

    void skipSpaces();

    // Reads the name after a backslash (which must be at m_pos) without consuming it.
    QString peekCommand(size_t *length = nullptr) const;

    QString readCommand();

    // The raw source of one argument: {balanced} content, a \command, or one character.
    std::optional<std::u32string> readRawArgument();

    std::vector<MathNode> parseList(StopSet stop);

    std::vector<MathNode> restAsError();

    // \rm, \bf, \displaystyle, \color{red}: they apply to the rest of the current group.
    bool handleSwitch(const QString &name, StopSet stop, std::vector<MathNode> &list);

    void setLimits(std::vector<MathNode> &list, const QString &name);

    MathNode &scriptsFor(std::vector<MathNode> &list, bool sup);

    void attachScript(std::vector<MathNode> &list, bool sup);

    void attachPrime(std::vector<MathNode> &list);

    // One argument of a command or script: {group}, \command, or one character.
    MathNode parseArgument(bool forScript);

    std::optional<MathNode> parseAtom();
    std::optional<MathNode> parseCommand(const QString &name, size_t start);
    MathNode parseGroupBody(MathVariant variant);
    MathNode parseFenced();
    std::optional<QString> readDelimiter();
    MathNode parseText(MathVariant variant);
    MathNode parseOperatorName(bool limits);
    bool expandAlias(const QString &name, size_t start);
    MathNode makeSymbol(const SymbolInfo &info);
    MathNode parseEnvironment();
    QString readColor();
    void parseTableBody(MathNode &table, const QString &name);
    MathNode parseExtensibleArrow(char32_t arrow);

    std::u32string m_src;
    size_t m_pos = 0;
    int m_depth = 0;
    int m_expansions = 0;
    MathVariant m_variant = MathVariant::Default;
    QStringList m_warnings;
    bool m_hasErrors = false;
};

} // namespace lectern::math::detail
