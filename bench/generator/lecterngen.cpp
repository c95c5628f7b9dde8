// SPDX-License-Identifier: GPL-3.0-or-later
// lectern-gen N OUT_DIR [--seed S] [--files F]: writes a synthetic seed-format corpus.
// lectern-gen --bibtex N FILE [--seed S]: writes a BibTeX library with authors and identifiers.

#include "bench/generator/bibtexlibrary.h"
#include "bench/generator/corpusgenerator.h"

#include <QCoreApplication>
#include <QTextStream>

using namespace Qt::StringLiterals;

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QStringList args = QCoreApplication::arguments().mid(1);
    QTextStream err(stderr);
    QTextStream out(stdout);

    lectern::bench::CorpusOptions options;
    const auto takeOption = [&](const QString &name, int &value) {
        const qsizetype at = args.indexOf(name);
        if (at < 0)
            return true;
        bool ok = false;
        value = at + 1 < args.size() ? args[at + 1].toInt(&ok) : 0;
        args.remove(at, std::min<qsizetype>(2, args.size() - at));
        return ok;
    };
    const bool bibtex = args.removeAll(u"--bibtex"_s) > 0;
    int seed = 1, files = 4;
    const bool optionsOk = takeOption(u"--seed"_s, seed) && takeOption(u"--files"_s, files);
    bool countOk = false;
    const int count = args.size() == 2 ? args[0].toInt(&countOk) : 0;
    if (!optionsOk || !countOk || count < 0 || files < 1) {
        err << "usage: lectern-gen N OUT_DIR [--seed S] [--files F]\n"
               "       lectern-gen --bibtex N FILE [--seed S]\n"
               "Writes N synthetic abstracts (about 5% revisions of earlier ones) over F files,\n"
               "or a BibTeX library of N entries with authors, DOIs, arXiv ids and URLs.\n";
        return 2;
    }
    if (bibtex) {
        if (const lectern::Status st = lectern::bench::writeBibtexLibrary(count, quint64(seed), args[1]); !st) {
            err << st.error() << '\n';
            return 1;
        }
        out << args[1] << '\n';
        return 0;
    }
    options.abstracts = count;
    options.seed = quint32(seed);
    options.files = files;
    const auto corpus = lectern::bench::generateCorpus(options, args[1]);
    if (!corpus) {
        err << corpus.error() << '\n';
        return 1;
    }
    for (const QString &file : corpus->files)
        out << file << '\n';
    err << corpus->abstracts << " abstracts (" << corpus->nearDuplicates << " revisions, "
        << corpus->distinctPapers << " distinct papers), " << corpus->bytes << " bytes\n";
    return 0;
}
