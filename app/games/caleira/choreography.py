"""What an action looks and sounds like in Castles of Caleira (spec 8.3): cards glide from the deck
to a hand and from a hand into a castle in the order of the events, a Trebuchet's stone flies
before its target falls, bounced pieces shake, and every face-down piece turns up at the end."""

from __future__ import annotations

from typing import Any, Sequence


from ..contract import Choreography, Cue, Projectile

STEP_GAP = 0.3        # seconds between the moves of one action's events, at normal speed
MISSILE_FLIGHT = 0.35  # a Trebuchet's stone in the air before its target falls
SOUND_OF = {"draw": "draw", "play": "place", "flip_up": "reveal", "flip_down": "flip", "destroy": "crash",
            "bounce": "bounce", "exchange": "coin", "order": "shuffle", "peek": "shuffle", "look": "click",
            "pick": "click", "leave": "click"}


def choreograph(old: Any, new: Any, events: Sequence[Any], viewer: int, players: int, card_w: float) -> Choreography:
    out = _moves(old, new, events, viewer, players)
    out.projectiles = _stones(old, events, card_w)
    out.sounds = [Cue(name, i * STEP_GAP) for i, e in enumerate(events) if (name := sound(e, viewer))]
    return out


def sound(event: Any, viewer: int) -> str | None:
    if event.kind == "game_over":
        return "win" if viewer in event.data.get("winners", ()) else "lose"
    if event.kind == "play" and event.data.get("face_up"):
        return "flip"
    return SOUND_OF.get(event.kind)


def _slot(state: Any, seat: int, pos: int) -> int | None:
    castle = state.castles[seat] if state is not None else ()
    return castle[pos - 1][2] if 0 < pos <= len(castle) else None


def _moves(old: Any, new: Any, events: Sequence[Any], viewer: int, players: int) -> Choreography:
    """Where each new piece comes from, when each moves (event order), which flip, which shake."""
    out = Choreography()
    origins, delays = out.origins, out.delays
    step = 0
    deck_top = f"d{len(old.deck) - 1}" if old is not None and old.deck else None
    hand_counts = [len(h) for h in old.hands] if old is not None else [0] * players
    for event in events:
        d = event.data
        kind = event.kind
        if kind == "draw":
            seat = d["seat"]
            key = f"c{d['card']}" if seat == viewer and "card" in d else f"h{seat}.{hand_counts[seat]}"
            hand_counts[seat] += 1
            if deck_top:
                origins[key] = deck_top
            delays[key] = step * STEP_GAP
            step += 1
        elif kind == "play":
            seat = d["seat"]
            slot = _slot(new, seat, d["pos"])
            if slot is None:
                continue
            key = f"s{slot}"
            if seat == viewer and "card" in d:
                origins[key] = f"c{d['card']}"
            else:
                hand_counts[seat] = max(0, hand_counts[seat] - 1)
                origins[key] = f"h{seat}.{hand_counts[seat]}"
            delays[key] = step * STEP_GAP
            step += 1
        elif kind in ("flip_up", "flip_down", "bounce"):
            slot = _slot(new, d["seat"], d["pos"])
            if slot is not None:
                delays.setdefault(f"s{slot}", step * STEP_GAP)
                if kind == "bounce":
                    out.shakes.add(f"s{slot}")
                step += 1
        elif kind == "destroy":
            key = f"c{d['card']}"
            slot = _slot(old, d["seat"], d["pos"])
            if slot is not None:
                origins[key] = f"s{slot}"
            landed = step * STEP_GAP + MISSILE_FLIGHT
            delays[key] = landed
            for _, _, other in new.castles[d["seat"]]:  # the row closes up once the stone lands
                delays.setdefault(f"s{other}", landed)
            step += 1
        elif kind == "exchange" and "given" in d and viewer in (d["seat"], d["partner"]):
            _exchange(d, new, viewer, hand_counts, step, out)
            step += 1
        elif kind == "game_over":
            for castle in new.castles:
                out.flips |= {f"s{slot}" for _, up, slot in castle if not up}
    return out


def _exchange(d: Any, new: Any, viewer: int, hand_counts: list[int], step: int, out: Choreography) -> None:
    """The two cards cross between the hands."""
    me, other = (d["seat"], d["partner"]) if d["seat"] == viewer else (d["partner"], d["seat"])
    mine_now, theirs_now = (d["taken"], d["given"]) if me == d["seat"] else (d["given"], d["taken"])
    other_hand = new.hands[other]
    if theirs_now in other_hand:
        key = f"h{other}.{other_hand.index(theirs_now)}"
        out.origins[key] = f"c{theirs_now}"
        out.delays[key] = step * STEP_GAP
    out.origins[f"c{mine_now}"] = f"h{other}.{max(0, hand_counts[other] - 1)}"
    out.delays[f"c{mine_now}"] = step * STEP_GAP


def _stones(old: Any, events: Sequence[Any], card_w: float) -> list[Projectile]:
    """Trebuchet shots: from the Trebuchet to its target (keys of the old layout), timed to match."""
    shots = []
    step = 0
    size = max(6.0, card_w * 0.12)
    for event in events:
        if event.kind in ("draw", "play", "flip_up", "flip_down", "exchange"):
            step += 1
        if event.kind not in ("destroy", "bounce") or old is None:
            continue
        d = event.data
        castle = old.castles[d["seat"]]
        if not 0 < d["pos"] <= len(castle):
            continue
        target = f"s{castle[d['pos'] - 1][2]}"
        source = next((f"s{slot}" for p in old.castles for c, up, slot in p if c == d["effect"]), f"c{d['effect']}")
        shots.append(Projectile(("stone",), source, target, step * STEP_GAP, MISSILE_FLIGHT, size))
        step += 1
    return shots
