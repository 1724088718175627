"""The hostile-file corpus: every file the app reads at start-up and on Continue, broken in every
way we could think of, generated from real files made through the app's own save paths.

Nothing is checked in: ``sources`` plays a few moves of every game in the catalog and saves them
the way the app does, writes real settings and statistics, and ``corpus`` derives the cases from
those bytes. A case only knows how to put its file in place (lazily: the full corpus would not
fit in memory at once); ``app.checks.hostile_saves`` runs it through the app.
"""

from __future__ import annotations

import json
import math
import os
import pickle
import random
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Iterator

from rules import catalog

from ..platform import paths, settings as settings_mod, stats as stats_mod
from ..platform.storage import SaveStore

SAVE, SETTINGS, STATS, FOLDER = "save", "settings", "stats", "saves-folder"
DEEP = 100_000          # levels of nesting in the deeply nested files
HUGE = 200 * 1024 * 1024  # the size of the huge file (sparse: written in no time)
ACCEPT, REFUSE, ANY = "accept", "refuse", "any"
KINDS = ("control", "truncated", "flipped", "wrong-type", "huge-number", "deep-nesting", "huge-file",
         "future-version", "directory", "symlink", "special-file", "empty", "not-utf8", "payload",
         "state-field", "other-game", "saves-folder")


def payload(marker: Path) -> str:
    """Python that would create ``marker`` if anything ever evaluated it."""
    return f"__import__('os').system('touch {marker}')"


class _Pickled:
    """Unpickling this runs a shell command that creates the marker (pickling it runs nothing)."""

    def __init__(self, marker: Path) -> None:
        self.marker = marker

    def __reduce__(self) -> tuple[Any, ...]:
        return os.system, (f"touch {self.marker}",)


@dataclass(frozen=True)
class Case:
    kind: str
    target: str                       # SAVE, SETTINGS, STATS or FOLDER
    label: str                        # what it is, for a failure report
    make: Callable[[Path], None]      # puts the hostile thing at the given path
    expect: str = REFUSE              # ACCEPT (a control), REFUSE, or ANY (may still be valid)


def target_path(home: Path, target: str) -> Path:
    """Where the app looks for ``target`` inside the home folder ``home``."""
    if target == SAVE:
        return home / paths.SAVES_FOLDER / SaveStore.FILE
    if target == SETTINGS:
        return home / paths.SETTINGS_FILE
    if target == STATS:
        return home / stats_mod.FILE
    return home / paths.SAVES_FOLDER


# --- real files, made the app's way ---------------------------------------------------------------


def mid_game_save(game: Any, folder: Path, seed: int, moves: int = 12) -> bytes:
    """A save of ``game`` a few decisions in (one person, AI rivals), written by the session."""
    from ..play.seats import SeatSpec
    from ..play.session import Session

    store = SaveStore(folder, background=False)
    seats = [SeatSpec("human", "Ann")] + [SeatSpec("random", f"Bot {i}") for i in range(1, game.default_players)]
    session = Session.new(game.id, seats, seed, store=store)
    rng = random.Random(seed)
    best = store.path.read_bytes()
    for _ in range(moves):
        request = session.ai_request()
        if request is not None:
            n = len(session.module.legal_actions(session.module.view(session.state, request.seat)))
            session.apply_ai(request, rng.randrange(n))
        elif session.human_actions():
            session.apply(rng.choice(session.human_actions()))
        else:
            break
        if session.is_over():
            break
        best = store.path.read_bytes()
    return best


def sources(work: Path, seed: int = 7) -> dict[tuple[str, str], bytes]:
    """{(target, name): bytes}: a mid-game save of every game, real settings and statistics."""
    out: dict[tuple[str, str], bytes] = {}
    for game in catalog.GAMES:
        out[(SAVE, game.id)] = mid_game_save(game, work / f"saves-{game.id}", seed)
    custom = settings_mod.Settings(effects_volume=0.5, window_size=(1600, 900), text_size="large")
    custom.save(work / "settings.json")
    out[(SETTINGS, "settings")] = (work / "settings.json").read_bytes()
    book = stats_mod.StatsBook(work / "stats.json")
    for i, game in enumerate(catalog.GAMES):
        book.record(game.id, "vs Normal AI", stats_mod.WON, 10 + i)
        book.record(game.id, "vs Normal AI", stats_mod.LOST, 3.5)
    out[(STATS, "stats")] = (work / "stats.json").read_bytes()
    return out


# --- walking JSON --------------------------------------------------------------------------------


def json_paths(obj: Any, prefix: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    """Every value's path (of a list, the first and the last item only: the rest are alike)."""
    if prefix:
        yield prefix
    if isinstance(obj, dict):
        for key, value in obj.items():
            yield from json_paths(value, prefix + (key,))
    elif isinstance(obj, list):
        for i in sorted({0, len(obj) - 1}) if obj else ():
            yield from json_paths(obj[i], prefix + (i,))


def replaced(obj: Any, path: tuple[Any, ...], value: Any) -> Any:
    """A copy of ``obj`` with the value at ``path`` replaced (only the path is copied)."""
    if not path:
        return value
    copy = dict(obj) if isinstance(obj, dict) else list(obj)
    copy[path[0]] = replaced(obj[path[0]], path[1:], value)
    return copy


def wrong_values(marker: Path) -> list[tuple[str, Any]]:
    return [("null", None), ("code", payload(marker)), ("list", []), ("dict", {}), ("huge", 10**30),
            ("negative", -1), ("NaN", math.nan), ("Infinity", math.inf), ("true", True)]


def dumps(obj: Any) -> bytes:
    return json.dumps(obj, allow_nan=True, separators=(",", ":")).encode()


def _inner(outer: dict[str, Any], path: tuple[Any, ...], value: Any) -> bytes:
    """The save with a value inside its game state (the rules' own JSON) replaced."""
    state = replaced(json.loads(outer["state"]), path, value)
    return dumps({**outer, "state": json.dumps(state, allow_nan=True)})


# --- making files ------------------------------------------------------------------------------


def _bytes(data: bytes) -> Callable[[Path], None]:
    def make(path: Path) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
    return make


def _lazy(build: Callable[[], bytes]) -> Callable[[Path], None]:
    return lambda path: _bytes(build())(path)


def _sparse(prefix: bytes, size: int) -> Callable[[Path], None]:
    def make(path: Path) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        with open(path, "wb") as handle:
            handle.write(prefix)
            handle.truncate(size)
    return make


def _symlink(to: str) -> Callable[[Path], None]:
    def make(path: Path) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        os.symlink(to, path)  # a relative ``to`` is next to the link
    return make


def _loop(path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    other = path.with_name(path.name + ".loop")
    os.symlink(other, path)
    os.symlink(path, other)


def _directory(with_file: bool) -> Callable[[Path], None]:
    def make(path: Path) -> None:
        path.mkdir(parents=True)
        if with_file:
            (path / "inside.json").write_text("{}")
    return make


def _fifo(path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    os.mkfifo(path)


def _deep(opening: str, closing: str, levels: int = DEEP) -> bytes:
    return (opening * levels + "1" + closing * levels).encode()


# --- the corpus ----------------------------------------------------------------------------------


def _file_cases(target: str, name: str, data: bytes, marker: Path, rng: random.Random,
                cuts: int, flips: int) -> Iterator[Case]:
    """The cases every JSON file gets, whatever it holds."""
    tag = f"{target} {name}"
    yield Case("control", target, f"{tag}: untouched", _bytes(data), ACCEPT)
    for k in range(cuts):
        at = k * len(data) // cuts
        yield Case("truncated", target, f"{tag}: cut at byte {at}", _bytes(data[:at]))
    for _ in range(flips):
        at, mask = rng.randrange(len(data)), rng.randrange(1, 256)
        flipped = data[:at] + bytes([data[at] ^ mask]) + data[at + 1:]
        yield Case("flipped", target, f"{tag}: byte {at} ^ {mask:#04x}", _bytes(flipped), ANY)
    obj = json.loads(data)
    values = wrong_values(marker)
    for n, path in enumerate(json_paths(obj)):
        # Every wrong value in each top-level field; deeper, three a field, in turn (all nine over three fields).
        chosen = values if len(path) == 1 else [values[(n + k * 3) % len(values)] for k in range(3)]
        for what, value in chosen:
            yield Case("wrong-type", target, f"{tag}: {what} at {list(path)}",
                       _lazy(lambda p=path, v=value: dumps(replaced(obj, p, v))), ANY)
    yield Case("huge-number", target, f"{tag}: a 5000-digit number",
               _bytes(data.rstrip()[:-1] + b',"x":' + b"9" * 5000 + b"}"))
    yield Case("huge-number", target, f"{tag}: 1e999 everywhere", _lazy(lambda: _every_number(obj, "1e999")), ANY)
    yield Case("huge-number", target, f"{tag}: 10**40 everywhere", _lazy(lambda: _every_number(obj, "1" + "0" * 40)), ANY)
    yield Case("deep-nesting", target, f"{tag}: {DEEP} nested lists", _bytes(_deep("[", "]")))
    yield Case("deep-nesting", target, f"{tag}: {DEEP} nested objects", _bytes(_deep('{"a":', "}")))
    yield Case("deep-nesting", target, f"{tag}: a deep value inside",
               _bytes(data.rstrip()[:-1] + b',"deep":' + _deep("[", "]") + b"}"))
    yield Case("huge-file", target, f"{tag}: 200 MB (sparse)", _sparse(data, HUGE))
    yield Case("huge-file", target, f"{tag}: 9 MB of valid JSON", _bytes(b"[" + b"0," * (9 * 2**19) + b"0]"))
    yield Case("future-version", target, f"{tag}: version 99", _lazy(lambda: dumps({**obj, "version": 99})), ANY)
    yield Case("directory", target, f"{tag}: an empty folder", _directory(False))
    yield Case("directory", target, f"{tag}: a folder with a file", _directory(True))
    for what, to in (("/etc/passwd", "/etc/passwd"), ("a missing file", "missing.json"), ("a folder", "/"),
                     ("/dev/zero", "/dev/zero"), ("/dev/urandom", "/dev/urandom")):
        yield Case("symlink", target, f"{tag}: a link to {what}", _symlink(to))
    yield Case("symlink", target, f"{tag}: a link to itself", _self_link)
    yield Case("symlink", target, f"{tag}: a loop of two links", _loop)
    yield Case("special-file", target, f"{tag}: a named pipe", _fifo)
    for what, content in (("empty", b""), ("blank", b" \n\t "), ("null", b"null"), ("a list", b"[]"),
                          ("a string", b'"x"'), ("a number", b"0"), ("an empty object", b"{}")):
        yield Case("empty", target, f"{tag}: {what}", _bytes(content), ANY if content == b"{}" else REFUSE)
    yield Case("not-utf8", target, f"{tag}: Latin-1", _bytes(data.replace(b'"', b'"\xe9', 1)))
    yield Case("not-utf8", target, f"{tag}: UTF-16", _bytes(data.decode().encode("utf-16")))
    yield Case("not-utf8", target, f"{tag}: random bytes", _bytes(rng.randbytes(4096)))
    yield Case("not-utf8", target, f"{tag}: a UTF-8 BOM", _bytes(b"\xef\xbb\xbf" + data), ANY)
    yield Case("payload", target, f"{tag}: a pickle", _bytes(pickle.dumps(_Pickled(marker))))
    yield Case("payload", target, f"{tag}: Python source", _bytes(payload(marker).encode()))
    yield Case("payload", target, f"{tag}: a YAML tag",
               _bytes(f"!!python/object/apply:os.system ['touch {marker}']".encode()))
    yield Case("payload", target, f"{tag}: code in every string", _lazy(lambda: _every_string(obj, marker)), ANY)


def _self_link(path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    os.symlink(path, path)


def _map(obj: Any, leaf: Callable[[Any], Any]) -> Any:
    if isinstance(obj, dict):
        return {k: _map(v, leaf) for k, v in obj.items()}
    if isinstance(obj, list):
        return [_map(v, leaf) for v in obj]
    return leaf(obj)


def _every_number(obj: Any, text: str) -> bytes:
    marked = _map(obj, lambda v: "\0N\0" if isinstance(v, (int, float)) and not isinstance(v, bool) else v)
    return dumps(marked).replace(b'"\\u0000N\\u0000"', text.encode())


def _every_string(obj: Any, marker: Path) -> bytes:
    code = payload(marker)

    def leaf(v: Any) -> Any:
        if isinstance(v, str) and v.lstrip().startswith("{"):  # a nested JSON text (a game state)
            return json.dumps(_map(json.loads(v), lambda w: code if isinstance(w, str) else w))
        return code if isinstance(v, str) else v
    return dumps(_map(obj, leaf))


def _save_cases(name: str, data: bytes, others: dict[str, bytes], marker: Path, rng: random.Random,
                inner: int) -> Iterator[Case]:
    """What only a saved game gets: its game's own state broken, another game, a newer version."""
    outer = json.loads(data)
    state = json.loads(outer["state"])
    inner_paths = list(json_paths(state))
    picked = inner_paths if len(inner_paths) <= inner else rng.sample(inner_paths, inner)
    values = wrong_values(marker)
    for path in picked:
        what, value = values[rng.randrange(len(values))]
        yield Case("state-field", SAVE, f"save {name}: {what} at state {list(path)}",
                   _lazy(lambda p=path, v=value: _inner(outer, p, v)), ANY)
    yield Case("state-field", SAVE, f"save {name}: state nested {DEEP} deep",
               _lazy(lambda: dumps({**outer, "state": _deep("[", "]").decode()})))
    yield Case("state-field", SAVE, f"save {name}: state with a 5000-digit number",
               _lazy(lambda: dumps({**outer, "state": outer["state"][:-1] + ',"x":' + "9" * 5000 + "}"})), ANY)
    for other, other_data in others.items():
        yield Case("other-game", SAVE, f"save {name} labelled {other}", _lazy(lambda o=other: dumps({**outer, "game": o})))
        other_state = json.loads(other_data)["state"]
        yield Case("other-game", SAVE, f"save {name} holding the state of {other}",
                   _lazy(lambda s=other_state: dumps({**outer, "state": s})))
    for version in (3, 10**20, "2"):
        yield Case("future-version", SAVE, f"save {name}: save version {version!r}",
                   _lazy(lambda v=version: dumps({**outer, "version": v})))
    yield Case("future-version", SAVE, f"save {name}: state version + 1",
               _lazy(lambda: _inner(outer, ("version",), state.get("version", 0) + 1) if "version" in state
                     else dumps({**outer, "version": 3})))


def corpus(src: dict[tuple[str, str], bytes], marker: Path, *, cuts: int = 40, flips: int = 40,
           inner: int = 80, seed: int = 16) -> list[Case]:
    """Every case, for every source file, in a fixed order."""
    rng = random.Random(seed)
    saves = {name: data for (target, name), data in src.items() if target == SAVE}
    out: list[Case] = []
    for (target, name), data in src.items():
        out += _file_cases(target, name, data, marker, rng, cuts, flips)
        if target == SAVE:
            others = {k: v for k, v in saves.items() if k != name}
            out += _save_cases(name, data, others, marker, rng, inner)
    for what, make in (("a file", _bytes(b"{}")), ("a link to nowhere", _symlink("nowhere")), ("a loop", _loop)):
        out.append(Case("saves-folder", FOLDER, f"the saves folder is {what}", make))
    return out


def sample(cases: list[Case], per_kind: int, seed: int = 16) -> list[Case]:
    """A few cases of every kind and target (the quick version), always with every control."""
    rng = random.Random(seed)
    groups: dict[tuple[str, str], list[Case]] = {}
    for case in cases:
        groups.setdefault((case.kind, case.target), []).append(case)
    out: list[Case] = []
    for (kind, _), group in groups.items():
        out += group if kind == "control" else rng.sample(group, min(per_kind, len(group)))
    return out
