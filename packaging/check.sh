#!/bin/sh
# Packaging checks run by ctest (label "packaging"); exit 77 = skipped (tool not installed).
#   check.sh metainfo FILE VERSION     appstreamcli validate --no-net, and a <release> for VERSION
#   check.sh desktop FILE              Exec opens files (%F), MimeType lists the bibliography types
#                                      and no generic one; then desktop-file-validate
#   check.sh mime FILE WORK_DIR       update-mime-database accepts it, and .ris files get the
#                                      RIS type the .desktop file names
#   check.sh deb BUILD_DIR WORK_DIR APP_ID
#                                      cpack -G DEB, then check the .deb's files and dependencies
set -eu

skip() { echo "SKIPPED: $1 is not installed (apt install $2)"; exit 77; }
fail() { echo "FAILED: $*"; exit 1; }

case "$1" in
metainfo)
    command -v appstreamcli >/dev/null || skip appstreamcli appstream
    appstreamcli validate --no-net "$2"
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
    update-mime-database "$3" 2>&1 | tee "$3/log"
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
             ./usr/share/mime/packages/$id.xml; do
        grep -qxF "$f" "$work/contents" || fail "$(basename "$deb") lacks $f"
    done
    depends="$(dpkg-deb -f "$deb" Depends)"
    printf '%s\n' "$depends" | tr ',' '\n' | tr '|' '\n' | sed 's/(.*//; s/[[:space:]]//g' >"$work/depends"
    for d in libqt6sql6-sqlite fonts-lmodern libqt6core6 libqt6widgets6; do
        grep -qxF "$d" "$work/depends" || fail "$(basename "$deb") does not depend on $d ($depends)"
    done
    echo "$(basename "$deb"): $(wc -l <"$work/contents") entries; Depends: $depends"
    ;;
*)
    fail "unknown check $1"
    ;;
esac
