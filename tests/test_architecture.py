"""The tree keeps its shape: generic layers never name a game, a game lives in its own folders, and
no module grows past about 400 lines.

A game's words are its id and title, its cards' and roles' names, and the ids of its table's
zones ("castle:", "cell:"): they may appear in ``rules/<id>/``, ``app/games/<id>/``, its art, its
sounds, its tests and the catalog, and nowhere else in the code.
"""

from __future__ import annotations

import ast
import importlib
import importlib.util
import re
from pathlib import Path

import pygame
import pytest

from app.games import adapter_for, has_table
from rules import catalog

ROOT = Path(__file__).resolve().parents[1]
GENERIC = ["app/scenes", "app/table", "app/play", "app/platform", "app/ui", "app/cli", "app/main.py",
           "app/bench.py", "app/games/__init__.py", "app/games/contract.py", "app/checks", "rules/core", "rules/ai",
           "rules/bench.py", "rules/soak.py"]
LIMIT = 420  # "about 400 lines"
FUTURE = ("wizardtower", "citadel", "loghan", "Wizard Tower", "Sleepy Wizard", "Citadel", "Loghan")


def _files(places: list[str]) -> list[Path]:
    out = []
    for place in places:
        path = ROOT / place
        out += sorted(path.rglob("*.py")) if path.is_dir() else [path]
    return out


def _game_words() -> tuple[set[str], set[str]]:
    """(every game's id, title, kinds of piece (``TITLE``, ``ROLE_NAMES``) and zone-id prefixes;
    its characters' names (``NAMES``)). Characters' names are proper nouns, matched as whole words
    with their capitals: a Bard called Crash is not the word "crash"."""
    words = set(FUTURE)
    names: set[str] = set()
    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode((64, 64))
    for facts in catalog.GAMES:
        words |= {facts.id, facts.title}
        if importlib.util.find_spec(f"rules.{facts.id}.cards") is not None:  # a game's named pieces
            cards = importlib.import_module(f"rules.{facts.id}.cards")
            for name, into in (("TITLE", words), ("ROLE_NAMES", words), ("NAMES", names)):
                table = getattr(cards, name, None)
                if table:
                    into |= set(table.values() if isinstance(table, dict) else table)
        if has_table(facts.id):
            module = facts.load()
            adapter = adapter_for(facts.id, ["A"] * facts.default_players)
            view = module.view(module.new_game(facts.default_players, 1, None), 0)
            layout = adapter.layout(view, pygame.FRect(0, 0, 1280, 720), 0)
            words |= {'"' + z.id.split(":")[0] + ":" for z in layout.zones if ":" in z.id}  # "castle:...
    return {w for w in words if len(w) > 3}, {w for w in names if len(w) > 3}


def test_generic_layers_name_no_game():
    words, names = _game_words()
    pattern = re.compile("|".join(re.escape(w) for w in sorted(words, key=len, reverse=True)), re.IGNORECASE)
    proper = re.compile(r"\b(" + "|".join(re.escape(w) for w in sorted(names, key=len, reverse=True)) + r")\b")
    found = []
    for path in _files(GENERIC):
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            for match in [*pattern.finditer(line), *proper.finditer(line)]:
                found.append(f"{path.relative_to(ROOT)}:{n}: {match.group(0)!r} in {line.strip()[:90]}")
    assert not found, "generic code names a game:\n" + "\n".join(found)


def test_a_game_is_its_own_folders():
    """Each game's code imports no other game, and no generic module imports a game's package."""
    ids = [g.id for g in catalog.GAMES]
    for path in _files(["app", "rules"]):
        rel = path.relative_to(ROOT).as_posix()
        mine = next((g for g in ids if f"/{g}/" in f"/{rel}"), None)
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                named = node.module
            elif isinstance(node, ast.Import):
                named = " ".join(a.name for a in node.names)
            else:
                continue
            for other in ids:
                if re.search(rf"\b(rules|app\.games)\.{other}\b", named) and other != mine:
                    pytest.fail(f"{rel} imports {other}: {named}")


@pytest.mark.parametrize("place", ["app", "rules"])
def test_no_module_is_too_long(place):
    long = [f"{p.relative_to(ROOT)} ({n} lines)" for p in _files([place])
            if (n := len(p.read_text(encoding="utf-8").splitlines())) > LIMIT]
    assert not long, "modules longer than about 400 lines: " + ", ".join(long)


def test_core_imports_no_game_and_no_catalog():
    for path in _files(["rules/core"]):
        text = path.read_text(encoding="utf-8")
        assert "catalog" not in re.sub(r'""".*?"""', "", text, flags=re.S), path
