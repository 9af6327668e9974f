#!/usr/bin/env python3
# Usage: render-package.py SET[,SET] — in $APPS (default /tmp/apps): src/<app>/ (each app of the corpus manifest
# extracted at its commit) and out/<app>.json (compile-apps.sh's results). Writes $APPS/render/: a package
# depending on $SHEETSHOT (default: this checkout). ONLY=app1,app2 renders only those apps. An app whose Xcode
# project links Swift packages has them set up as a user would: `sheetshot-app-sources packages … --targets`
# into Modules/<app>/ (checkouts in $APPS/checkouts/<app>), each module's files that --app left out excluded;
# a module name two apps share is built once, for the first (their versions may differ: measure such apps
# apart). Apps named with --module in the manifest (a corpus folder the project does not find) are left out.
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
ONLY = set(filter(None, os.environ.get('ONLY', '').split(',')))
if ONLY: rows = [r for r in rows if r['app'] in ONLY]
import glob, subprocess
def project_of(app):
    for p in sorted(glob.glob(f'{APPS}/src/{app}/**/*.xcodeproj/project.pbxproj', recursive=True)):
        if 'XCSwiftPackageProductDependency' in open(p, errors='replace').read(): return os.path.dirname(p)
    return None
modules = {}  # module name -> (folder, dependencies)
app_modules = {}
mods = {r['app'] for r in rows if r['modules']}
extra = json.load(open(f'{root}/extra-excludes.json')) if os.path.exists(f'{root}/extra-excludes.json') else {}
targets = []
for r in rows:
    app = r['app']
    project = project_of(app)
    if app in mods: continue  # local packages the corpus names by folder (--module): not built here
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
    # The app's packages, as a user sets them up (run from the package's folder, paths relative to it).
    app_modules[name] = []
    if project:
        listing = f'{root}/Modules/{app}.json'
        os.makedirs(f'{root}/Modules', exist_ok=True)
        subprocess.run([f'{SHEETSHOT}/.build/debug/sheetshot-app-sources', 'packages', project, f'{APPS}/checkouts/{app}',
                        f'--json={listing}', f'--targets=Modules/{app}'], cwd=root, check=True, stdout=subprocess.DEVNULL)
        left = {p['module']: [o['file'] for o in p.get('leftOut', [])] for p in d.get('packages') or []}
        for f in d['files']:
            if '/' in f['file'] and f['status'] != 'compiled':
                left.setdefault(f['file'].split('/')[0], []).append(f['file'].split('/', 1)[1])
        for m in json.load(open(listing))['modules']:
            if 'sources' not in m: continue
            mname = m['module']
            if mname not in modules:
                config_path = f'{root}/Modules/{app}/{mname}/sheetshot-app.json'
                config = json.load(open(config_path))
                config['exclude'] = sorted(set(config.get('exclude', []) + [rel(os.path.join(m['sources'][0], f)) for f in left.get(mname, [])]))
                json.dump(config, open(config_path, 'w'))
                modules[mname] = (f'Modules/{app}/{mname}', [i for i in m['imports']])
            app_modules[name].append(mname)
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
built = set(modules)
mt = [f'        .target(name: "{m}", dependencies: [{deps}' + ''.join(f', "{i}"' for i in imports if i in built) + f'], path: "{path}", exclude: ["sheetshot-app.json"], plugins: [.plugin(name: "SheetshotAppSources", package: "{PKG}")])'
      for m, (path, imports) in modules.items()]
tt = ',\n'.join(mt + [f'        .testTarget(name: "{t}", dependencies: [{deps}' + ''.join(f', "{m}"' for m in app_modules.get(t, [])) + f'], exclude: ["sheetshot-app.json"], plugins: [.plugin(name: "SheetshotAppSources", package: "{PKG}")])' for t in targets])
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
