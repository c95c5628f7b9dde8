// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/highlight/syntaxrepository.h"

#include <KSyntaxHighlighting/Format>

namespace lectern::highlight {

namespace KSH = KSyntaxHighlighting;

QMutex &repositoryMutex()
{
    static QMutex mutex;
    return mutex;
}

KSH::Repository &repository()
{
    // Built on first use, after QCoreApplication exists (it reads the definitions from
    // resources and the data folders).
    static KSH::Repository repo;
    return repo;
}

KSH::Definition definitionForLanguage(const QString &language)
{
    if (language.isEmpty())
        return {};
    KSH::Definition definition = repository().definitionForName(language);
    if (!definition.isValid())
        definition = repository().definitionForFileName(QStringLiteral("code.") + language.toLower());
    return definition;
}

KSH::Theme defaultTheme(const KSH::Repository &repository, ThemeKind kind)
{
    return repository.defaultTheme(kind == ThemeKind::Dark ? KSH::Repository::DarkTheme
                                                             : KSH::Repository::LightTheme);
}

QTextCharFormat charFormat(const KSH::Format &format, const KSH::Theme &theme)
{
    QTextCharFormat out;
    if (format.hasTextColor(theme))
        out.setForeground(format.textColor(theme));
    if (format.hasBackgroundColor(theme))
        out.setBackground(format.backgroundColor(theme));
    if (format.isBold(theme))
        out.setFontWeight(QFont::Bold);
    if (format.isItalic(theme))
        out.setFontItalic(true);
    if (format.isUnderline(theme))
        out.setFontUnderline(true);
    if (format.isStrikeThrough(theme))
        out.setFontStrikeOut(true);
    return out;
}

} // namespace lectern::highlight
