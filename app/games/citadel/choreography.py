"""What an action looks and sounds like in the Citadel (spec 8.3, 8.5), played from its events in
the order they happened, each starting when the one before has been seen:

- a character walks through the doorways it passes (footsteps);
- an unlocked door's bar flies to the Professor's supply (latch clack); a bar the Professor drops
  in turns the doorway back to locked (heavy clunk); switches flip (lever down or buzz up);
- the dice tumble for 900 ms (the table does that from the standard ``roll`` events, at this
  table's ``tumble_seconds``), then a banner reads the result and the Professor walks door by
  door, 450 ms a doorway (a heavy step each, a cackle on the first), locking (a bar slams in,
  150 ms), switching ON and chasing as he goes; chased standees hop out to the Outside tray;
- a secret passage: he swirls out, swirls in at the target, and its doorways slam shut one after
  another, 100 ms apart (grinding stone); time faces step a marker back, 250 ms a space;
- the clock's ring hops from space to space, 300 ms a step (tick-tock), the hand sweeping after;
- a lost treasure's tile shakes and flies to the Lost row (the vault slams), a new one comes off
  the stack; a rescued one flies to the Saved row (fanfare) and its switches flip back ON;
- an idea chimes; the end fanfares or laughs. Big moments get a notice.
"""

from __future__ import annotations

from typing import Any, Sequence

import pygame

from rules.citadel.board import COLOUR_NAMES, OUTSIDE
from rules.citadel.content import PROFESSOR_FACE_WORDS, TREASURE_NAME
from rules.citadel.state import FACE, IDEA_STEP, REROLL_STEP, ROLL_STEP, space_of

from ..contract import Choreography, Cue, Frames, Layout, Route, Still
from . import geometry as geo
from .layout import PROFESSOR_LOOK

TUMBLE = 0.9     # the three dice tumble (spec 8.3), faces cycling every 60 ms
STEP = 0.45      # the Professor through one doorway
TICK = 0.3       # the clock, one space
SWEEP = 10       # frames of the hand's sweep per space
BACK = 0.25      # a treasure marker, one space back
HOP = 0.5        # a chased standee's hop outside
GAP = 0.15
SLAM = (0.9, 0.6, 0.3)  # a bar dropping into its doorway: how far it still has to fall, frame by frame
SLAM_PACE = 0.05        # 150 ms a bar
FADE = 8                # frames of the Professor's swirl out (and as many in)
FADE_PACE = 0.05        # 400 ms out, 400 ms in
SHUT = 0.1              # between two doorways slamming shut after a secret passage
BANNER = (166.0, 6.0, 388.0, 56.0)  # the dice banner, across the top of the board between the trays
BANNER_HOLD = 2.0
PICKED = (FACE, ROLL_STEP, REROLL_STEP, IDEA_STEP)  # decisions made in a list that opens over the table
SOUND = {"door_lock": "citadel/door_lock", "door_unlock": "citadel/door_unlock", "switch_on": "citadel/switch_on",
         "switch_off": "citadel/switch_off"}


class Timeline:
    """Builds a choreography event by event, keeping the time at which the next thing starts."""

    def __init__(self, old: Any, new: Any, after: Layout) -> None:
        self.old, self.new = old, new
        self.fit = geo.Fit(after.regions["board"])
        self.out = Choreography()
        self.t = 0.0
        self.bars = len(geo.DOORS) - len(old.locked)  # door markers in the supply now
        self.walking = False
        self.walk: list[dict] = []  # the Professor's steps through doorways in this action
        self.notices: list[tuple[int, str, float]] = []  # (priority, words, hold)

    def sound(self, name: str, at: float | None = None) -> None:
        self.out.sounds.append(Cue(name, self.t if at is None else at))

    def notice(self, priority: int, words: str, hold: float = 0.0) -> None:
        self.notices.append((priority, words, hold))

    def point(self, p: tuple[float, float]) -> tuple[float, float]:
        return self.fit.point(p)

    def switch(self, tile: str, on: bool, at: float) -> None:
        self.out.delays[f"sw:{tile}"] = at
        self.sound(SOUND["switch_on" if on else "switch_off"], at)

    def lock(self, door: str, at: float) -> None:
        """The bar drops into the doorway at ``at``: a slam in three frames (heavy clunk)."""
        key = f"door:{door}"
        self.out.delays[key] = at
        looks = (("door", door, False),) + tuple(("door", door, True, fall) for fall in SLAM)
        self.out.frames[key] = Frames(looks, max(0.0, at - SLAM_PACE), SLAM_PACE)
        self.sound(SOUND["door_lock"], at)
        self.bars -= 1

    def ribbons(self, at: float) -> None:
        """The treasure strip shows the new minutes from ``at`` (unless a ribbon changes later)."""
        for colour in ("R", "G", "B"):
            self.out.delays[f"rib:{colour}"] = max(self.out.delays.get(f"rib:{colour}", 0.0), at)

    def finish(self) -> Choreography:
        if self.new.step is not None and self.new.step[0] in PICKED:
            self.notices = [n for n in self.notices if n[0] >= 3]  # a list of choices opens: it says enough
        if self.notices:  # the most important, the latest of those
            _, words, hold = max(reversed(self.notices), key=lambda n: n[0])
            self.out.notice, self.out.hold = words, hold
        return self.out


def choreograph(old: Any, new: Any, events: Sequence[Any], after: Layout, names: Sequence[str]) -> Choreography:
    if old is None or new is None:
        return Choreography()
    line = Timeline(old, new, after)
    line.walk = [e.data for e in events if e.kind == "professor_step"]
    if any(e.kind == "roll" for e in events):
        line.t = TUMBLE + 0.1  # the Professor waits for the dice to land
    for event in events:
        handler = HANDLERS.get(event.kind)
        if handler is not None:
            handler(line, event.data, names)
    return line.finish()


# --- the characters' steps ----------------------------------------------------------------------


def _move(line: Timeline, d: dict, names: Sequence[str]) -> None:
    points = []
    path, doors = list(d.get("path", ())), list(d.get("doorways", ()))
    for i, (room, door) in enumerate(zip(path, doors)):
        if door:
            points.append(line.point(geo.DOOR_AT[door]))
        if i < len(path) - 1:
            points.append(line.point(geo.STANDEE_AT[room]))
    key = f"st:{d['character']}"
    line.out.routes[key] = Route(tuple(points))
    line.out.delays[key] = line.t
    line.sound("citadel/step")
    line.t += 0.3 + 0.15 * len(path)


def _door(line: Timeline, d: dict, names: Sequence[str]) -> None:
    door = d["doorway"]
    if d.get("locked"):
        line.lock(door, line.t)
    else:
        line.out.origins[f"bar:{line.bars}"] = f"door:{door}"
        line.out.delays[f"bar:{line.bars}"] = line.t
        line.out.delays[f"door:{door}"] = line.t
        line.bars += 1
        line.sound(SOUND["door_unlock"])
    line.t += GAP


def _switch(line: Timeline, d: dict, names: Sequence[str]) -> None:
    line.switch(d["tile"], bool(d.get("active")), line.t)
    line.t += 0.12


def _marker(line: Timeline, d: dict, names: Sequence[str]) -> None:
    colour, before, steps = d["colour"], d["steps_before"], d["steps"]
    spaces = [space_of(line.new.clock, s) for s in range(before + 1, steps)]
    key = f"mk:{colour}"
    line.out.routes[key] = Route(tuple(line.point(geo.clock_space(s)) for s in spaces), pace=0.15, hop=0.5)
    line.out.delays[key] = line.t
    line.sound("click")
    line.t += 0.15 * max(1, steps - before)


def _play(line: Timeline, d: dict, names: Sequence[str]) -> None:
    line.sound("citadel/card_play")
    line.out.delays[f"card:{d['card']}"] = line.t
    line.t += 0.2


def _power(line: Timeline, d: dict, names: Sequence[str]) -> None:
    line.sound("flip")
    line.out.delays[f"tile:{d['character']}"] = line.t
    line.t += 0.25


def _rescue(line: Timeline, d: dict, names: Sequence[str]) -> None:
    key = f"tr:{d['tile']}"
    line.out.delays[key] = line.t
    line.sound("citadel/rescue")
    at = line.t + 0.35
    for i, room in enumerate(d.get("switches_on", ())):
        line.switch(line.new.switch_of(room)[0], True, at + 0.08 * i)
    line.t = at + 0.08 * len(d.get("switches_on", ())) + 0.2
    saved = d.get("saved", len(line.new.saved))
    line.notice(2, f"{TREASURE_NAME[d['tile']]} rescued! Saved {saved} of 4", 1.0)


# --- the Professor ------------------------------------------------------------------------------------


def dice_banner(d: dict) -> str:
    """The dice's result read out (spec 8.3): "3 chevrons · red — the Professor walks through 3
    red doors"."""
    face, colour = d.get("professor", -1), d.get("colour_id", "")
    if face < 0 or not colour:
        return ""
    name = COLOUR_NAMES[colour]
    head = f"{PROFESSOR_FACE_WORDS[face]} · {name}"
    if face <= 2:
        n = face + 1
        return f"{head} — the Professor walks through {n} {name} door{'s' if n > 1 else ''}"
    if face == 3:
        return f"{head} — the Professor takes a secret passage to the {name} treasure's room"
    return f"{head} — the {name} treasure loses {5 if face == 4 else 10} minutes"


def _dice(line: Timeline, d: dict, names: Sequence[str]) -> None:
    """Once the dice have landed, a banner across the top of the board reads their result."""
    words = dice_banner(d)
    if words:
        rect = pygame.FRect(line.fit.frect(BANNER))
        line.out.stills.append(Still(("banner", words), rect, line.t, BANNER_HOLD))


def _professor_step(line: Timeline, d: dict, names: Sequence[str]) -> None:
    if not line.walking:  # the whole walk is one route through every doorway it passes
        line.walking = True
        line.out.delays["prof"] = line.t
        line.sound("citadel/prof_cackle")
        line.out.routes["prof"] = Route(_walk_points(line), pace=STEP / 2)
    line.sound("citadel/prof_step")
    if d.get("locked"):
        line.lock(d["doorway"], line.t + STEP / 2)
    line.t += STEP
    if d.get("switch_on"):
        line.switch(line.new.switch_of(d["to"])[0], True, line.t)


def _walk_points(line: Timeline) -> tuple:
    """The doorways of the Professor's walk and the rooms between them."""
    walk = line.walk
    points = []
    for i, step in enumerate(walk):
        points.append(line.point(geo.DOOR_AT[step["doorway"]]))
        if i < len(walk) - 1:
            points.append(line.point(geo.STANDEE_AT[step["to"]]))
    return tuple(points)


def _passage(line: Timeline, d: dict, names: Sequence[str]) -> None:
    """The Professor fades out in a swirl, appears in the target room swirling in, then its
    doorways slam shut one after another, 100 ms apart (spec 8.3)."""
    fade = FADE * FADE_PACE
    out = tuple(("swirl", PROFESSOR_LOOK, i / FADE) for i in range(FADE))
    back = tuple(("swirl", PROFESSOR_LOOK, 1 - i / FADE) for i in range(FADE))
    line.out.frames["prof"] = Frames(out + back, line.t, FADE_PACE)
    line.out.delays["prof"] = line.t + fade  # gone from the old room: it reappears in the new
    line.out.routes["prof"] = Route((), pace=0.001)
    line.sound("citadel/secret_passage")
    at = line.t + 2 * fade
    for i, door in enumerate(d.get("locked", ())):
        line.lock(door, at + SHUT * i)
    if d.get("switch_on"):
        line.switch(line.new.switch_of(d["to"])[0], True, at)
    line.t = at + SHUT * len(d.get("locked", ())) + 0.2


def _time(line: Timeline, d: dict, names: Sequence[str]) -> None:
    before, steps = d["steps_before"], d["steps"]
    key = f"mk:{d['colour']}"
    if steps > 0:
        clock = line.old.clock
        spaces = [space_of(clock, s) for s in range(before - 1, steps, -1)]
        line.out.routes[key] = Route(tuple(line.point(geo.clock_space(s)) for s in spaces), pace=BACK, hop=0.4)
        line.out.delays[key] = line.t
    for i in range(before - max(0, steps)):
        line.sound("citadel/time_back", line.t + BACK * i)
    line.t += BACK * max(1, before - max(0, steps))
    line.ribbons(line.t)


def _chase(line: Timeline, d: dict, names: Sequence[str]) -> None:
    key = f"st:{d['character']}"
    line.out.routes[key] = Route((), pace=HOP, hop=0.8)
    line.out.delays[key] = line.t
    line.sound("citadel/chase")


def _duck(line: Timeline, d: dict, names: Sequence[str]) -> None:
    key = f"st:{d['character']}"
    line.out.delays[key] = line.t
    line.sound("citadel/step" if d.get("to") != OUTSIDE else "citadel/chase")
    line.t += 0.3


def _clock(line: Timeline, d: dict, names: Sequence[str]) -> None:
    """The ring hops space by space and the hand sweeps after it, 300 ms a space (tick-tock)."""
    entered = list(d.get("entered", ()))
    line.out.routes["ring"] = Route(tuple(line.point(geo.clock_space(s)) for s in entered[:-1]), pace=TICK, hop=0.35)
    line.out.delays["ring"] = line.t
    if entered:
        start = d.get("from", line.old.clock)
        sweep = tuple(("hand", start + i + _ease((j + 1) / SWEEP)) for i in range(len(entered)) for j in range(SWEEP))
        line.out.frames["hand"] = Frames((("hand", start),) + sweep[:-1], line.t, TICK / SWEEP)
    for i in range(len(entered)):
        line.sound("citadel/clock_tick", line.t + TICK * i)
    line.t += TICK * max(1, len(entered)) + 0.1
    line.ribbons(line.t - 0.1)  # the minutes left drop once the clock has moved


def _ease(t: float) -> float:
    """A hand that jumps and settles: fast out of a space, slow into the next."""
    return 1 - (1 - t) ** 3


def _lost(line: Timeline, d: dict, names: Sequence[str]) -> None:
    key = f"tr:{d['tile']}"
    line.out.shakes.add(key)
    line.out.delays[key] = line.t
    line.sound("citadel/lost")
    line.notice(3, f"{TREASURE_NAME[d['tile']]} is lost to the strongroom! Lost {d.get('lost', '?')} of 4", 1.5)
    line.t += 0.5


def _placed(line: Timeline, d: dict, names: Sequence[str]) -> None:
    key = f"tr:{d['tile']}"
    line.out.origins[key] = "stack"
    for k in (key, f"mk:{d['colour']}", f"rib:{d['colour']}"):
        line.out.delays[k] = line.t
    line.sound("draw")
    line.t += 0.4


def _idea(line: Timeline, d: dict, names: Sequence[str]) -> None:
    line.sound("citadel/idea")
    line.notice(2, "An idea! A character tile turns face up", 0.8)


def _tile_up(line: Timeline, d: dict, names: Sequence[str]) -> None:
    line.out.delays[f"tile:{d['character']}"] = line.t
    line.t += 0.2


def _turn(line: Timeline, d: dict, names: Sequence[str]) -> None:
    """The next seat's turn: its tile, pips, cards and the team's chips change once all is seen."""
    for key in [f"card:{card}" for card in d.get("revealed", ())] + [f"tile:{d['character']}", "pips"] + \
            [f"chip:{seat}" for seat in range(line.new.players)]:
        line.out.delays[key] = line.t
    line.sound("draw", line.t)


def _game_over(line: Timeline, d: dict, names: Sequence[str]) -> None:
    won = d.get("reason") == "win"
    line.sound("citadel/win" if won else "citadel/loss")
    line.notice(9, "The Professor is defeated!" if won else "The Professor has stashed four treasures.", 2.0)


HANDLERS = {
    "move": _move, "door": _door, "switch": _switch, "marker": _marker, "play": _play, "power": _power,
    "rescue": _rescue, "dice": _dice, "professor_step": _professor_step, "secret_passage": _passage, "time": _time,
    "chase": _chase, "duck": _duck, "clock": _clock, "treasure_lost": _lost, "treasure_placed": _placed,
    "idea": _idea, "tile_up": _tile_up, "turn": _turn, "game_over": _game_over,
}

__all__ = ["BACK", "FADE", "FADE_PACE", "HANDLERS", "SHUT", "SLAM", "SLAM_PACE", "STEP", "SWEEP", "TICK", "TUMBLE",
           "choreograph", "dice_banner"]
