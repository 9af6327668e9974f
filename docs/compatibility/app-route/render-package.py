#!/usr/bin/env python3
# Usage: render-package.py SET[,SET] — in $APPS (default /tmp/apps): src/<app>/ (each app of the corpus manifest
# extracted at its commit) and out/<app>.json (compile-apps.sh's results). Apps with local packages are left out. Writes $APPS/render/: a package depending on $SHEETSHOT (default: this checkout).
# Generates a package that compiles each app of a set through the app route (the SheetshotAppSources plug-in,
# as a user's test target), leaving out the files sheetshot-compat --app left out (and those a build failed
# on, listed in extra-excludes.json), with one test per app rendering every preview.
import csv, json, os, re, sys
APPS = os.environ.get('APPS', '/tmp/apps')
SHEETSHOT = os.environ.get('SHEETSHOT', os.path.abspath(os.path.join(os.path.dirname(__file__), '../../..')))
SET = sys.argv[1]
root = f'{APPS}/render'
MANIFEST = os.environ.get('MANIFEST', f'{SHEETSHOT}/docs/compatibility/app-corpus-manifest.tsv')
rows = [r for r in csv.DictReader(open(MANIFEST), delimiter='\t') if r['set'] in SET.split(',')]
mods = {r['app'] for r in rows if r['modules']}
extra = json.load(open(f'{root}/extra-excludes.json')) if os.path.exists(f'{root}/extra-excludes.json') else {}
targets = []
for r in rows:
    app = r['app']
    if app in mods: continue  # local packages: not built here
    try: d = json.load(open(f'{APPS}/out/{app}.json'))
    except FileNotFoundError: continue
    if not any(f['status'] == 'compiled' for f in d['files']): continue
    sources = [f'{APPS}/src/{app}/{s}' for s in r['sources'].split(',')]
    # The app's module name, as Xcode names its target (files may import it); another app's of that name gets a prefix.
    name = re.sub(r'[^A-Za-z0-9]', '_', os.path.basename(sources[0]))
    if name[0].isdigit(): name = '_' + name
    if name in targets or name in ('Shared', 'App', 'Sources', 'iOS'): name = 'R_' + re.sub(r'[^A-Za-z0-9]', '_', app)
    base = sources[0] if len(sources) == 1 else os.path.dirname(sources[0])
    excluded = [os.path.join(base, f['file']) for f in d['files'] if f['status'] != 'compiled'] + extra.get(app, [])
    folder = f'{root}/Tests/{name}'
    os.makedirs(folder, exist_ok=True)
    rel = lambda p: os.path.relpath(p, root)
    json.dump({'sources': [rel(s) for s in sources], 'exclude': sorted(set(rel(p) for p in excluded))}, open(f'{folder}/sheetshot-app.json', 'w'))
    open(f'{folder}/RenderPreviews.swift', 'w').write(f'''import Foundation
import SheetshotUI
import Testing

@MainActor @Test func renderPreviews() throws {{
    let out = "{APPS}/pictures/{app}"
    try? FileManager.default.removeItem(atPath: out)
    try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
    let log = "{APPS}/render-results/{app}.jsonl"
    FileManager.default.createFile(atPath: log, contents: nil)
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: log))
    for (index, preview) in Preview.all(inModule: "{name}").enumerated() {{
        handle.write(Data("{{\\"start\\": \\"\\(preview.fileID) \\(preview.line)\\"}}\\n".utf8))
        var result = "ok", standIns = 0
        do {{
            let dump = try ViewRenderer.layoutDump(preview.makeView(), on: .iPhone15Pro)
            standIns = dump.components(separatedBy: "stand-in").count - 1
            let picture = try ViewRenderer.render(preview, on: .iPhone15Pro, scale: 1)
            try picture.makeImage().writePNG(to: "\\(out)/\\(index)-\\(preview.snapshotName).png")
        }} catch {{
            result = String(describing: error).replacingOccurrences(of: "\\"", with: "'").replacingOccurrences(of: "\\n", with: " ")
        }}
        handle.write(Data("{{\\"preview\\": \\"\\(preview.fileID) \\(preview.line)\\", \\"result\\": \\"\\(result.prefix(300))\\", \\"standIns\\": \\(standIns)}}\\n".utf8))
    }}
    try handle.close()
}}
''')
    targets.append(name)
PKG = os.path.basename(SHEETSHOT.rstrip('/'))
deps = f'.product(name: "SwiftUI", package: "{PKG}"), .product(name: "UIKit", package: "{PKG}"), .product(name: "Combine", package: "{PKG}"), .product(name: "MapKit", package: "{PKG}"), .product(name: "CoreLocation", package: "{PKG}"), .product(name: "StoreKit", package: "{PKG}"), .product(name: "SheetshotUI", package: "{PKG}")'
tt = ',\n'.join(f'        .testTarget(name: "{t}", dependencies: [{deps}], exclude: ["sheetshot-app.json"], plugins: [.plugin(name: "SheetshotAppSources", package: "{PKG}")])' for t in targets)
open(f'{root}/Package.swift', 'w').write(f'''// swift-tools-version: 6.0
import PackageDescription
let package = Package(
    name: "AppRender",
    dependencies: [.package(path: "{SHEETSHOT}")],
    targets: [
{tt}
    ],
    swiftLanguageModes: [.v5]
)
''')
print(len(targets), 'targets')
