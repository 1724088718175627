"""What both PyInstaller specs share: name, version, data files, exclusions, Windows version info.

Imported (as ``common``) by ``castletop.spec`` (one folder: the shipped form) and ``castletop-onefile.spec``
(one file: an extra). Plain Python, no PyInstaller import at module level, so ``build.py`` and
the tests can read it too.
"""

from __future__ import annotations

import re
import shutil
import sys
import tomllib
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent

with open(ROOT / "pyproject.toml", "rb") as _f:
    _PROJECT = tomllib.load(_f)["project"]

NAME = _PROJECT["name"]                 # "castletop": the executable and the dist/ folder
VERSION = _PROJECT["version"]           # "0.1.0"
DISPLAY_NAME = "Castletop"              # the window, the .app, the Windows file properties
DESCRIPTION = _PROJECT.get("description", DISPLAY_NAME)
BUNDLE_ID = "org.castletop.Castletop"   # macOS bundle identifier
ENTRY = str(HERE / "castletop_main.py")

ICON_ICO = str(HERE / "icons" / "castletop.ico")
ICON_ICNS = str(HERE / "icons" / "castletop.icns")

# Strip debug symbols from the collected libraries on Linux, when binutils' strip is there (a
# Python built from source can carry 20 MB of them). Not on macOS (code signatures) or Windows.
STRIP = sys.platform.startswith("linux") and shutil.which("strip") is not None

# Modules the app never uses that hooks or optional imports would otherwise pull in.
EXCLUDES = [
    "tkinter", "_tkinter", "turtle", "turtledemo", "idlelib",
    "numpy", "PIL", "PIL.Image",
    "pygame.tests", "pygame.examples", "pygame.docs", "pygame_gui.tests",
    "setuptools", "pkg_resources", "distutils", "pip",
    "unittest", "pydoc", "pydoc_data", "doctest", "lib2to3", "xmlrpc", "sqlite3",
    # python-i18n (pygame_gui's translations) reads YAML only if PyYAML happens to be installed;
    # pygame_gui asks for its JSON files. No networking either: asyncio, ssl and OpenSSL's hashes
    # (hashlib falls back to its built-in md5/sha/blake2), and decimal's C part (pure Python is kept).
    "yaml", "_yaml", "asyncio", "ssl", "_ssl", "_hashlib", "_decimal",
]

# pygame_gui's hook ships every font it knows; the Chinese, Japanese and Korean ones (about
# 37 MB) are left out while Castletop offers no CJK language.
CJK_FONTS = re.compile(r"^NotoSans(JP|SC|KR|TC|HK)-.*\.(otf|ttf)$", re.IGNORECASE)


def datas() -> list[tuple[str, str]]:
    """(source file, folder in the bundle): the art and sound effects, where ``app/resources.py``
    looks for them in a bundle (``sys._MEIPASS/art``, ``sys._MEIPASS/sounds``), and the rules
    packages' content tables (``rules/<package>/data/*.json``) at the same path inside the bundle,
    where ``importlib.resources`` finds them beside the frozen package. pygame_gui's theme and
    fonts come from its own PyInstaller hook (``pygame_gui/data``)."""
    out = []
    for path in sorted((ROOT / "rules").rglob("data/*.json")):
        out.append((str(path), str(path.parent.relative_to(ROOT))))
    for path in sorted((ROOT / "art").rglob("*.svg")):
        out.append((str(path), str(Path("art") / path.parent.relative_to(ROOT / "art"))))
    for path in sorted((ROOT / "sounds").rglob("*.wav")):  # the house's, and each game's folder
        out.append((str(path), str(Path("sounds") / path.parent.relative_to(ROOT / "sounds"))))
    if not any(dest.startswith(("art", "sounds")) for _, dest in out):
        raise SystemExit("build_specs: no art/ or sounds/ files found: run from a complete checkout")
    return out


def hiddenimports() -> list[str]:
    """Every module of the ``rules`` and ``app`` packages: games are imported by name
    (``rules.catalog``, ``rules.ai.guidance``, the rules reference), which PyInstaller cannot see."""
    found = []
    for package in ("rules", "app"):
        for path in sorted((ROOT / package).rglob("*.py")):
            parts = list(path.relative_to(ROOT).with_suffix("").parts)
            if parts[-1] == "__init__":
                parts.pop()
            if parts[-1] == "__main__" or "_assets" in parts:
                continue
            found.append(".".join(parts))
    return found


def drop_unused(toc: list) -> list:
    """The Analysis' data list without the CJK fonts."""
    return [entry for entry in toc if not CJK_FONTS.match(Path(entry[0]).name)]


def version_tuple() -> tuple[int, int, int, int]:
    numbers = [int(n) for n in re.findall(r"\d+", VERSION)[:4]]
    return tuple((numbers + [0, 0, 0, 0])[:4])  # type: ignore[return-value]


def windows_version_info():  # -> PyInstaller.utils.win32.versioninfo.VSVersionInfo
    """The Windows file properties (Details tab), from pyproject's version. Windows only: the
    PyInstaller module needs ``pefile``, which PyInstaller installs there."""
    from PyInstaller.utils.win32.versioninfo import (FixedFileInfo, StringFileInfo, StringStruct, StringTable,
                                                      VarFileInfo, VarStruct, VSVersionInfo)

    numbers = version_tuple()
    return VSVersionInfo(
        ffi=FixedFileInfo(filevers=numbers, prodvers=numbers, mask=0x3F, flags=0x0, OS=0x40004, fileType=0x1,
                          subtype=0x0, date=(0, 0)),
        kids=[
            StringFileInfo([StringTable("040904B0", [
                StringStruct("CompanyName", "Castletop"),
                StringStruct("FileDescription", DISPLAY_NAME),
                StringStruct("FileVersion", VERSION),
                StringStruct("InternalName", NAME),
                StringStruct("LegalCopyright", "Castletop contributors"),
                StringStruct("OriginalFilename", f"{NAME}.exe"),
                StringStruct("ProductName", DISPLAY_NAME),
                StringStruct("ProductVersion", VERSION),
            ])]),
            VarFileInfo([VarStruct("Translation", [0x0409, 1200])]),
        ],
    )


def exe_options() -> dict:
    """The EXE options both specs share: windowed, icon, version info, no UPX."""
    options: dict = {"name": NAME, "console": False, "upx": False, "strip": STRIP,
                     "disable_windowed_traceback": False}
    if sys.platform == "win32":
        options["icon"] = ICON_ICO
        options["version"] = windows_version_info()
    elif sys.platform == "darwin":
        options["icon"] = ICON_ICNS
    return options


def info_plist() -> dict:
    return {
        "CFBundleName": DISPLAY_NAME,
        "CFBundleDisplayName": DISPLAY_NAME,
        "CFBundleShortVersionString": VERSION,
        "CFBundleVersion": VERSION,
        "NSHighResolutionCapable": True,
        "LSApplicationCategoryType": "public.app-category.board-games",
        "LSMinimumSystemVersion": "10.13",
        "NSHumanReadableCopyright": "Castletop contributors",
    }
