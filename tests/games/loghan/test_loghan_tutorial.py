"""The Castle von Loghan walkthrough (spec §8, E15, E35) played through the rules with
``rules.core.tutorial``: §8.1's setup, the story of §8.2 step by step, the end state LG-TUT of
§8.3, the game going on from it, and the promises every tutorial keeps (checked here on this one:
short texts, real decisions only, a hint for every wrong move, highlights in the game's words
that point at real things)."""

from __future__ import annotations

import random

import pytest
from tutorial_checks import points

import rules.loghan as g
from rules.core.tutorial import FINISH, NEXT, TutorialRun, highlights_of, play_through
from rules.loghan.tutorial import BRANNOC, KESTREL, OPTIONS, PILL, SEED, TUTORIAL, highlight_exists, highlight_problem

NOT_AN_ACTION = ("not", "an", "action")


def story():
    """(run, {step number: the state when it begins, learner to act}) for the whole lesson."""
    run = TutorialRun(TUTORIAL, g)
    at = {}
    for _ in points(run):
        if run.move_index == 0 and run.step_index + 1 not in at:
            at[run.step_index + 1] = run.state
    return run, at


@pytest.fixture(scope="module")
def walked():
    return story()


def test_the_set_up_is_spec_8_1():
    assert TUTORIAL.players == 3 and TUTORIAL.seed == SEED == 1474 and TUTORIAL.learner == PILL
    assert TUTORIAL.problems() == [] and TUTORIAL.seat_names == ("Pill", "Brannoc", "Kestrel")
    s = g.new_game(3, SEED, dict(OPTIONS))
    assert [a.id for a in s.agents] == ["Pill", "Brannoc", "Kestrel"] and s.leader == PILL
    assert [a.seat_kind for a in s.agents] == ["human", "ai", "ai"] and s.rule_set == "group"
    assert s.tdecks[0][:7] == ("TG1#1", "TG2#1", "TG8#1", "TG5#1", "TG4#1", "TG6#1", "TG9#1")
    assert s.edecks[0][:2] == ("EG1#1", "EG2#2")
    assert s.agents[PILL].deck[:5] == ("HIT", "CRIT", "AID", "COUNTER", "MISS")
    assert s.agents[BRANNOC].deck[:5] == ("HIT", "PARRY", "MISS", "MISS", "AID")
    assert s.agents[KESTREL].deck[:5] == ("COUNTER", "PARRY", "PARRY", "MISS", "AID")
    assert s.tokens_at("GATE")[0] == "S-E2"
    assert (s.health, s.clarity, s.node, s.story[0]) == (15, 10, "POD", "002") and "C0" in s.box
    assert g.to_act(s) == PILL and s.stack[-1].kind == "event_card" and s.stack[-1].get("card") == "001"
    # The stacking, the token swap and the script use no generator draw: the generator is the
    # plain seed's. Seed 1474 puts a Summon token on top of GATE: it swaps places with the first
    # +2 Energy token of the Green spare pool.
    plain = g.new_game(3, SEED, {k: v for k, v in OPTIONS.items() if k in ("agents", "seats", "first_leader")})
    assert s.rng == plain.rng and plain.tokens_at("GATE")[0] == "S-SUM"
    k = plain.pools[0].index("S-E2")
    assert s.pools[0][k] == "S-SUM" and s.pools[0][:k] == plain.pools[0][:k] and s.tokens_at("GATE")[1:] == \
        plain.tokens_at("GATE")[1:]


def test_the_walkthrough_tells_the_story_of_8_2(walked):
    _, at = walked
    assert len(at) == len(TUTORIAL.steps) == 18
    s = at[3]  # after the reveal of 001: A (Kestrel) C-1 and her scan, C (Pill) E+2, D (Brannoc) C+1
    assert s.clarity == 10 and s.agents[PILL].energy == 7 and ("GATE", -1) in s.peeked
    assert g.view(s, PILL).tokens_at("GATE")[0] == "S-E2" and s.stack[-1].kind == "place"
    s = at[5]  # Round 1, W1: the field kit is in place, Cover I on top
    assert s.round_no == 1 and s.story[0] == "C1" and s.agents[PILL].right == "TG1#1"
    assert s.agents[BRANNOC].left == s.agents[BRANNOC].right == "TG2#1" and s.agents[KESTREL].right == "TG8#1"
    s = at[8]  # combat Step 1 after 002: Heads (Clarity stays 10), Cover II, Skeleton and Thief
    assert s.clarity == 10 and s.story[0] == "C2" and [f.card for f in s.combat.row] == ["EG1#1", "EG2#2"]
    assert s.stack[-1].get("name") == "W3" and s.script == (("order", ("TG6#1", "TG5#1", "TG9#1", "TG4#1")),)
    s = at[10]  # Step 3: Pill drew her stacked five
    assert s.agents[PILL].hand == ("HIT", "CRIT", "AID", "COUNTER", "MISS")
    s = at[13]  # W8: Kestrel's Counter cost 1 Health; combat-end Energy 1 per Green enemy
    assert s.health == 14 and [a.energy for a in s.agents] == [9, 7, 5]
    assert [f.total for f in (s.combat.row if s.combat else ())] == [] and s.reward.groups == ((0,), (1,), (2,))
    s = at[15]  # the first reward card: the Tonic, with every RP at 1
    assert s.reward.card == "TG6#1" and [a.rp for a in s.agents] == [1, 1, 1]
    assert dict(s.reward.seen)[PILL] == "TG5#1"  # Pill drew the Potion
    s = at[16]  # the Potion: Kestrel took the Tonic
    assert s.reward.card == "TG5#1" and s.agents[KESTREL].place_of("TG6#1") == "backpack"


def test_LG_TUT_the_end_state_of_8_3(walked):
    run, _ = walked
    s = run.state
    assert run.finished and run.rival_index == len(TUTORIAL.rival_actions)
    assert (s.round_no, s.phase, s.leader, s.node) == (2, "move", BRANNOC, "GATE")
    assert s.stack[-1].kind == "window" and s.stack[-1].get("name") == "W1" and g.to_act(s) == PILL
    assert (s.health, s.clarity) == (15, 10)
    assert [(a.energy, a.rp) for a in s.agents] == [(11, 0), (7, 0), (8, 0)]
    pill, brannoc, kestrel = s.agents
    assert pill.right == "TG1#1" and pill.left == "" and pill.backpack == ("TG5#1",)
    assert brannoc.left == brannoc.right == "TG2#1" and brannoc.backpack == ("TG9#1",)
    assert kestrel.right == "TG8#1" and kestrel.backpack == ("TG6#1",)
    assert [(a.hand, len(a.deck), a.discard) for a in s.agents] == [
        (("MISS",), 29, ()), (("MISS", "MISS", "AID"), 27, ()), (("PARRY", "PARRY", "MISS", "AID"), 26, ())]
    assert s.clean == ("GATE",) and len(s.tokens_at("GATE")) == 1 and s.story[0] == "C2"
    assert len(s.tdecks[0]) == 9 and "TG4#1" in s.tdecks[0]
    assert len(s.edecks[0]) == 10 and s.ediscards[0] == ("EG1#1", "EG2#2")
    assert [len(d) for d in s.events] == [12, 12, 12]
    assert s.script == () and s.combat is None and s.reward is None


def test_continue_playing_goes_on_from_the_end_state(walked):
    run, _ = walked
    s = run.state
    rng = random.Random(4)
    for _ in range(60):
        if g.result(s) is not None:
            break
        options = g.legal_actions(s)
        s, _ = g.apply(s, options[rng.randrange(len(options))])
    assert s.round_no >= 2


# --- the promises every tutorial keeps (tests/rules/test_tutorial_contract.py), on this one --------


def test_steps_are_short_and_real_decisions_only():
    for number, step in enumerate(TUTORIAL.steps, 1):
        sentences = [x for x in step.text.replace("!", ".").split(". ") if x.strip()]
        assert 1 <= len(sentences) <= 4, (number, len(sentences))
        assert all(e.hint and e.prompt for e in step.expect), number
    learner = [e for step in TUTORIAL.steps for e in step.expect]
    rivals = list(TUTORIAL.rival_actions)
    s = g.new_game(TUTORIAL.players, TUTORIAL.seed, dict(TUTORIAL.options))
    while (learner or rivals) and g.to_act(s) is not None:
        legal = g.legal_actions(s)
        assert len(legal) >= 2  # a lone option is the engine's (E1), never scripted
        action = learner.pop(0).action if g.to_act(s) == PILL else rivals.pop(0)
        assert action in legal, action
        s, _ = g.apply(s, action)
    assert learner == [] and rivals == []


def test_a_wrong_move_gets_a_hint_and_changes_nothing():
    run = TutorialRun(TUTORIAL, g)
    for n, want in enumerate(points(run)):
        before = (run.state, run.step_index, run.move_index)
        wrong = [a for a in g.legal_actions(run.state) if a != want][:3] + [NOT_AN_ACTION]
        if isinstance(want, str):
            assert run.press(NEXT if want == FINISH else FINISH) is False
        for action in wrong:
            ok, hint = run.try_action(action)
            assert ok is False and hint == run.hint() and hint.strip()
        assert (run.state, run.step_index, run.move_index) == before


def test_highlights_are_in_the_games_words_and_on_the_table():
    run = TutorialRun(TUTORIAL, g)
    checked = 0
    for _ in points(run):
        for mark in run.highlights():
            assert highlight_problem(mark) is None, mark
            assert highlight_exists(g.view(run.state, PILL), mark), (run.step_index + 1, mark)
            checked += 1
    assert checked > 40
    assert highlight_problem(("zone", "nowhere")) and highlight_problem(("no such kind", 0))
    assert highlight_problem(("treasure", "TG1")) and highlight_problem(("place", "Pill", "pocket"))
    assert all(highlight_problem(m) is None for step in TUTORIAL.steps for m in highlights_of(step))


def test_a_broken_script_fails_loudly():
    import dataclasses

    from rules.core.tutorial import TutorialError
    short = dataclasses.replace(TUTORIAL, rival_actions=TUTORIAL.rival_actions[:3])
    with pytest.raises(TutorialError):
        play_through(short, g)
    wrong = dataclasses.replace(TUTORIAL, rival_actions=(NOT_AN_ACTION,) + TUTORIAL.rival_actions[1:])
    with pytest.raises(TutorialError):
        play_through(wrong, g)
