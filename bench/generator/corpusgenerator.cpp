// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/generator/corpusgenerator.h"

#include "bench/generator/abstractwriter.h"
#include "bench/generator/rng.h"

#include <QDir>
#include <QFile>

#include <array>
#include <vector>

using namespace Qt::StringLiterals;

namespace lectern::bench {

namespace {

constexpr std::array<QStringView, 6> Venues = {u"ICML", u"NeurIPS", u"ICLR",
                                               u"CVPR", u"ACL",     u"AAAI"};

QString wrapped(const QString &text, int width)
{
    QString out;
    out.reserve(text.size() + text.size() / width + 1);
    int column = 0;
    for (const QStringView word : QStringView(text).split(u' ')) {
        if (column > 0 && column + word.size() + 1 > width) {
            out += u'\n';
            column = 0;
        } else if (column > 0) {
            out += u' ';
            ++column;
        }
        out += word;
        column += int(word.size());
    }
    return out;
}

// Swaps two inner letters of a longish word: "learning" -> "lerning"-style noise.
QString withTypo(const QString &text, Rng &rng)
{
    QString out = text;
    for (int attempt = 0; attempt < 20; ++attempt) {
        const qsizetype at = rng.below(int(out.size()));
        const qsizetype start = out.lastIndexOf(u' ', at) + 1;
        qsizetype end = out.indexOf(u' ', at);
        if (end < 0)
            end = out.size();
        if (end - start < 6)
            continue;
        bool plain = true;
        for (qsizetype i = start; i < end; ++i)
            plain = plain && out[i].isLower();
        if (!plain)
            continue;
        const qsizetype i = start + 2;
        std::swap(out[i], out[i + 1]);
        return out;
    }
    return out;
}

QString revised(const QString &base, Rng &rng, bool &rewrap)
{
    rewrap = false;
    QString text = base;
    const int kinds = rng.chance(0.2) ? 2 : 1;
    for (int k = 0; k < kinds; ++k) {
        switch (rng.below(5)) {
        case 0:
            text += u" Our implementation and pretrained checkpoints will be released upon "
                    u"publication."_s;
            break;
        case 1:
            text += u" Code: https://github.com/anon-%1/release."_s.arg(rng.below(100000));
            break;
        case 2:
            text = withTypo(text, rng);
            break;
        case 3:
            rewrap = true;
            break;
        default:
            text = text.normalized(QString::NormalizationForm_D);
            break;
        }
    }
    return text;
}

class FileSink
{
public:
    explicit FileSink(const QString &path) : m_file(path) {}
    bool open() { return m_file.open(QIODevice::WriteOnly | QIODevice::Truncate); }
    void write(const QString &text)
    {
        m_buffer += text.toUtf8();
        if (m_buffer.size() > 1 << 20)
            flush();
    }
    bool finish()
    {
        flush();
        m_file.close();
        return m_ok && m_file.error() == QFileDevice::NoError;
    }
    qint64 bytes() const { return m_bytes; }
    QString errorString() const { return m_file.errorString(); }

private:
    void flush()
    {
        m_ok = m_ok && m_file.write(m_buffer) == m_buffer.size();
        m_bytes += m_buffer.size();
        m_buffer.clear();
    }
    QFile m_file;
    QByteArray m_buffer;
    qint64 m_bytes = 0;
    bool m_ok = true;
};

} // namespace

Result<Corpus> generateCorpus(const CorpusOptions &options, const QString &outDir)
{
    const QDir dir(outDir);
    if (!dir.mkpath(u"."_s))
        return Error{u"%1: cannot create the directory"_s.arg(outDir)};
    if (options.abstracts < 0 || options.files < 1)
        return Error{u"need a non-negative number of abstracts and at least one file"_s};

    Rng rng(quint64(options.seed) * 0x9E3779B97F4A7C15ULL + 1);
    Corpus corpus;
    // Recent originals to revise; revisions land near their original, as in real dumps.
    std::vector<QString> recent;
    constexpr size_t RecentCapacity = 512;
    int written = 0;
    for (int f = 0; f < options.files; ++f) {
        const QString path = dir.absoluteFilePath(u"corpus_%1.txt"_s.arg(f, 3, 10, QChar(u'0')));
        FileSink sink(path);
        if (!sink.open())
            return Error{u"%1: cannot write: %2"_s.arg(path, sink.errorString())};
        const QString venue = rng.pick(Venues).toString();
        const int year = 2019 + rng.below(7);
        sink.write(venue + u' ' + QString::number(year) +
                   (f % 2 == 0 ? u" Papers\n"_s : u" 论文列表\n"_s));
        const int end = int(qint64(options.abstracts) * (f + 1) / options.files);
        for (; written < end; ++written) {
            QString text;
            bool rewrap = false;
            if (!recent.empty() && rng.chance(options.nearDuplicateRate)) {
                text = revised(recent[size_t(rng.below(int(recent.size())))], rng, rewrap);
                ++corpus.nearDuplicates;
            } else {
                text = writeAbstract(rng);
                if (recent.size() < RecentCapacity)
                    recent.push_back(text);
                else
                    recent[size_t(rng.below(int(RecentCapacity)))] = text;
            }
            const bool wrap = rewrap || rng.chance(0.3);
            sink.write(rng.chance(0.1) ? u"\n  \n"_s : rng.chance(0.05) ? u"\n\n\n"_s : u"\n\n"_s);
            sink.write(wrap ? wrapped(text, 60 + rng.below(30)) : text);
        }
        sink.write(u"\n"_s);
        if (!sink.finish())
            return Error{u"%1: cannot write: %2"_s.arg(path, sink.errorString())};
        corpus.files << path;
        corpus.bytes += sink.bytes();
    }
    corpus.abstracts = written;
    corpus.distinctPapers = written - corpus.nearDuplicates;
    return corpus;
}

QStringList generateCorpus(int abstracts, quint32 seed, const QString &outDir, int files)
{
    CorpusOptions options;
    options.abstracts = abstracts;
    options.seed = seed;
    options.files = files;
    const auto corpus = generateCorpus(options, outDir);
    if (!corpus) {
        qWarning("%s", qPrintable(corpus.error()));
        return {};
    }
    return corpus->files;
}

} // namespace lectern::bench
