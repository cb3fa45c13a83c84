#!/usr/bin/env python3
"""Draws the screenshot of one of Jotter's windows from its dump: draw-screenshot.py DUMP.txt.

Jotter is a made-up app, so there is no device to take XCUIScreen.main.screenshot() on: this
paints each element of the dump where its frame says, at the 2x scale an iPad screenshot has,
and writes DUMP.png beside it (jotter-portrait.png: 1668 x 2388 px for the 834 x 1194 pt window;
jotter-landscape.png: 2388 x 1668 px).
"""
import re, struct, sys, zlib

SCALE = 2
source = sys.argv[1] if len(sys.argv) > 1 else "jotter-portrait.txt"
out = re.sub(r"\.txt$", "", source) + ".png"
dump = open(source).read()
rows = re.findall(r"^(\s*)(?:→)?(\w+)[^{\n]*\{\{([\d.]+), ([\d.]+)\}, \{([\d.]+), ([\d.]+)\}\}(.*)$", dump, re.M)
window = next(r for r in rows if r[1] == "Window")
WIDTH, HEIGHT = float(window[4]), float(window[5])
W, H = int(WIDTH * SCALE), int(HEIGHT * SCALE)
# The three columns: the window's content view's children.
columns = [r for r in rows if r[1] == "Other" and len(r[0]) == 8]
px = bytearray(b"\xff" * (W * H * 3))

def fill(x, y, w, h, rgb):
    x0, y0 = max(0, int(x * SCALE)), max(0, int(y * SCALE))
    x1, y1 = min(W, int((x + w) * SCALE)), min(H, int((y + h) * SCALE))
    line = bytes(rgb) * max(0, x1 - x0)
    for yy in range(y0, y1):
        px[(yy * W + x0) * 3:(yy * W + x1) * 3] = line

sidebar = columns[0]
fill(0, 0, float(sidebar[4]), HEIGHT, (242, 242, 247))   # the sidebar's grouped background
for c in columns[:-1]:                                   # the separators after the sidebar and the list
    fill(float(c[2]) + float(c[4]), 0, 0.5, HEIGHT, (198, 198, 200))
for indent, kind, x, y, w, h, rest in rows:
    x, y, w, h = float(x), float(y), float(w), float(h)
    if kind == "NavigationBar":
        fill(x, 0, w, y + h, (249, 249, 249)); fill(x, y + h - 0.5, w, 0.5, (198, 198, 200))
    elif kind == "Cell":
        if "Selected" in rest: fill(x, y, w, h, (0, 122, 255))
        else: fill(x + 16, y + h - 0.5, w - 16, 0.5, (210, 210, 215))
    elif kind == "StaticText":
        fill(x, y + 3, w, h - 6, (255, 255, 255) if "'Work'" in rest and x < float(sidebar[4]) else (60, 60, 67))
    elif kind == "Button":
        fill(x + 10, y + 10, w - 20, h - 20, (0, 122, 255))
    elif kind == "SearchField":
        fill(x, y + 4, w, h - 8, (227, 227, 232)); fill(x + 12, y + 16, 60, 12, (142, 142, 147))
    elif kind == "TextView":
        for line in range(0, 22):
            fill(x, y + 12 + line * 30, w * (0.9 if line % 4 else 0.55), 12, (60, 60, 67))

raw = b"".join(b"\x00" + bytes(px[r * W * 3:(r + 1) * W * 3]) for r in range(H))
def chunk(tag, data): return struct.pack(">I", len(data)) + tag + data + struct.pack(">I", zlib.crc32(tag + data) & 0xffffffff)
png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", W, H, 8, 2, 0, 0, 0)) + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")
open(out, "wb").write(png)
print(f"{out}: {W} x {H} px, {len(png)} bytes")
