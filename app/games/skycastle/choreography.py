"""What an action looks and sounds like in Sky Castle (spec 8.3): revealed roles deal out of their
set, placed roles glide from the tray, refills drop from the deck in reading order, claimed tiles
fly to their owner's treasure, a thieved tile swerves towards the Thief's owner and the robbed
role shakes, skeleton keys deal from the supply; and after your move, "the Thief is watching"
whenever your take is in range of the rival's unspent Thief."""

from __future__ import annotations

from typing import Any, Sequence

from rules.skycastle import cards as C
from rules.skycastle.state import THIEVE

from ...table.layout import Layout
from ...table.motion import Route
from ..contract import Choreography, Cue

STEP_GAP = 0.3
NOTICE_HOLD = 0.8  # seconds the Thief's moment lasts before the rival answers (normal speed)
SOUND_OF = {"place": "place", "reveal": "reveal", "swap": "skycastle/swap", "thieve": "skycastle/thieve",
            "refill": "tile",
            "deal": "shuffle", "decline": "click", "release": "click", "let_go": "click", "keep": "click",
            "sit_out": "click", "react": "click"}


def choreograph(old: Any, new: Any, events: Sequence[Any], before: Layout, after: Layout, viewer: int,
                say: Any) -> Choreography:
    out = _moves(old, new, events, viewer)
    out.routes = _swerves(events, before, after)
    out.sounds = [Cue(name, i * STEP_GAP) for i, e in enumerate(events) if (name := sound(e, viewer))]
    step = new.step
    if step is not None and step[0] == THIEVE and step[1] != viewer:
        # Shown for the same moment whatever the Thief then does, so the pause tells you nothing.
        out.notice = say(f"Seat {step[1] + 1}'s Thief is watching...")
        out.hold = NOTICE_HOLD
    return out


def sound(event: Any, viewer: int) -> str | None:
    kind = event.kind
    if kind == "game_over":
        return "win" if viewer in event.data.get("winners", ()) else "lose"
    if kind == "take":
        tile = event.data.get("tile", -1)
        if 0 <= tile < len(C.TILE_KIND):
            return "key" if C.IS_KEY[tile] else ("coin" if C.IS_CHEST[tile] else "claim")
        return "claim"
    return SOUND_OF.get(kind)


def _moves(old: Any, new: Any, events: Sequence[Any], viewer: int) -> Choreography:
    """Where each new piece comes from and when each moves, in the order of the events. Roles keep
    their key ``r<rid>`` from set to tray to castle, so they glide on their own."""
    out = Choreography()
    origins, delays = out.origins, out.delays
    step = 0
    for event in events:
        d = event.data
        kind = event.kind
        if kind == "reveal" and old is not None:
            seat = d["seat"]
            backs = sum(len(x) for x in old.sets[seat])
            for j, role in enumerate(d["roles"]):
                key = f"r{C.rid(seat, role)}"
                if seat != viewer:
                    origins[key] = f"b{seat}.{max(0, backs - len(d['roles']) + j)}"
                delays[key] = step * STEP_GAP
            step += 1
        elif kind == "place":
            delays[f"r{C.rid(d['seat'], d['role'])}"] = step * STEP_GAP
            step += 1
        elif kind == "aside" and old is not None and d["seat"] != viewer:
            for j, role in enumerate(d["roles"]):
                origins[f"r{C.rid(d['seat'], role)}"] = f"a{d['seat']}.{j}"
        elif kind == "swap":
            for tile in d["tiles"]:
                delays[f"t{tile}"] = step * STEP_GAP
            step += 1
        elif kind == "thieve":
            out.shakes.add(f"r{d['from']}")  # the robbed role shakes and goes home empty-handed
            step += 1
        elif kind in ("announce", "let_go"):
            step += 1
        elif kind == "take":
            _taking(d, old, new, step, out)
            step += 1
        elif kind in ("decline", "robbed"):
            if d.get("rid") is not None:
                out.shakes.add(f"r{d['rid']}")
            step += 1
        elif kind == "refill":
            for i, tile in enumerate(d["tiles"]):
                origins[f"t{tile}"] = "deck"
                delays[f"t{tile}"] = step * STEP_GAP + i * 0.08
            step += 1
    return out


def _taking(d: Any, old: Any, new: Any, step: int, out: Choreography) -> None:
    seat = d["seat"]
    out.delays[f"t{d['tile']}"] = step * STEP_GAP
    if d.get("keys") and old is not None:
        for tt in new.owned[seat]:
            if C.IS_KEY[tt]:
                out.delays.setdefault(f"t{tt}", step * STEP_GAP)
    if d.get("skeletons") and old is not None:
        for i in range(old.skel[seat], new.skel[seat]):
            out.origins[f"sk{seat}.{i}"] = "supply"
            out.delays[f"sk{seat}.{i}"] = step * STEP_GAP + 0.1 * (i - old.skel[seat])


def _swerves(events: Sequence[Any], before: Layout, after: Layout) -> dict[str, Route]:
    """A thieved tile sets off towards the announcer's treasure and swerves to the Thief's owner
    (spec 8.3): one control point halfway between where it was and the robbed seat's treasure."""
    out: dict[str, Route] = {}
    for event in events:
        if event.kind != "thieve":
            continue
        key = f"t{event.data['tile']}"
        robbed = after.zone(f"castle:{C.seat_of(event.data['from'])}")
        start = before.piece(key)
        if robbed is not None and start is not None:
            out[key] = Route((((start.rect.centerx + robbed.rect.centerx) / 2,
                               (start.rect.centery + robbed.rect.centery) / 2),), smooth=True)
    return out
