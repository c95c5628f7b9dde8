// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/text/seedparser.h"

#include "core/text/digest.h"
#include "core/text/linereader.h"
#include "core/text/utf8check.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

using namespace Qt::StringLiterals;

namespace lectern::text {

namespace {

// Messages shown to the user, under one translation context for this module.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(lectern::text)
};

} // namespace

namespace {

bool isAsciiBlank(char c)
{
    return c == ' ' || c == '\t' || c == '\f' || c == '\v';
}

QByteArrayView trimAsciiBlanks(QByteArrayView bytes)
{
    qsizetype begin = 0, end = bytes.size();
    while (begin < end && isAsciiBlank(bytes[begin]))
        ++begin;
    while (end > begin && isAsciiBlank(bytes[end - 1]))
        --end;
    return bytes.sliced(begin, end - begin);
}

// Trims Unicode spaces (NBSP, ideographic space) that the byte-level trim leaves.
QString decodeTrimmed(QByteArrayView bytes)
{
    QString text = QString::fromUtf8(bytes);
    if (!text.isEmpty() && (text.front().isSpace() || text.back().isSpace()))
        text = text.trimmed();
    return text;
}

class Parser
{
public:
    Parser(const QString &fileName, const SeedParser::ParagraphHandler &onParagraph,
           const DiagnosticSink &diagnostics, const SeedParser::HeaderHandler &onHeader)
        : m_fileName(fileName), m_onParagraph(onParagraph), m_diagnostics(diagnostics),
          m_onHeader(onHeader)
    {
    }

    Result<SeedFileSummary> run(QIODevice &in)
    {
        LineReader reader(in, m_hash);
        QByteArrayView line;
        for (;;) {
            const LineReader::Status status = reader.next(line);
            if (status == LineReader::Status::LineTooLong) {
                return Error{
                    Tr::tr("%1: line %2 is longer than %3 MiB; this does not look like a file "
                           "of abstracts")
                        .arg(m_fileName)
                        .arg(reader.lineNumber() + 1)
                        .arg(LineReader::MaxLineBytes / (1024 * 1024)),
                    ErrorCode::InvalidInput};
            }
            if (status == LineReader::Status::Error)
                return Error{Tr::tr("%1: cannot read: %2").arg(m_fileName, reader.errorString()),
                             ErrorCode::Io};
            if (status == LineReader::Status::End)
                break;
            qint64 offset = reader.lineOffset();
            if (reader.lineNumber() == 1 && line.startsWith("\xEF\xBB\xBF")) {
                line = line.sliced(3);
                offset += 3;
            }
            if (const qsizetype bad = firstInvalidUtf8(line); bad >= 0) {
                return Error{
                    Tr::tr("%1: invalid UTF-8 at line %2, byte offset %3; re-save the file as "
                           "UTF-8")
                        .arg(m_fileName)
                        .arg(reader.lineNumber())
                        .arg(offset + bad),
                    ErrorCode::InvalidInput};
            }
            const QByteArrayView content = trimAsciiBlanks(line);
            const QString text = content.isEmpty() ? QString() : decodeTrimmed(content);
            if (text.isEmpty()) {
                if (!flush())
                    break;
                continue;
            }
            if (!m_haveHeader) {
                takeHeader(text, reader.lineNumber());
                continue;
            }
            if (m_paragraph.isEmpty()) {
                m_firstLine = reader.lineNumber();
                m_paragraph = text;
            } else {
                m_paragraph += u' ' + text;
            }
            if (m_paragraph.size() * 2 > SeedParser::MaxParagraphBytes) {
                return Error{Tr::tr("%1: the paragraph starting at line %2 is longer than %3 MiB; "
                                    "this does not look like a file of abstracts")
                                 .arg(m_fileName)
                                 .arg(m_firstLine)
                                 .arg(SeedParser::MaxParagraphBytes / (1024 * 1024)),
                             ErrorCode::InvalidInput};
            }
        }
        if (!m_summary.cancelled)
            flush();

        m_summary.bytes = reader.bytesRead();
        if (!m_haveHeader) {
            return Error{Tr::tr("%1: the file is empty; expected a header line such as \"ICML 2024 "
                                "Papers\" followed by abstracts separated by blank lines")
                             .arg(m_fileName),
                         ErrorCode::InvalidInput};
        }
        if (!m_summary.cancelled) {
            m_summary.sha256Hex = QString::fromLatin1(m_hash.hexResult());
            if (m_summary.paragraphs == 0)
                report(Diagnostic::Warning, m_headerLine,
                       Tr::tr("no abstracts after the header \"%1\"; nothing to import")
                           .arg(m_summary.header.raw));
        }
        return m_summary;
    }

private:
    void takeHeader(const QString &text, int lineNumber)
    {
        m_haveHeader = true;
        m_headerLine = lineNumber;
        m_summary.header = parseSeedHeader(text);
        if (!m_summary.header.recognised()) {
            report(
                Diagnostic::Info, lineNumber,
                Tr::tr(
                    "header \"%1\" names no venue and year (expected e.g. \"ICML 2024 Papers\"); "
                    "kept as-is, papers get no venue or year")
                    .arg(text.left(80)));
        }
        if (m_onHeader)
            m_onHeader(m_summary.header);
    }

    // Hands a finished paragraph over; false when the handler cancelled.
    bool flush()
    {
        if (m_paragraph.isEmpty())
            return true;
        const SeedParagraph paragraph{m_summary.paragraphs, m_firstLine, m_paragraph};
        m_paragraph.clear();
        ++m_summary.paragraphs;
        if (m_onParagraph && !m_onParagraph(paragraph)) {
            m_summary.cancelled = true;
            return false;
        }
        return true;
    }

    void report(Diagnostic::Severity severity, int line, const QString &message) const
    {
        if (m_diagnostics)
            m_diagnostics(Diagnostic{severity, m_fileName, line, message});
    }

    const QString &m_fileName;
    const SeedParser::ParagraphHandler &m_onParagraph;
    const DiagnosticSink &m_diagnostics;
    const SeedParser::HeaderHandler &m_onHeader;
    Sha256Stream m_hash;
    SeedFileSummary m_summary;
    QString m_paragraph;
    int m_firstLine = 0;
    int m_headerLine = 0;
    bool m_haveHeader = false;
};

} // namespace

Result<SeedFileSummary> SeedParser::parse(QIODevice &in, const QString &fileName,
                                          const ParagraphHandler &onParagraph,
                                          const DiagnosticSink &diagnostics,
                                          const HeaderHandler &onHeader)
{
    if (!in.isOpen() || !in.isReadable())
        return Error{Tr::tr("%1: the device is not open for reading").arg(fileName), ErrorCode::Io};
    Parser parser(fileName, onParagraph, diagnostics, onHeader);
    return parser.run(in);
}

Result<SeedFileSummary> SeedParser::parseFile(const QString &path,
                                              const ParagraphHandler &onParagraph,
                                              const DiagnosticSink &diagnostics)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return Error{Tr::tr("%1: cannot open: %2").arg(path, file.errorString()), ErrorCode::Io};
    return parse(file, QFileInfo(path).fileName(), onParagraph, diagnostics);
}

} // namespace lectern::text
