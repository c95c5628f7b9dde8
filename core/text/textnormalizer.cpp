#include "core/text/textnormalizer.h"

#include "core/text/digest.h"

namespace lectern::text {

namespace {

bool isSpace(char16_t c)
{
    if (c < 0x80)
        return c == u' ' || (c >= u'\t' && c <= u'\r');
    return QChar::isSpace(c);
}

bool isInvisible(char16_t c)
{
    return c == 0x00AD || (c >= 0x200B && c <= 0x200D) || c == 0x2060 || c == 0xFEFF;
}

// Typographic punctuation to its ASCII stand-in, or 0 to keep c.
char16_t asciiPunctuation(char16_t c)
{
    switch (c) {
    case 0x2018: case 0x2019: case 0x201A: case 0x201B: case 0x2032: case 0x2035:
        return u'\'';
    case 0x00AB: case 0x00BB: case 0x201C: case 0x201D: case 0x201E: case 0x201F:
    case 0x2033: case 0x2036:
        return u'"';
    case 0x2010: case 0x2011: case 0x2012: case 0x2013: case 0x2014: case 0x2015:
    case 0x2212: case 0xFE58: case 0xFE63:
        return u'-';
    default:
        return 0;
    }
}

// Appends c, or a single space for a whitespace run; never a leading space.
struct Collapser
{
    QString &out;
    bool pendingSpace = false;

    void space() { pendingSpace = !out.isEmpty(); }
    void put(char16_t c)
    {
        if (pendingSpace) {
            out.append(u' ');
            pendingSpace = false;
        }
        out.append(QChar(c));
    }
};

} // namespace

QString displayText(const QString &raw)
{
    const QString nfc = raw.normalized(QString::NormalizationForm_C);
    QString out;
    out.reserve(nfc.size());
    Collapser sink{out};
    for (const QChar ch : nfc) {
        if (isSpace(ch.unicode()))
            sink.space();
        else
            sink.put(ch.unicode());
    }
    return out;
}

QString comparisonKey(const QString &text)
{
    const QString nfkc = text.normalized(QString::NormalizationForm_KC);
    QString out;
    out.reserve(nfkc.size());
    Collapser sink{out};
    const char16_t *p = reinterpret_cast<const char16_t *>(nfkc.constData());
    const qsizetype n = nfkc.size();
    for (qsizetype i = 0; i < n; ++i) {
        char16_t c = p[i];
        if (c < 0x80) {
            if (isSpace(c)) {
                sink.space();
                continue;
            }
            if (c >= u'A' && c <= u'Z')
                c = char16_t(c + (u'a' - u'A'));
            else if (c == u'\'' && !sink.pendingSpace && out.endsWith(u'\''))
                { out.back() = u'"'; continue; } // '' is a plain-text double quote
            sink.put(c);
            continue;
        }
        if (isSpace(c)) {
            sink.space();
            continue;
        }
        if (isInvisible(c))
            continue;
        if (const char16_t ascii = asciiPunctuation(c)) {
            if (ascii == u'\'' && !sink.pendingSpace && out.endsWith(u'\''))
                out.back() = u'"';
            else
                sink.put(ascii);
            continue;
        }
        if (QChar::isHighSurrogate(c) && i + 1 < n && QChar::isLowSurrogate(p[i + 1])) {
            const char32_t folded = QChar::toCaseFolded(QChar::surrogateToUcs4(c, p[i + 1]));
            sink.put(QChar::highSurrogate(folded));
            out.append(QChar(QChar::lowSurrogate(folded)));
            ++i;
            continue;
        }
        sink.put(QChar::toCaseFolded(c));
    }
    return out;
}

QByteArray keyHash(const QString &key)
{
    return sha1Hex(key.toUtf8());
}

} // namespace lectern::text
