# Usage: render-summary.py — the table of $APPS/render-results/*.jsonl (what the render package's tests wrote).
import json,glob,collections,os
APPS = os.environ.get('APPS', '/tmp/apps')
tot=collections.Counter(); reasons=collections.Counter()
print('| app | previews | rendered | failed | crashed | with a stand-in picture |')
print('| --- | --- | --- | --- | --- | --- |')
for f in sorted(glob.glob(f'{APPS}/render-results/*.jsonl')):
    app=os.path.basename(f)[:-6]
    lines=[json.loads(l) for l in open(f) if l.strip()]
    starts=[l['start'] for l in lines if 'start' in l]; results=[l for l in lines if 'preview' in l]
    ok=sum(1 for r in results if r['result']=='ok'); bad=[r for r in results if r['result']!='ok']
    crashed=len(starts)-len(results)
    stand=sum(1 for r in results if r['result']=='ok' and r['standIns']>0)
    for r in bad: reasons[r['result'][:90]]+=1
    print(f'| {app} | {len(starts)} | {ok} | {len(bad)} | {crashed} | {stand} |')
    tot['p']+=len(starts); tot['ok']+=ok; tot['bad']+=len(bad); tot['crash']+=crashed; tot['stand']+=stand
print(f"\npreviews {tot['p']}, rendered {tot['ok']}, failed {tot['bad']}, crashed {tot['crash']}, rendered with a stand-in picture {tot['stand']}")
for r,n in reasons.most_common(12): print(n, r)
