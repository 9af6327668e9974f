#!/usr/bin/env python3
"""Writes the display lists of BENCHMARKS.md's "Hostile geometry" section into a folder:

  zigzag.json  8,000 long zig-zag segments across an 8001×1000 canvas (rows of cells out of order)
  cubics.json  20,000 cubics with control points up to a million pixels away, on a 4000×4000 canvas

    python3 bench/hostile-scenes.py /tmp/hostile
    .build/release/render-demo draw /tmp/hostile/zigzag.json -o /tmp/zigzag.png
"""
import json
import os
import random
import sys

out = sys.argv[1] if len(sys.argv) > 1 else "."
os.makedirs(out, exist_ok=True)

d = ["M0 0"] + [f"L{8000 if i % 2 else 0} {i * 1000 / 8000:.3f}" for i in range(1, 8001)] + ["Z"]
with open(os.path.join(out, "zigzag.json"), "w") as f:
    json.dump({"width": 8001, "height": 1000, "ops": [{"op": "path", "d": " ".join(d), "color": "#000000FF"}]}, f)

random.seed(1)
d = ["M2000 2000"]
for _ in range(20000):
    r = lambda: random.uniform(-1e6, 1e6)
    d.append(f"C{r():.1f} {r():.1f} {r():.1f} {r():.1f} {random.uniform(0, 4000):.1f} {random.uniform(0, 4000):.1f}")
d.append("Z")
with open(os.path.join(out, "cubics.json"), "w") as f:
    json.dump({"width": 4000, "height": 4000, "ops": [{"op": "path", "d": " ".join(d), "color": "#000000FF"}]}, f)
