// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/interop/readers.h"

#include "core/interop/formatsniffer.h"
#include "core/library/seedreader.h"
#include "core/text/textsource.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace lectern::interop {

namespace {

// Messages shown to the user, under one translation context for this module.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(lectern::interop)
};

} // namespace

using namespace Qt::StringLiterals;

Result<std::unique_ptr<library::RecordReader>> readerFor(const text::TextSource &source)
{
    switch (sniffFormat(source.head(), source.name())) {
    case ImportFormat::Seed: return library::makeSeedReader();
    case ImportFormat::Bibtex: return makeBibtexReader();
    case ImportFormat::CslJson: return makeCslJsonReader();
    case ImportFormat::Ris: return makeRisReader();
    case ImportFormat::JsonBackup: return makeJsonBackupReader();
    case ImportFormat::Unknown: break;
    }
    return Error{Tr::tr("%1 is not a file Lectern can import: it is empty or holds nothing it recognises. "
                 "Lectern imports BibTeX, CSL-JSON, RIS, Lectern backups and abstract lists.")
                     .arg(source.name()),
                 ErrorCode::InvalidInput};
}

namespace {

class Collector final : public library::RecordSink
{
public:
    ReadResult result;
    Status libraryData(const library::LibraryData &data) override
    {
        result.library = data;
        return {};
    }
    Status record(ImportRecord &&r) override
    {
        result.records.append(std::move(r));
        return {};
    }
    void skipped() override { ++result.skipped; }
};

} // namespace

Result<ReadResult> readAll(library::RecordReader &reader, const QString &text, const QString &fileName,
                           const DiagnosticSink &sink)
{
    auto source = text::TextSource::fromBytes(text.toUtf8(), fileName);
    if (!source)
        return source.failure();
    Collector collector;
    if (auto st = reader.read(**source, collector, sink); !st)
        return st.failure();
    return std::move(collector.result);
}

Result<ReadResult> readBibtex(const QString &text, const QString &fileName, const DiagnosticSink &sink)
{
    return readAll(*makeBibtexReader(), text, fileName, sink);
}

Result<ReadResult> readCslJson(const QString &text, const QString &fileName, const DiagnosticSink &sink)
{
    return readAll(*makeCslJsonReader(), text, fileName, sink);
}

Result<ReadResult> readRis(const QString &text, const QString &fileName, const DiagnosticSink &sink)
{
    return readAll(*makeRisReader(), text, fileName, sink);
}

Result<ReadResult> readJsonBackup(const QString &text, const QString &fileName, const DiagnosticSink &sink)
{
    return readAll(*makeJsonBackupReader(), text, fileName, sink);
}

QStringList splitKeywords(const QString &keywords)
{
    QStringList tags;
    static const QRegularExpression separators(u"[,;]"_s);
    for (const QString &part : keywords.split(separators)) {
        const QString tag = part.simplified();
        if (!tag.isEmpty() && !tags.contains(tag))
            tags.append(tag);
    }
    return tags;
}

} // namespace lectern::interop
