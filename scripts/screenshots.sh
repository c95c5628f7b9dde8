#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Saves screenshots of Lectern's main states (list + detail with math, tag filter, notes with
# preview, search, import summary, export dialog, the keyboard triage loop, a wrapped title,
# two-line rows) by driving the real main window under xvfb-run on a fresh temporary library
# (the bundled sample; the triage keys are typed with xdotool, through the X server); then, on
# a second library, a 10,000-entry BibTeX bibliography from bench/generator (list with authors,
# detail with links, an author's papers).
# Usage: scripts/screenshots.sh [OUTPUT_DIR]
# BUILD_DIR selects the build tree (default: build-ui).
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
build=${BUILD_DIR:-$root/build-ui}
out=${1:-$root/docs/screenshots}
mkdir -p "$out"

cmake --build "$build" --target lectern_screenshots lectern-gen

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM

# Something to import for the summary: a revised copy of a sample abstract
# (merged as a near duplicate), one new paper, and a sample file that is already imported.
sample=$(ls "$root"/resources/sample/*.txt | head -n 1)
{
    echo "ICLR 2025 Reading group picks"
    echo
    sed -n '3p' "$sample" | sed 's/$/ Code is available online./'
    echo
    echo "We propose Tesseract, a method that learns sparse four-dimensional attention patterns"
    echo "for video transformers and cuts memory by 3x at equal accuracy."
} > "$tmp/reading-group.txt"

export HOME="$tmp/home" XDG_CONFIG_HOME="$tmp/config" XDG_DATA_HOME="$tmp/data"
export XDG_RUNTIME_DIR="$tmp/runtime"
mkdir -p "$HOME" "$XDG_RUNTIME_DIR" && chmod 700 "$XDG_RUNTIME_DIR"
export QT_QPA_PLATFORM=xcb

xvfb-run -a -s "-screen 0 1440x900x24 -dpi 96" \
    "$build/tests/ui/lectern_screenshots" \
    --db "$tmp/library.sqlite" --out "$out" \
    --import "$tmp/reading-group.txt" --import "$sample"

"$build/bench/generator/lectern-gen" --bibtex 10000 "$tmp/library.bib" >/dev/null
# A desktop monitor: the list has room for the Authors column next to the title.
xvfb-run -a -s "-screen 0 1920x1080x24 -dpi 96" \
    "$build/tests/ui/lectern_screenshots" \
    --db "$tmp/bibliography.sqlite" --out "$out" --bibliography "$tmp/library.bib"

# The main window and the import summary again in Simplified Chinese (LANGUAGE=zh_CN; the CJK
# glyphs come from fonts-noto-cjk), on a library and settings of their own (the column layout
# the bibliography run saved would be restored otherwise).
mkdir -p "$tmp/zh_CN"
LANGUAGE=zh_CN XDG_CONFIG_HOME="$tmp/config-zh_CN" xvfb-run -a -s "-screen 0 1440x900x24 -dpi 96" \
    "$build/tests/ui/lectern_screenshots" \
    --db "$tmp/library-zh_CN.sqlite" --out "$tmp/zh_CN" \
    --import "$tmp/reading-group.txt" --import "$sample"
for shot in 01-list-detail 05-import-summary; do
    cp "$tmp/zh_CN/$shot.png" "$out/zh_CN-$shot.png"
done

ls -l "$out"/*.png
