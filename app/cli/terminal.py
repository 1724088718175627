"""Play games in the terminal through the rules protocol: ``castletop play``.

Game-agnostic: every rules package draws its own table as text (``text_table``), writes its own
prompts (``describe_decision``) and events (``event_text`` picks the second person for the one
human at the terminal). A match rotates the first seat through the game's ``options_for_start``.

The true state never leaves this module: AI seats and human seats alike are shown
``view(state, seat)``, and their choice is applied to the true state.
"""

from __future__ import annotations

import json
import time
from types import ModuleType
from typing import Any, Sequence

from rules.ai.arena import GameRecord, summarize
from rules.core import IllegalAction, Result, event_text, events_for, name_seats
from rules.core.game import GameFacts

HUMAN = "human"
MAX_DECISIONS = 100_000  # a guard against a rules bug that never ends a game

class BadSetup(Exception):
    """The game's rules refuse these seats or options (a usage error, not a failed game)."""


class PlayError(Exception):
    """Something that stops a game with a message (an AI kind not available, an illegal AI move)."""

class Quit(Exception):
    """A human left the game (typed q, or the input ended)."""

    def __init__(self, message: str, code: int) -> None:
        super().__init__(message)
        self.code = code

# --- one game ---------------------------------------------------------------------------------

def seat_labels(kinds: Sequence[str]) -> list[str]:
    """"Seat 1 (hard)", "Seat 2 (random)", ... by seat index."""
    return [f"Seat {i + 1} ({kind})" for i, kind in enumerate(kinds)]

def make_players(game: ModuleType, kinds: Sequence[str], seed: int) -> list[Any]:
    """One player per AI seat (``None`` for humans), seeded ``seed + seat``."""
    from rules.ai import make_player

    players: list[Any] = []
    person = {HUMAN, *getattr(getattr(game, "FACTS", None), "person_kinds", ())}
    for seat, kind in enumerate(kinds):
        if kind in person:
            players.append(None)
            continue
        try:
            players.append(make_player(kind, game, seed=seed + seat))
        except ImportError as exc:
            raise PlayError(f"the {kind!r} player is not available in this version ({exc})") from None
    return players

def ask_human(game: ModuleType, view_state: Any, seat: int, names: Sequence[str], you: int | None) -> Any:
    """A legal action chosen by number at the terminal. ``Quit`` on q or end of input. ``you``:
    the seat the terminal calls "you" (the one human), or ``None`` when several humans share it."""
    actions = list(game.legal_actions(view_state))

    def show_table() -> None:
        for line in game.text_table(view_state, seat, names):
            print("  " + line)

    def show_actions() -> None:
        for number, action in enumerate(actions, 1):
            print(f"  {number:>2}. {name_seats(action.label, names, you=you)}")

    print()
    print(f"== {name_seats(game.describe_decision(view_state), names, you=you)} ==")
    show_table()
    show_actions()
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
            show_actions()
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

def play_game(info: GameFacts, kinds: Sequence[str], seed: int, *, index: int = 0,
              options: dict[str, Any] | None = None, player_seed: int = 0, log: bool = True) -> GameRecord:
    """Play one game to the end; print its event log when ``log`` (filtered for the human seat)."""
    game = info.load()
    names = seat_labels(kinds)
    players = make_players(game, kinds, player_seed)
    humans = [seat for seat, kind in enumerate(kinds) if kind == HUMAN or kind in info.person_kinds]
    # Whose eyes the log uses: the one human's, who reads "you"; with several humans at one
    # terminal, only what is public (seat -1 sees no private event) in the third person; with no
    # human, the onlooker sees everything.
    you: int | None = humans[0] if len(humans) == 1 else None
    log_seat: int | None = you if you is not None else (-1 if humans else None)

    def show(events: Sequence[Any]) -> None:
        if log:
            for event in events if log_seat is None else events_for(events, log_seat):
                print("  " + event_text(event, names, you))

    try:
        state, events = game.new_game_with_events(len(kinds), seed, info.with_kinds(options, kinds, HUMAN))
    except ValueError as exc:  # seats or options the game's rules do not allow together
        raise BadSetup(str(exc)) from None
    start = game.to_act(state)
    if log:
        if start is not None and start == you:
            opening = "You start"
        else:
            opening = f"{'nobody' if start is None else names[start]} starts"
        print(f"{info.title}: {len(kinds)} players, seed {seed}. {opening}.")
    show(events)
    times: list[list[float]] = [[] for _ in kinds]
    for _ in range(MAX_DECISIONS):
        seat = game.to_act(state)
        if seat is None:
            break
        view_state = game.view(state, seat)
        if players[seat] is None:
            action = ask_human(game, view_state, seat, names, you)
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
    if log:
        print("Final table:")
        for line in game.text_table(state, None, names):
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

def play_match(info: GameFacts, kinds: Sequence[str], seed: int, games: int, *,
               as_json: bool = False, log: bool | None = None,
               options: dict[str, Any] | None = None) -> dict[str, Any]:
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
    if HUMAN in kinds or set(kinds) & set(info.person_kinds):
        log = True
    records = []
    for i in range(games):
        game_seed = seed + i
        start = game.options_for_start(players, game_seed, i % players) if games > 1 else None
        chosen = {**(options or {}), **(start or {})} or None
        if log and games > 1:
            print(f"--- Game {i + 1}/{games} ---")
        record = play_game(info, kinds, game_seed, index=i, options=chosen,
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
