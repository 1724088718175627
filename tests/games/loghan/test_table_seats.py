"""Castle von Loghan on the real table, by mouse: the person's seats behind tabs in the hand area
(spec 2.2, 7.1), New game's Story-mode choices (Chaos characters, the first Leader: spec 2.2),
the dotted path of a walk (spec 7.2) and the Solo rewards dragged onto a panel (spec 7.3). Each
gesture is made with real mouse events and the rules' state checked after it."""

from __future__ import annotations

import random

import pytest

from rules import loghan as rules
from rules.loghan.actions import Action

from test_table import gesture, open_table, pass_windows, piece


def _close_reading(d, table):
    if table.reading is not None:
        d.click(table.reading.choice_rects[-1].center)  # Back to the table


def test_tabs_show_each_of_the_persons_agents_and_a_move_brings_the_acting_one_back(driver):
    d = driver
    table, session = open_table(d, kinds=("human", "human", "human"))
    _close_reading(d, table)
    assert {f"tab:{s}" for s in range(3)} <= set(table.board.pieces)
    assert piece(table, "hand").look[1] == session.state.agents[0].id
    before = rules.to_json(session.state)
    d.click(piece(table, "tab:1").rect.center)
    assert session.perspective == 1 and rules.to_json(session.state) == before  # a look, no move
    assert piece(table, "hand").look[1] == session.state.agents[1].id
    assert piece(table, "tab:1").look[2] is True and piece(table, "tab:0").look[3] is True  # shown; deciding
    assert not any(k.startswith("dec:0:") for k in table.board.pieces)
    assert Action("DECIDE", "C") in table.keyboard_options()  # the deciding agent's move stays reachable
    d.click(piece(table, "tab:0").rect.center)
    assert session.perspective == 0 and rules.to_json(session.state) == before
    assert gesture(d, lambda: d.drag(piece(table, "dec:0:C").rect.center, d.zone_rect("dslot:0").center)) == \
        Action("DECIDE", "C")
    d.step(3)
    assert rules.to_act(session.state) == 1 and session.perspective == 1  # the table follows the acting agent
    assert piece(table, "tab:1").look[2] is True


def test_an_ai_teammates_game_has_no_tabs(driver):
    d = driver
    table, _ = open_table(d)
    assert not any(k.startswith("tab:") for k in table.board.pieces) and not table.aff.looks


def _choose(d, object_id: str, option: str) -> None:
    """Open the dropdown ``object_id`` and click ``option`` in its list."""
    menu = d.widget(object_id)
    if menu.selected_option[0] == option:
        return
    d.click(menu.rect.center)
    item = next(i for i in menu.current_state.options_selection_list.item_list if i["text"] == option)
    d.click(item["button_element"].rect.center)
    d.step(3)
    assert d.widget(object_id).selected_option[0] == option


def test_new_game_offers_chaos_characters_and_a_random_first_leader(driver, monkeypatch):
    from app.scenes import navigation

    started = []
    monkeypatch.setattr(navigation, "open_table", lambda host, session, lesson=None: started.append(session))
    d = driver
    d.click_widget("#new_game")
    _choose(d, "#game", "Castle von Loghan")
    _choose(d, "#players", "3 players")
    assert d.widget("#option_others").selected_option[0] == "AI agents"
    _choose(d, "#option_others", "Chaos characters (yours)")
    _choose(d, "#option_leader", "Drawn at random")
    d.click_widget("#start")
    [session] = started
    kinds = [a.seat_kind for a in session.state.agents]
    assert kinds == ["human", "chaos", "chaos"] and session.state.rule_set == "solo"
    assert all(s.kind == "human" for s in session.seats)  # the person decides for the Chaos characters
    again = rules.new_game(3, session.seed, {"seats": kinds, "first_leader": "random"})
    assert session.state.leader == again.leader


def test_a_far_node_clicked_shows_the_dotted_path_then_go_walks_it(driver):
    d = driver
    state = pass_windows(rules.new_game(3, 7, {"skip_intro": True, "seats": ["human"] * 3}))
    table, session = open_table(d, state, kinds=("human",) * 3)
    assert not table.shown_routes()
    d.click(d.zone_rect("node:MOAT").center)
    assert table.menu.open and table.shown_routes() == [("nd:POD", "nd:PATH", "nd:MOAT")]
    assert session.state.node == "POD"  # only asked so far
    d.click(table.menu.buttons[0].rect.center)  # Go
    d.step(3)
    assert session.state.node == "MOAT" and not table.shown_routes()


def _distribute_position():
    for seed in range(50):
        state = rules.new_game(3, seed, {"seats": ["human", "chaos", "chaos"]})
        rng = random.Random(seed)
        for _ in range(3000):
            if rules.to_act(state) is None:
                break
            if state.stack[-1].kind == "reward.distribute":
                return state
            state, _ = rules.apply(state, rng.choice(rules.legal_actions(state)))
    raise AssertionError("no Solo rewards found")


def test_solo_rewards_are_dragged_onto_the_agent_who_gets_them(driver):
    d = driver
    state = _distribute_position()
    table, session = open_table(d, state, kinds=("human",) * 3)
    card = state.reward.deck[0]
    to = next(a.arg[1] for a in rules.legal_actions(state) if a.kind == "DISTRIBUTE" and a.arg[1] not in (None, 0))
    assert f"agent:{to}" in table.aff.drag_targets(f"tr:{card}")
    assert gesture(d, lambda: d.drag(piece(table, f"tr:{card}").rect.center, d.zone_rect(f"agent:{to}").center)) \
        == Action("DISTRIBUTE", (card, to))
    agent, top = session.state.agents[to], session.state.stack[-1]
    assert card in (agent.left, agent.right, agent.belt, agent.back, *agent.backpack) or \
        (top.kind == "place" and top.get("card") == card)  # where it goes is asked next
    assert card not in (session.state.reward.deck if session.state.reward is not None else ())


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_the_tabs_fit_the_hand_area(size):
    import pygame

    from app.games.loghan import LoghanTable

    view = rules.view(rules.new_game(6, 3, {"seats": ["human", "chaos", "chaos", "chaos", "chaos", "chaos"]}), 0)
    adapter = LoghanTable([f"Agent {i}" for i in range(6)])
    board = adapter.layout(view, pygame.FRect(0, 0, size[0] * 0.78, size[1]), 0)
    hand = board.regions["hand"]
    tabs = [p for p in board.pieces if p.key.startswith("tab:")]
    assert len(tabs) == 6 and all(hand.contains(p.rect) for p in tabs)
    assert not any(a.rect.colliderect(b.rect) for i, a in enumerate(tabs) for b in tabs[i + 1:])


def test_the_carried_group_token_shows_its_dotted_step(driver):
    d = driver
    state = pass_windows(rules.new_game(3, 7, {"skip_intro": True, "seats": ["human"] * 3}))
    table, session = open_table(d, state, kinds=("human",) * 3)
    start, end = piece(table, "grp").rect.center, d.zone_rect("node:PATH").center
    d.move(start)
    d.press(start)
    for i in range(1, 7):
        d.move((start[0] + (end[0] - start[0]) * i / 6, start[1] + (end[1] - start[1]) * i / 6), (1, 0, 0))
    assert table.shown_routes() == [("nd:POD", "nd:PATH")] and session.state.node == "POD"
    d.release(end)
    d.step(3)
    assert session.state.node == "PATH" and not table.shown_routes()


def _trade_position():
    for seed in range(100):
        state = rules.new_game(3, seed, {"seats": ["human"] * 3})
        rng = random.Random(seed)
        for _ in range(2000):
            if rules.to_act(state) is None:
                break
            legal = rules.legal_actions(state)
            seat = rules.to_act(state)
            me = state.agents[seat]
            owns = me.left or me.right or me.belt or me.back or me.backpack
            if owns and any(a.kind == "TRADE_OPEN" for a in legal):
                return state
            state, _ = rules.apply(state, rng.choice(legal))
    raise AssertionError("no trade position")


def test_a_treasure_dragged_onto_a_teammates_panel_opens_a_trade_giving_it(driver):
    d = driver
    state = _trade_position()
    seat = rules.to_act(state)
    me = state.agents[seat]
    card = next(c for c in (me.left, me.right, me.belt, me.back, *me.backpack) if c)
    other = next(a.arg for a in rules.legal_actions(state) if a.kind == "TRADE_OPEN")
    table, session = open_table(d, state, kinds=("human",) * 3)
    _close_reading(d, table)
    count = len(d.applied)
    d.drag(piece(table, f"tr:{card}").rect.center, d.zone_rect(f"agent:{other}").center)
    d.step(3)
    assert [a for a, _, _ in d.applied[count:]] == [Action("TRADE_OPEN", other), Action("TRADE_GIVE", card)]
    assert card in str(session.state.stack[-1])  # the offer being built holds the treasure


def _overkill_position():
    for seed in range(8, 400):
        state = rules.new_game(3, seed, {"seats": ["human"] * 3})
        rng = random.Random(seed)
        for _ in range(3000):
            if rules.to_act(state) is None:
                break
            if state.stack[-1].kind == "combat.overkill" and len(rules.legal_actions(state)) > 1:
                return state
            state, _ = rules.apply(state, rng.choice(rules.legal_actions(state)))
    raise AssertionError("no overkill found")


def test_overkill_shows_an_arrow_to_each_enemy_and_a_click_carries(driver):
    d = driver
    state = _overkill_position()
    table, session = open_table(d, state, kinds=("human",) * 3)
    source = state.combat.turn.target
    targets = [a.arg for a in rules.legal_actions(state) if a.arg != "LEAVE"]
    assert {(a, b) for a, b, _ in table.aff.arrows} == {(f"en:{source}", f"en:{t}") for t in targets}
    assert all(w.startswith("Carry ") for _, _, w in table.aff.arrows)
    assert gesture(d, lambda: d.click(piece(table, f"en:{targets[0]}").rect.center)) == \
        Action("OVERKILL", targets[0])
    assert session.state.stack[-1].kind != "combat.overkill"


def test_ctrl_tab_goes_through_the_persons_agents(driver):
    import pygame

    d = driver
    table, session = open_table(d, kinds=("human", "human", "human"))
    before = rules.to_json(session.state)
    d.key(pygame.K_TAB, pygame.KMOD_CTRL)
    assert session.perspective == 1
    d.key(pygame.K_TAB, pygame.KMOD_CTRL | pygame.KMOD_SHIFT)
    d.key(pygame.K_TAB, pygame.KMOD_CTRL | pygame.KMOD_SHIFT)
    assert session.perspective == 2 and rules.to_json(session.state) == before
