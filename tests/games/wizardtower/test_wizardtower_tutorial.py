"""The Tower of the Sleepy Wizard walkthrough (shared/games/wizardtower.md section 9) played through
``rules.core.tutorial.TutorialRun``: the rigged round 1 with You against the scripted Mira and
Gus, its story step by step, the acceptance checks at the end of 9.2, and highlights that point
at real things. The promises every tutorial keeps are in test_tutorial_contract.py.
"""

from __future__ import annotations

from tutorial_checks import points

import rules.wizardtower as g
from rules import catalog
from rules.core import rng as rngmod
from rules.core.tutorial import FINISH, NEXT, START, TutorialRun, play_through, seats_named
from rules.wizardtower import (
    ChooseCopies, EndPeek, HireFromDeck, HireFromHand, HireFromMarket, Peek, SendToMarket, legal_actions, to_act,
)
from rules.wizardtower.cards import ALL_CARDS, CARD_IDS, EMPTY, FLOOR_IDS, parse_card
from rules.wizardtower.tutorial import (
    GUS, MIRA, POLLY_AS_MAGE, TUTORIAL, YOU, highlight_exists, highlight_problem, tutorial,
)


def ids(cards) -> list[str]:
    return [CARD_IDS[c] if c >= 0 else "-" for c in cards]


def card(name: str) -> int:
    return parse_card(name)


LEARNER_MOVES = [
    START, NEXT, NEXT,
    Peek(1), Peek(3),
    HireFromHand(1), NEXT,
    HireFromDeck(), SendToMarket(4), NEXT,
    HireFromMarket(card("A10")), SendToMarket(2), NEXT,
    HireFromHand(3),
    ChooseCopies(((card("A50"), card("A10")),)),
    FINISH,
]


def _story():
    """(run, {step: (state, the step's events as text)}) at the first moment of each step."""
    run = TutorialRun(TUTORIAL, g)
    at = {}
    for _ in points(run):
        if run.move_index == 0:
            at[run.step_index + 1] = (run.state, [e.text for e in run.step_events()])
    return run, at


# --- the whole walkthrough -------------------------------------------------------------------------


def test_the_set_up_is_spec_9_1():
    assert TUTORIAL.players == 3 and TUTORIAL.seed == 2024 and TUTORIAL.learner == YOU == 0
    assert (MIRA, GUS) == (1, 2) and TUTORIAL.seat_names == ("You", "Mira", "Gus")
    assert TUTORIAL.problems() == [] and len(TUTORIAL.steps) == 15
    s = g.new_game(TUTORIAL.players, TUTORIAL.seed, dict(TUTORIAL.options))
    assert [FLOOR_IDS[f] for f in s.tower] == ["F01", "F09", "F13", "F05"]
    assert s.first == YOU and s.age == (YOU, MIRA, GUS) and to_act(s) == YOU and s.phase == "peek"
    assert [ids(h) for h in s.hands] == [["A17", "A33", "A50", "A47"], ["A05", "A18", "A38", "A01"],
                                         ["A30", "A25", "A13", "A46"]]
    assert ids(s.market) == ["A10", "A37", "A29"] and ids(s.deck[:2]) == ["A19", "A21"]
    rest = [c for c in ALL_CARDS if CARD_IDS[c] not in set(ids(s.deck[:2]) + ids(s.market)
                                                            + [i for h in s.hands for i in ids(h)])]
    assert list(s.deck[2:]) == rest and len(rest) == 35  # the others in ascending card number
    assert s.rng == rngmod.seed_state(2024)  # the rigged tower, first player and deck drew nothing


def test_wizardtower_tutorial_plays_to_the_end():
    run = TutorialRun(TUTORIAL, g)
    seen = []
    for want in points(run):
        seen.append((run.step_index + 1, want))
    assert run.finished and run.step is None and run.expected() is None
    assert run.rival_index == len(TUTORIAL.rival_actions)
    assert [w for _, w in seen] == LEARNER_MOVES
    assert [s for s, _ in seen] == [1, 2, 3, 4, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]
    # Spec 9.2's last check: after step 15 ...
    s = run.state
    assert s.totals == (0, 13, 0)
    assert s.round == 2 and FLOOR_IDS[s.floor] == "F01" and s.first == MIRA
    assert s.treasure == (2, 0, 2) and g.result(s) is None  # the game goes on with the AI
    # Round 2 is dealt from the generator's first draw, starting with Mira.
    deck, _ = rngmod.shuffled(rngmod.seed_state(2024), ALL_CARDS)
    assert tuple(deck[:3]) == s.market[:3] and s.hands[MIRA][0] == deck[3] and s.hands[GUS][0] == deck[4]
    assert s.hands[YOU][0] == deck[5]
    # Mira and Gus have peeked (scripted); the hand-over is at your own round-2 peek.
    assert s.phase == "peek" and to_act(s) == YOU and s.peeked == (0, 0b0011, 0b1100)
    assert EndPeek() in legal_actions(s) and Peek(1) in legal_actions(s)


def test_play_through_helper_and_catalog():
    assert catalog.load_tutorial("wizardtower") is TUTORIAL
    assert catalog.get("wizardtower").load_tutorial() is TUTORIAL
    assert g.TUTORIAL is TUTORIAL and tutorial() is TUTORIAL
    run = play_through(catalog.load_tutorial("wizardtower"), catalog.load("wizardtower"))
    assert run.state.totals == (0, 13, 0) and run.state.treasure == (2, 0, 2)


def test_the_story_matches_the_spec_table():
    """What has happened when each step of spec 9.2 becomes the learner's."""
    run, at = _story()
    log = [e.text for e in run.events]
    s4, _ = at[4]
    assert s4.peeked == (0, 0, 0) and to_act(s4) == YOU
    # Step 5: you peeked at 1 and 3; the AI peek badges are on Mira 1, 4 and Gus 1, 2; turns begin.
    s5, log5 = at[5]
    assert s5.phase == "turns" and s5.peeked == (0b0101, 0b1001, 0b0011)
    assert g.view(s5, YOU).hands[YOU] == (card("A17"), -1, card("A50"), -1)
    assert sum("peeks" in t for t in log5) == 4
    # Step 6: Mira A (A01); Gus C: takes A29, sends A46.
    s6, log6 = at[6]
    assert ids(s6.teams[YOU]) == ["A17"] and g.round_noise(s6.teams[YOU]) == 5
    assert ids(s6.teams[MIRA]) == ["A01"] and ids(s6.teams[GUS]) == ["A29"]
    assert ids(s6.market) == ["A10", "A37", "A46"]
    assert any("Seat 2 hires Romeo" in t for t in log6) and any("Seat 3 sends Piper Tam" in t for t in log6)
    # Step 8: A19 Master Pell came off the deck: two Monks, projected noise 0.
    s8, _ = at[8]
    assert ids(s8.teams[YOU]) == ["A17", "A19"] and g.round_noise(s8.teams[YOU]) == 0
    assert s8.step == ("send", YOU)
    # Step 9: A47 went to the market; Mira A (A05), Gus A (A30): Gus's Knights cancel.
    s9, _ = at[9]
    assert ids(s9.market) == ["A10", "A37", "A46", "A47"]
    assert ids(s9.teams[MIRA]) == ["A01", "A05"] and ids(s9.teams[GUS]) == ["A29", "A30"]
    assert g.round_noise(s9.teams[GUS]) == 0
    # Step 11: Old Mumbleweed hired: projected noise 3.
    s11, _ = at[11]
    assert ids(s11.teams[YOU]) == ["A17", "A19", "A10"] and g.round_noise(s11.teams[YOU]) == 3
    # Step 12: A33 went to the market; Mira B draws A21, sends A38; Gus C takes A37, sends A13.
    s12, log12 = at[12]
    assert ids(s12.teams[MIRA]) == ["A01", "A05", "A21"] and ids(s12.teams[GUS]) == ["A29", "A30", "A37"]
    assert ids(s12.market) == ["A46", "A47", "A33", "A38", "A13"]
    assert any("Oakley Moss" in t for t in log12)
    # After step 13 (spec 9.2's first check): every hand is empty, and the market is as listed.
    s14, log14 = at[14]
    assert all(c == EMPTY for h in s14.hands for c in h)
    assert ids(s14.market) == ["A46", "A47", "A33", "A18", "A25"]
    assert ids(s14.teams[YOU]) == ["A17", "A19", "A10", "A50"]
    assert ids(s14.teams[MIRA]) == ["A01", "A05", "A21", "A13"] and ids(s14.teams[GUS]) == ["A29", "A30", "A37", "A38"]
    assert s14.step == ("copy", YOU) and set(legal_actions(s14)) == {
        ChooseCopies(((card("A50"), card("A17")),)), POLLY_AS_MAGE}
    assert any("(the last card in hand)" in t for t in log14)  # the engine's own sends
    # After step 14 (the second check): noise You 0, Mira 13, Gus 0; treasure You 2, Mira 0, Gus 2.
    s15, log15 = at[15]
    assert s15.treasure == (2, 0, 2)
    assert "Seat 1's team makes 0 noise (5, 5, 3, 3); Polly Morph (Shapeshifter) copies Old Mumbleweed (Mage 3)" in log
    assert "Seat 2's team makes 13 noise (R, 2, 6, 4)" in log
    assert "Seat 3's team makes 0 noise (8, 8, 10, 10)" in log
    assert sum("collects 2 treasure (2 for quietest team)" in t for t in log) == 2
    assert s15.totals == (0, 13, 0) and s15.first == MIRA and FLOOR_IDS[s15.floor] == "F01"
    assert any("The floor at T1 is revealed: " in t for t in log)
    assert sum("peeks" in t for t in log15) == 4  # Mira's and Gus's round-2 peeks, before yours


def test_wizardtower_event_texts_can_use_the_tutorial_seat_names():
    assert seats_named("Seat 2 hires Romeo (Rogue 1*) from their hand (position 4)", TUTORIAL) == \
        "Mira hires Romeo (Rogue 1*) from their hand (position 4)"
    assert seats_named("Total noise: Seat 1 0, Seat 2 13, Seat 3 0", TUTORIAL) == "Total noise: You 0, Mira 13, Gus 0"


# --- wrong moves, buttons, highlights ------------------------------------------------------------


def test_a_wrong_move_gets_the_hint_and_changes_nothing():
    run = TutorialRun(TUTORIAL, g)
    for button in (START, NEXT, NEXT):
        assert run.press(button)
    before = (run.state, g.to_json(run.state), run.step_index, run.move_index, len(run.events), run.rival_index)
    for wrong in (Peek(2), EndPeek(), Peek(4)):
        ok, hint = run.try_action(wrong)
        assert ok is False and hint == "Let's follow the guide for now: click your first card."
        assert (run.state, g.to_json(run.state), run.step_index, run.move_index, len(run.events),
                run.rival_index) == before
    assert run.press(NEXT) is False
    assert run.try_action(Peek(1))[0] and run.try_action(Peek(3))[0]
    run.advance_rivals()
    # The hire step: sending, the deck and the market are all refused with the step's hint.
    state = run.state
    for wrong in (HireFromDeck(), HireFromMarket(card("A10")), HireFromHand(2)):
        assert run.try_action(wrong) == (False, "Let's follow the guide for now: drag your first card into your team.")
        assert run.state is state and run.step_index == 4
    assert run.try_action(HireFromHand(1))[0]


def test_the_copy_step_takes_only_the_mage():
    run = TutorialRun(TUTORIAL, g)
    for want in points(run):
        if isinstance(want, ChooseCopies):
            monk = next(a for a in legal_actions(run.state) if a != want)
            ok, hint = run.try_action(monk)
            assert not ok and "Old Mumbleweed" in hint and run.step_index == 13
            assert run.expected_label().startswith("Copies: Polly Morph as Mage 3")


def test_nothing_is_accepted_while_a_rival_is_due():
    run = TutorialRun(TUTORIAL, g)
    for want in (START, NEXT, NEXT, Peek(1), Peek(3)):
        assert run.press(want) if isinstance(want, str) else run.try_action(want)[0]
    assert run.rival_due() and run.expected() is None and not run.waiting_for_button()
    assert to_act(run.state) == MIRA
    assert run.try_action(HireFromHand(1)) == (False, run.hint()) and run.press(NEXT) is False
    assert run.advance_rival()  # Mira's first peek
    run.advance_rivals()
    assert not run.rival_due() and to_act(run.state) == YOU and run.state.phase == "turns"


def test_learner_moves_have_prompts_and_hints():
    for number, step in enumerate(TUTORIAL.steps, 1):
        for expect in step.expect:
            assert expect.hint and expect.prompt, (number, expect.action)


def test_highlights_name_things_that_exist():
    run = TutorialRun(TUTORIAL, g)
    for want in points(run):
        marks = run.highlights()
        assert marks, f"step {run.step_index + 1} highlights nothing"
        for mark in marks:
            assert highlight_problem(mark) is None
            assert highlight_exists(run.state, mark), (run.step_index + 1, mark)
            assert highlight_exists(g.view(run.state, YOU), mark), (run.step_index + 1, mark)
        awaited = run.awaited
        if isinstance(want, (Peek, HireFromHand, SendToMarket)):
            assert ("hand", YOU, want.pos) in awaited.highlight
        if isinstance(want, (HireFromHand, HireFromDeck, HireFromMarket)):
            assert ("team", YOU) in awaited.highlight
        if isinstance(want, HireFromDeck):
            assert ("zone", "deck") in awaited.highlight
        if isinstance(want, HireFromMarket):
            assert ("market_card", want.card) in awaited.highlight
        if isinstance(want, SendToMarket):
            assert ("zone", "market") in awaited.highlight
        assert run.expected_label()


def test_highlight_exists_rejects_what_is_not_there():
    run = TutorialRun(TUTORIAL, g)
    for want in (START, NEXT, NEXT, Peek(1), Peek(3)):
        assert run.press(want) if isinstance(want, str) else run.try_action(want)[0]
    run.advance_rivals()
    assert run.try_action(HireFromHand(1))[0]
    s = run.state
    assert not highlight_exists(s, ("hand", YOU, 1)) and highlight_exists(s, ("hand", YOU, 2))
    assert highlight_exists(s, ("market_card", card("A10"))) and not highlight_exists(s, ("market_card", card("A50")))
    assert not highlight_exists(s, ("team", 3)) and not highlight_exists(s, ("hand", 5, 1))


def test_misspelt_highlights_are_caught():
    """The game's words for highlights: core checks only the shape, this module the words."""
    s = g.new_game(3, 1)
    for bad in (("hand", YOU, 0), ("hand", YOU, 5), ("zone", "discard"), ("button", "done"),
                ("market_card", 52), ("market_card", "A10"), ("team", 9), ("seat", YOU, 1), ("crown", MIRA),
                (1, 2), ("hand", YOU, True), "zone", ()):
        assert highlight_problem(bad), bad
        assert not highlight_exists(s, bad), bad
    for good in (("button", "done_peeking"), ("zone", "tracker"), ("hand_area", GUS), ("market_card", 9),
                 ("seat", MIRA), ("team", YOU), ("hand", MIRA, 4)):
        assert highlight_problem(good) is None, good
