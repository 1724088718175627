"""Build the packaged app and its archive: ``python3 build_specs/build.py`` (after
``python3 -m pip install ".[build]"``), from anywhere in the repository.

1. PyInstaller builds the one-folder app from ``castletop.spec``: ``dist/castletop/`` (and on
   macOS ``dist/Castletop.app``); ``--onefile`` also builds ``dist/castletop-onefile``.
2. The app is archived for players: ``dist/castletop-<version>-<os>-<arch>.zip`` on Windows and
   macOS (the .app, made with ``ditto`` so its symlinks and signature survive) and ``.tar.gz`` on
   Linux (keeps the executable bit).

Prints the archive's path last. PyInstaller's work files go to ``build/pyinstaller/``.
"""

from __future__ import annotations

import argparse
import platform
import subprocess
import sys
import tarfile
import time
import zipfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import castletop_build as common  # noqa: E402

ROOT = common.ROOT


def os_name() -> str:
    return {"win32": "windows", "darwin": "macos"}.get(sys.platform, "linux" if sys.platform.startswith("linux")
                                                       else sys.platform)


def arch() -> str:
    machine = platform.machine().lower()
    return {"amd64": "x86_64", "aarch64": "arm64"}.get(machine, machine)


def pyinstaller(spec: str, dist: Path, work: Path, clean: bool) -> None:
    command = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
               "--distpath", str(dist), "--workpath", str(work), str(HERE / spec)]
    if clean:
        command.insert(3, "--clean")
    print("+", " ".join(command), flush=True)
    subprocess.run(command, cwd=ROOT, check=True)


def archive(dist: Path) -> Path:
    stem = f"{common.NAME}-{common.VERSION}-{os_name()}-{arch()}"
    if sys.platform == "darwin":
        app = dist / f"{common.DISPLAY_NAME}.app"
        out = dist / f"{stem}.zip"
        out.unlink(missing_ok=True)
        subprocess.run(["ditto", "-c", "-k", "--sequesterRsrc", "--keepParent", str(app), str(out)], check=True)
        return out
    folder = dist / common.NAME
    if sys.platform == "win32":
        out = dist / f"{stem}.zip"
        with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as z:
            for path in sorted(folder.rglob("*")):
                z.write(path, path.relative_to(dist).as_posix())
        return out
    out = dist / f"{stem}.tar.gz"
    with tarfile.open(out, "w:gz", compresslevel=9) as t:
        t.add(folder, arcname=common.NAME)  # symlinks stay symlinks, permissions are kept
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="build.py", description=__doc__.splitlines()[0])
    parser.add_argument("--onefile", action="store_true", help="also build the one-file variant")
    parser.add_argument("--clean", action="store_true", help="empty PyInstaller's cache first")
    parser.add_argument("--no-archive", action="store_true", help="build only, no archive")
    parser.add_argument("--dist", type=Path, default=ROOT / "dist", help="where the app goes (default dist/)")
    args = parser.parse_args(argv)
    dist = args.dist.resolve()
    work = ROOT / "build" / "pyinstaller"
    started = time.perf_counter()
    pyinstaller("castletop.spec", dist, work, args.clean)
    if args.onefile:
        pyinstaller("castletop-onefile.spec", dist, work, False)
    folder = dist / common.NAME
    exe = folder / (f"{common.NAME}.exe" if sys.platform == "win32" else common.NAME)
    if not exe.is_file():
        raise SystemExit(f"build.py: PyInstaller did not produce {exe}")
    size = sum(p.stat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink())
    print(f"built {folder} ({size / 1e6:.1f} MB) in {time.perf_counter() - started:.0f} s", flush=True)
    if args.no_archive:
        return 0
    out = archive(dist)
    print(f"archive {out} ({out.stat().st_size / 1e6:.1f} MB)")
    print(out)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
