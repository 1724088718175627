"""Tower of the Sleepy Wizard's table in motion (spec 8.8): at a round's end each guild's token hops
along the tracker a space at a time, and a newly revealed floor turns over in the tower and grows
into the large card over the market while the table waits."""

from __future__ import annotations

import os
import random

import pygame
import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

from app.games import adapter_for  # noqa: E402
from app.games.wizardtower.choreography import FLOOR_READ, HOP  # noqa: E402
from app.table.motion import Motion, Route  # noqa: E402
from rules import wizardtower as rules  # noqa: E402
from rules.core import events_for  # noqa: E402

AREA = pygame.FRect(0, 0, 1000, 720)


@pytest.fixture(scope="module", autouse=True)
def display():
    from app.ui import gfx

    pygame.display.init()
    pygame.font.init()
    gfx.reset()
    pygame.display.set_mode((64, 64))
    yield


def round_end(players: int = 4, seed: int = 3):
    """The first action of a seeded random game that scores a round, with the state before it."""
    rng = random.Random(seed)
    state = rules.new_game(players, seed, None)
    while True:
        legal = rules.legal_actions(state)
        action = legal[rng.randrange(len(legal))]
        after, events = rules.apply(state, action)
        if any(e.kind == "noise" for e in events):
            return state, action, after, events
        state = after


def choreography(state, after, events, seat=0):
    adapter = adapter_for("wizardtower", [f"Seat {i + 1}" for i in range(state.players)])
    old, new = rules.view(state, seat), rules.view(after, seat)
    before, later = adapter.layout(old, AREA, seat), adapter.layout(new, AREA, seat)
    return adapter.choreograph(old, new, events_for(events, seat), before, later, seat), later


def test_tokens_hop_a_space_at_a_time_to_their_new_total():
    state, _, after, events = round_end()
    choreo, layout = choreography(state, after, events)
    moved = [p for p in range(state.players) if min(48, after.totals[p]) > min(48, state.totals[p])]
    assert moved, "a round's scoring moves some token"
    track = layout.piece("track").rect
    cell = track.w / 49
    for p in moved:
        route = choreo.routes[f"g{p}"]
        assert route.pace == HOP and route.hop > 0
        spaces = [round((x - track.x) / cell - 0.5) for x, _ in route.points]
        assert spaces == list(range(min(48, state.totals[p]) + 1, min(48, after.totals[p])))
    rows = [e.data["seat"] for e in events if e.kind == "noise"]
    delays = [choreo.delays[f"g{p}"] for p in rows if p in moved]
    assert delays == sorted(delays), "the tokens hop in the order their rows are shown"


def test_a_revealed_floor_flips_and_grows_from_the_tower():
    state, _, after, events = round_end()
    assert after.round == state.round + 1 and any(e.kind == "floor" for e in events)
    position = next(e.data["position"] for e in events if e.kind == "floor")
    choreo, _ = choreography(state, after, events)
    large = f"f{position}_large"
    assert choreo.origins[large] == f"f{position}", "the large card grows from the tower's"
    assert choreo.delays[large] == choreo.delays[f"f{position}"] > 0, "both turn over once the scoring is read"
    assert choreo.hold >= FLOOR_READ


def test_a_hop_lands_on_every_space_and_rises_between():
    class Piece:
        home = pygame.FRect(100, 0, 10, 10)
        rect = pygame.FRect(0, 0, 10, 10)

    piece = Piece()
    route = Route(((25.0, 5.0), (55.0, 5.0), (85.0, 5.0)), pace=HOP, hop=0.6)
    motion = Motion(pygame.FRect(piece.rect), duration=HOP * route.legs, route=route)
    landings, tops = [], []
    for leg in range(route.legs):
        motion.elapsed = HOP * leg - 1e-9
        motion.advance(piece, 1e-9)
        landings.append(piece.rect.center)
        motion.elapsed = HOP * (leg + 0.5) - 1e-9
        motion.advance(piece, 1e-9)
        tops.append(piece.rect.centery)
    assert [round(x) for x, _ in landings] == [5, 25, 55, 85]
    assert all(abs(y - 5) < 0.01 for _, y in landings)
    assert all(y < 5 - 5 for y in tops), "each leg is a jump of over half the token's height"
    assert motion.advance(piece, 1.0) and piece.rect == piece.home


def test_waking_the_wizard_flashes_shakes_and_reddens_the_loud_tokens():
    """Spec 8.8: screen shake, lightning flash, all tokens at 48 or more glow red."""
    rng = random.Random(5)
    for seed in range(40):
        state = rules.new_game(3, seed, None)
        while rules.to_act(state) is not None:
            legal = rules.legal_actions(state)
            action = max(legal, key=lambda a: (getattr(a, "kind", ""), rng.random()))
            after, events = rules.apply(state, action)
            if any(e.kind == "wizard" for e in events):
                choreo, layout = choreography(state, after, events)
                loud = {f"g{p}" for p in range(3) if after.totals[p] >= 48}
                assert loud and "wizard" in choreo.shakes and loud <= choreo.shakes
                flashes = [s for s in choreo.stills if s.look == ("flash",)]
                assert len(flashes) == 2 and all(s.rect == layout.regions["table"] for s in flashes)
                for p in range(3):
                    assert layout.piece(f"g{p}").look[2] == (after.totals[p] >= 48)
                return
            state = after
    pytest.skip("no seeded game woke the wizard")
