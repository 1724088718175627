"""Castle von Loghan on the real table, beyond U1-U9: the implicit pass of a window (spec 7.5), the
stepper of an auction or a bid, one person playing several agents (spec 2.2, 5.2), the reading
panel put aside and opened again, and the captions of the AI teammates' steps."""

from __future__ import annotations

import random

from rules import loghan as rules
from rules.loghan.actions import Action

from test_table import gesture, open_table, piece


def _find(kind, players=3, seats=None, seeds=range(300), seat=0):
    """A position where ``seat`` decides a step of ``kind``, from seeded random play."""
    for seed in seeds:
        options = {"seats": seats} if seats else {}
        state = rules.new_game(players, seed, options)
        rng = random.Random(seed)
        for n in range(2000):
            if rules.to_act(state) is None:
                break
            if state.stack[-1].kind == kind and rules.to_act(state) == seat and n > 2:
                return state
            state, _ = rules.apply(state, rng.choice(rules.legal_actions(state)))
    raise AssertionError(f"no {kind} position found")


def test_dragging_the_group_token_during_the_plan_window_passes_then_moves(driver):
    d = driver
    # one person plays the three agents: the drag passes W1 for each of them, then moves the group
    state = rules.new_game(3, 7, {"skip_intro": True, "seats": ["human"] * 3})
    assert state.stack[-1].kind == "window" and state.stack[-1].get("name") == "W1"
    table, session = open_table(d, state, kinds=("human",) * 3)
    d.drag(piece(table, "grp").rect.center, d.zone_rect("node:PATH").center)
    for _ in range(10):
        d.step()
    assert [a for a, _, _ in d.applied] == [Action("PASS_WINDOW")] * 3 + [Action("STEP", "PATH")]
    assert session.state.node == "PATH"


def test_the_implicit_pass_waits_for_ai_teammates_and_the_persons_answers(driver):
    d = driver
    state = rules.new_game(3, 7, {"skip_intro": True})  # Pill (the person) leads; the teammates are AI
    table, session = open_table(d, state)
    d.drag(piece(table, "grp").rect.center, d.zone_rect("node:PATH").center)
    for _ in range(80):  # a teammate may offer a trade first: the person answers it, the move still waits
        d.step()
        if session.is_human_turn() and session.state.stack[-1].kind == "trade_answer":
            table.choose(Action("TRADE_ANSWER", False))
        if session.state.node == "PATH":
            break
    mine = [a for a, before, _ in d.applied if rules.to_act(before) == 0 and a.kind != "TRADE_ANSWER"]
    assert mine[-1] == Action("STEP", "PATH") and set(mine[:-1]) == {Action("PASS_WINDOW")}  # passes, then the step
    assert session.state.node == "PATH"


def test_an_offer_is_set_with_minus_and_plus_then_sent(driver):
    d = driver
    state = _find("gobli_auction")
    table, session = open_table(d, state)
    stepper = table.stepper
    assert stepper is not None
    values = [v for v, _ in stepper.picker.values]
    if len(values) > 1:
        d.click(stepper.plus.center)
        assert stepper.value == values[1]
        d.click(stepper.minus.center)
    assert stepper.value == values[0]
    target = values[-1]
    assert gesture(d, lambda: d.set_stepper(dict(stepper.picker.values)[target])) == Action("BID", target)


def test_one_person_playing_every_agent_sees_each_ones_choice(driver):
    d = driver
    table, session = open_table(d, kinds=("human", "human", "human"))
    if table.reading is not None:
        d.click(table.reading.choice_rects[-1].center)
    d.drag(piece(table, "dec:0:B").rect.center, d.zone_rect("dslot:0").center)
    d.step(3)
    assert rules.to_act(session.state) == 1 and session.perspective == 1  # the table follows the acting seat
    assert piece(table, "dc:0").look[2] == "B"  # seat 1's own view would show a plain back: the person knows
    if table.reading is not None:
        d.click(table.reading.choice_rects[-1].center)
    d.drag(piece(table, "dec:1:D").rect.center, d.zone_rect("dslot:1").center)
    d.step(3)
    assert piece(table, "dc:0").look[2] == "B" and piece(table, "dc:1").look[2] == "D"
    assert rules.view(session.state, 2).agents[0].decision == "?"  # still hidden from each seat's own view


def test_the_story_text_is_put_aside_and_read_again(driver):
    d = driver
    table, session = open_table(d)
    assert table.reading is not None and "Touchdown" in table.reading.title  # story 001 opens at once
    d.click(table.reading.choice_rects[-1].center)  # Back to the table
    assert table.reading is None and d.button("read") is not None
    d.click(d.button("read").rect.center)
    assert table.reading is not None
    choice = next(i for i, (label, _) in enumerate(table.aff.picker.choices) if label.startswith("C"))
    assert gesture(d, lambda: d.choose_reading(choice)) == Action("DECIDE", "C")


def test_the_teammates_steps_are_captioned(driver):
    d = driver
    table, session = open_table(d)
    if table.reading is not None:
        d.click(table.reading.choice_rects[-1].center)
    d.drag(piece(table, "dec:0:A").rect.center, d.zone_rect("dslot:0").center)
    captions = set()
    for _ in range(30):
        d.step()
        if table.caption:
            captions.add(table.caption)
    assert any(c.startswith(("Brannoc", "Kestrel")) for c in captions), captions


def test_the_tutorial_plays_to_the_end_by_mouse(driver):
    """Title > Tutorials > Castle von Loghan: every taught move made by its gesture on the table, the
    lesson's highlights resolved to things on the table, to §8.3's end state."""
    from rules.loghan import tutorial as T

    d = driver
    d.click_widget("#tutorials")
    d.click_widget("#learn_loghan")
    table = d.table()
    overlay = d.scene
    lesson = overlay.lesson
    session = table.session
    moves = 0
    for _ in range(3000):
        if lesson.finished:
            break
        state = session.state
        if lesson.waiting_for_button(state):
            d.click(overlay.button().rect.center)
            continue
        if session.is_human_turn() and lesson.expected(state) is not None:
            d.step(2)
            expected = lesson.expected(state)
            for target in lesson.step.highlight if hasattr(lesson.step, "highlight") else ():
                if T.highlight_exists(session.view(), target):
                    marks = table.adapter.lesson_marks(table.shown, table.layout, table.aff, [target],
                                                       table.perspective)
                    assert marks, f"step {lesson.step_index + 1}: {target} is on no piece of the table"
            assert d.gesture_for_expected(expected) == expected
            moves += 1
            continue
        d.step()
    assert lesson.finished and moves >= 10
    s = session.state
    assert s.round_no == 2 and s.node == "GATE" and s.clean == ("GATE",)


def test_solo_rules_the_person_picks_for_the_chaos_agents(driver):
    """Solo rules (spec 2.20): one main agent and two Chaos characters, all the person's; each Chaos
    agent's two drawn Decision cards lie face up on its slot and a click takes one."""
    d = driver
    table, session = open_table(d, kinds=("human",) * 3, options={"seats": ["human", "chaos", "chaos"]})
    assert session.state.rule_set == "solo"
    if table.reading is not None:
        d.click(table.reading.choice_rects[-1].center)
    d.drag(piece(table, "dec:0:A").rect.center, d.zone_rect("dslot:0").center)
    d.step(3)
    for _ in range(2):
        seat = rules.to_act(session.state)
        assert session.state.agents[seat].seat_kind == "chaos" and session.perspective == seat
        pair = session.state.agents[seat].chaos_pair
        assert len(pair) == 2 and {f"cp:{seat}:{x}" for x in pair} <= set(table.board.pieces)
        assert gesture(d, lambda: d.click(piece(table, f"cp:{seat}:{pair[1]}").rect.center)) == \
            Action("CHAOS_PICK", pair[1])
    assert "event_card" not in [s.kind for s in session.state.stack]  # every choice made: the reveal
