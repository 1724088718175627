"""Play games in the terminal through the rules protocol: ``castletop play``.

Everything here is game-agnostic except one small per-game hook in ``HOOKS`` (keyed by game
id): ``render`` draws a state (usually one seat's view) as text for a human player. A game
without it still plays: its humans choose from the action labels alone. A match rotates the
first seat through the game's ``options_for_start``.

The true state never leaves this module: AI seats and human seats alike are shown
``view(state, seat)``, and their choice is applied to the true state.
"""

from __future__ import annotations

import json

import time
from dataclasses import dataclass
from types import ModuleType
from typing import Any, Callable, Sequence

from rules.ai.arena import GameRecord, summarize
from rules.catalog import GameInfo
from rules.core import IllegalAction, Result, events_for, name_seats

HUMAN = "human"
MAX_DECISIONS = 100_000  # a guard against a rules bug that never ends a game

class PlayError(Exception):
    """Something that stops a game with a message (an AI kind not available, an illegal AI move)."""

class Quit(Exception):
    """A human left the game (typed q, or the input ended)."""

    def __init__(self, message: str, code: int) -> None:
        super().__init__(message)
        self.code = code

# --- per-game hooks ---------------------------------------------------------------------------

@dataclass(frozen=True)
class TextHooks:
    """``render(state, viewer, names) -> lines`` draws a state (``viewer`` is the seat whose view
    it is, or ``None`` for the full state)."""

    render: Callable[[Any, int | None, Sequence[str]], list[str]] | None = None

def _caleira_render(state: Any, viewer: int | None, names: Sequence[str]) -> list[str]:
    """Hands, castles (face-down pieces as ``??``, or ``[Name]`` when known), deck, discard."""
    from rules.caleira.cards import UNKNOWN, title

    def card(c: int) -> str:
        return "??" if c == UNKNOWN else title(c)

    def piece(c: int, up: bool) -> str:
        if up:
            return title(c)
        return "??" if c == UNKNOWN else f"[{title(c)}]"

    deck_top_first = list(reversed(state.deck))
    line = f"Deck: {len(deck_top_first)} card{'s' if len(deck_top_first) != 1 else ''}"
    known = [i for i, c in enumerate(deck_top_first) if c != UNKNOWN]
    if known:
        shown = deck_top_first[: known[-1] + 1]
        line += " (from the top: " + ", ".join(card(c) for c in shown) + ")"
    if state.box:
        line += f"   Box: {', '.join(card(c) for c in state.box)}"
    lines = [line, "Discard: " + (", ".join(title(c) for c in state.discard) or "empty")]
    for seat in range(state.players):
        you = "  <- you" if seat == viewer else ""
        hand = state.hands[seat]
        castle = state.castles[seat]
        lines.append(f"{names[seat]}{you}")
        lines.append(f"    hand ({len(hand)}): " + (", ".join(card(c) for c in hand) or "empty"))
        lines.append("    castle: " + ("  ".join(f"{i}:{piece(c, up)}" for i, (c, up, _) in enumerate(castle, 1))
                                     or "empty"))
    return lines

HOOKS: dict[str, TextHooks] = {
    "caleira": TextHooks(render=_caleira_render),
}

def hooks_for(game_id: str) -> TextHooks:
    return HOOKS.get(game_id, TextHooks())

# --- one game ---------------------------------------------------------------------------------

def seat_labels(kinds: Sequence[str]) -> list[str]:
    """"Seat 1 (hard)", "Seat 2 (random)", ... by seat index."""
    return [f"Seat {i + 1} ({kind})" for i, kind in enumerate(kinds)]

def make_players(game: ModuleType, kinds: Sequence[str], seed: int) -> list[Any]:
    """One player per AI seat (``None`` for humans), seeded ``seed + seat``."""
    from rules.ai import make_player

    players: list[Any] = []
    for seat, kind in enumerate(kinds):
        if kind == HUMAN:
            players.append(None)
            continue
        try:
            players.append(make_player(kind, game, seed=seed + seat))
        except ImportError as exc:
            raise PlayError(f"the {kind!r} player is not available in this version ({exc})") from None
    return players

def ask_human(game: ModuleType, view_state: Any, seat: int, names: Sequence[str],
              render: Callable[..., list[str]] | None) -> Any:
    """A legal action chosen by number at the terminal. ``Quit`` on q or end of input."""
    actions = list(game.legal_actions(view_state))

    def show_table() -> None:
        if render is not None:
            for line in render(view_state, seat, names):
                print("  " + line)

    print()
    describe = getattr(game, "describe_decision", None)
    print(f"== {name_seats(describe(view_state), names) if describe else names[seat] + ' to act'} ==")
    show_table()
    for number, action in enumerate(actions, 1):
        print(f"  {number:>2}. {name_seats(action.label, names)}")
    n = len(actions)
    while True:
        try:
            text = input(f"Your choice (1-{n}, t = table, q = quit): ").strip().lower()
        except EOFError:
            print()
            raise Quit("Input ended; the game is abandoned.", 1) from None
        if text in ("q", "quit", "exit"):
            raise Quit("You left the game.", 0)
        if text in ("t", "table"):
            show_table()
            for number, action in enumerate(actions, 1):
                print(f"  {number:>2}. {name_seats(action.label, names)}")
            continue
        if not text:
            print(f"Type the number of an action, from 1 to {n}.")
            continue
        try:
            number = int(text)
        except ValueError:
            print(f"'{text}' is not a number: type 1-{n}, t to see the table again, or q to quit.")
            continue
        if not 1 <= number <= n:
            print(f"There is no action {number}: choose a number from 1 to {n}.")
            continue
        return actions[number - 1]

def play_game(info: GameInfo, kinds: Sequence[str], seed: int, *, index: int = 0,
              options: dict[str, Any] | None = None, player_seed: int = 0, log: bool = True) -> GameRecord:
    """Play one game to the end; print its event log when ``log`` (filtered for the human seat)."""
    game = info.load()
    hooks = hooks_for(info.id)
    names = seat_labels(kinds)
    players = make_players(game, kinds, player_seed)
    humans = [seat for seat, kind in enumerate(kinds) if kind == HUMAN]
    # Whose eyes the log uses: the one human's; with several humans at one terminal, only what
    # is public (seat -1 sees no private event); with no human, the spectator sees everything.
    log_seat: int | None = humans[0] if len(humans) == 1 else (-1 if humans else None)

    def show(events: Sequence[Any]) -> None:
        if log:
            for event in events if log_seat is None else events_for(events, log_seat):
                print("  " + name_seats(event.text, names))

    opening = getattr(game, "new_game_with_events", None)
    state, events = opening(len(kinds), seed, options) if opening else (game.new_game(len(kinds), seed, options), [])
    start = game.to_act(state)
    if log:
        first = names[start] if start is not None else "nobody"
        print(f"{info.title}: {len(kinds)} players, seed {seed}. {first} starts.")
    show(events)
    times: list[list[float]] = [[] for _ in kinds]
    for _ in range(MAX_DECISIONS):
        seat = game.to_act(state)
        if seat is None:
            break
        view_state = game.view(state, seat)
        if players[seat] is None:
            action = ask_human(game, view_state, seat, names, hooks.render)
        else:
            began = time.perf_counter()
            action = players[seat].choose(view_state, seat)
            times[seat].append(time.perf_counter() - began)
        try:
            state, events = game.apply(state, action)
        except IllegalAction as exc:
            label = getattr(action, "label", repr(action))
            raise PlayError(f"{names[seat]} chose an illegal action ({label!r}): {exc}") from None
        show(events)
    else:
        raise PlayError(f"the game did not end within {MAX_DECISIONS} decisions")
    result = game.result(state)
    if result is None:
        raise PlayError("the game stopped without a result")
    if log and hooks.render is not None:
        print("Final table:")
        for line in hooks.render(state, None, names):
            print("  " + line)
    return GameRecord(index, start if start is not None else -1, result, times, seed=seed)


# --- results and matches ----------------------------------------------------------------------

def _num(x: float) -> str:
    return f"{x:g}"

def _count(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"

def winners_text(result: Result, names: Sequence[str]) -> str:
    if not result.winners:
        return "nobody wins"
    who = " and ".join(names[s] for s in result.winners)
    return f"{who} share the win" if len(result.winners) > 1 else f"{who} wins"

def print_result(result: Result, names: Sequence[str]) -> None:
    print("Result:")
    print(f"  reason: {result.reason}")
    print(f"  winners: {', '.join(names[s] for s in result.winners) or 'none'}"
          + (" (shared)" if result.shared else ""))
    for seat, score in enumerate(result.scores):
        extra = ""
        if seat < len(result.details) and result.details[seat]:
            extra = " (" + ", ".join(f"{k} {v}" for k, v in result.details[seat].items()) + ")"
        print(f"  {names[seat]}: score {_num(score)}{extra}")
    print(f"  tie-break level: {result.tiebreak_level}")

def one_line(record: GameRecord, games: int, names: Sequence[str]) -> str:
    r = record.result
    starter = names[record.start] if record.start is not None else "nobody"
    scores = "-".join(_num(s) for s in r.scores)
    tie = f", tie-break {r.tiebreak_level}" if r.tiebreak_level else ""
    return (f"Game {record.index + 1}/{games} (seed {record.seed}, {starter} starts): "
            f"{winners_text(r, names)} [{r.reason}; scores {scores}{tie}]")

def play_match(info: GameInfo, kinds: Sequence[str], seed: int, games: int, *,
               as_json: bool = False, log: bool | None = None) -> dict[str, Any]:
    """Play ``games`` games; game ``i`` uses seed ``seed + i``. Returns the summary.

    One game prints its event log and full result. A match (``games > 1``) fixes each deal
    through the game's ``deal`` hook so the first seat rotates (game ``i`` starts with seat
    ``i mod players``), and prints one line per game and the win counts. ``log`` forces the event
    log on or off (it is always on while a human plays).
    """
    game = info.load()
    names = seat_labels(kinds)
    players = len(kinds)
    if log is None:
        log = games == 1
    if HUMAN in kinds:
        log = True
    records = []
    for i in range(games):
        game_seed = seed + i
        options = game.options_for_start(players, game_seed, i % players) if games > 1 else None
        if log and games > 1:
            print(f"--- Game {i + 1}/{games} ---")
        record = play_game(info, kinds, game_seed, index=i, options=options,
                           player_seed=seed * 1000 + i * 10, log=log)
        records.append(record)
        if games == 1:
            print_result(record.result, names)
        else:
            print(one_line(record, games, names))
    summary = summarize(info.id, kinds, records).as_json()
    if games > 1:
        print(f"After {games} games:")
        for seat, name in enumerate(names):
            mean_t = summary["mean_decision_seconds"][seat]
            think = f", {mean_t * 1000:.1f} ms per decision" if mean_t is not None else ""
            print(f"  {name}: {_count(summary['wins'][seat], 'win')}, {summary['shared'][seat]} shared, "
                  f"mean score {_num(summary['mean_scores'][seat])}{think}")
    if as_json:
        print(json.dumps(summary))
    return summary
