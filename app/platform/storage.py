"""Files that survive crashes and hostile content: atomic writes, JSON-only reads, quarantine.

Writes go to a temporary file in the same folder, are flushed and fsynced, then ``os.replace``d
over the target: a crash at any moment leaves either the old file or the new one, never half of
one. Reads parse JSON and nothing else (no pickle, no eval), with a size cap. A file that cannot
be used is never overwritten or deleted: it is moved aside next to the original
(``current.json`` -> ``current.corrupt-20261121-101500.json``) and the caller gets a one-line
message to show the player.
"""

from __future__ import annotations

import atexit
import errno
import json
import os
import stat
import tempfile
import threading
import time
import weakref
from pathlib import Path
from typing import Any, Callable, TypeVar

T = TypeVar("T")

MAX_BYTES = 8 * 1024 * 1024  # far above any real save; a bigger file is not ours
STALE_TEMP = 60.0  # seconds: an older temporary file is what an interrupted write left behind
# Test hook for the kill-and-resume check (``app.checks.kill_resume``): seconds the background save
# writer waits with half the text in its temporary file, so a kill can land inside a save. Unset
# (the default), or not a positive number: no wait.
PAUSE_ENV = "CASTLETOP_TEST_SAVE_PAUSE"
MAX_PAUSE = 5.0


class Unreadable(Exception):
    """A file whose content cannot be used; ``str(exc)`` is the short reason, in plain English."""


# --- writing ----------------------------------------------------------------------------------


def atomic_write_text(path: Path, text: str, *, pause: float = 0.0) -> None:
    """Replace ``path`` with ``text`` (UTF-8) all at once, or not at all. ``pause``: the test
    hook's wait halfway through the temporary file (see ``PAUSE_ENV``)."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as handle:
            if pause > 0:
                half, text = text[:len(text) // 2], text[len(text) // 2:]
                handle.write(half)
                handle.flush()
                time.sleep(pause)
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    _fsync_folder(path.parent)


def save_pause() -> float:
    """The wait ``PAUSE_ENV`` asks for (0 when unset or not a positive number; at most ``MAX_PAUSE``)."""
    try:
        value = float(os.environ.get(PAUSE_ENV, "") or 0)
    except ValueError:
        return 0.0
    return min(value, MAX_PAUSE) if value > 0 else 0.0


def temporaries(path: Path) -> list[Path]:
    """The temporary files of ``atomic_write_text`` next to ``path`` (``.name.*.tmp``)."""
    path = Path(path)
    try:
        names = os.listdir(path.parent)
    except OSError:
        return []
    prefix = f".{path.name}."
    return [path.parent / n for n in names if n.startswith(prefix) and n.endswith(".tmp")]


def sweep_temporaries(path: Path, older_than: float = STALE_TEMP) -> int:
    """Delete what interrupted writes (a crash, a kill) left next to ``path``: temporary files old
    enough that no live write owns them. They are never read as the file; this keeps the folder
    tidy. Returns how many went."""
    gone = 0
    for tmp in temporaries(path):
        try:
            if time.time() - tmp.lstat().st_mtime >= older_than:
                tmp.unlink()
                gone += 1
        except OSError:
            pass
    return gone


def _fsync_folder(folder: Path) -> None:
    """Make the rename itself durable where the platform allows it (POSIX); harmless elsewhere."""
    if os.name != "posix":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def atomic_write_json(path: Path, obj: Any, *, owned: Callable[[Any], bool] | None = None) -> Path | None:
    """Write ``obj`` as JSON atomically. With ``owned``, an existing file that is unreadable or
    not ours (``owned(content)`` false) is moved aside first instead of being overwritten; the
    new place is returned (``None`` when nothing was moved)."""
    text = json.dumps(obj, separators=(",", ":"), allow_nan=False)  # ASCII: any str encodes
    moved = _clear_the_way(Path(path), owned) if owned is not None else None
    atomic_write_text(path, text)
    return moved


def _clear_the_way(path: Path, owned: Callable[[Any], bool]) -> Path | None:
    """Move ``path`` aside unless it is missing or ``owned`` accepts its content."""
    if not os.path.lexists(path):
        return None
    try:
        if owned(read_json(path)):
            return None
    except (Unreadable, OSError):
        pass
    return move_aside(path)


# --- reading ----------------------------------------------------------------------------------


def read_json(path: Path) -> Any:
    """The JSON value in ``path``. ``FileNotFoundError`` when there is no file; ``Unreadable``
    for anything that is not small, UTF-8, valid JSON. Never executes anything."""
    data = _read_capped(Path(path))
    if not data.strip():
        raise Unreadable("the file is empty")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        raise Unreadable("not valid JSON: it is not text") from None
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        cut = exc.pos >= len(text.rstrip()) or exc.msg.startswith("Unterminated string")
        what = "it is cut short" if cut else f"line {exc.lineno}, column {exc.colno}"
        raise Unreadable(f"not valid JSON: {what}") from None
    except RecursionError:
        raise Unreadable("not valid JSON: it is nested too deeply") from None
    except ValueError:  # a number with thousands of digits
        raise Unreadable("not valid JSON: it holds an absurdly long number") from None


def _read_capped(path: Path) -> bytes:
    """The bytes of ``path``, refused before reading when it is not an ordinary file (a pipe or a
    device would block or never end) or is larger than ``MAX_BYTES`` (nothing big is read whole)."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except OSError as exc:
        if exc.errno == errno.ELOOP:
            raise Unreadable("it is a link that leads back to itself") from None
        raise
    with os.fdopen(fd, "rb") as handle:
        info = os.fstat(fd)
        if stat.S_ISDIR(info.st_mode):
            raise IsADirectoryError(errno.EISDIR, "Is a directory", str(path))
        if not stat.S_ISREG(info.st_mode):
            raise Unreadable("it is not an ordinary file (a device or a pipe)")
        if info.st_size > MAX_BYTES:
            raise Unreadable(f"the file is far too large ({info.st_size / 2**20:.0f} MB)")
        data = handle.read(MAX_BYTES + 1)
    if len(data) > MAX_BYTES:  # it grew while we looked
        raise Unreadable("the file is far too large")
    return data


def load_json(path: Path, what: str, check: Callable[[Any], T]) -> tuple[T | None, str | None]:
    """Read ``path`` and pass its content through ``check`` (which raises ``Unreadable`` or
    ``ValueError`` with a reason). Returns ``(value, None)``; ``(None, None)`` when there is no
    file; ``(None, message)`` when the file could not be used, after moving it aside."""
    path = Path(path)
    sweep_temporaries(path)
    try:
        return check(read_json(path)), None
    except FileNotFoundError:
        if os.path.lexists(path):  # a link to nothing: not the player's file, but in its place
            return None, quarantine(path, "it is a link to a file that does not exist", what)
        return None, None
    except IsADirectoryError:
        return None, quarantine(path, "it is a folder, not a file", what)
    except PermissionError:
        return None, f"Your {what} could not be read (permission denied): {path}"
    except (Unreadable, ValueError) as exc:
        return None, quarantine(path, str(exc) or "not a valid file", what)


# --- quarantine -------------------------------------------------------------------------------


def aside_name(path: Path, label: str = "corrupt", when: float | None = None) -> Path:
    """A free name next to ``path``: ``stem.label-YYYYMMDD-HHMMSS[-N].suffix`` (never existing)."""
    path = Path(path)
    stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime(when))
    base = f"{path.stem}.{label}-{stamp}"
    candidate = path.with_name(base + path.suffix)
    n = 2
    while os.path.lexists(candidate):
        candidate = path.with_name(f"{base}-{n}{path.suffix}")
        n += 1
    return candidate


def move_aside(path: Path, label: str = "corrupt") -> Path:
    """Rename ``path`` to a free ``aside_name``; returns the new path (``OSError`` if it fails)."""
    path = Path(path)
    target = aside_name(path, label)
    if hasattr(os, "link") and path.is_file() and not path.is_symlink():
        try:  # link + unlink cannot clobber a file that appeared meanwhile
            os.link(path, target)
        except OSError:
            pass
        else:
            os.unlink(path)
            return target
    os.rename(path, target)
    return target


def quarantine(path: Path, reason: str, what: str) -> str:
    """Move an unusable file aside and return the one-line message for the player."""
    try:
        moved = move_aside(path)
    except OSError as exc:
        return (f"Your {what} could not be read ({reason}), and it could not be moved aside "
                f"({exc.strerror or exc}); it is left at {path}.")
    return f"Your {what} could not be read ({reason}); it was moved to {moved}"


# --- the folder of saved games ----------------------------------------------------------------


SAVE_FORMAT = "castletop-save"


def _is_save(obj: Any) -> bool:
    return isinstance(obj, dict) and obj.get("format") == SAVE_FORMAT


class _Writer:
    """Writes the newest text on a background thread, so a save never stalls a frame (an fsync
    can take many milliseconds). Older texts still waiting are dropped: only the latest matters.
    The thread exits when idle and a new one starts with the next write."""

    def __init__(self) -> None:
        self._cond = threading.Condition()
        self._pending: tuple[Path, str] | None = None
        self._running = False
        self.error: str | None = None  # why the latest write failed; None after a success

    def submit(self, path: Path, text: str) -> None:
        with self._cond:
            self._pending = (path, text)
            if not self._running:
                self._running = True
                threading.Thread(target=self._run, name="castletop-save", daemon=True).start()

    def _run(self) -> None:
        while True:
            with self._cond:
                job, self._pending = self._pending, None
                if job is None:
                    self._running = False
                    self._cond.notify_all()
                    return
            try:
                pause = save_pause()  # the kill-and-resume check's hook: 0 unless asked for
                if pause:
                    atomic_write_text(*job, pause=pause)
                else:
                    atomic_write_text(*job)
                error = None
            except Exception as exc:  # reported to the player through ``error``; never kills the app
                error = getattr(exc, "strerror", None) or str(exc) or type(exc).__name__
            with self._cond:
                self.error = error

    def wait(self, timeout: float | None = None, *, drop: bool = False) -> bool:
        """Wait for the writes in flight (``drop``: forget the ones not started); False on timeout."""
        with self._cond:
            if drop:
                self._pending = None
            return self._cond.wait_for(lambda: not self._running, timeout)


def _flush_at_exit(ref: "weakref.ref[SaveStore]") -> None:
    store = ref()
    if store is not None:
        store.flush(5.0)


class SaveStore:
    """The saved game in progress: ``current.json`` in a folder (the saves folder by default).

    It only moves bytes; ``app.play.session`` decides what a valid save is. A file found in the way
    that is not a Castletop save is moved aside, never overwritten. With ``background`` (the
    default) ``write`` returns at once and a thread does the disk work; every other method
    first waits for it (``flush``), and so does the interpreter's exit."""

    FILE = "current.json"
    WHAT = "saved game"

    def __init__(self, folder: Path | None = None, *, background: bool = True) -> None:
        self._folder = Path(folder) if folder is not None else None
        self._checked = False  # whether the file in place was verified as ours (done once)
        self._swept = False  # whether the temporary files a killed write left were swept (done once)
        self._writer = _Writer() if background else None
        if background:
            atexit.register(_flush_at_exit, weakref.ref(self))

    @property
    def folder(self) -> Path:
        if self._folder is None:
            from .paths import saves_dir

            self._folder = saves_dir()
        return self._folder

    @property
    def path(self) -> Path:
        return self.folder / self.FILE

    @property
    def error(self) -> str | None:
        """Why the latest background write failed (``None`` once one succeeds)."""
        return self._writer.error if self._writer is not None else None

    def flush(self, timeout: float | None = None) -> bool:
        """Wait until everything written so far is on disk; False if ``timeout`` ran out. The first
        time (every look at the save starts here) it also sweeps the old temporary files a killed
        write left, even when no save is left to read."""
        done = self._writer.wait(timeout) if self._writer is not None else True
        if not self._swept:
            self._swept = True
            sweep_temporaries(self.path)
        return done

    def exists(self) -> bool:
        self.flush()
        return self.path.is_file()

    def write(self, obj: dict[str, Any]) -> Path | None:
        """Write the save atomically (in the background by default); returns where a foreign
        file in the way was moved, if any. ``OSError`` only from the synchronous part."""
        text = json.dumps(obj, separators=(",", ":"), allow_nan=False)
        moved = None
        if not self._checked:
            self.flush()
            moved = _clear_the_way(self.path, _is_save)
            self._checked = True
        if self._writer is not None:
            self._writer.submit(self.path, text)
        else:
            atomic_write_text(self.path, text)
        return moved

    def read(self, check: Callable[[Any], T]) -> tuple[T | None, str | None]:
        """See ``load_json``; the file is ours afterwards only if ``check`` accepted it."""
        self.flush()
        value, message = load_json(self.path, self.WHAT, check)
        self._checked = value is not None
        return value, message

    def reject(self, reason: str) -> str:
        """Move the current file aside (it was readable JSON but not a usable save)."""
        self.flush()
        self._checked = False
        return quarantine(self.path, reason, self.WHAT)

    def clear(self) -> None:
        """Forget the saved game (it ended, or was conceded): the title no longer offers it.
        Writes not yet started are dropped. Only a Castletop save is deleted; anything else in
        the way is moved aside."""
        if self._writer is not None:
            self._writer.wait(drop=True)
        if not self._checked:
            _clear_the_way(self.path, _is_save)
        try:
            os.unlink(self.path)
        except FileNotFoundError:
            pass
        self._checked = True
