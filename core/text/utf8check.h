// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArrayView>

namespace lectern::text {

// Index of the first byte that is not part of well-formed UTF-8 (RFC 3629: no overlong forms,
// no surrogates, nothing above U+10FFFF), or -1 if all of bytes is valid. A sequence cut off at
// the end counts as invalid at its lead byte. QStringDecoder only says "something was wrong";
// the import error must name the byte offset, hence this scanner.
qsizetype firstInvalidUtf8(QByteArrayView bytes);

} // namespace lectern::text
