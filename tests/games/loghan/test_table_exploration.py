"""Castle von Loghan's Exploration mode on the real table, by mouse (spec 1, 2.2, 2.10, 2.19, 2.21,
5.2, 7): New game's Mode and Board (no Chaos characters, one seat of the person's), the track bar's
counters and the top bar, The Future's Castle / Laboratory tabs, a trophy taken with *Take*, the
timeline dialog (a proposal and a contribution), and whole games on each board played by gestures
against the greedy AI to the Data Points tally."""

from __future__ import annotations

import random
import time

import pytest

from app.scenes import navigation
from rules import loghan as rules
from rules.loghan.actions import Action

from test_table import check_tracks, gesture, open_table, piece
from test_table_seats import _choose as choose


def exploration(board="past", seed=5, energy=None, players=3):
    state = rules.new_game(players, seed, {"mode": "exploration", "board": board, "preset": "story"})
    if energy is not None:
        state = state.but(agents=tuple(a.but(energy=energy) for a in state.agents))
    return state


def open_exploration(d, state, seed=5):
    """A session with the person on seat 1 and greedy (heuristic) AI opponents, moved to ``state``."""
    return open_table(d, state, ("human",) + ("heuristic",) * (state.n - 1), seed,
                      {"mode": "exploration", "board": state.board, "preset": "story"}, others="Rival")


def find(state, kind, seat=0, seed=1, limit=3000):
    """Seeded play (mostly passing) from ``state`` to a step ``kind`` decided by ``seat``."""
    rng = random.Random(seed)
    for _ in range(limit):
        if rules.to_act(state) is None:
            break
        if state.stack[-1].kind == kind and rules.to_act(state) == seat:
            return state
        legal = rules.legal_actions(state)
        quiet = [a for a in legal if a.kind in ("PASS_WINDOW", "FIGHT", "REFUSE", "PASS")]
        state, _ = rules.apply(state, rng.choice(quiet) if quiet and rng.random() < 0.8 else rng.choice(legal))
    return None


def first_of(kind, seeds=range(60), **kw):
    for seed in seeds:
        found = find(exploration(seed=seed, **kw), kind, seed=seed)
        if found is not None:
            return found
    raise AssertionError(f"no {kind} position")


# --- New game ------------------------------------------------------------------------------------------


def test_new_game_starts_exploration_on_the_chosen_board_with_ai_opponents(driver, monkeypatch):
    started = []
    monkeypatch.setattr(navigation, "open_table", lambda host, session, lesson=None: started.append(session))
    d = driver
    d.click_widget("#new_game")
    choose(d, "#game", "Castle von Loghan")
    choose(d, "#players", "4 players")
    assert not d.widget("#option_board").is_enabled and d.widget("#option_others").is_enabled  # Story: The Past
    choose(d, "#seat1", "Player 2")  # Story lets the person (or a friend) hold more seats
    choose(d, "#option_mode", "Exploration")
    assert d.widget("#option_board").is_enabled and not d.widget("#option_others").is_enabled
    assert all(o.startswith("AI ") for o, _ in d.widget("#seat1").options_list)  # one agent of the person's
    assert d.widget("#seat1").selected_option[0].startswith("AI ")
    assert "one agent against AI opponents" in d.scene.person_limit()[1]
    assert d.widget("#seat_name1").text.endswith("Rival")  # opponents, not teammates
    choose(d, "#option_board", "The Future")
    d.click_widget("#start")
    [session] = started
    s = session.state
    assert (s.mode, s.board, s.n) == ("exploration", "future", 4)
    assert [a.seat_kind for a in s.agents] == ["human", "ai", "ai", "ai"]
    assert [spec.kind == "human" for spec in session.seats] == [True, False, False, False]


# --- the frame ----------------------------------------------------------------------------------------------


def test_the_track_bar_counts_random_events_and_the_boss_and_the_top_bar_names_the_board(driver):
    d = driver
    state = exploration("anomaly").but(random_events=7, boss_counter=4)
    table, _ = open_exploration(d, state)
    assert piece(table, "revents").look[1:] == ("events", 7, 20)
    assert piece(table, "boss").look[1:] == ("boss", 4, 10)
    assert "Exploration" in piece(table, "top").look[1] and "The Anomaly" in piece(table, "top").look[1]
    assert "tb:" not in "".join(table.board.pieces)  # nobody carries anything yet


def test_the_future_shows_the_castle_or_the_laboratory_by_its_tabs(driver):
    d = driver
    table, session = open_exploration(d, exploration("future"))
    assert piece(table, "pg:castle").look[2] is True and "nd:LIFT-A" in table.board.pieces
    assert "nd:CRYO" not in table.board.pieces
    before = rules.to_json(session.state)
    d.click(piece(table, "pg:lab").rect.center)
    assert {"nd:CRYO", "nd:SERVER", "nd:LAB-HUB", "nd:CELLAR"} <= set(table.board.pieces)
    assert "nd:HALL" not in table.board.pieces and rules.to_json(session.state) == before  # a look, no move
    d.click(piece(table, "pg:castle").rect.center)
    assert "nd:HALL" in table.board.pieces


# --- trophies ------------------------------------------------------------------------------------------------


def test_a_trophy_is_taken_with_take(driver):
    d = driver
    state = first_of("reward.trophy")
    table, session = open_exploration(d, state)
    cards = state.reward.defeated
    assert {f"tp:{i}" for i in range(len(cards))} <= set(table.board.pieces)
    assert piece(table, "hb:notrophy").look[3] is True
    had = session.state.agents[0].trophies
    assert gesture(d, lambda: d.click(piece(table, "hb:take:0").rect.center)) == Action("TAKE_TROPHY", cards[0])
    assert session.state.agents[0].trophies == had + (cards[0],)
    d.step(5)
    assert piece(table, "ag:0").look[-1] == len(had) + 1  # the panel's trophy count


# --- the timeline dialog ----------------------------------------------------------------------------------------


def test_the_leader_proposes_a_board_and_contributes_with_the_stepper(driver):
    d = driver
    state = first_of("timeline", energy=20)
    table, session = open_exploration(d, state)
    assert {"tl:past", "tl:anomaly", "tl:future", "tl:purse"} <= set(table.board.pieces)
    assert gesture(d, lambda: d.click(piece(table, "tl:future").rect.center)) == \
        Action("TIMELINE_PROPOSE", "future")
    for _ in range(40):
        d.step()
        if session.is_human_turn() and session.state.stack[-1].kind == "timeline_contribute":
            break
    assert session.state.stack[-1].kind == "timeline_contribute" and table.stepper is not None
    values = [a for _, a in table.aff.picker.values]
    assert values[0] == Action("CONTRIBUTE", 0)
    assert piece(table, "tl:purse").look[2:4] == (0, 10 * state.n)  # the running total against 10 x N
    assert gesture(d, lambda: d.set_stepper(values[-1])) == values[-1]
    for _ in range(200):
        d.step()
        if not any(s.kind == "timeline_contribute" for s in session.state.stack):
            break
    paid = [a.arg for a, before, _ in d.applied if a.kind == "CONTRIBUTE"]
    travelled = sum(paid) >= 10 * state.n
    assert session.state.board == ("future" if travelled else state.board)


# --- whole games -----------------------------------------------------------------------------------------------

PREFERRED = ("TAKE_TROPHY", "STEP", "DECIDE", "FIGHT", "TARGET", "PLAY", "END_TURN", "ACCEPT", "SEARCH", "RECHARGE",
             "DONE", "CONTRIBUTE", "NO_TRAVEL", "PASS_WINDOW")


def sensible(gestures):
    """The first gesture whose action is of a kind worth playing (never a trade or a skill spree)."""
    from app.games.contract import Plan

    def kind(g):
        action = g[1] if g[0] in ("stepper",) else getattr(g[1], "action", None)
        if g[0] == "reading":
            return "DECIDE"
        action = action.actions[0] if isinstance(action, Plan) else action
        return getattr(action, "kind", "")

    for wanted in PREFERRED:
        for g in gestures:
            if kind(g) == wanted:
                return g
    safe = [g for g in gestures if not kind(g).startswith(("TRADE", "USE_SKILL", "GIVE"))]
    return (safe or gestures)[0]


@pytest.mark.parametrize("board", ["past", "anomaly", "future"])
def test_a_whole_exploration_game_by_mouse_to_the_data_points(driver, board):
    d = driver
    start = time.perf_counter()
    table, session = open_exploration(d, exploration(board, seed=11))

    def check(action, before, after):
        assert action in rules.legal_actions(before)
        assert rules.to_json(after) == rules.to_json(rules.apply(before, action)[0])
        check_tracks(table, table.shown)

    played = d.play_by_gestures(session, sensible, check, limit=3000)
    result = session.result()
    assert result is not None, "the game did not end"
    assert {"STEP"} <= played
    for _ in range(400):  # the count-up, then the results
        d.step()
        if type(d.scene).__name__ == "ResultsScene":
            break
    assert type(d.scene).__name__ == "ResultsScene"
    grid = d.scene.report.grid
    for seat, row in zip(grid.seats, grid.rows):  # Player, Agent, Energy, ÷ 5, Trophies, Trophy DP, DP, mark
        detail = result.details[seat]
        assert row[-2] == str(detail["dp"]) and row[2] == str(detail["energy"])
        assert (row[-1] == "Winner") == (seat in result.winners)
    print(f"{board}: {time.perf_counter() - start:.1f} s, {len(d.applied)} gestures, {result.reason}")


# --- the end ---------------------------------------------------------------------------------------------------


def scoring_position(seed=5):
    """The 20th Random Event's Round is over: Pill (the Leader) holds an Axe from the green deck and
    two trophies; the end-of-game Disenchant begins (§2.21)."""
    from rules.loghan.ending import start_scoring
    from rules.loghan.gear import put

    state = exploration(seed=seed)
    axe = state.tdecks[0][0]
    pill = put(state.agents[0], axe, "left").but(energy=23, trophies=("EG1#2", "EG2#2"))
    state = state.but(tdecks=(state.tdecks[0][1:],) + state.tdecks[1:], random_events=20, leader=0)
    state, _ = start_scoring(state.with_agent(0, pill), "events")
    return state, axe


def test_the_final_disenchant_then_the_data_points_tally(driver):
    from rules.loghan.gain import disenchant_value

    d = driver
    state, axe = scoring_position()
    table, session = open_exploration(d, state)
    assert session.state.stack[-1].kind == "final_disenchant" and rules.to_act(session.state) == 0
    gain = disenchant_value(axe)
    row = next(k for k in table.board.pieces if k.startswith("hb:c:DISENCHANT"))
    assert piece(table, row).look[1].endswith(f"+{gain} Energy")
    assert gesture(d, lambda: d.click(piece(table, row).rect.center)) == Action("DISENCHANT", axe)
    assert session.state.agents[0].energy == 23 + gain
    if session.is_human_turn() and "hb:c:DONE:None" in table.board.pieces:  # (alone, Done is automatic)
        assert gesture(d, lambda: d.click(piece(table, "hb:c:DONE:None").rect.center)) == Action("DONE")
    for _ in range(400):
        d.step()
        if type(d.scene).__name__ == "ResultsScene":
            break
    result = session.result()
    assert result is not None and result.reason == "events"
    mine = result.details[0]
    assert (mine["energy_dp"], mine["trophy_dp"]) == ((23 + gain) // 5, 2)  # Skeleton 1 + Thief 1
    grid = d.scene.report.grid
    row0 = grid.rows[grid.seats.index(0)]
    assert row0[-2] == str(mine["dp"]) and (row0[4] == "Skeleton, Thief")
    assert [m for m in grid.marked] == [s in result.winners for s in grid.seats]


def test_u7_another_agents_backpack_shows_only_backs(driver):
    """Spec 5.2, U7: in Exploration another agent's backpack lies face down, as many backs as it
    holds; the person's own backpack and every agent's slots stay face up."""
    from rules.loghan.gear import put

    d = driver
    state = exploration()
    g = state.tdecks[0]
    brannoc = put(put(state.agents[1], g[0], "backpack"), g[1], "backpack")
    pill = put(state.agents[0], g[2], "backpack")
    state = state.but(tdecks=(g[3:],) + state.tdecks[1:]).with_agent(1, brannoc).with_agent(0, pill)
    table, session = open_exploration(d, state)
    backs = sorted(k for k in table.board.pieces if k.startswith("tb:1:"))
    assert len(backs) == len(brannoc.backpack) == 2
    assert f"tr:{g[0]}" not in table.board.pieces and f"tr:{g[1]}" not in table.board.pieces
    assert f"tr:{g[2]}" in table.board.pieces and not any(k.startswith("tb:0:") for k in table.board.pieces)
    assert all(piece(table, k).look[0] == "tback" for k in backs)


def test_a_free_actions_window_calls_the_others_rivals_not_teammates():
    """In Exploration the other agents are rivals: a window's question does not call them teammates."""
    from app.games.loghan.gestures import gestures as gestures_for

    for mode, word in (("exploration", "another agent"), ("story", "a teammate")):
        state = (first_of("window") if mode == "exploration"
                 else find(rules.new_game(3, 5, {"mode": "story", "preset": "story"}), "window", seed=5))
        assert state is not None and state.mode == mode
        seat = rules.to_act(state)
        view = rules.view(state, seat)
        question = gestures_for(view, rules.legal_actions(view), seat).question
        assert f"click {word} to trade" in question, question
