#!/usr/bin/env bash
# Usage: compile-apps.sh SET — sheetshot-compat --app on each app of SET in the corpus manifest, each extracted
# at its commit in $APPS/src/<app>/; results in $APPS/out/<app>.json and .md. An app with an Xcode project is
# measured with --project (which of its files are the app's; its Swift packages): pinned packages are looked for in $APPS/checkouts/<app>/,
# checked out there at their pins by `sheetshot-app-sources packages … --fetch` when FETCH=1 (the network),
# else left as they are (the measurement filled them from local mirrors at the same revisions).
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
  # The app's Xcode project: the first (in path order) whose app target links packages, else the first with
  # an application target (it says which files are the app's).
  project=$(python3 -c '
import glob, sys
projects = sorted(glob.glob(sys.argv[1] + "/**/*.xcodeproj/project.pbxproj", recursive=True))
texts = {p: open(p, errors="replace").read() for p in projects}
apps = [p for p in projects if "com.apple.product-type.application" in texts[p]]
chosen = [p for p in apps if "XCSwiftPackageProductDependency" in texts[p]] + apps
if chosen: print(chosen[0].rsplit("/", 1)[0])' "$APPS/src/$app")
  if [ -n "$project" ]; then
    if [ "${FETCH:-0}" = 1 ]; then
      "$SHEETSHOT/.build/debug/sheetshot-app-sources" packages "$project" "$APPS/checkouts/$app" --fetch > /dev/null || true
    fi
    args+=("--project" "$project" "--checkouts" "$APPS/checkouts/$app")
  fi
  start=$(date +%s)
  rc=0
  "$SHEETSHOT/.build/debug/sheetshot-compat" --package-path "$SHEETSHOT" --no-build --app --app-name "$app" \
     --work-path $APPS/work/$app --json $APPS/out/$app.json --report $APPS/out/$app.md --timeout 900 "${args[@]}" < /dev/null > $APPS/out/$app.log 2>&1 || rc=$?
  echo "$app $(( $(date +%s) - start ))s rc=$rc"
done
