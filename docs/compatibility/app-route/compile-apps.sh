#!/usr/bin/env bash
# Usage: compile-apps.sh SET — sheetshot-compat --app on each app of SET in the corpus manifest, each extracted
# at its commit in $APPS/src/<app>/; results in $APPS/out/<app>.json and .md.
APPS=${APPS:-/tmp/apps}
SHEETSHOT=${SHEETSHOT:-$(cd "$(dirname "$0")/../../.." && pwd)}
MANIFEST=${MANIFEST:-$SHEETSHOT/docs/compatibility/app-corpus-manifest.tsv}
mkdir -p "$APPS/out"
set -u
SET=$1
# Fields re-separated by "|": a tab is whitespace to `read`, which would merge an empty field (no local packages)
# with its neighbours.
tail -n +2 "$MANIFEST" | tr '\t' '|' | while IFS='|' read -r app repo commit sources mods swift set; do
  [ "$set" = "$SET" ] || continue
  [ -f $APPS/out/$app.json ] && continue
  args=()
  IFS=',' read -ra parts <<< "$sources"
  for p in "${parts[@]}"; do args+=("$APPS/src/$app/$p"); done
  IFS=';' read -ra mparts <<< "$mods"
  for m in "${mparts[@]}"; do [ -n "$m" ] && args+=("--module" "${m%%=*}=$APPS/src/$app/${m#*=}"); done
  start=$(date +%s)
  rc=0
  "$SHEETSHOT/.build/debug/sheetshot-compat" --package-path "$SHEETSHOT" --no-build --app --app-name "$app" \
     --work-path $APPS/work/$app --json $APPS/out/$app.json --report $APPS/out/$app.md --timeout 900 "${args[@]}" < /dev/null > $APPS/out/$app.log 2>&1 || rc=$?
  echo "$app $(( $(date +%s) - start ))s rc=$rc"
done
