// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>

#include <cstdlib>
#include <cstring>
#include <memory>
#include <new>
#include <type_traits>
#include <utility>

namespace lectern {

// An array of trivially copyable values in malloc'd memory that can be cut to its used length
// without a copy: glibc's realloc shrinks a large block in place (mremap), where a vector's
// shrink_to_fit copies it into new pages. The feature matrix writes its rows into room for
// every term and keeps ~70% of it; copying 70 MB into fresh pages cost ~200 ms of page faults.
// Pages never written are never faulted in, so unused room costs nothing until it is cut.
template<typename T>
class TrimmableBuffer final
{
    static_assert(std::is_trivially_copyable_v<T>);

public:
    TrimmableBuffer() = default;
    // Room for n values, uninitialised.
    explicit TrimmableBuffer(std::size_t n)
        : m_data(allocate(n))
        , m_size(n)
        , m_capacity(n)
    {
    }
    TrimmableBuffer(const TrimmableBuffer &other)
        : TrimmableBuffer(other.m_size)
    {
        if (m_size > 0)
            std::memcpy(m_data.get(), other.m_data.get(), m_size * sizeof(T));
    }
    TrimmableBuffer &operator=(const TrimmableBuffer &other)
    {
        if (this != &other)
            *this = TrimmableBuffer(other);
        return *this;
    }
    TrimmableBuffer(TrimmableBuffer &&other) noexcept
        : m_data(std::move(other.m_data))
        , m_size(std::exchange(other.m_size, 0))
        , m_capacity(std::exchange(other.m_capacity, 0))
    {
    }
    TrimmableBuffer &operator=(TrimmableBuffer &&other) noexcept
    {
        m_data = std::move(other.m_data);
        m_size = std::exchange(other.m_size, 0);
        m_capacity = std::exchange(other.m_capacity, 0);
        return *this;
    }

    // Keeps the first n values (n <= size()) and gives the rest of the memory back.
    void trim(std::size_t n)
    {
        Q_ASSERT(n <= m_size);
        if (n == 0) {
            *this = {};
            return;
        }
        T *const old = m_data.release(); // realloc takes it: freed if it moves, kept if it fails
        if (void *shrunk = std::realloc(old, n * sizeof(T))) {
            m_data.reset(static_cast<T *>(shrunk));
            m_capacity = n;
        } else {
            m_data.reset(old);
        }
        m_size = n;
    }

    T *data() { return m_data.get(); }
    const T *data() const { return m_data.get(); }
    std::size_t size() const { return m_size; }
    std::size_t capacity() const { return m_capacity; }
    T &operator[](std::size_t i) { return m_data.get()[i]; }
    const T &operator[](std::size_t i) const { return m_data.get()[i]; }

private:
    struct Free
    {
        void operator()(T *p) const { std::free(p); }
    };
    static T *allocate(std::size_t n)
    {
        if (n == 0)
            return nullptr;
        auto *p = static_cast<T *>(std::malloc(n * sizeof(T)));
        if (!p)
            throw std::bad_alloc();
        return p;
    }

    std::unique_ptr<T, Free> m_data;
    std::size_t m_size = 0;
    std::size_t m_capacity = 0;
};

} // namespace lectern
