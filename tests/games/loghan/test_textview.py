"""What a person reads (``text_table``, ``describe_decision``, action labels): plain words for every
decision of the game, and nothing a seat may not know (another agent's hand, token identities,
a Decision card before the reveal, an outcome nobody chose)."""

from __future__ import annotations

import random
import re

from lg_helpers import act, bottom, decide_all, play, s0, top

from rules.core import name_seats
from rules.loghan import apply, describe_decision, legal_actions, new_game, result, text_table, to_act, view
from rules.loghan.lookup import event
from rules.loghan.prompts import _COMBAT, _SAY

ALL = ("Kestrel", "Pill", "Brannoc", "Ilse")
PROMPT = re.compile(r"^Seat \d (must|may|has|is) [a-z]")
RAW = re.compile(r"#\d|\bNone\b|\(\(|\('|'\)|\['|\b[A-Z]+_[A-Z_]+\b")  # card copies, Python reprs, kind names


def random_positions(games=8, actions=260):
    """Positions met in random games (every step kind that comes up), with the seat to act."""
    for seed in range(games):
        rng = random.Random(seed)
        players = 3 + seed % 4
        opts = {"seats": ["human"] + ["chaos"] * (players - 1)} if seed % 4 == 3 else {}
        s = new_game(players, seed, opts)
        for _ in range(actions):
            if result(s) is not None:
                break
            yield s
            options = legal_actions(s)
            s, _ = apply(s, options[rng.randrange(len(options))])
        yield s


def test_every_decision_and_label_reads_as_words():
    kinds = set()
    for s in random_positions():
        if s.over is not None:
            assert describe_decision(s).startswith("The game is over")
            continue
        seat = to_act(s)
        prompt = describe_decision(view(s, seat))
        assert prompt == describe_decision(s)  # the view gives the same words
        assert PROMPT.match(prompt), prompt
        kind = s.stack[-1].kind
        assert kind in _SAY or kind in _COMBAT, kind  # never the generic fallback
        kinds.add(kind)
        assert name_seats(prompt, ["Ann", "Bob", "Cy", "Di", "Eve", "Flo"], you=seat).startswith("You ")
        for action in legal_actions(s):
            assert action.label and not RAW.search(action.label), (kind, action, action.label)
    assert {"window", "move", "event_card", "place", "refresh_act", "combat.attack"} <= kinds


def test_text_table_hides_other_hands_and_unpeeked_tokens():
    for n, s in enumerate(random_positions(games=4, actions=200)):
        if n % 7 or s.over is not None:
            continue
        seat = to_act(s)
        lines = text_table(view(s, seat), seat, ())
        text = "\n".join(lines)
        assert "<- you" in text and lines[0].startswith("Round ")
        for i, a in enumerate(s.agents):
            line = next(x for x in lines if x.startswith(f"  Seat {i + 1}: {a.id}"))
            hand = lines[lines.index(line) + 2]
            if i != seat:
                assert re.fullmatch(r"    combat hand: \d+ cards?; deck \d+, discard pile \d+.*", hand), hand
        for node, stack in s.search:
            if not any(p[0] == node for p in s.peeked):
                assert f"top: " not in next(x for x in lines if x.startswith(f"  {event_name(node)} ["))


def event_name(node):
    from rules.loghan.lookup import name
    return name(node)


def test_decisions_stay_hidden_until_the_reveal_and_unchosen_outcomes_are_never_read():
    s = bottom(s0(node="WELL", script=(("coin", 0),)), "G03")
    s, _ = play(s, "STOP")
    s = act(s, ("DECIDE", "A"))  # Kestrel, seat 0
    theirs = "\n".join(text_table(view(s, 1), 1))
    mine = "\n".join(text_table(view(s, 0), 0))
    assert "a Decision card is committed" in theirs and "Decision card A" not in theirs
    assert "Decision card A" in mine
    assert "not read" not in theirs and "Climb down" in theirs  # the front's labels only
    s = decide_all(s, {"Pill": "A", "Brannoc": "A", "Ilse": "D"})
    assert top(s) != "event_card"
    card = event("G03")
    for seat in (None, 0, 2):
        lines = text_table(view(s, seat) if seat is not None else s, seat)
        text = "\n".join(lines)
        if "Event: The Wishing Well" not in text:
            continue  # the event is over already (the Refresh or the next Round)
        assert "  B: Fish with a magnetic line -> not read" in lines
        assert "E+1" not in text and "FLIP" not in text  # B's and C's outcomes
        assert "chosen by Seat 1, Seat 2, Seat 3: H\u22121, E+3" in text


def test_text_table_shows_the_combat_row_and_the_game_over():
    from lg_helpers import combat_now, drive, hand
    s = s0(start=False, health=1)
    for agent in ALL:
        s = hand(s, agent, ("COUNTER", "MISS", "MISS", "MISS", "AID"))
    s = combat_now(s, ("EG1#2", "EG2#2"))
    lines = text_table(view(s, 0), 0, ("Ann", "Bob", "Cy", "Di"))
    assert "Combat round 1 (draw):" in lines
    assert "  1. Skeleton: 0/3 tokens (none), undefeated" in lines
    assert any(x.startswith("  Ann: Kestrel (human, Leader)") and x.endswith("<- you") for x in lines)
    s, _ = drive(s, stop=lambda st: False)
    assert text_table(s)[0] == "Game over in Round 1: the group is lost (defeat)"
    assert describe_decision(s) == "The game is over: defeat"


def test_two_enemies_of_a_kind_are_told_apart_in_labels():
    from rules.loghan.actions import enemy_words
    row = ("EG1#1", "EG1#2", "EG2#2")
    assert [enemy_words(row, i) for i in range(3)] == ["Skeleton (1st in the row)", "Skeleton (2nd in the row)",
                                                      "Thief"]
    s = s0(start=False)
    from lg_helpers import combat_now, drive, hand
    for agent in ALL:
        s = hand(s, agent, ("MISS", "MISS", "MISS", "AID", "AID"))
    s = combat_now(s, row)
    labels = [a.label for a in legal_actions(s) if a.kind == "USE_SKILL"]  # Kestrel's Mark Target in W3
    assert labels == ["Use Mark Target (3 Energy) on Skeleton (1st in the row)",
                      "Use Mark Target (3 Energy) on Skeleton (2nd in the row)", "Use Mark Target (3 Energy) on Thief"]
    s, _ = drive(s, wanted=[("USE_SKILL", "EG1#2"), ("CONTRIBUTE", 3)], stop=None)
    assert s.marked == ("EG1#2",)
