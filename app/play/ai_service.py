"""AI turns without blocking the drawing loop.

In ``process`` mode the players think in ONE long-lived worker process (``multiprocessing``,
"spawn" context, so it behaves the same on every OS and never inherits pygame's state), started
lazily on the first request (or by ``start()``) so the app opens fast. Only JSON crosses the
pipe: the request carries the seat's view as ``module.to_json(view)`` text and the worker answers
with the INDEX of its choice in ``legal_actions(view)``; the table maps it back to the action.

``sync`` mode (tests, headless tools) runs the very same ``choose_index`` at once in this
process. Anything going wrong (the worker crashing or hanging, a player raising) never hangs the
game: ``poll`` returns a heuristic move chosen here instead and ``error`` says what happened.

Packaging note: the app's entry point must call ``multiprocessing.freeze_support()`` first thing
(a frozen PyInstaller app otherwise re-runs the whole app in the worker instead of the worker).
"""

from __future__ import annotations

import atexit
import json
import multiprocessing
import os
import time
import weakref
from dataclasses import dataclass, field
from typing import Any

MODES = ("process", "sync")
FALLBACK_KIND = "heuristic"
CACHE_SIZE = 16

PlayerCache = dict[tuple[str, int, str, int, str], Any]


def choose_index(cache: PlayerCache, game_id: str, kind: str, seat: int, view_json: str, seed: int,
                 settings: dict[str, Any]) -> int:
    """The index in ``legal_actions(view)`` of the move a ``kind`` player picks for ``seat``."""
    return choose_with_reason(cache, game_id, kind, seat, view_json, seed, settings)[0]


def choose_with_reason(cache: PlayerCache, game_id: str, kind: str, seat: int, view_json: str, seed: int,
                       settings: dict[str, Any]) -> tuple[int, str]:
    """The index in ``legal_actions(view)`` of the move a ``kind`` player picks for ``seat``, and
    the one line the player gives for it (``rules.ai.reason_for``; empty when it has none).

    Players are built with ``rules.ai.make_player`` and kept in ``cache`` per (game, seat, kind)
    (and seed and settings, so a new game or a new budget gets a fresh player)."""
    from rules import catalog
    from rules.ai import make_player, reason_for

    module = catalog.load(game_id)
    view_state = module.from_json(view_json)
    legal = list(module.legal_actions(view_state))
    if not legal:
        raise ValueError(f"seat {seat + 1} has no legal action in this position")
    if len(legal) == 1:
        return 0, "it is the only move"
    key = (game_id, seat, kind, seed, json.dumps(settings, sort_keys=True))
    player = cache.pop(key, None)
    if player is None:
        player = make_player(kind, module, seed, **settings)
    cache[key] = player  # most recently used last
    while len(cache) > CACHE_SIZE:
        cache.pop(next(iter(cache)))
    action = player.choose(view_state, seat)
    return legal.index(action), reason_for(player, module, view_state, seat, action)


def fallback_index(game_id: str, seat: int, view_json: str, seed: int) -> int:
    """A quick heuristic move, chosen in this process, for when the AI itself failed."""
    try:
        return choose_index({}, game_id, FALLBACK_KIND, seat, view_json, seed, {})
    except Exception:
        return 0  # the first legal action: the game goes on whatever happens


# --- the worker process -----------------------------------------------------------------------


def _worker_main(conn: Any) -> None:
    """Answer requests until told to stop or the app goes away. Requests that queued up while
    thinking are stale except the last one (the app only waits for its latest)."""
    try:  # the window comes first: on a small machine the thinking yields the core to drawing
        os.nice(5)
    except (AttributeError, OSError):
        pass
    cache: PlayerCache = {}
    while True:
        try:
            msg = json.loads(conn.recv_bytes())
            while msg.get("op") != "stop" and conn.poll():
                msg = json.loads(conn.recv_bytes())
        except (EOFError, OSError, ValueError):
            return
        if msg.get("op") == "stop":
            return
        try:
            index, why = choose_with_reason(cache, msg["game"], msg["kind"], msg["seat"], msg["view"],
                                            msg["seed"], msg["settings"])
            reply: dict[str, Any] = {"id": msg["id"], "index": index, "reason": why}
        except Exception as exc:  # reported to the app, which plays a fallback move
            reply = {"id": msg.get("id"), "error": f"{type(exc).__name__}: {exc}"}
        try:
            conn.send_bytes(json.dumps(reply).encode())
        except (OSError, ValueError):
            return


# --- the service the table uses ---------------------------------------------------------------


@dataclass
class _Request:
    id: int
    game_id: str
    kind: str
    seat: int
    view_json: str
    seed: int
    settings: dict[str, Any]
    started: float = field(default_factory=time.monotonic)


def _close_at_exit(ref: "weakref.ref[AiService]") -> None:
    service = ref()
    if service is not None:
        service.close()


class AiService:
    """One AI question at a time: ``request`` it, ``poll`` each frame until an index comes back.

    ``timeout`` (seconds, from the request) bounds a worker that stops answering: it is then
    restarted and a fallback move is returned, with ``error`` set."""

    def __init__(self, mode: str = "process", *, timeout: float = 20.0) -> None:
        if mode not in MODES:
            raise ValueError(f"AiService mode must be one of {MODES}, not {mode!r}")
        self.mode = mode
        self.timeout = timeout
        self.error: str | None = None
        self._pending: _Request | None = None
        self._answer: int | None = None  # sync mode: computed at request time
        self.reason = ""  # the last answer's one-line reason (for hints)
        self._cache: PlayerCache = {}
        self._next_id = 0
        self._proc: Any = None
        self._conn: Any = None
        atexit.register(_close_at_exit, weakref.ref(self))

    @property
    def busy(self) -> bool:
        """A request is outstanding (its answer has not been taken by ``poll``)."""
        return self._pending is not None

    @property
    def worker_pid(self) -> int | None:
        return self._proc.pid if self._proc is not None else None

    def start(self) -> None:
        """Start the worker now (optional: e.g. when a table opens, to hide the start-up time)."""
        if self.mode == "process" and (self._proc is None or not self._proc.is_alive()):
            self._stop_worker()
            ctx = multiprocessing.get_context("spawn")
            parent, child = ctx.Pipe(duplex=True)
            proc = ctx.Process(target=_worker_main, args=(child,), name="castletop-ai", daemon=True)
            proc.start()
            child.close()  # the worker holds its own end; ours must not keep it open
            self._proc, self._conn = proc, parent

    def request(self, game_id: str, kind: str, seat: int, view_state_json: str, seed: int,
                settings: dict[str, Any] | None = None) -> None:
        """Ask for ``seat``'s move. ``settings`` go to ``make_player`` (e.g. ``{"seconds": None,
        "iterations": 200}`` for exact, repeatable searches). Replaces any outstanding request."""
        self.cancel()
        self.reason = ""
        self._next_id += 1
        req = _Request(self._next_id, game_id, kind, seat, view_state_json, seed, dict(settings or {}))
        msg = json.dumps({"id": req.id, "game": game_id, "kind": kind, "seat": seat, "view": view_state_json,
                          "seed": seed, "settings": req.settings})
        self._pending = req
        if self.mode == "sync":
            try:
                self._answer, self.reason = choose_with_reason(self._cache, game_id, kind, seat, view_state_json,
                                                               seed, req.settings)
            except Exception as exc:
                self._answer = self._fallback(req, f"The {kind} AI could not choose a move ({exc})")
            return
        try:
            self.start()
            self._conn.send_bytes(msg.encode())
        except (OSError, ValueError) as exc:
            self._answer = self._fallback(req, f"The AI process could not be reached ({exc})")
            self._stop_worker()

    def poll(self) -> int | None:
        """The chosen index once ready (then ``busy`` is false), else ``None``. Never blocks."""
        req = self._pending
        if req is None:
            return None
        if self._answer is not None or self.mode == "sync":
            index, self._answer, self._pending = self._answer, None, None
            return index
        why = None
        try:
            while self._conn.poll():
                reply = json.loads(self._conn.recv_bytes())
                if reply.get("id") != req.id:
                    continue  # the answer to a cancelled request
                self._pending = None
                index = reply.get("index")
                why = reply.get("reason")
                self.reason = why[:300] if isinstance(why, str) else ""
                if isinstance(index, int) and not isinstance(index, bool) and index >= 0:
                    return index
                return self._fallback(req, f"The {req.kind} AI could not choose a move ({reply.get('error')})")
        except (EOFError, OSError, ValueError):
            pass
        else:
            if self._proc.is_alive():
                if time.monotonic() - req.started <= self.timeout:
                    return None
                why = f"The AI did not answer within {self.timeout:g} seconds"
        if why is None:
            code = self._proc.exitcode if self._proc is not None else None
            why = f"The AI process stopped unexpectedly (exit code {code})"
        self._pending = None
        self._stop_worker()
        return self._fallback(req, why)

    def take_error(self) -> str | None:
        """The last problem, in one line for the player (then forgotten)."""
        error, self.error = self.error, None
        return error

    def cancel(self) -> None:
        """Forget the outstanding request (after undo, or when leaving the table); a late answer
        to it is discarded."""
        self._pending = None
        self._answer = None

    def close(self) -> None:
        """Stop the worker and wait for it to exit (a later request would start a new one)."""
        self.cancel()
        self._stop_worker()

    def _stop_worker(self) -> None:
        proc, conn = self._proc, self._conn
        self._proc = self._conn = None
        if conn is not None:
            try:
                conn.send_bytes(b'{"op": "stop"}')
            except (OSError, ValueError):
                pass
        if proc is not None:
            proc.join(0.5)
            if proc.is_alive():
                proc.terminate()
                proc.join(1.0)
            if proc.is_alive():
                proc.kill()
                proc.join(1.0)
            try:
                proc.close()
            except ValueError:
                pass
        if conn is not None:
            conn.close()

    def _fallback(self, req: _Request, why: str) -> int:
        self.error = f"{why}; a simple move was played instead."
        return fallback_index(req.game_id, req.seat, req.view_json, req.seed)

    def __del__(self) -> None:
        try:
            self._stop_worker()
        except Exception:
            pass
