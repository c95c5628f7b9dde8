// SPDX-License-Identifier: GPL-3.0-or-later
#include "tests/core/fuzz/fuzzharness.h"

#include "core/library/importrecord.h"
#include "core/text/textsource.h"

#include <QRegularExpression>

#include <cstdio>
#include <cstdlib>

namespace lectern::fuzz {

void fail(const char *what)
{
    std::fprintf(stderr, "fuzz invariant broken: %s\n", what);
    std::fflush(stderr);
    std::abort();
}

namespace {

class CheckingSink final : public library::RecordSink
{
public:
    Status libraryData(const library::LibraryData &) override { return {}; }
    Status record(library::ImportRecord &&r) override
    {
        static const QRegularExpression doiShape(QStringLiteral("^10\\.\\d+(?:\\.\\d+)*/\\S+$"));
        if (!r.doi.isEmpty() && !doiShape.match(r.doi).hasMatch())
            fail("a record's DOI is not DOI-shaped");
        if (r.index < 0 || r.line < 0)
            fail("a record's index or line is negative");
        if (r.title.contains(QChar(0)) || r.abstract.contains(QChar(0)))
            fail("a NUL character reached a title or an abstract");
        return {};
    }
    void skipped() override {}
};

} // namespace

void readBytes(std::unique_ptr<library::RecordReader> reader, const uint8_t *data, size_t size,
               const char *name)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    auto source = text::TextSource::fromBytes(bytes, QString::fromLatin1(name));
    if (!source)
        return; // binary input is refused before any reader sees it
    CheckingSink sink;
    const auto status = reader->read(**source, sink, [](const Diagnostic &d) {
        if (d.message.isEmpty())
            fail("a diagnostic without a message");
    });
    if (!status && status.error().isEmpty())
        fail("a reader failed without saying why");
}

} // namespace lectern::fuzz
