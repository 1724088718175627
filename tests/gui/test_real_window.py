"""One real X window under Xvfb: drag a card from the hand to the castle with xdotool, then check
the saved game state and a screenshot of the screen. Skipped only where Xvfb or xdotool are
missing, never in CI (CI installs them)."""

from __future__ import annotations

import json
import os
import shutil
import struct
import subprocess
import sys
import time
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
TOOLS = ("Xvfb", "xdotool", "xwd")


def _missing() -> list[str]:
    return [t for t in TOOLS if shutil.which(t) is None]


pytestmark = pytest.mark.skipif(bool(_missing()) and not os.environ.get("CI"),
                                reason=f"needs {', '.join(TOOLS)}")


def _free_display() -> int:
    for n in range(90, 140):
        if not Path(f"/tmp/.X11-unix/X{n}").exists() and not Path(f"/tmp/.X{n}-lock").exists():
            return n
    raise RuntimeError("no free X display number")


def _xwd_pixels(data: bytes) -> tuple[int, int, callable]:
    """Width, height and a pixel reader for a 24/32-bit ZPixmap XWD dump."""
    header = struct.unpack(">25I", data[:100])
    header_size, width, height = header[0], header[4], header[5]
    bits_per_pixel, bytes_per_line, ncolors = header[11], header[12], header[19]
    byte_order = header[7]
    offset = header_size + ncolors * 12
    assert bits_per_pixel == 32, f"unexpected XWD depth {bits_per_pixel}"

    def pixel(x: int, y: int) -> tuple[int, int, int]:
        i = offset + y * bytes_per_line + x * 4
        b0, b1, b2, b3 = data[i:i + 4]
        return (b1, b2, b3) if byte_order == 1 else (b2, b1, b0)

    return width, height, pixel


def _mean(pixel, rect) -> tuple[float, float, float]:
    x, y, w, h = (int(v) for v in rect)
    samples = [pixel(x + i * w // 10, y + j * h // 10) for i in range(1, 10) for j in range(1, 10)]
    return tuple(sum(s[k] for s in samples) / len(samples) for k in range(3))


def _screenshot(display: str) -> bytes:
    return subprocess.run(["xwd", "-root", "-silent", "-display", display], capture_output=True, check=True,
                          timeout=20).stdout


def test_drag_a_card_into_the_castle_in_a_real_window(tmp_path):
    assert not _missing(), f"CI must install {', '.join(_missing())}"
    n = _free_display()
    display = f":{n}"
    xvfb = subprocess.Popen(["Xvfb", display, "-screen", "0", "1280x800x24", "-nolisten", "tcp"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    app = None
    try:
        for _ in range(100):
            if Path(f"/tmp/.X11-unix/X{n}").exists():
                break
            time.sleep(0.05)
        env = {**os.environ, "DISPLAY": display, "SDL_VIDEODRIVER": "x11", "SDL_AUDIODRIVER": "dummy",
               "CASTLETOP_HOME": str(tmp_path / "home"), "SDL_VIDEO_WINDOW_POS": "0,0"}
        report = tmp_path / "report.json"
        app = subprocess.Popen([sys.executable, str(HERE / "real_window_probe.py"), str(report), "25"], env=env)
        for _ in range(300):
            if report.exists() and report.stat().st_size:
                break
            time.sleep(0.05)
        info = json.loads(report.read_text())
        found = subprocess.run(["timeout", "20", "xdotool", "search", "--sync", "--onlyvisible", "--pid",
                                str(app.pid)], env=env, capture_output=True, text=True)
        window = found.stdout.split()[0]
        geometry = subprocess.run(["timeout", "10", "xdotool", "getwindowgeometry", "--shell", window], env=env,
                                  capture_output=True, text=True).stdout
        geo = dict(line.split("=") for line in geometry.split())
        ox, oy = int(geo["X"]), int(geo["Y"])
        before = _screenshot(display)
        (cx, cy), (dx, dy) = info["card"], info["drop"]
        steps = ["mousemove", str(ox + cx), str(oy + cy), "sleep", "0.3", "mousedown", "1", "sleep", "0.2"]
        for i in range(1, 11):
            steps += ["mousemove", str(int(ox + cx + (dx - cx) * i / 10)), str(int(oy + cy + (dy - cy) * i / 10)),
                      "sleep", "0.05"]
        steps += ["sleep", "0.3", "mouseup", "1"]
        subprocess.run(["timeout", "20", "xdotool", *steps], env=env, check=True)
        save = Path(info["save"])
        state = None
        for _ in range(100):
            time.sleep(0.1)
            try:
                state = json.loads(json.loads(save.read_text())["state"])["state"]
            except (OSError, ValueError, KeyError):
                continue
            if state["castles"][0]:
                break
        assert state is not None and state["castles"][0], "the drag did not change the game"
        first = state["castles"][0][0]
        assert first[0] == 6 and first[1] is True  # the Observatory, face-up, in your castle
        time.sleep(1.0)
        after = _screenshot(display)
        _, _, px_before = _xwd_pixels(before)
        _, _, px_after = _xwd_pixels(after)
        rect = [ox + info["first_piece"][0], oy + info["first_piece"][1], info["first_piece"][2],
                info["first_piece"][3]]
        felt, card = _mean(px_before, rect), _mean(px_after, rect)
        change = sum(abs(a - b) for a, b in zip(felt, card))
        assert change > 60, f"the castle looks the same before ({felt}) and after ({card}) the drag"
        assert sum(card) / 3 > sum(felt) / 3 + 20  # a light card face lies where the dark felt was
    finally:
        if app is not None:
            app.terminate()
            try:
                app.wait(timeout=10)
            except subprocess.TimeoutExpired:
                app.kill()
        xvfb.terminate()
        xvfb.wait(timeout=10)
