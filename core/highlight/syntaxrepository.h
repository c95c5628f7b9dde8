// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// KSyntaxHighlighting builds only. A repository loads definitions lazily and is not
// thread-safe: code blocks (any thread) share repository() under repositoryMutex(); the notes
// editor, whose highlighter runs whenever the text changes, has its own on the GUI thread.
#include "core/highlight/codehighlighter.h"

#include <KSyntaxHighlighting/Definition>
#include <KSyntaxHighlighting/Repository>
#include <KSyntaxHighlighting/Theme>

#include <QMutex>

namespace lectern::highlight {

QMutex &repositoryMutex();
KSyntaxHighlighting::Repository &repository();

// The definition a fence's language names: by name ("Python", case-insensitive), else as a
// file extension ("py", "js", "rs"); invalid when neither.
KSyntaxHighlighting::Definition definitionForLanguage(const QString &language);
KSyntaxHighlighting::Theme defaultTheme(const KSyntaxHighlighting::Repository &repository,
                                        ThemeKind kind);
QTextCharFormat charFormat(const KSyntaxHighlighting::Format &format,
                           const KSyntaxHighlighting::Theme &theme);

} // namespace lectern::highlight
