"""What an action looks and sounds like in Tower of the Sleepy Wizard (spec 8.8, 8.9): a hired card
slides into its team (turning face up when it came from a hand you could not see, or from the
deck), a card sent to the market turns over on its way there, peeks whisper, the floor's reveal
creaks, scoring sounds each team's noise, the wizard's waking thunders. The round's shuffle is a
standard chance event the table animates by itself."""

from __future__ import annotations

from typing import Any, Callable, Sequence

import pygame

from ..contract import Choreography, Cue, Layout, Route, Still
from .art import guild_of

STEP_GAP = 0.25  # seconds between the moves of one action's events, at normal speed
ROW_GAP = 0.35   # a scoring row after another
SCORING_READ = 2.5  # seconds the whole scoring stays once shown
DEAL_GAP = 0.08     # one dealt card after another
HOP = 0.06          # a tracker token's hop per space
FLOOR_READ = 2.0    # seconds the table waits while a revealed floor is read
SOUND_OF = {"hire": "place", "send": "flip", "peek": "wizardtower/peek", "floor": "wizardtower/creak",
            "treasure": "coin", "bonus": "coin", "market": "draw", "deal": "draw", "totals": "click",
            "wizard": "wizardtower/thunder"}


def choreograph(old: Any, new: Any, events: Sequence[Any], viewer: int, say: Callable[[str], str],
                table: pygame.FRect | None = None, after: Layout | None = None) -> Choreography:
    out = Choreography()
    step = 0
    start = 0.0  # a new round waits until the last one's scoring has been read
    scored = sum(1 for e in events if e.kind == "noise")
    for event in events:
        d = event.data
        at = start + step * STEP_GAP
        if event.kind in ("hire", "send") and "card" in d and old is not None:
            key = f"a{d['card']}"
            source = _source(old, viewer, d)
            if source is not None:
                out.origins[key] = source
                if source.startswith("u") or source == "deck":
                    out.flips.add(key)
            out.delays[key] = at
            step += 1
        elif event.kind == "round" and scored:
            start, step = scored * ROW_GAP + SCORING_READ, 0
            at = start
        elif event.kind == "market" and old is not None:
            out.delays.update({f"a{c}": at for c in new.market if c not in old.market})
            step += 1
        elif event.kind == "deal" and old is not None:
            seat = d.get("seat", 0)
            for i, card in enumerate(new.hands[seat] if seat < len(new.hands) else ()):
                out.delays[f"a{card}" if card >= 0 else f"u{i + 1}"] = at + i * DEAL_GAP
            step += 1
        elif event.kind == "noise":  # in time with its scoring row
            rows = sum(1 for e in events[:events.index(event)] if e.kind == "noise")
            out.sounds.append(Cue(noise_sound(d.get("noise", 0)), rows * ROW_GAP))
            if old is not None and after is not None:
                _hop(out, after, d["seat"], old.totals[d["seat"]], new.totals[d["seat"]], rows * ROW_GAP + ROW_GAP)
        elif event.kind == "floor" and old is not None:
            _zoom(out, d.get("position", new.round - 1), at)
        cue = sound(event, viewer)
        if cue:
            out.sounds.append(Cue(cue, scored * ROW_GAP + 0.3 if event.kind == "wizard" else at))
    if old is not None and table is not None:
        out.stills = scoring(old, events, table, say)
    if any(e.kind == "wizard" for e in events):
        out.shakes.add("wizard")
        out.shakes.update(f"g{p}" for p in range(len(new.totals)) if new.totals[p] >= 48)
        if table is not None:  # the lightning: two white flashes over the whole table
            woke = scored * ROW_GAP + 0.3  # once the tokens have hopped past 48
            out.stills += [Still(("flash",), pygame.FRect(table), woke + t, 0.12) for t in (0.0, 0.25)]
        out.notice = "The wizard wakes up!"
        out.hold = 3.0
    return out


def _hop(out: Choreography, after: Layout, seat: int, before: int, now: int, delay: float) -> None:
    """A guild's token hops along the tracker space by space (spec 8.8: 60 ms a space), once its
    scoring row has shown what it adds."""
    track, token = after.piece("track"), after.piece(f"g{seat}")
    if track is None or token is None or min(48, now) <= min(48, before):
        return
    cell = track.rect.w / 49
    y = token.rect.centery
    spaces = range(min(48, before) + 1, min(48, now))
    out.routes[f"g{seat}"] = Route(tuple((track.rect.x + (s + 0.5) * cell, y) for s in spaces), pace=HOP, hop=0.6)
    out.delays[f"g{seat}"] = delay


def _zoom(out: Choreography, level: int, delay: float) -> None:
    """The new floor turns over in the tower and grows into the large card over the market
    (spec 8.8: flip and zoom), and the table waits while it is read."""
    out.origins[f"f{level}_large"] = f"f{level}"
    out.delays[f"f{level}_large"] = out.delays[f"f{level}"] = delay
    out.hold = max(out.hold, FLOOR_READ)


def scoring(old: Any, events: Sequence[Any], table: pygame.FRect, say: Callable[[str], str]) -> list[Still]:
    """A round's scoring, a row per guild appearing one after another (spec 8.7): its four cards
    with what each scored (cancelled ones stamped 0, a pair of Rogues 10 each), the round's noise,
    and the treasure it took. They stay until the last row has been read, then the deal goes on."""
    rows = [e.data for e in events if e.kind == "noise"]
    if not rows:
        return []
    gains = {e.data["seat"]: e.data["gain"] for e in events if e.kind == "treasure"}
    teams = [list(team) for team in old.teams]
    for e in events:  # the action that ends a round hires its seat's last card
        if e.kind == "hire" and "card" in e.data and e.data["card"] not in teams[e.data["seat"]]:
            teams[e.data["seat"]].append(e.data["card"])
    quietest = min(d["noise"] for d in rows)
    h = min(table.h * 0.8 / len(rows), table.h * 0.13)
    w = min(table.w * 0.8, h * 7.5)
    top = table.centery - h * len(rows) / 2
    out = []
    for i, d in enumerate(rows):
        seat = d["seat"]
        look = ("scoring", guild_of(old, seat), say(f"Seat {seat + 1}"), tuple(teams[seat]), tuple(d["codes"]),
                d["noise"], gains.get(seat, 0), d["noise"] == quietest)
        rect = pygame.FRect(table.centerx - w / 2, top + i * h, w, h * 0.94)
        out.append(Still(look, rect, i * ROW_GAP, (len(rows) - i) * ROW_GAP + SCORING_READ))
    return out


def _source(old: Any, viewer: int, d: Any) -> str | None:
    """Where the card of a hire or a send was before: a hand position, the deck or the market."""
    if d.get("from") == "deck":
        return "deck" if old.deck else None
    if d.get("from") == "market":
        return f"a{d['card']}"
    seat, pos = d.get("seat"), d.get("pos")
    if seat is None or pos is None:
        return None
    card = old.hands[seat][pos - 1]
    return f"a{card}" if card >= 0 else (f"u{pos}" if seat == viewer else None)


def noise_sound(noise: int) -> str:
    """Quiet teams hush, loud ones stomp."""
    if noise == 0:
        return "wizardtower/hush"
    return "wizardtower/footsteps" if noise < 15 else "wizardtower/footsteps_heavy"


def sound(event: Any, viewer: int) -> str | None:
    if event.kind == "game_over":
        winners = event.data.get("winners", ())
        if not winners:
            return "wizardtower/trombone"
        return "win" if viewer in winners else "lose"
    return SOUND_OF.get(event.kind)
