// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/text/textsource.h"

#include "core/text/digest.h"

#include <QCoreApplication>
#include <QBuffer>
#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>

#include <cstring>
#include <optional>

namespace lectern::text {

namespace {

// Messages shown to the user, under one translation context for this module.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(lectern::text)
};

} // namespace

using namespace Qt::StringLiterals;

Result<std::unique_ptr<TextSource>> TextSource::open(const QString &path, const QString &displayName)
{
    std::unique_ptr<TextSource> s(new TextSource);
    s->m_path = path;
    s->m_name = displayName.isEmpty() ? QFileInfo(path).fileName() : displayName;
    auto file = std::make_unique<QFile>(path);
    if (!file->open(QIODevice::ReadOnly)) {
        return Error{Tr::tr("Cannot read %1: %2. Check that the file exists and is readable.").arg(
                         QDir::toNativeSeparators(path), file->errorString()),
                     ErrorCode::Io};
    }
    s->m_device = std::move(file);
    if (auto st = s->scan(); !st)
        return st.failure();
    return s;
}

Result<std::unique_ptr<TextSource>> TextSource::fromBytes(const QByteArray &bytes,
                                                          const QString &displayName)
{
    std::unique_ptr<TextSource> s(new TextSource);
    s->m_name = displayName;
    auto buffer = std::make_unique<QBuffer>();
    buffer->setData(bytes);
    buffer->open(QIODevice::ReadOnly);
    s->m_device = std::move(buffer);
    if (auto st = s->scan(); !st)
        return st.failure();
    return s;
}

// One pass: hash, NUL bytes, UTF-8 validity. A stateful decoder keeps a sequence cut at a
// block's end pending rather than calling it an error.
Status TextSource::scan()
{
    Sha256Stream hash;
    QStringDecoder utf8(QStringDecoder::Utf8);
    QByteArray block(BlockBytes, Qt::Uninitialized);
    QByteArray start;
    bool nul = false;
    bool validUtf8 = true;
    qint64 firstInvalid = -1;
    for (;;) {
        const qint64 n = m_device->read(block.data(), block.size());
        if (n < 0) {
            return Error{Tr::tr("Cannot read %1: %2.").arg(m_name, m_device->errorString()),
                         ErrorCode::Io};
        }
        if (n == 0)
            break;
        const QByteArrayView view(block.constData(), n);
        hash.addData(view);
        if (start.size() < BlockBytes)
            start += view.first(std::min<qsizetype>(view.size(), BlockBytes - start.size()));
        if (!nul && std::memchr(view.data(), 0, size_t(n)))
            nul = true;
        if (validUtf8) {
            const QString decoded = utf8.decode(view);
            Q_UNUSED(decoded)
            if (utf8.hasError()) {
                validUtf8 = false;
                firstInvalid = m_size;
            }
        }
        m_size += n;
    }
    if (validUtf8) {
        const QString rest = utf8.decode(QByteArrayView()); // a sequence cut off at the end
        Q_UNUSED(rest)
        validUtf8 = !utf8.hasError();
    }
    m_sha256 = QString::fromLatin1(hash.hexResult());

    const auto startsWith = [&](const char *bom, qsizetype n) {
        return start.size() >= n && std::memcmp(start.constData(), bom, size_t(n)) == 0;
    };
    std::optional<QStringDecoder> chosen;
    if (startsWith("\xEF\xBB\xBF", 3)) {
        chosen.emplace(QStringDecoder::Utf8);
    } else if (startsWith("\xFF\xFE", 2)) {
        chosen.emplace(QStringDecoder::Utf16LE);
        m_encoding = Encoding::Utf16LE;
        m_encodingName = u"UTF-16LE"_s;
    } else if (startsWith("\xFE\xFF", 2)) {
        chosen.emplace(QStringDecoder::Utf16BE);
        m_encoding = Encoding::Utf16BE;
        m_encodingName = u"UTF-16BE"_s;
    }
    // A NUL byte is binary data in any encoding but UTF-16 (whose ASCII characters have one);
    // a UTF-8 BOM in front does not make it text.
    const bool utf16 = m_encoding == Encoding::Utf16LE || m_encoding == Encoding::Utf16BE;
    if (nul && !utf16) {
        return Error{Tr::tr("%1 is not a text file (it contains binary data). Lectern imports BibTeX, "
                     "CSL-JSON, RIS, Lectern backups and abstract lists.").arg(m_name),
                     ErrorCode::InvalidInput};
    }
    if (!chosen) {
        // JabRef writes "% Encoding: windows-1252" as the first line of the files it saves.
        static const QRegularExpression jabref(u"^%\\s*Encoding:\\s*(\\S+)"_s,
                                               QRegularExpression::MultilineOption);
        const auto m = jabref.match(QString::fromLatin1(start.left(1024)));
        if (m.hasMatch()) {
            const QString name = m.captured(1);
            QStringDecoder declared(name.toLatin1().constData());
            const bool isUtf8 = name.compare(u"UTF-8"_s, Qt::CaseInsensitive) == 0
                || name.compare(u"UTF8"_s, Qt::CaseInsensitive) == 0;
            if (declared.isValid() && !isUtf8) {
                chosen.emplace(std::move(declared));
                m_encoding = name.contains(u"1252"_s) ? Encoding::Windows1252 : Encoding::Other;
                m_encodingName = name;
                m_note = Tr::tr("Read as %1, as its \"% Encoding\" line says.").arg(name);
            }
        }
    }
    if (!chosen && validUtf8)
        chosen.emplace(QStringDecoder::Utf8);
    if (!chosen) {
        QStringDecoder cp1252("windows-1252");
        if (cp1252.isValid()) {
            chosen.emplace(std::move(cp1252));
            m_encodingName = u"Windows-1252"_s;
        } else {
            chosen.emplace(QStringDecoder::Latin1); // a Qt without ICU
            m_encodingName = u"ISO-8859-1"_s;
        }
        m_encoding = Encoding::Windows1252;
        m_note = Tr::tr("Read as %1: the file is not valid UTF-8 (first invalid byte near offset %2).")
                     .arg(m_encodingName)
                     .arg(firstInvalid);
    }
    m_decoder = std::move(*chosen);
    m_head = QStringDecoder(m_decoder.name() ? m_decoder.name() : "UTF-8").decode(start);
    if (m_head.startsWith(QChar(0xfeff)))
        m_head.remove(0, 1);
    rewind();
    return {};
}

void TextSource::rewind()
{
    m_device->seek(0);
    m_decoder.resetState();
}

bool TextSource::readBlock(QString &out)
{
    out.clear();
    if (m_block.size() != BlockBytes)
        m_block.resize(BlockBytes);
    for (;;) {
        const qint64 n = m_device->read(m_block.data(), m_block.size());
        if (n < 0) {
            m_error = Tr::tr("Cannot read %1: %2.").arg(m_name, m_device->errorString());
            return false;
        }
        if (n == 0) {
            out = m_decoder.decode(QByteArrayView()); // flushes a pending sequence
            return !out.isEmpty();
        }
        out = m_decoder.decode(QByteArrayView(m_block.constData(), n));
        // UTF-16 may still encode U+0000 (scan() refuses NUL bytes in every other encoding):
        // no reader's field may hold one, so it goes here, once for every format.
        out.remove(QChar(0));
        if (!out.isEmpty())
            return true;
    }
}

QString TextSource::readAll()
{
    QString all;
    QString block;
    while (readBlock(block))
        all += block;
    return all;
}

QIODevice &TextSource::device()
{
    rewind();
    return *m_device;
}

qint64 TextSource::bytesRead() const
{
    return m_device->pos();
}

} // namespace lectern::text
