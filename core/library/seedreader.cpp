// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/library/seedreader.h"

#include "core/text/seedparser.h"
#include "core/text/textsource.h"

#include <QCoreApplication>

namespace lectern::library {

using namespace Qt::StringLiterals;

namespace {

// Messages shown to the user, under one translation context for this module.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(lectern::library)
};

class SeedReader final : public RecordReader
{
public:
    QString formatName() const override { return u"abstract list"_s; }
    QString fileHeader() const override { return m_header.raw; }

    Status read(text::TextSource &source, RecordSink &sink, const DiagnosticSink &diagnostics) override
    {
        // Abstract lists are UTF-8 by definition: a file that is not is refused by the parser,
        // which names the line and byte; only a BOM-marked UTF-16 file is refused here.
        if (source.encoding() == text::TextSource::Encoding::Utf16LE
            || source.encoding() == text::TextSource::Encoding::Utf16BE) {
            return Error{Tr::tr("%1 is an abstract list in %2; abstract lists are UTF-8. Save it as "
                         "UTF-8 and import it again.").arg(source.name(), source.encodingName()),
                         ErrorCode::InvalidInput};
        }
        Status failure;
        auto parsed = text::SeedParser::parse(
            source.device(), source.name(),
            [&](const text::SeedParagraph &paragraph) {
                ImportRecord r;
                r.index = paragraph.index;
                r.line = paragraph.firstLine;
                r.abstract = paragraph.text;
                r.venue = m_header.venue.isNull() ? u""_s : m_header.venue;
                r.year = m_header.year > 0 ? m_header.year : 0;
                if (Status st = sink.record(std::move(r)); !st) {
                    failure = st;
                    return false;
                }
                return true;
            },
            diagnostics, [this](const text::SeedHeader &header) { m_header = header; });
        if (!failure)
            return failure;
        if (!parsed)
            return Error{parsed.error(), ErrorCode::InvalidInput};
        return {};
    }

private:
    text::SeedHeader m_header;
};

} // namespace

std::unique_ptr<RecordReader> makeSeedReader()
{
    return std::make_unique<SeedReader>();
}

} // namespace lectern::library
