"""The PyInstaller specs' shared settings and the committed icons (no PyInstaller needed: CI
builds the real app and runs its self-test)."""

from __future__ import annotations

import struct
import sys
from pathlib import Path

import app
from rules import catalog

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "build_specs"))

import castletop_build as common  # noqa: E402


def test_name_and_version_come_from_pyproject():
    assert common.NAME == "castletop"
    assert common.VERSION == app.__version__
    assert common.version_tuple()[:3] == tuple(int(n) for n in app.__version__.split(".")[:3])


def test_every_art_and_sound_file_is_bundled_where_resources_looks():
    bundled = {(Path(src).name, dest) for src, dest in common.datas()}
    for svg in (ROOT / "art").rglob("*.svg"):
        assert (svg.name, str(Path("art") / svg.parent.relative_to(ROOT / "art"))) in bundled
    for wav in (ROOT / "sounds").rglob("*.wav"):
        assert (wav.name, str(Path("sounds") / wav.parent.relative_to(ROOT / "sounds"))) in bundled
    assert not any(name.endswith((".py", ".md")) for name, _ in bundled)


def test_games_imported_by_name_are_hidden_imports():
    hidden = set(common.hiddenimports())
    for info in catalog.GAMES:
        assert info.module in hidden
        assert f"{info.module}.reference" in hidden and f"{info.module}.heuristics" in hidden
    assert "app.cli.selftest" in hidden and "app.__main__" not in hidden


def test_cjk_fonts_are_left_out_and_the_rest_kept():
    toc = [(f"pygame_gui/data/{n}", f"/x/{n}", "DATA") for n in
           ("NotoSansJP-Bold.otf", "NotoSansSC-Regular.otf", "NotoSansKR-Bold.ttf", "NotoSans-Regular.ttf",
            "NotoSans-Bold.ttf", "FiraCode-Regular.ttf", "default_theme.json")]
    kept = [Path(e[0]).name for e in common.drop_unused(toc)]
    assert kept == ["NotoSans-Regular.ttf", "NotoSans-Bold.ttf", "FiraCode-Regular.ttf", "default_theme.json"]
    assert {"tkinter", "numpy", "PIL"} <= set(common.EXCLUDES)


def test_windows_icon_holds_png_images_from_16_to_256():
    data = (ROOT / "build_specs" / "icons" / "castletop.ico").read_bytes()
    reserved, kind, count = struct.unpack_from("<HHH", data)
    assert (reserved, kind) == (0, 1)
    sizes = []
    for i in range(count):
        w, _h, _, _, _planes, _bpp, size, offset = struct.unpack_from("<BBBBHHII", data, 6 + 16 * i)
        assert data[offset:offset + 8] == b"\x89PNG\r\n\x1a\n" and offset + size <= len(data)
        sizes.append(w or 256)
    assert min(sizes) == 16 and max(sizes) == 256


def test_mac_icon_chunks_are_png():
    data = (ROOT / "build_specs" / "icons" / "castletop.icns").read_bytes()
    assert data[:4] == b"icns" and struct.unpack(">I", data[4:8])[0] == len(data)
    chunks, i = {}, 8
    while i < len(data):
        kind, length = data[i:i + 4].decode(), struct.unpack(">I", data[i + 4:i + 8])[0]
        assert data[i + 8:i + 12] == b"\x89PNG"
        chunks[kind] = length
        i += length
    assert i == len(data) and {"ic07", "ic08", "ic09"} <= set(chunks)
