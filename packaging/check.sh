#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Packaging checks run by ctest (label "packaging"); exit 77 = skipped (tool not installed).
#   check.sh metainfo FILE VERSION     appstreamcli validate --strict --no-net, the licences, and
#                                      a <release> for VERSION
#   check.sh desktop FILE              Exec opens files (%F), MimeType lists the bibliography types
#                                      and no generic one; then desktop-file-validate
#   check.sh mime FILE WORK_DIR       update-mime-database accepts it, and .ris files get the
#                                      RIS type the .desktop file names
#   check.sh deb BUILD_DIR WORK_DIR APP_ID
#                                      cpack -G DEB, then check the .deb's files and dependencies
#   check.sh manpage FILE LECTERN      lectern(1) has every command of `lectern --help`; groff
#                                      renders it without warnings
#   check.sh chroot DEB_DIR CHROOT_SCRIPT WORK_DIR
#                                      apt-get install the .deb into a fresh minbase chroot of this
#                                      machine's release (no Recommends): `lectern --version`,
#                                      `lectern list` on the bundled sample, the window on Xvfb
#   check.sh licence SOURCE_DIR        LICENSE is the GPL-3 text and every source file carries
#                                      the GPL-3.0-or-later SPDX line in its first three lines
set -eu

skip() { echo "SKIPPED: $1 is not installed (apt install $2)"; exit 77; }
fail() { echo "FAILED: $*"; exit 1; }

case "$1" in
licence)
    cd "$2"
    [ -f /usr/share/common-licenses/GPL-3 ] && { cmp -s LICENSE /usr/share/common-licenses/GPL-3 \
        || fail "LICENSE differs from /usr/share/common-licenses/GPL-3"; }
    if [ -e .git ] && command -v git >/dev/null; then files="$(git ls-files)"; else files="$(find . -type f ! -path './build*' ! -path './.git/*' | sed 's|^\./||')"; fi
    missing=0
    for f in $files; do
        case "$f" in
        */data/*) continue ;;
        *.cpp | *.h | *.cmake | *.sh | *.py | */CMakeLists.txt | CMakeLists.txt | scripts/* | .ci/run) ;;
        *) continue ;;
        esac
        head -n 3 "$f" | grep -q 'SPDX-License-Identifier: GPL-3.0-or-later' \
            || { echo "no SPDX line: $f"; missing=$((missing + 1)); }
    done
    [ "$missing" -eq 0 ] || fail "$missing source files lack '// SPDX-License-Identifier: GPL-3.0-or-later' (or the # form)"
    ;;
metainfo)
    command -v appstreamcli >/dev/null || skip appstreamcli appstream
    # The file uses AppStream 1.0's <developer>; AppStream 0.16 (Debian 12) only knows the
    # <developer_name> it replaced, so validate it in that spelling there.
    file="$2"
    if appstreamcli --version | grep -q 'version: 0\.'; then
        old="$(mktemp -d)"; file="$old/$(basename "$2")"
        tr '\n' '\r' <"$2" | sed 's|<developer id="[^"]*">[[:space:]\r]*<name>\([^<]*\)</name>[[:space:]\r]*</developer>|<developer_name>\1</developer_name>|' \
            | tr '\r' '\n' >"$file"
        grep -q '<developer_name>' "$file" || fail "$2: no <developer id=…><name>…</name></developer>"
    fi
    appstreamcli validate --strict --no-net "$file"
    grep -q '<project_license>GPL-3.0-or-later</project_license>' "$2" \
        || fail "$2: project_license must be GPL-3.0-or-later"
    grep -q '<metadata_license>CC0-1.0</metadata_license>' "$2" \
        || fail "$2: metadata_license must be CC0-1.0"
    grep -q "<release version=\"$3\"" "$2" \
        || fail "$2 has no <release version=\"$3\"> entry for the project version"
    ;;
desktop)
    # `lectern FILE…` imports the files in the window (app/cli.cpp parseInvocation).
    grep -qx 'Exec=lectern %F' "$2" || fail "$2: Exec must be \"lectern %F\""
    mime="$(sed -n 's/^MimeType=//p' "$2")"
    for t in text/x-bibtex application/x-research-info-systems \
             application/vnd.citationstyles.csl+json; do
        printf '%s\n' "$mime" | tr ';' '\n' | grep -qxF "$t" || fail "$2: MimeType lacks $t"
    done
    # Abstract lists and backups are plain text and JSON, but Lectern must not claim every such file.
    for t in text/plain text/markdown application/json application/octet-stream; do
        if printf '%s\n' "$mime" | tr ';' '\n' | grep -qxF "$t"; then fail "$2: MimeType must not claim $t"; fi
    done
    command -v desktop-file-validate >/dev/null || skip desktop-file-validate desktop-file-utils
    # Hints (e.g. several main categories, which is intended) are not failures.
    out="$(desktop-file-validate "$2" 2>&1)" || { echo "$out"; fail "desktop-file-validate"; }
    if printf '%s\n' "$out" | grep -v ': hint: ' | grep .; then fail "desktop-file-validate warned"; fi
    echo "$2: valid"
    ;;
mime)
    command -v update-mime-database >/dev/null || skip update-mime-database shared-mime-info
    rm -rf "$3" && mkdir -p "$3/packages"
    cp "$2" "$3/packages/"
    # With WORK_DIR's parent on the data path, the tool's only output is what it finds wrong
    # (otherwise it adds a note that names WORK_DIR, which may hold the word "error").
    XDG_DATA_DIRS="$(dirname "$3")" update-mime-database "$3" 2>&1 | tee "$3/log"
    if grep -qi 'error\|warning' "$3/log"; then fail "update-mime-database complained about $2"; fi
    grep -qx '50:application/x-research-info-systems:\*\.ris' "$3/globs2" \
        || fail "$2: *.ris is not mapped to application/x-research-info-systems"
    grep -q 'application/vnd.citationstyles.csl+json:\*\.csl\.json' "$3/globs2" \
        || fail "$2: *.csl.json is not mapped to CSL-JSON"
    echo "$2: valid"
    ;;
deb)
    build="$2" work="$3" id="$4"
    command -v dpkg-deb >/dev/null || skip dpkg-deb dpkg
    rm -rf "$work" && mkdir -p "$work"
    cpack --config "$build/CPackConfig.cmake" -G DEB -B "$work" >"$work/cpack.log" 2>&1 \
        || { cat "$work/cpack.log"; fail "cpack -G DEB"; }
    deb="$(ls "$work"/*.deb)"
    dpkg-deb -c "$deb" | awk '{ print $NF }' >"$work/contents"
    for f in ./usr/bin/lectern ./usr/share/applications/$id.desktop \
             ./usr/share/metainfo/$id.metainfo.xml \
             ./usr/share/icons/hicolor/scalable/apps/$id.svg \
             ./usr/share/mime/packages/$id.xml \
             ./usr/share/doc/lectern/copyright ./usr/share/man/man1/lectern.1.gz; do
        grep -qxF "$f" "$work/contents" || fail "$(basename "$deb") lacks $f"
    done
    depends="$(dpkg-deb -f "$deb" Depends)"
    printf '%s\n' "$depends" | tr ',' '\n' | tr '|' '\n' | sed 's/(.*//; s/[[:space:]]//g' >"$work/depends"
    for d in libqt6sql6-sqlite libqt6sql6-psql libqt6svg6 fonts-lmodern fonts-dejavu-core \
             libqt6core6 libqt6widgets6; do
        # Debian 13 renamed some libraries for 64-bit time_t (libqt6core6t64).
        grep -qxE "$d(t64)?" "$work/depends" || fail "$(basename "$deb") does not depend on $d ($depends)"
    done
    # KSyntaxHighlighting builds depend on its library (from dpkg-shlibdeps).
    if ldd "$build/app/lectern" 2>/dev/null | grep -q libKF6SyntaxHighlighting; then
        grep -qxF libkf6syntaxhighlighting6 "$work/depends" \
            || fail "$(basename "$deb") links KF6 SyntaxHighlighting but does not depend on it ($depends)"
    fi
    dpkg-deb --fsys-tarfile "$deb" | tar -xO ./usr/share/doc/lectern/copyright | grep -q '^License: GPL-3+' \
        || fail "$(basename "$deb"): copyright does not say GPL-3+"
    echo "$(basename "$deb"): $(wc -l <"$work/contents") entries; Depends: $depends"
    ;;
manpage)
    man="$2" lectern="$3"
    grep -q '^\.SH SYNOPSIS' "$man" || fail "$man has no SYNOPSIS"
    grep -q '^\.SH COMMANDS' "$man" || fail "$man has no COMMANDS section"
    # Every command word the help lists is an entry of the manual.
    "$lectern" --help | sed -n '/^Commands:/,/^$/p' | sed -n 's/^  \([a-z][a-z]*\) .*/\1/p' >"$man.commands"
    [ -s "$man.commands" ] || fail "no commands in lectern --help"
    while read -r c; do
        grep -q "^\.B $c\b" "$man" || fail "$man lacks the command $c"
    done <"$man.commands"
    command -v groff >/dev/null || skip groff groff-base
    # As man(1) renders it: preconv reads the UTF-8 (its coding line), groff warns about the rest.
    out="$(preconv "$man" | LC_ALL=C.UTF-8 groff -man -Tutf8 -ww -z 2>&1)"
    [ -z "$out" ] || fail "groff warns about $man: $out"
    echo "$man: $(wc -l <"$man.commands") commands"
    ;;
chroot)
    debs="$2" chroot_script="$3" work="$4"
    [ "$(id -u)" = 0 ] || { echo "SKIPPED: needs root (chroot, mount)"; exit 77; }
    release="$(. /etc/os-release && echo "${VERSION_CODENAME:-}")"
    [ -n "$release" ] || { echo "SKIPPED: /etc/os-release names no Debian release"; exit 77; }
    cache="${LECTERN_CI_CACHE:-/var/cache/lectern-ci}"
    if [ ! -s "$cache/$release-minbase.tar.gz" ]; then
        command -v debootstrap >/dev/null || skip debootstrap debootstrap
    fi
    deb="$(ls "$debs"/lectern_*.deb 2>/dev/null | head -n 1)"
    [ -n "$deb" ] || fail "no .deb in $debs (packaging_deb makes it)"
    rm -rf "$work" && mkdir -p "$work"
    cp "$deb" "$work/"
    cat >"$work/inside.sh" <<'INSIDE'
set -eu
export DEBIAN_FRONTEND=noninteractive
apt="apt-get -y -q --no-install-recommends -o Dpkg::Options::=--force-unsafe-io"
t0=$(date +%s)
apt-get update -qq
# Depends alone must bring everything Lectern loads: no Recommends.
$apt install /mnt/lectern/lectern_*.deb >/tmp/apt.log 2>&1 || { tail -n 30 /tmp/apt.log; exit 1; }
echo "installed the .deb and $(grep -c '^Setting up' /tmp/apt.log) packages in $(( $(date +%s) - t0 ))s"
lectern --version
lectern --version | grep -q '^lectern ' || { echo "FAILED: lectern --version"; exit 1; }
# Debian 13 has KF6 SyntaxHighlighting, so the package built there uses it.
if [ "$(. /etc/os-release && echo "$VERSION_ID")" -ge 13 ]; then
    lectern --version | grep -q '^syntax highlighting: KSyntaxHighlighting 6\.' \
        || { echo "FAILED: the Debian 13 build does not use KSyntaxHighlighting"; exit 1; }
fi
lectern --db /tmp/library.sqlite list >/tmp/list
papers="$(grep -c . /tmp/list)"
echo "lectern list: $papers lines"
[ "$papers" -ge 48 ] || { echo "FAILED: lectern list printed $papers lines, not the 48 sample papers"; exit 1; }
lectern --db /tmp/library.sqlite stats --json | grep -q '"papers": *48'     || { echo "FAILED: the sample library does not hold 48 papers"; exit 1; }
# The window, on an X server of its own (test tools only: not Lectern's dependencies).
$apt install xvfb xdotool >/tmp/apt-x.log 2>&1 || { tail -n 30 /tmp/apt-x.log; exit 1; }
mkfifo /tmp/display
Xvfb -displayfd 3 -nolisten tcp -screen 0 1280x800x24 3>/tmp/display 2>/tmp/xvfb.log &
xvfb=$!
read -r display </tmp/display
export DISPLAY=":$display"
lectern --db /tmp/library.sqlite >/tmp/lectern.log 2>&1 &
app=$!
status=0
timeout 60 xdotool search --sync --onlyvisible --class '[Ll]ectern' >/tmp/windows || status=$?
if [ "$status" = 0 ] && kill -0 "$app" 2>/dev/null; then
    echo "the window is up (X window $(head -n 1 /tmp/windows))"
else
    echo "FAILED: no Lectern window within 60 s"; status=1
fi
kill "$app" 2>/dev/null || true; wait "$app" 2>/dev/null || true
kill "$xvfb" 2>/dev/null || true; wait "$xvfb" 2>/dev/null || true
if grep -Ei 'could not (load|find) the qt platform plugin|driver not loaded|cannot load|failed to load' /tmp/lectern.log; then
    echo "FAILED: Lectern could not load a part it needs"; status=1
fi
exit "$status"
INSIDE
    "$chroot_script" run --ro-bind "$work:/mnt/lectern" "$release" "$work-root" /bin/sh /mnt/lectern/inside.sh
    ;;
*)
    fail "unknown check $1"
    ;;
esac
