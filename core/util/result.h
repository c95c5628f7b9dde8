// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <optional>
#include <utility>
#include <variant>

namespace lectern {

// What kind of failure an Error is, so callers decide by code and never by the English text.
// Add codes as callers need to tell failures apart; Unspecified is for errors only shown.
enum class ErrorCode {
    Unspecified,
    InvalidInput,     // the user's input (file, query, argument) is not what it should be
    NotFound,         // a paper, tag, file or server object that does not exist
    Conflict,         // the change clashes with existing data (name taken, concurrent edit)
    Cancelled,        // the user stopped it; nothing was changed
    Io,               // a file could not be read or written
    Database,         // SQLite or PostgreSQL reported a failure
    Unreachable,      // a server could not be reached (network, server down)
    PermissionDenied, // the server or the file system refused the operation
    Unsupported,      // a format, version or feature this build cannot handle
};

// An error as a value: what happened, phrased for the user, plus what to do about it.
struct Error
{
    QString message;
    ErrorCode code = ErrorCode::Unspecified;
    // The file at fault, as its path was given, when one is (an import's unreadable file):
    // the caller can offer to go on without it.
    QString file = {};
};

// A std::expected-like result (std::expected is C++23; g++ 12 builds C++20).
template<typename T>
class [[nodiscard]] Result
{
public:
    Result(T value) : m_state(std::move(value)) {}
    Result(Error error) : m_state(std::move(error)) {}

    bool ok() const { return std::holds_alternative<T>(m_state); }
    explicit operator bool() const { return ok(); }

    T &value() & { return std::get<T>(m_state); }
    const T &value() const & { return std::get<T>(m_state); }
    // Rvalue access returns by value: `for (x : *f())` must not iterate a destroyed temporary.
    T value() && { return std::get<T>(std::move(m_state)); }
    T &operator*() & { return value(); }
    const T &operator*() const & { return value(); }
    T operator*() && { return std::move(*this).value(); }
    T *operator->() { return &value(); }
    const T *operator->() const { return &value(); }

    // Empty when ok(), so it is safe in messages that are built before the check.
    QString error() const
    {
        const Error *e = std::get_if<Error>(&m_state);
        return e ? e->message : QString();
    }

    // ErrorCode::Unspecified when ok().
    ErrorCode errorCode() const
    {
        const Error *e = std::get_if<Error>(&m_state);
        return e ? e->code : ErrorCode::Unspecified;
    }

    // The whole Error, message and code, to pass a failure on as another Result's.
    Error failure() const
    {
        const Error *e = std::get_if<Error>(&m_state);
        return e ? *e : Error{};
    }

private:
    std::variant<T, Error> m_state;
};

// Result for operations that return nothing on success.
class [[nodiscard]] Status
{
public:
    Status() = default;
    Status(Error error) : m_error(std::move(error)) {}

    static Status success() { return {}; }
    bool ok() const { return !m_error.has_value(); }
    explicit operator bool() const { return ok(); }
    QString error() const { return m_error ? m_error->message : QString(); }
    ErrorCode errorCode() const { return m_error ? m_error->code : ErrorCode::Unspecified; }
    Error failure() const { return m_error.value_or(Error{}); }

private:
    std::optional<Error> m_error;
};

} // namespace lectern
