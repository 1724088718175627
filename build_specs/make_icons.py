"""Make the packaged app's icons from art/ui/icon.svg: ``python3 build_specs/make_icons.py``.

Writes, next to this script, ``icons/castletop.png`` (512 px), ``icons/castletop.ico`` (Windows:
16 to 256 px, PNG-compressed entries, which Windows reads since Vista) and
``icons/castletop.icns`` (macOS: PNG-based icp4-icp6 and ic07-ic10 chunks, 16 to 1024 px).
Only the standard library and pygame-ce (which renders the SVG) are needed; the outputs are kept
in the repository, so building the app does not run this.
"""

from __future__ import annotations

import io
import os
import struct
from pathlib import Path

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
SVG = ROOT / "art" / "ui" / "icon.svg"
OUT = HERE / "icons"

ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# (chunk type, pixel size): every one of these may hold PNG data (macOS 10.7 and later).
ICNS_CHUNKS = (("icp4", 16), ("icp5", 32), ("icp6", 64), ("ic07", 128), ("ic08", 256), ("ic09", 512),
               ("ic10", 1024))


def png(size: int) -> bytes:
    """The icon rendered at ``size`` x ``size`` pixels, as PNG bytes (with transparency)."""
    image = pygame.image.load_sized_svg(str(SVG), (size, size))
    if image.get_size() != (size, size):  # keep it square whatever the SVG's aspect
        canvas = pygame.Surface((size, size), pygame.SRCALPHA)
        canvas.blit(image, image.get_rect(center=(size // 2, size // 2)))
        image = canvas
    buffer = io.BytesIO()
    pygame.image.save(image, buffer, "icon.png")
    return buffer.getvalue()


def ico(images: dict[int, bytes]) -> bytes:
    """A Windows .ico: ICONDIR, one ICONDIRENTRY per size, then the PNG data."""
    sizes = sorted(images)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries, blobs = b"", b""
    for size in sizes:
        data = images[size]
        side = 0 if size >= 256 else size  # 0 means 256
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset)
        blobs += data
        offset += len(data)
    return header + entries + blobs


def icns(images: dict[int, bytes]) -> bytes:
    """A macOS .icns: the 'icns' header, then one (type, length, PNG) chunk per size."""
    body = b"".join(kind.encode("ascii") + struct.pack(">I", 8 + len(images[size])) + images[size]
                    for kind, size in ICNS_CHUNKS)
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def main() -> None:
    OUT.mkdir(exist_ok=True)
    sizes = sorted(set(ICO_SIZES) | {size for _, size in ICNS_CHUNKS})
    images = {size: png(size) for size in sizes}
    (OUT / "castletop.png").write_bytes(images[512])
    (OUT / "castletop.ico").write_bytes(ico({s: images[s] for s in ICO_SIZES}))
    (OUT / "castletop.icns").write_bytes(icns(images))
    for name in ("castletop.png", "castletop.ico", "castletop.icns"):
        print(f"{OUT / name}: {(OUT / name).stat().st_size} bytes")


if __name__ == "__main__":
    main()
