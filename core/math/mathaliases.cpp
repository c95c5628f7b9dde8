// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/math/mathaliases.h"

#include <QHash>
#include <QStringList>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace lectern::math {

namespace {

struct AliasEntry
{
    const char *name;
    const char *body;
    int arguments;
};

// Macros seen in ML abstracts, where arXiv metadata keeps the authors' own shorthands.
// Only names that are not standard LaTeX commands: a real command always wins.
constexpr AliasEntry kAliases[] = {
    {"eps", "\\varepsilon", 0},      {"epsilon_", "\\epsilon", 0},
    {"R", "\\mathbb{R}", 0},         {"RR", "\\mathbb{R}", 0},        {"reals", "\\mathbb{R}", 0},
    {"Real", "\\mathbb{R}", 0},      {"N", "\\mathbb{N}", 0},         {"NN", "\\mathbb{N}", 0},
    {"naturals", "\\mathbb{N}", 0},  {"Z", "\\mathbb{Z}", 0},         {"ZZ", "\\mathbb{Z}", 0},
    {"integers", "\\mathbb{Z}", 0},  {"Q", "\\mathbb{Q}", 0},         {"QQ", "\\mathbb{Q}", 0},
    {"C", "\\mathbb{C}", 0},         {"CC", "\\mathbb{C}", 0},        {"complex", "\\mathbb{C}", 0},
    {"E", "\\mathbb{E}", 0},         {"EE", "\\mathbb{E}", 0},        {"Ex", "\\mathbb{E}", 0},
    {"PP", "\\mathbb{P}", 0},        {"Prob", "\\mathbb{P}", 0},      {"one", "\\mathbb{1}", 0},
    {"Id", "\\mathrm{Id}", 0},       {"bigO", "\\mathcal{O}", 0},     {"tO", "\\widetilde{\\mathcal{O}}", 0},
    {"tilO", "\\widetilde{O}", 0},   {"Otilde", "\\widetilde{O}", 0}, {"softO", "\\widetilde{O}", 0},
    {"poly", "\\operatorname{poly}", 0},       {"polylog", "\\operatorname{polylog}", 0},
    {"argmax", "\\operatorname*{arg\\,max}", 0}, {"argmin", "\\operatorname*{arg\\,min}", 0},
    {"softmax", "\\operatorname{softmax}", 0}, {"tr", "\\operatorname{tr}", 0},
    {"Tr", "\\operatorname{Tr}", 0},           {"trace", "\\operatorname{tr}", 0},
    {"diag", "\\operatorname{diag}", 0},       {"rank", "\\operatorname{rank}", 0},
    {"sign", "\\operatorname{sign}", 0},       {"sgn", "\\operatorname{sgn}", 0},
    {"Var", "\\operatorname{Var}", 0},         {"Cov", "\\operatorname{Cov}", 0},
    {"KL", "\\mathrm{KL}", 0},                 {"dist", "\\operatorname{dist}", 0},
    {"supp", "\\operatorname{supp}", 0},       {"vol", "\\operatorname{vol}", 0},
    {"erf", "\\operatorname{erf}", 0},         {"relu", "\\operatorname{ReLU}", 0},
    {"ReLU", "\\operatorname{ReLU}", 0},       {"Span", "\\operatorname{span}", 0},
    {"conv", "\\operatorname{conv}", 0},       {"dom", "\\operatorname{dom}", 0},
    {"prox", "\\operatorname{prox}", 0},       {"OPT", "\\mathrm{OPT}", 0},
    {"norm", "\\left\\lVert #1\\right\\rVert", 1}, {"abs", "\\left\\lvert #1\\right\\rvert", 1},
    {"nicefrac", "{#1}/{#2}", 2},    {"sfrac", "{#1}/{#2}", 2},       {"tfrac_", "\\tfrac{#1}{#2}", 2},
    {"inner", "\\langle #1, #2\\rangle", 2}, {"ip", "\\langle #1, #2\\rangle", 2},
    {"floor", "\\lfloor #1\\rfloor", 1}, {"ceil", "\\lceil #1\\rceil", 1},
    {"set", "\\{#1\\}", 1},          {"card", "\\lvert #1\\rvert", 1},
    {"wt", "\\widetilde", 0},        {"wh", "\\widehat", 0},          {"ol", "\\overline", 0},
    {"Tilde", "\\tilde", 0},         {"Hat", "\\hat", 0},             {"Bar", "\\bar", 0},
    {"Vec", "\\vec", 0},             {"Dot", "\\dot", 0},             {"Check", "\\check", 0},
    {"eqdef", "\\stackrel{\\text{def}}{=}", 0}, {"defeq", "\\coloneqq", 0},
    {"dd", "\\mathrm{d}", 0},        {"de", "\\mathrm{d}", 0},        {"iid", "\\text{i.i.d.}", 0},
    {"transpose", "^{\\top}", 0},    {"T", "\\top", 0},               {"half", "\\frac{1}{2}", 0},
    {"vect", "\\mathbf{#1}", 1},     {"textsc", "\\text{#1}", 1},     {"emph", "\\textit{#1}", 1},
    {"textup", "\\text{#1}", 1},     {"xspace", "", 0},               {"ensuremath", "#1", 1},
    {"bmod", "\\mathbin{\\operatorname{mod}}", 0}, {"pmod", "\\quad(\\operatorname{mod}\\ #1)", 1},
    {"mod", "\\quad\\operatorname{mod}\\ #1", 1},
    {"mathbbm", "\\mathbb{#1}", 1},  {"varmathbb", "\\mathbb{#1}", 1}, {"lesssim_", "\\lesssim", 0},
};

const QHash<QString, MathAlias> &aliasTable()
{
    static const QHash<QString, MathAlias> table = [] {
        QHash<QString, MathAlias> t;
        for (const AliasEntry &e : kAliases) {
            const QString name = QString::fromLatin1(e.name);
            if (!name.endsWith(u'_')) // entries ending in _ document names we deliberately leave alone
                t.insert(name, {QString::fromLatin1(e.body), e.arguments});
        }
        // \cA ... \cZ -> calligraphic, \bA ... \bZ and \bx-style -> bold; common across papers.
        for (char c = 'A'; c <= 'Z'; ++c) {
            const QString letter(QChar::fromLatin1(c));
            t.insert(u"c"_s + letter, {u"\\mathcal{"_s + letter + u'}', 0});
            t.insert(u"b"_s + letter, {u"\\mathbf{"_s + letter + u'}', 0});
            t.insert(u"mc"_s + letter, {u"\\mathcal{"_s + letter + u'}', 0});
        }
        for (char c : {'a', 'c', 'e', 'g', 'h', 'k', 'p', 'q', 'r', 's', 'u', 'v', 'w', 'x', 'y', 'z'})
            t.insert(u"b"_s + QChar::fromLatin1(c), {u"\\mathbf{"_s + QChar::fromLatin1(c) + u'}', 0});
        for (const char *greek : {"alpha", "beta", "theta", "mu", "sigma", "phi", "psi", "lambda", "pi"}) {
            const QString g = QString::fromLatin1(greek);
            t.insert(u"b"_s + g, {u"\\boldsymbol{\\"_s + g + u'}', 0});
        }
        t.remove(QStringLiteral("bf")); // never shadow real commands
        t.remove(QStringLiteral("bm"));
        t.remove(QStringLiteral("cal"));
        return t;
    }();
    return table;
}

} // namespace

std::optional<MathAlias> aliasFor(const QString &name)
{
    const auto &table = aliasTable();
    const auto it = table.constFind(name);
    if (it == table.cend())
        return std::nullopt;
    return *it;
}

QStringList aliasNames()
{
    QStringList names = aliasTable().keys();
    std::sort(names.begin(), names.end());
    return names;
}

} // namespace lectern::math
