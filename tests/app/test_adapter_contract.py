"""The table adapter contract, checked for every game with a table and every seat count: the twin
of the rules protocol checks (``tests/support/protocol_checks.py``).

Over positions reached by seeded random play, from the acting seat's eyes:

- every legal action is reachable by a gesture (a drag, staged or not, a click, a table button or
  a picker's choice) and so by the keyboard, which offers ``Affordances.actions()``;
- every piece key and zone id the affordances name exists in the layout;
- ``layout`` keeps every piece inside the table's part of the window from 1024x640 to 3840x2160,
  never changes the adapter, and is pure (same input, same output: each position at one size in
  turn);
- the choreography of every move names only pieces that exist before or after it;
- staged moves (a placement turn) keep all of the above true while they are staged, and the
  rules' preview refuses what the rules would refuse.
"""

from __future__ import annotations

import copy
import os
import random

import pygame
import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

from app.games import adapter_for, has_table  # noqa: E402
from app.games.contract import Arrange, Reading  # noqa: E402
from app.table.panel import panel_rect  # noqa: E402
from rules import catalog  # noqa: E402
from rules.core import IllegalAction, events_for  # noqa: E402

SIZES = ((1024, 640), (1280, 720), (1600, 900), (1920, 1080), (3840, 2160))
CASES = [(g.id, n) for g in catalog.GAMES if has_table(g.id) for n in g.players]
GAMES_PER_CASE = 25
SAMPLE_EVERY = 2  # check every other position of each game (all of its decisions still play)
MOST_POSITIONS = 600  # per case: long games (5 rounds at 8 seats) stop early rather than take minutes


@pytest.fixture(scope="module", autouse=True)
def display():
    from app.ui import gfx

    pygame.display.init()
    pygame.font.init()
    gfx.reset()  # fonts cached by an earlier test belong to a font module that has quit
    pygame.display.set_mode((64, 64))
    yield


def table_area(size: tuple[int, int]) -> pygame.FRect:
    return pygame.FRect(0, 0, size[0] - panel_rect(size).w, size[1])


def positions(game_id: str, players: int):
    """(state, seat to act) along seeded random games, every few decisions, to the end."""
    module = catalog.load(game_id)
    for g in range(GAMES_PER_CASE):
        rng = random.Random(1000 * players + g)
        state = module.new_game(players, rng.randrange(10**6), None)
        for n in range(5000):
            seat = module.to_act(state)
            if seat is None:
                yield state, None
                break
            if n % SAMPLE_EVERY == 0:
                yield state, seat
            legal = module.legal_actions(module.view(state, seat))
            state, _ = module.apply(state, legal[rng.randrange(len(legal))])


def names_of(layout, aff) -> tuple[set[str], set[str]]:
    pieces = {p.key for p in layout.pieces}
    zones = {z.id for z in layout.zones} | {z.id for z in aff.dropzones}
    return pieces, zones


def check_affordances(view, legal, layout, aff, where: str) -> None:
    pieces, zones = names_of(layout, aff)
    offered = set(aff.actions())
    missing = [a for a in legal if a not in offered]
    assert not missing, f"{where}: no gesture for {[getattr(a, 'label', a) for a in missing]}"
    for drag in aff.drags:
        assert drag.piece in pieces, f"{where}: a drag of missing piece {drag.piece}"
        assert drag.zone in zones, f"{where}: a drag onto missing zone {drag.zone}"
    for click in aff.clicks:
        assert click.target in pieces | zones, f"{where}: a click on missing {click.target}"
    for action, target in aff.focus.items():
        assert target in pieces | zones, f"{where}: focus on missing {target}"
    for key in aff.hover:
        assert key in pieces, f"{where}: hover text for missing piece {key}"
    for key in aff.decorations:
        assert key in pieces | zones, f"{where}: decoration of missing {key}"
    for (key, zone), why in aff.refusals.items():
        assert key in pieces and zone in zones and why, f"{where}: a refusal for missing {key} on {zone}"
    if isinstance(aff.picker, Arrange):
        n = len(aff.picker.looks)
        assert all(sorted(order) == list(range(n)) for order in aff.picker.orders), where
    if isinstance(aff.picker, Reading):
        assert aff.picker.choices, where
    names = [b.name for b in aff.buttons]
    assert len(names) == len(set(names)), f"{where}: two buttons share a name {names}"


def check_layout(adapter, view, perspective: int, where: str, turn: int = 0):
    """Every window size: inside the table area; pure at one size (``turn`` picks it, so a run of
    positions checks every size); returns the 1280x720 layout."""
    kept = None
    for k, size in enumerate(SIZES):
        area = table_area(size)
        before = copy.copy(vars(adapter))
        first = adapter.layout(view, area, perspective)
        if k == turn % len(SIZES):
            again = adapter.layout(view, area, perspective)
            assert first == again, f"{where}: layout is not pure at {size}"
        assert vars(adapter) == before, f"{where}: layout changed the adapter"
        inside = area.inflate(2, 2)
        for spec in first.pieces:
            assert inside.contains(spec.rect), f"{where}: {spec.key} at {spec.rect} leaves the table at {size}"
        keys = [p.key for p in first.pieces]
        assert len(keys) == len(set(keys)), f"{where}: two pieces share a key"
        if size == (1280, 720):
            kept = first
    return kept


def check_choreography(adapter, module, state, seat, action, perspective, where: str) -> None:
    area = table_area((1280, 720))
    old = module.view(state, perspective)
    after, events = module.apply(state, action)
    new = module.view(after, perspective)
    before_layout = adapter.layout(old, area, perspective)
    after_layout = adapter.layout(new, area, perspective)
    choreo = adapter.choreograph(old, new, events_for(events, perspective), before_layout, after_layout, perspective)
    old_keys = {p.key for p in before_layout.pieces}
    new_keys = {p.key for p in after_layout.pieces}
    zones = {z.id for z in after_layout.zones}
    for key, source in choreo.origins.items():
        assert key in new_keys, f"{where}: origin for missing piece {key}"
        if isinstance(source, str):
            assert source in old_keys, f"{where}: {key} comes from missing piece {source}"
    for keys, what in ((choreo.delays, "delay"), (choreo.flips, "flip"), (choreo.routes, "route"),
                       (choreo.shakes, "shake")):
        for key in keys:
            assert key in new_keys, f"{where}: a {what} for missing piece {key}"
    for p in choreo.projectiles:
        assert p.source in old_keys and p.target in old_keys, f"{where}: a projectile between missing pieces"
    for roll in choreo.rolls:
        assert roll.die in new_keys, f"{where}: a roll of missing die {roll.die}"
    for still in choreo.stills:  # a picture held over the table stays on it, and can be drawn
        assert area.inflate(2, 2).contains(still.rect), f"{where}: a still picture leaves the table"
        assert adapter.render(still.look, int(still.rect.w), int(still.rect.h)) is not None
    for key in adapter.target_of(old, action, before_layout) if seat != perspective else ():
        assert key in old_keys | zones, f"{where}: another seat's target {key} is missing"


@pytest.mark.parametrize("game_id, players", CASES)
def test_the_adapter_keeps_the_contract(game_id, players):
    module = catalog.load(game_id)
    names = [f"Seat {i + 1}" for i in range(players)]
    adapter = adapter_for(game_id, names)
    checked = staged_checked = 0
    rng = random.Random(players)
    for state, seat in positions(game_id, players):
        if checked >= MOST_POSITIONS and seat is not None:
            continue  # play on to the game's end without checking: its ending is still checked
        perspective = seat if seat is not None else 0
        view = module.view(state, perspective)
        where = f"{game_id} {players}p {getattr(state, 'step', None)}"
        layout = check_layout(adapter, view, perspective, where, turn=checked)
        legal = module.legal_actions(view) if seat is not None else ()
        aff = adapter.affordances(view, legal, layout, perspective)
        check_affordances(view, legal, layout, aff, where)
        assert adapter.scoreboard(view, perspective) is not None
        if seat is None:
            ending = adapter.ending(view, module.result(state), perspective)
            assert ending.lines and all(s.piece in {p.key for p in layout.pieces} for s in ending.count)
            continue
        staged_checked += check_staging(adapter, view, legal, layout, aff, perspective, rng, where)
        action = legal[rng.randrange(len(legal))]
        check_choreography(adapter, module, state, seat, action, perspective, where)
        # Another seat's eyes on the same position: its layout and choreography too.
        other = (seat + 1) % players
        check_choreography(adapter, module, state, seat, action, other, where + " (other seat)")
        checked += 1
    assert checked >= GAMES_PER_CASE, "fewer positions than games: the loop checked nothing"
    print(f"{game_id} {players}p: {checked} positions, {staged_checked} staged moves")
    if game_id == "skycastle":
        assert staged_checked, "no placement turn was staged"


def check_staging(adapter, view, legal, layout, aff, perspective, rng, where) -> int:
    """Stage random staged drags to the end: every step keeps the contract; Done's moves are the
    rules' legal ones in some order. Returns how many moves were staged."""
    if not any(d.stage for d in aff.drags):
        return 0
    area = table_area((1280, 720))
    staged = []
    for _ in range(16):
        shown = adapter.preview(view, tuple(staged))
        board = adapter.layout(shown, area, perspective)
        now = adapter.affordances(shown, legal, board, perspective)
        check_affordances(shown, [], board, now, where + " (staging)")
        drags = [d for d in now.drags if d.stage]
        if now.stage_complete or not drags:
            assert now.stage_complete, f"{where}: nothing left to stage but no Done"
            break
        staged.append(drags[rng.randrange(len(drags))].action)
    assert staged and any(move in legal for move in staged), f"{where}: Done would send nothing the rules take"
    with pytest.raises(IllegalAction):
        adapter.preview(view, (staged[0], staged[0]))  # the same move twice cannot be staged
    return len(staged)
