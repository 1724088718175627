"""The engine's reading of the content (``lookup`` over ``content.load_content()``): what the engine
keeps in its states (code strings, "C2" Covers, "past" boards, combat type ids) loses nothing of
the content, every content instruction, token and timing has a rule behind it, and the readings
the rules need (gains, conditions, Boss Health) say what the spec says.
"""

from __future__ import annotations

import pytest

from rules.loghan import lookup
from rules.loghan.content import load_content
from rules.loghan.content_codes import parse_effect
from rules.loghan.items import TIMING_WINDOWS, activated, item_windows
from rules.loghan.story import apply_instruction

from lg_helpers import s0

C = load_content()


@pytest.mark.parametrize("card", list(C.events) + list(C.story.cards))
def test_outcome_and_ending_codes_round_trip_through_the_content_grammar(card):
    """The code strings kept in ``effects`` steps parse back to exactly the content's effects."""
    theirs = C.events[card] if card in C.events else C.story.cards[card]
    mine = lookup.event(card)
    assert mine.has_choices == bool(theirs.choices)
    for i, choice in enumerate(theirs.choices):
        assert tuple(parse_effect(code) for code in mine.outcomes[i]) == choice.effects, (card, choice.letter)
    for st in theirs.ending.steps:
        for branch in st.branches:
            assert tuple(parse_effect(c) for c in lookup.code_strings(branch.effects)) == branch.effects


def test_covers_boards_and_decks_in_the_engines_spelling():
    assert lookup.story_deck() == ("C0",) + tuple(C.story.cards)
    assert lookup.COVERS == {"C1": "GATE", "C2": "HALL", "C3": "CHAPEL", "C4": "DUNGEON", "C5": "LIBRARY",
                             "C6": "BARRACKS", "C7": "TOWER", "C8": "SOLAR"}
    assert lookup.cover_id("VIII") == "C8" and lookup.cover_name("C4") == "Cover IV" == lookup.name("C4")
    assert lookup.nodes("past") == C.boards["PAST"].nodes
    assert lookup.node_colour("past", "HALL") == "B" and lookup.node_colour("past", "BAILEY") == ""
    assert lookup.edges("past")["9"] == ("GRAVE", "CHAPEL", "locked")
    assert lookup.edges("future")["6"] == ("MOAT", "KITCH", "frozen")
    assert "16" not in lookup.edges("anomaly")  # removed (caved in)
    assert lookup.artifact_edge("TS3") == "26"
    for preset in ("story", "standard", "hard"):
        deck = lookup.combat_deck(preset)
        assert len(deck) == 30 and set(deck) == set(C.combat_cards)
    assert lookup.combat_deck("hard").count("HIT") == 10 and lookup.combat_deck("hard").count("HARD") == 2
    assert lookup.treasure_cards("V") == ("TV1#1", "TV1#2", "TV2#1", "TV3#1")
    assert lookup.boss_deck("story") == ("EX1",)


def test_readings_the_rules_need():
    assert lookup.item_gains("TG5#1") == (2, 0, 0) and lookup.item_gains("TB7#2") == (4, 0, 0)
    assert lookup.item_gains("TR5#1") == (4, 2, 0) and lookup.item_gains("TG6#1") == (0, 2, 0)
    assert lookup.item_gains("TG9#1") == (0, 0, 3) and lookup.item_gains("TB8#1") == (0, 0, 0)
    assert lookup.has_loot("EG1#1") and not lookup.has_loot("EG1#2") and lookup.has_loot("EX1")
    assert lookup.boss_health("EX1", "standard", 3) == 18 and lookup.boss_health("EX2", "hard", 4) == 32
    assert lookup.combat_energy("R") == 2 and lookup.combat_clarity("G") == 0 and lookup.combat_energy("X") == 3
    assert lookup.CLOAK_COST == 4 and lookup.START_ENERGY == 5
    pill = lookup.skills()["Pill"]
    assert (pill.threshold, pill.cost, pill.windows) == (5, 4, ("W1", "W2", "W3", "W4", "W8", "W9"))
    assert lookup.skills()["Sable"].windows == ("W2",)
    assert lookup.treasure("TB3#1").two_handed and lookup.treasure("TB4#1").weapon_types == {"Shock"}
    assert lookup.treasure("TR4#1").block == 3 and lookup.treasure("TV1#1").cost is None


def test_conditions_are_counted_when_the_ending_is_read():
    """LG-E2's arithmetic on the content's conditions: at least ⌈N/2⌉ agents."""
    assert lookup.ending_codes("B04", {"C": 2}, 4) == [("group", ("NO ALERT",))]
    assert lookup.ending_codes("B04", {"C": 2}, 5) == [("group", ("S 2(3)",))]
    assert lookup.ending_codes("002", {"A": 1}, 3) == [("group", ("S 2(3) G",)), ("group", ("PLACE_COVER C2",))]
    assert lookup.ending_codes("G07", {"A": 3}, 3) == [("group", ("NO ALERT",))]
    assert lookup.ending_codes("G07", {"A": 2, "D": 1}, 3) == []
    assert lookup.ending_codes("001", {}, 3) == [("each", ("T:G",)), ("group", ("PLACE_COVER C1",))]
    assert lookup.ending_codes("011", {"A": 1, "D": 2}, 3) == [
        ("group", ("SUMMON_BOSS EX1",)), ("group", ("S 1(2) V",)), ("group", ("NEUTRAL_DAMAGE EX1 4",)),
        ("group", ("READ_AFTER_COMBAT 012",))]


def test_every_story_instruction_has_a_rule():
    """Each op of the content's instruction catalogue is carried out (none raises 'unknown')."""
    from rules.loghan.steps import step
    s = s0()
    s = s.but(stack=s.stack + (step("event_done", None, card="005"),))
    ops = {st.op for card in C.story.cards.values() for st in card.ending.steps} - {"EFFECTS", "EACH_AGENT"}
    assert ops == set(lookup.INSTRUCTIONS)
    for card in C.story.cards.values():
        for st in card.ending.steps:
            if st.op in ops:
                code = lookup.instruction(st, {"D": 1})
                apply_instruction(s, code, step("effects", None, codes=(code,), mark=0))


def test_every_timing_and_token_is_understood():
    for t in C.treasures.values():
        if t.use_timing and t.use_timing != "not while an event is being resolved":
            assert t.use_timing in TIMING_WINDOWS, t.id
            assert item_windows(f"{t.id}#1") == TIMING_WINDOWS[t.use_timing]
    assert {t.id for t in C.treasures.values() if activated(t.id)} == {
        "TG5", "TG6", "TG7", "TG9", "TB6", "TB7", "TB8", "TB10", "TR5", "TR6", "TR7", "TV1", "TV2"}
    for token in C.tokens.values():
        codes = {e.code for e in token.effects}
        assert codes <= {"E", "H", "C", "T", "LURK", "GOB-LI"}, token.id
        assert token.optional == (codes == {"T"})


def test_every_id_has_a_name():
    ids = (list(C.nodes) + [f"{t}#1" for t in C.treasures] + list(C.enemies) + list(C.bosses) + list(C.events)
           + list(C.story.cards) + list(C.artifacts) + [c for c in C.combat_cards if c != "MISS"] + list(C.tokens)
        + list(lookup.COVERS))
    for thing in ids:
        assert lookup.name(thing) != thing, thing
    assert lookup.name("CRIT") == "Critical Hit" and lookup.name("MISS") == "MISS"
    assert lookup.name("TG8#1") == "Throwing Knives" and lookup.name("S-E2") == "+2 Energy token"
    assert lookup.name("S-TB") == "Blue treasure token" and lookup.name("S-SUM") == "Summon token"
    assert lookup.name("no such id") == "no such id" and lookup.name(3) == "3"
