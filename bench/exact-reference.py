#!/usr/bin/env python3
"""A near-exact coverage reference for a bench scene, and every engine's distance from it.

Skia (and resvg, a port of its scan converter) sample 4 sub-scanlines per pixel, so "agreement with Skia"
rewards copying that quantisation. This script measures agreement with the true area instead: it renders
the scene with Cairo at 8x scale and box-filters it down 8x8, which shrinks any engine's coverage error
about 64-fold, then reports, for each PNG in the peers output folder, the share of pixels whose largest
channel difference from that reference exceeds 2 and 8, and the largest difference.

Usage (in the peers virtualenv, after peers.py --out DIR and render-demo bench --out DIR/sheetshot.png):
    python bench/exact-reference.py --scene ../shared/bench/sheet-geometry.json --dir /tmp/peers
Writes DIR/exact.png. Needs about 4 GB of memory for the 1170x2532 scene.
"""
import argparse, io, json, os, sys
import numpy as np
from PIL import Image

ap = argparse.ArgumentParser()
ap.add_argument("--scene", required=True)
ap.add_argument("--dir", required=True)
ap.add_argument("--peers", default=os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "shared", "bench"),
                help="folder holding peers.py (for its scene parser and Cairo renderer)")
args = ap.parse_args()
sys.path.insert(0, args.peers)
import peers  # noqa: E402

Image.MAX_IMAGE_PIXELS = None
scene = json.load(open(args.scene))
S = 8
W, H = scene['width'], scene['height']
sc = dict(scene); sc['width'] = W*S; sc['height'] = H*S
# scale every op
ops = []
for o in scene['ops']:
    o = dict(o)
    if o['op'] in ('rect','rrect'):
        for k in ('x','y','w','h'): o[k] *= S
        if 'r' in o: o['r'] = [v*S for v in o['r']]
    elif o['op'] == 'path':
        segs = peers.parse_svg_path(o['d'])
        d = []
        for s in segs:
            if s[0] == 'Z': d.append('Z')
            else: d.append(s[0] + ' ' + ' '.join(f'{p[0]*S},{p[1]*S}' for p in s[1:]))
        o['d'] = ' '.join(d)
    ops.append(o)
sc['ops'] = ops
render, encode = peers.cairo_engine(sc, False)
render()
png = encode()
big = np.asarray(Image.open(io.BytesIO(png)).convert('RGBA'), dtype=np.uint32)
small = big.reshape(H, S, W, S, 4).sum(axis=(1,3))
small = ((small + S*S//2) // (S*S)).astype(np.uint8)
Image.fromarray(small).save(os.path.join(args.dir, "exact.png"))

exact = small.astype(int)
for name in ["sheetshot", "skia", "cairo", "resvg", "blend2d"]:
    path = os.path.join(args.dir, name + ".png")
    if not os.path.exists(path):
        continue
    im = np.asarray(Image.open(path).convert("RGBA")).astype(int)
    d = np.abs(im - exact).max(axis=2)
    print(f"{name:10s} vs exact: > 2 {100 * (d > 2).mean():.3f} %   > 8 {100 * (d > 8).mean():.3f} %   max {d.max()}")
