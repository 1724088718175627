"""The Citadel walkthrough (shared/games/citadel.md section 9) played through
``rules.core.tutorial.TutorialRun``: spec 9.1's deal and scripted dice, one learner playing both
Leroy and Irene, the story of 9.2 step by step, *Roll the dice* taught though it is the only
option (spec 7.1), the end state T1 of 9.3 and the game going on from it; highlights in the
game's words that point at real things; and the lesson played by mouse in the app, where both
learner seats are the one person's. The promises every tutorial keeps are in
tests/rules/test_tutorial_contract.py.
"""

from __future__ import annotations

from tutorial_checks import points

import rules.citadel as g
from rules import catalog
from rules.citadel.actions import CHOOSE_ROOM, END_ACTIONS, FLIP, IDEA, MOVE, PLAY, RESCUE, UNLOCK, Action
from rules.citadel.board import DOORS, ROOMS
from rules.citadel.tutorial import (
    IRENE, LEROY, ROLL, SEED, TUTORIAL, highlight_exists, highlight_problem, tutorial,
)
from rules.core.tutorial import FINISH, NEXT, START, TutorialRun, play_through, seats_named

LEARNER_MOVES = [
    START, NEXT, NEXT, NEXT,
    Action(MOVE, "LIB"), Action(FLIP, "LIB"), Action(PLAY, "LJ2"), Action(CHOOSE_ROOM, "BAL"), Action(RESCUE, "R"),
    ROLL, NEXT,
    Action(MOVE, "GAL"), Action(RESCUE, "G"), Action(UNLOCK, "D01"), Action(PLAY, "IE3"), ROLL,
    Action(IDEA, "LER"),
    FINISH,
]
STEP_OF_MOVE = [1, 2, 3, 4, 5, 6, 7, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17]
# Who makes each learner move: Leroy's turn, then Irene's (the idea is hers to decide).
SEAT_OF_MOVE = [LEROY] * 6 + [IRENE] * 6


def space(s, colour: str) -> int:
    steps = s.treasures["RGB".index(colour)][2]
    return (s.clock - 1 + steps) % 12 + 1


def _story():
    """(run, {step: (state, the log so far as text)}) at the first moment of each step. (The move
    that ends a step is logged before the next begins: the Professor's walk, which the roll sets
    off, is in the log of the step after the roll but not in its ``step_events``.)"""
    run = TutorialRun(TUTORIAL, g)
    at = {}
    for _ in points(run):
        if run.move_index == 0:
            at[run.step_index + 1] = (run.state, [e.text for e in run.events])
    return run, at


# --- the whole walkthrough -------------------------------------------------------------------------


def test_the_set_up_is_spec_9_1():
    assert TUTORIAL.players == 2 and TUTORIAL.seed == SEED == 11811
    assert TUTORIAL.learner == LEROY == 0 and TUTORIAL.learners == (LEROY, IRENE) == (0, 1)
    assert TUTORIAL.rival_actions == () and TUTORIAL.seat_names == ("Leroy", "Irene")
    assert TUTORIAL.problems() == [] and len(TUTORIAL.steps) == 17
    s = g.new_game(TUTORIAL.players, TUTORIAL.seed, dict(TUTORIAL.options))
    assert s.difficulty == "beginner" and s.split == "gentle" and s.chars == ("LER", "IRE")
    assert s.humans == (True, True) and s.first == s.active == LEROY and g.to_act(s) == LEROY
    off = {r for r, (_, on) in zip(ROOMS, s.switches) if not on}
    assert off == {"TRO", "DIN", "CEL", "LOU", "GAL", "CON"}
    assert s.treasures == (("T02", "LIB", 6), ("T01", "GAL", 6), ("T13", "ENT", 10))
    assert [space(s, c) for c in "RGB"] == [6, 6, 10]
    assert s.stack == ("T04", "T11", "T05", "T08", "T12", "T15", "T07", "T10", "T14", "T06", "T09", "T03")
    assert s.room_deck == ("LAB", "BAL", "CON", "CEL", "TRO", "KIT", "DIN", "LOU", "STU")
    assert s.revealed[LEROY] == ("LJ2", "LJ1") and s.decks[IRENE] == ("IE3", "IE1", "IE6", "IE5", "IE2", "IE4")
    assert s.professor == "LAB" and s.clock == 12 and s.locked == frozenset(DOORS)
    assert s.where == ("OUT", "OUT") and s.face_up == (False, False)
    # The scripted dice are the walkthrough's two rolls; the generator is the plain seed's.
    plain = g.new_game(2, SEED, {k: v for k, v in TUTORIAL.options.items() if k != "dice"})
    assert s.rng == plain.rng and sum(len(faces) for faces in s.rig) == 6


def test_citadel_tutorial_plays_to_the_end():
    run = TutorialRun(TUTORIAL, g)
    seen, seats = [], []
    for want in points(run):
        seen.append((run.step_index + 1, want))
        if not isinstance(want, str):
            seats.append(g.to_act(run.state))
    assert run.finished and run.step is None and run.expected() is None
    assert [w for _, w in seen] == LEARNER_MOVES
    assert [n for n, _ in seen] == STEP_OF_MOVE
    assert seats == SEAT_OF_MOVE
    # Spec 9.3, acceptance test T1: the state right after IDEA(LER).
    s = run.state
    assert s.saved == ("T02", "T01") and s.lost == () and s.clock == 3 and s.professor == "LIB"
    assert s.locked == frozenset(DOORS) - {"D01"}
    assert {r for r, (_, on) in zip(ROOMS, s.switches) if on} == set(ROOMS) - {"TRO", "CEL", "DIN"}
    assert s.treasures == (("T04", "LAB", 5), ("T11", "BAL", 9), ("T13", "ENT", 6))
    assert [space(s, c) for c in "RGB"] == [8, 12, 9]
    assert s.stack == ("T05", "T08", "T12", "T15", "T07", "T10", "T14", "T06", "T09", "T03")
    assert s.room_deck == ("CON", "CEL", "TRO", "KIT", "DIN", "LOU", "STU")
    assert s.used_rooms == ("LIB", "GAL", "ENT", "LAB", "BAL")
    assert s.where == ("OUT", "GAL") and s.face_up == (True, False)
    assert s.revealed[LEROY] == ("LJ6", "LJ5") and s.decks[LEROY] == ("LJ4", "LJ3")
    assert s.discards[LEROY] == ("LJ2", "LJ1")
    assert s.decks[IRENE] == ("IE6", "IE5", "IE2", "IE4") and s.discards[IRENE] == ("IE3", "IE1")
    assert s.active == LEROY and s.phase == "actions" and s.actions == 3 and g.to_act(s) == LEROY


def test_the_game_goes_on_with_the_seeds_own_dice():
    """Spec 9.3: after the lesson the dice come from the generator, which the scripted dice never
    touched, so the next roll is the plain seed's first."""
    s = play_through(TUTORIAL, g).state
    assert s.rig == ((), (), ()) and g.result(s) is None
    plain = g.new_game(2, SEED, {k: v for k, v in TUTORIAL.options.items() if k != "dice"})
    assert s.rng == plain.rng
    after, events = g.apply(s, Action(END_ACTIONS))
    assert any(e.kind == "roll" for e in events)


def test_play_through_helper_and_catalog():
    assert catalog.load_tutorial("citadel") is TUTORIAL
    assert g.TUTORIAL is TUTORIAL and tutorial() is TUTORIAL
    run = play_through(catalog.load_tutorial("citadel"), catalog.load("citadel"))
    assert run.state.saved == ("T02", "T01") and run.state.face_up == (True, False)


def test_the_story_matches_the_spec_table():
    """What has happened when each step of spec 9.2 becomes the learner's."""
    run, at = _story()
    s5, _ = at[5]
    assert s5.where == ("OUT", "OUT") and s5.actions == 3
    assert sorted(a.arg for a in g.legal_actions(s5) if a.kind == MOVE) == ["BAL", "GAL", "LIB"]
    s6, _ = at[6]
    assert s6.where[LEROY] == "LIB" and s6.actions == 2
    s7, _ = at[7]
    assert not s7.switch_of("LIB")[1] and s7.actions == 1
    s8, _ = at[8]
    assert not s8.switch_of("BAL")[1] and s8.played == "LJ2" and s8.actions == 1
    # Step 9: the Magna Carta saved, both Cameras back ON, the Rosetta Stone in the Laboratory on VII.
    s9, log9 = at[9]
    assert s9.saved == ("T02",) and s9.switch_of("LIB")[1] and s9.switch_of("BAL")[1]
    assert s9.treasures[0] == ("T04", "LAB", 7) and space(s9, "R") == 7 and s9.actions == 0
    assert g.legal_actions(s9) == (ROLL,)  # spec 7.1: offered though it is the only option
    assert any("rescues the Magna Carta" in t for t in log9)
    # Step 10 (the roll's result): Laboratory -> Study -> Conservatory -> Library, Leroy outside, II.
    s10, log10 = at[10]
    assert s10.professor == "LIB" and s10.where[LEROY] == "OUT" and s10.clock == 2 and s10.switch_of("CON")[1]
    assert [t for t in log10 if "walks from" in t] == [
        "The Professor walks from the Laboratory through D07 (green carpet) into the Study",
        "The Professor walks from the Study through D02 (green carpet) into the Conservatory "
        "(the Lock switch there turns ON)",
        "The Professor walks from the Conservatory through D14 (green carpet) into the Library; Leroy must flee",
    ]
    # Step 11: Irene's turn; the Library's window is closed (the Professor is there).
    s11, _ = at[11]
    assert g.to_act(s11) == IRENE and s11.revealed[IRENE] == ("IE3", "IE1")
    assert [a.arg for a in g.legal_actions(s11) if a.kind == MOVE] == ["GAL", "BAL"]
    s12, _ = at[12]
    assert s12.where[IRENE] == "GAL" and s12.actions == 2
    s13, _ = at[13]
    assert s13.saved == ("T02", "T01") and s13.treasures[1] == ("T11", "BAL", 9) and space(s13, "G") == 11
    assert s13.actions == 1
    s14, _ = at[14]
    assert "D01" not in s14.locked and s14.actions == 0
    s15, _ = at[15]
    assert [space(s15, c) for c in "RGB"] == [8, 12, 11] and g.legal_actions(s15) == (ROLL,)
    # Step 16: 10 minutes, blue: the Mona Lisa back to IX; the clock on III, an idea for Irene to decide.
    s16, log16 = at[16]
    assert s16.professor == "LIB" and s16.clock == 3 and space(s16, "B") == 9
    assert g.to_act(s16) == IRENE and sorted(a.arg for a in g.legal_actions(s16)) == ["IRE", "LER"]
    assert any("an idea" in t for t in log16)
    s17, _ = at[17]
    assert s17.face_up == (True, False) and s17.revealed[LEROY] == ("LJ6", "LJ5")


def test_event_texts_name_both_characters():
    """One person plays both seats: neither is "you" in the lesson's words."""
    assert seats_named("Seat 1 rolls the Professor die: 3 chevrons", TUTORIAL) == \
        "Leroy rolls the Professor die: 3 chevrons"
    assert seats_named("Seat 2 plays Irene Elder's turn 2", TUTORIAL) == "Irene plays Irene Elder's turn 2"


# --- wrong moves, the lone Roll, texts, highlights ---------------------------------------------------


def test_a_wrong_move_gets_the_hint_and_changes_nothing():
    run = TutorialRun(TUTORIAL, g)
    for button in (START, NEXT, NEXT, NEXT):
        assert run.press(button)
    before = (run.state, g.to_json(run.state), run.step_index, run.move_index, len(run.events))
    for wrong in (Action(MOVE, "GAL"), Action(MOVE, "BAL"), Action(PLAY, "LJ2"), ROLL):
        ok, hint = run.try_action(wrong)
        assert ok is False and hint == "Let's follow the guide for now: drag Leroy into the Library."
        assert (run.state, g.to_json(run.state), run.step_index, run.move_index, len(run.events)) == before
    assert run.press(NEXT) is False
    assert run.try_action(Action(MOVE, "LIB"))[0] and run.try_action(Action(FLIP, "LIB"))[0]
    # The card step: Master Switch is refused, then any switch but the Ballroom's.
    assert run.try_action(Action(PLAY, "LJ1")) == (False, "Let's follow the guide for now: drag Remote Control "
                                                           "onto the board.")
    assert run.try_action(Action(PLAY, "LJ2"))[0]
    state = run.state
    for room in ("LAB", "STU", "ENT", "KIT"):
        ok, hint = run.try_action(Action(CHOOSE_ROOM, room))
        assert not ok and "Ballroom" in hint and run.state is state
    assert run.try_action(Action(CHOOSE_ROOM, "BAL"))[0]


def test_the_idea_takes_only_leroy():
    run = TutorialRun(TUTORIAL, g)
    for want in points(run):
        if want == Action(IDEA, "LER"):
            ok, hint = run.try_action(Action(IDEA, "IRE"))
            assert not ok and "Leroy" in hint and run.step_index == 15
            assert run.expected_label() == "Turn Leroy Johnson's tile face up"


def test_roll_is_taught_only_where_it_is_the_only_option():
    """The two Roll steps are marked ``only_option`` and are exactly the moments with one option."""
    marked = [e for step in TUTORIAL.steps for e in step.expect if e.only_option]
    assert [e.action for e in marked] == [ROLL, ROLL]
    run = TutorialRun(TUTORIAL, g)
    for want in points(run):
        if not isinstance(want, str):
            assert (len(g.legal_actions(run.state)) == 1) == run.awaited.only_option, want


def test_step_texts_are_short():
    for number, step in enumerate(TUTORIAL.steps, 1):
        assert step.title and step.text
        sentences = [s for s in step.text.replace("!", ".").split(". ") if s.strip()]
        assert 1 <= len(sentences) <= 4, (number, len(sentences))
        assert len(step.text) <= 360, (number, len(step.text))


def test_learner_moves_have_prompts_and_hints():
    for number, step in enumerate(TUTORIAL.steps, 1):
        for expect in step.expect:
            assert expect.hint and expect.prompt and expect.highlight, (number, expect.action)


def test_highlights_name_things_that_exist():
    run = TutorialRun(TUTORIAL, g)
    for want in points(run):
        marks = run.highlights()
        assert marks, f"step {run.step_index + 1} highlights nothing"
        for mark in marks:
            assert highlight_problem(mark) is None
            assert highlight_exists(run.state, mark), (run.step_index + 1, mark)
            assert highlight_exists(g.view(run.state, g.to_act(run.state)), mark), (run.step_index + 1, mark)
        awaited = run.awaited
        if isinstance(want, Action) and want.kind in (FLIP, CHOOSE_ROOM):
            assert ("switch", want.arg) in awaited.highlight
        if isinstance(want, Action) and want.kind == MOVE:
            assert ("room", want.arg) in awaited.highlight
        if isinstance(want, Action) and want.kind in (RESCUE, PLAY, UNLOCK, IDEA):
            kind = {RESCUE: "treasure", PLAY: "card", UNLOCK: "door", IDEA: "tile"}[want.kind]
            assert (kind, want.arg) in awaited.highlight
        if want == ROLL:
            assert ("button", "roll") in awaited.highlight
        assert run.expected_label()


def test_highlight_exists_rejects_what_is_not_there():
    s = g.new_game(TUTORIAL.players, TUTORIAL.seed, dict(TUTORIAL.options))
    assert highlight_exists(s, ("card", "LJ2")) and not highlight_exists(s, ("card", "LJ6"))
    assert not highlight_exists(s, ("card", "IE3"))  # Irene's cards are not revealed yet
    assert highlight_exists(s, ("standee", "IRE")) and not highlight_exists(s, ("standee", "NAT"))
    assert highlight_exists(s, ("standee", "PROF")) and not highlight_exists(s, ("tile", "DES"))
    ended = s.copy()
    ended.treasures = (None,) + s.treasures[1:]
    assert not highlight_exists(ended, ("treasure", "R")) and not highlight_exists(ended, ("marker", "R"))
    assert highlight_exists(ended, ("marker", "G"))


def test_misspelt_highlights_are_caught():
    """The game's words for highlights: core checks only the shape, this module the words."""
    s = g.new_game(2, 1)
    for bad in (("room", "OUT"), ("room", "Library"), ("door", "D19"), ("window", "ENT"), ("front_door", "ENT"),
                ("switch", "SW08"), ("treasure", "red"), ("marker", 0), ("standee", "Leroy"), ("card", "LJ7"),
                ("tile", "PROF"), ("zone", "board"), ("zone", "nowhere"), ("button", "Roll the dice"),
                ("doorway", "D07"), ("room",), ("room", "LAB", 1), (1, 2), ("room", True), "zone", ()):
        assert highlight_problem(bad), bad
        assert not highlight_exists(s, bad), bad
    for good in (("room", "KIT"), ("door", "D18"), ("window", "BAL"), ("front_door",), ("switch", "LAB"),
                 ("treasure", "B"), ("marker", "G"), ("standee", "PROF"), ("card", "DB6"), ("tile", "NAT"),
                 ("zone", "floor_plan"), ("zone", "pips"), ("button", "roll")):
        assert highlight_problem(good) is None, good


# --- in the app: both learner seats are the one person's ---------------------------------------------


def test_the_tutorial_plays_to_the_end_by_mouse(driver):
    """Title > Tutorials > the Citadel: two human seats of one person, no AI; every taught move by
    its gesture (a wrong one first now and then: a hint, nothing changes), the table following
    Leroy, then Irene; the lesson ends in state T1 and steps aside for the game to go on."""
    d = driver
    d.click_widget("#tutorials")
    d.click_widget("#learn_citadel")
    table = d.table()
    overlay = d.scene
    lesson = overlay.lesson
    session = table.session
    assert [(s.kind, s.name, s.person) for s in session.seats] == [("human", "Leroy", "You"),
                                                                    ("human", "Irene", "You")]
    assert session.people == ["You"] and session.tutorial
    moves, seats = 0, []
    for _ in range(1500):
        if lesson.finished:
            break
        state = session.state
        if lesson.waiting_for_button(state):
            d.click(overlay.button().rect.center)
            continue
        if session.is_human_turn() and lesson.expected(state) is not None:
            d.step(2)
            expected = lesson.expected(state)
            seats.append(session.perspective)
            assert session.perspective == g.to_act(state)
            wrong = [a for a in table.aff.actions() if a != expected]
            if wrong and moves % 3 == 0:
                before = g.to_json(state)
                table.choose(wrong[0])
                assert g.to_json(session.state) == before and table.toast
            assert d.gesture_for_expected(expected) == expected
            moves += 1
            continue
        d.step()
    assert lesson.finished and seats == SEAT_OF_MOVE
    d.step(3)
    s = session.state
    assert s.saved == ("T02", "T01") and s.clock == 3 and s.face_up == (True, False)
    assert d.scene is table and table.gate is None  # the lesson stepped aside: Leroy's turn, by hand
    assert session.is_human_turn() and session.to_act() == LEROY
