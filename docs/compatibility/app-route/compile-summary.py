# Usage: compile-summary.py [SET] — the table of compile-apps.sh's results, and what blocks, ranked.
import json,glob,csv,collections,sys,os
APPS=os.environ.get('APPS','/tmp/apps')
MANIFEST=os.environ.get('MANIFEST',os.path.join(os.path.dirname(os.path.abspath(__file__)),'..','app-corpus-manifest.tsv'))
rows=list(csv.DictReader(open(MANIFEST),delimiter='\t'))
sets={r['app']:r['set'] for r in rows}
want=sys.argv[1] if len(sys.argv)>1 else None
tot=collections.Counter(); blockers=collections.defaultdict(set); bfiles=collections.Counter()
print('| app | set | files | compiled | % | whole | objc | module | own | dependent | previews | image sets |')
print('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |')
for f in sorted(glob.glob(f'{APPS}/out/*.json')):
    d=json.load(open(f)); app=d['app']
    if want and sets.get(app)!=want: continue
    st=collections.Counter(x['status'] for x in d['files'])
    n=len(d['files'])-st['a test file']; c=st['compiled']
    print(f"| {app} | {sets.get(app)} | {n} | {c} | {100*c/max(n,1):.0f} | {'yes' if d['wholeTargetCompiles'] else 'no'} | {st['needs the Objective-C runtime']} | {st['imports a module not available']} | {st['own errors']} | {st['depends on a left-out file']} | {d['previews']} | {d['imageSets']} |")
    tot['files']+=n; tot['compiled']+=c; tot['apps']+=1; tot['whole']+=d['wholeTargetCompiles']
    for x in d['files']:
        for m in {(g['kind'],g['key']) for g in x['missing']}:
            blockers[m].add(app); bfiles[m]+=1
print(f"\napps {tot['apps']}, files {tot['files']}, compiled {tot['compiled']} ({100*tot['compiled']/max(tot['files'],1):.1f} %), whole targets {tot['whole']}")
print('\n| files | apps | kind | missing |\n| --- | --- | --- | --- |')
for m,k in sorted(bfiles.items(), key=lambda kv:(-kv[1],kv[0]))[:40]:
    print(f"| {k} | {len(blockers[m])} | {m[0]} | `{m[1]}` |")
