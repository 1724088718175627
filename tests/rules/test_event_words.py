"""Every text a player reads, in every person: random games of every catalog game at every seat
count, each event read by every seat (and by an onlooker) through ``event_text``, each decision's
prompt and each refusal through ``name_seats``.

The rules write "Seat 2 draws a card"; the reader who is Seat 2 must read "You draw a card", never
"You draws a card". ``name_seats`` only swaps names and pronouns, so any text in which a seat is
the subject of a verb must carry its own second-person form (``Event.subject`` / ``Event.you``,
or ``Event.also`` when several seats act). These checks fail on a missing form, on a third-person
verb after "you", and on a "Seat N" left unnamed.
"""

from __future__ import annotations

import random
import re
from collections import Counter
from typing import Any, Iterator

import pytest

from rules import catalog
from rules.core import event_text, name_seats

NAMES = ("Ann", "Ben", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal")
GAMES_PER_COUNT = 100
# A case stops after the game that passes this many decisions: long games (Castle von Loghan's
# 400-600 decisions, each read by every seat) then play 30-50 games, which see every event kind
# but one to three of the hundred games' (measured: 124 of 125 kinds at 3 seats, 130 of 133 at 6)
# in a third of the time; every other game and seat count still plays its hundred games.
MOST_DECISIONS = 12_000

# "you" followed by a word ending in -s is a verb that agrees with "he/she" ("you draws", "you has",
# "you is", "you was") unless the word is one of these, which may follow a "you" that ended a clause
# or an object ("gives it to you as ..."). Keep this list short: each entry is a hole in the check.
# A word ending in "ss" is never a third-person verb ("you pass", "you miss": the -s form of such a
# verb ends in "sses"), so it is no hole.
NOT_VERBS = frozenset({"always", "as", "perhaps", "plus", "sometimes", "thus", "unless", "whereas"})
YOU_THEN = re.compile(r"\b[Yy]ou ([a-z]+)\b")
YOU_AND_THEN = re.compile(r"\b[Yy]ou and [A-Z][a-z]+ ([a-z]+)\b")  # "you and Ben wins"
SEAT_LEFT = re.compile(r"\bSeat \d+\b")
# In a rules text: a seat followed by a lower-case word is the subject of that word ("Seat 2 draws",
# "Seat 1 is"); seats joined by "and" are not ("Seat 1 and Seat 2 win" is plural, and reads "you and
# Ben win"; "to Seat 2 and takes": the verb is someone else's), and "Seat 1's" is a possessive.
SEAT_ACTS = re.compile(r"(?<!and )\bSeat (\d+) (?!and\b|or\b)[a-z]")


def reading_problems(text: str, reader: int | None) -> list[str]:
    """What is wrong with ``text`` as shown to ``reader`` (empty when it reads right)."""
    out = []
    if not text.strip():
        out.append("empty text")
    if SEAT_LEFT.search(text):
        out.append("a seat left unnamed")
    if text[:1].islower():
        out.append("starts in lower case")
    for pattern in (YOU_THEN, YOU_AND_THEN):
        for match in pattern.finditer(text):
            word = match.group(1)
            if word.endswith("s") and not word.endswith("ss") and word not in NOT_VERBS:
                out.append(f"'{match.group(0)}': a third-person verb after 'you'")
    if reader is None and re.search(r"\b[Yy]our?\b", text):
        out.append("'you' for an onlooker")
    return out


def test_the_check_catches_what_it_must():
    assert reading_problems("You draws a card", 0)
    assert reading_problems("Ann's Trebuchet hits you: you has nothing left", 0)
    assert reading_problems("The castle is dealt; you is first player", 0)
    assert reading_problems("Ann's Spire falls: you wins, Ben loses", 0)
    assert reading_problems("You and Ben wins", 0)
    assert reading_problems("Seat 2 plays a card", 0) and reading_problems("", 0)
    assert reading_problems("You draw a card", None)
    assert not reading_problems("You draw a card", 0)
    assert not reading_problems("You pass", 0) and reading_problems("You passes", 0)
    assert not reading_problems("Ann gives Marketplace to you and takes Battlements", 1)
    assert not reading_problems("All cards played (you 7, Ben 4): Ben wins", 0)
    assert not reading_problems("Ben destroys their own Princess' Spire and loses; you and Cat win", 0)


def play(game: Any, players: int, seed: int) -> Iterator[tuple[Any, Any, list]]:
    """(state before, action, events) for one random game; the opening as (None, None, events)."""
    rng = random.Random(seed)
    state, events = game.new_game_with_events(players, seed)
    yield None, None, events
    while game.to_act(state) is not None:
        action = rng.choice(game.legal_actions(state))
        after, events = game.apply(state, action)
        yield state, action, events
        state = after
    yield state, None, []


def check_event(event: Any, players: int, seen: Counter) -> None:
    names = NAMES[:players]
    for shown in (event, event.redacted):
        if shown is None:
            continue
        acting = {int(n) - 1 for n in SEAT_ACTS.findall(shown.text)}
        speaking = ({shown.subject} if shown.subject is not None else set()) | set(shown.also)
        assert acting <= speaking, f"{shown.text!r}: seats {sorted(acting - speaking)} act without a 'you' form"
        if shown.subject is not None:
            assert shown.you and shown.you != shown.text, shown
            assert event_text(shown, names, shown.subject) == name_seats(shown.you, names, you=shown.subject)
            seen["you"] += 1
        for seat, text in shown.also.items():
            assert seat != shown.subject and text and event_text(shown, names, seat) == name_seats(text, names, seat)
            seen["also"] += 1
        for reader in (None, *range(players)):
            text = event_text(shown, names, reader)
            assert not reading_problems(text, reader), (shown.text, reader, text, reading_problems(text, reader))


def check_decision(game: Any, state: Any, action: Any, players: int, wrong: list[Any], seen: Counter) -> None:
    """The prompt as each seat reads it, the chosen action's label, and the refusal of each of
    ``wrong`` (actions from elsewhere) as the seat to act reads it."""
    names = NAMES[:players]
    seat = game.to_act(state)
    for reader in range(players):
        prompt = name_seats(game.describe_decision(game.view(state, reader)), names, you=reader)
        assert not reading_problems(prompt, reader), (prompt, reader)
    prompt = name_seats(game.describe_decision(game.view(state, seat)), names, you=seat)
    assert prompt.startswith("You "), prompt
    label = name_seats(action.label, names, you=seat)
    assert not reading_problems(label, seat), label
    legal = game.legal_actions(state)
    for other in wrong:
        if other not in legal:
            reason = name_seats(game.why_illegal(state, other), names, you=seat)
            assert not reading_problems(reason, seat), (other, reason)
            seen["refusals"] += 1


CASES = [(info.id, players) for info in catalog.GAMES for players in info.players]


@pytest.mark.parametrize("game_id, players", CASES)
def test_every_text_reads_right_for_every_reader(game_id: str, players: int):
    game = catalog.load(game_id)
    seen: Counter = Counter()
    probes: list[Any] = ["not an action"]  # and actions of earlier games, mostly illegal later
    games = 0
    while games < GAMES_PER_COUNT and seen["decisions"] < MOST_DECISIONS:
        seed, games = games, games + 1
        for before, action, events in play(game, players, 1000 * players + seed):
            for event in events:
                check_event(event, players, seen)
                seen[event.kind] += 1
            if action is not None:
                check_decision(game, before, action, players, probes[-5:] if seed % 5 == 0 else [], seen)
                seen["decisions"] += 1
                if len(probes) < 500:
                    probes.append(action)
            elif before is not None:
                assert not reading_problems(game.describe_decision(before), None)
    assert games >= 25, games
    assert seen["you"] >= games, seen  # news with a subject, in every game
    assert seen["game_over"] == games  # every game ends with one game_over event
    assert seen["refusals"] >= games // 2


def test_several_seats_acting_each_read_their_own_words():
    """Caleira's Spire falls: the winner and the loser both act in one sentence."""
    game = catalog.load("caleira")
    found = 0
    for seed in range(300):
        for _, _, events in play(game, 2, seed):
            for event in events:
                if event.kind == "game_over" and event.data["reason"] == "spire":
                    found += 1
                    winner, loser = event.data["winners"][0], event.data["losers"][0]
                    assert event_text(event, NAMES, winner).endswith("You win, Ben loses" if loser == 1
                                                                     else "You win, Ann loses")
                    assert event_text(event, NAMES, loser).startswith("Your Princess' Spire falls:")
                    assert event_text(event, NAMES, loser).endswith("wins, you lose")
        if found >= 3:
            break
    assert found >= 3
