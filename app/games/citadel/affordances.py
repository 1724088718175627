"""What each gesture means on the Citadel's table (spec 8.3):

- drag the active character's standee onto a glowing room to move, or click it and then the room
  (Shadowing too, a small menu when a room is both); a drop anywhere else glides back with the
  rules' reason; the roll asks first while actions are left (a ``reminder``: Settings can stop it);
- click a doorway to unlock it (or Tinker), a switch to flip it OFF, a treasure (on the board or
  its ribbon) to rescue it, a treasure marker (or ribbon) for Stretch Time; a treasure that does
  nothing now points out its room and its switches, those still ON pulsing red (``Spotlight``);
- drag a revealed card onto the board to play it; the powerful action and *Roll the dice* are
  buttons (the character tile and the dice are clickable too), the power asking first;
- inside a card or a power: click the switch, doorway or marker it asks for, drag the standee for
  a move, *Done* to stop an "up to" choice; a switch type by clicking any switch of that type;
- Fate's Hand's faces, Double or Nothing's two rolls, the rerolls and the idea: a picker listing
  every choice (the idea with each face-down character's ability and power);
- Duck and Cover: drag the ducking standee into a room or onto Outside (or *Go outside*).

Every legal action is offered by at least one gesture, and so by the keyboard.
"""

from __future__ import annotations

from typing import Any, Sequence

import pygame

from rules.citadel import describe_decision, why_illegal
from rules.citadel.actions import (
    CHOOSE_COLOUR, CHOOSE_DOOR, CHOOSE_ROOM, CHOOSE_TYPE, DONE, DUCK, END_ACTIONS, FLIP, MOVE, PLAY, POWER, RESCUE,
    SHADOWING, STRETCH, TINKER, UNLOCK, Action,
)
from rules.citadel.board import COLOURS, OUTSIDE, ROOM_NAMES, ROOMS
from rules.citadel.content import (
    ABILITY, ABILITY_TEXT, CHAR_NAME, CHAR_SHORT, POWER as POWER_NAME, POWER_TEXT, SWITCH_TYPE, TREASURE_NAME,
    TREASURE_TYPES, TYPE_NAMES,
)
from rules.citadel.professor import faces_words
from rules.citadel.state import ACT, COLOUR_STEP, DOOR, DUCK_STEP, FACE, IDEA_STEP, REROLL_STEP, ROLL_STEP, ROOM, TYPE

from ...table.layout import Layout
from ...table.pieces import Zone
from ...ui import gfx
from ..contract import Affordances, Click, Confirm, Drag, Reading, Spotlight, TableButton
from .side import DICE

MOVE_TINT = (90, 200, 110)  # plain moves glow green; free moves (Shadowing) keep the gold
ALARM = (226, 52, 40)       # a switch still ON that keeps a treasure locked away
SWITCH_SOURCES = frozenset({"NG4", "EW6", "DB2", "SHORT", "LJ2", "DB5", "LJ3", "LJ5", "LJ5b"})


def switch_key(view: Any, room: str) -> str:
    return f"sw:{view.switch_of(room)[0]}"


def treasure_key(view: Any, colour: str) -> str | None:
    treasure = view.treasures[COLOURS.index(colour)]
    return f"tr:{treasure[0]}" if treasure is not None else None


def spotlight(view: Any, colour: str) -> Spotlight | None:
    """What clicking a treasure (its card or its tile) points out (spec 8.1, 8.3): its room and
    the switches of its types, those still ON (what stands in the way) pulsing red."""
    treasure = view.treasures[COLOURS.index(colour)]
    if treasure is None:
        return None
    tile, room, _ = treasure
    kinds = TREASURE_TYPES[tile]
    marks: list[tuple[str, tuple[int, int, int]]] = [(f"room:{room}", gfx.GOLD), (f"tr:{tile}", gfx.GOLD)]
    blocking: list[str] = []
    for r, (switch, on) in zip(ROOMS, view.switches):
        if SWITCH_TYPE[switch] in kinds:
            marks.append((f"sw:{switch}", ALARM if on else gfx.GOLD))
            if on:
                blocking.append(r)
    name = TREASURE_NAME[tile]
    if blocking:
        words = (f"{name} cannot be rescued yet: {gfx.count(len(blocking), 'switch', 'switches')} still ON "
                 f"({', '.join(ROOM_NAMES[r] for r in blocking)}).")
    else:
        words = f"{name} is ready: a character in the {ROOM_NAMES[room]} can rescue it."
    return Spotlight(tuple(marks), frozenset(f"sw:{view.switch_of(r)[0]}" for r in blocking), words)


def affordances(view: Any, legal: Sequence[Any], layout: Layout, viewer: int) -> Affordances:
    aff = Affordances()
    pieces = {p.key for p in layout.pieces}
    for colour in COLOURS:
        light = spotlight(view, colour)
        if light is not None:
            for key in (f"rib:{colour}", treasure_key(view, colour)):
                if key in pieces:
                    aff.spotlights[key] = light
    if view.step is None:
        return aff
    kind, seat = view.step[0], view.step[1]
    aff.decorate(f"chip:{seat}", pulse=True)
    if not legal:
        return aff
    aff.prompt = prompt(view)
    if kind == ACT:
        _act(aff, view, legal, layout, seat)
    elif kind in (ROOM, DOOR, COLOUR_STEP, TYPE, DUCK_STEP):
        _pending(aff, view, legal, layout, seat)
    else:
        aff.picker = picker(view, legal)
    if seat != view.active or kind == IDEA_STEP:
        aff.banner = aff.prompt
    for a in legal:  # anything else still reachable (never: every kind is handled above)
        if a not in aff.actions():
            aff.buttons.append(TableButton(a.label, a, key=f"other_{len(aff.buttons)}"))
    aff.hover = {k: v for k, v in aff.hover.items() if k in pieces}
    return aff


SOURCE_PROMPTS = {
    "NG1": "Sprint: drag to a room, or Done", "NG3": "Slip Through: drag to a room",
    "LJ3": "Chain Reaction: next-door switch, or Done", "LJ2": "Remote Control: click a switch",
    "DB5": "Stroke of Luck: click a switch", "NG4": "Running Flip: up to 2 switches",
    "EW6": "Wrench in the Works: up to 2 switches", "DB2": "Blown Fuse: up to 2 switches",
    "SHORT": "Short Circuit: up to 2 switches", "LJ5": "Rewire: click the first switch",
    "LJ5b": "Rewire: click the other switch", "DASH": "Mad Dash: drag to any room",
    "EW3": "Well-Oiled Hinges: click a door", "EW5": "Remote Release: up to 2 doors",
    "KEY": "Master Key: up to 4 doors", "DB4": "Puppet Strings: click a door",
}
STEP_PROMPTS = {TYPE: "Pick a type: click one of its switches", FACE: "Fate's Hand: set the Professor die",
                ROLL_STEP: "Double or Nothing: pick a roll", REROLL_STEP: "Reroll some dice, or keep them",
                IDEA_STEP: "An idea! Turn a character tile up"}


def prompt(view: Any) -> str:
    """One short line (it must fit the narrowest prompt bar): who decides what."""
    kind, seat, source = view.step[0], view.step[1], view.step[2]
    name = CHAR_SHORT[view.chars[seat]]
    if kind == ACT:
        n = view.actions
        left = f"{n} action{'s' if n != 1 else ''}"
        return f"{name}: {left}, a card, then roll" if not view.played else f"{name}: {left} left, then roll"
    if kind == DUCK_STEP:
        return f"{name}: duck next door, or go outside"
    if kind == COLOUR_STEP:
        return "Fate's Hand: set the Colour die" if source == "FATE" else "Borrowed Time: click a marker"
    return SOURCE_PROMPTS.get(source) or STEP_PROMPTS.get(kind) or describe_decision(view)


def _act(aff: Affordances, view: Any, legal: Sequence[Any], layout: Layout, seat: int) -> None:
    char = view.chars[seat]
    me = f"st:{char}"
    moves = {a.arg for a in legal if a.kind == MOVE}
    for a in legal:
        if a.kind in (MOVE, SHADOWING):
            zone = f"room:{a.arg}"
            aff.drags.append(Drag(me, zone, a))
            aff.focus[a] = zone
            if a.kind == MOVE:
                aff.decorate(zone, tint=MOVE_TINT)
        elif a.kind in (UNLOCK, TINKER):
            key = f"door:{a.arg}"
            aff.clicks.append(Click(key, a))
            aff.focus[a] = key
            aff.hover[key] = "Click to unlock this door" + (" (Tinker: free)" if a.kind == TINKER else " (1 action)")
        elif a.kind == FLIP:
            key = switch_key(view, a.arg)
            aff.clicks.append(Click(key, a))
            aff.focus[a] = key
            aff.hover[key] = "Click to flip this switch OFF (1 action)"
        elif a.kind == RESCUE:
            key = treasure_key(view, a.arg)
            for target in (key, f"rib:{a.arg}"):
                aff.clicks.append(Click(target, a))
                aff.hover[target] = "Click to rescue this treasure (1 action)"
            aff.focus[a] = key
        elif a.kind == STRETCH:
            for target in (f"mk:{a.arg}", f"rib:{a.arg}"):
                aff.clicks.append(Click(target, a))
                aff.hover.setdefault(target, "Click: Stretch Time gives this treasure 5 more minutes (free)")
            aff.focus[a] = f"mk:{a.arg}"
        elif a.kind == PLAY:
            key = f"card:{a.arg}"
            aff.drags.append(Drag(key, "play", a))
            aff.focus[a] = key
            aff.hover[key] = "Drag onto the board (or double-click) to play this card"
        elif a.kind == POWER:
            power = POWER_NAME[char]
            aff.buttons.append(TableButton(power, a, key="power"))
            aff.clicks.append(Click(f"tile:{char}", a))
            aff.focus[a] = f"tile:{char}"
            aff.hover[f"tile:{char}"] = f"Click to use {power}: the tile turns face down"
            aff.confirms[a] = Confirm(f"Turn {CHAR_SHORT[char]}'s tile face down to use {power}?", f"Use {power}")
        elif a.kind == END_ACTIONS:
            aff.buttons.append(TableButton("Roll the dice", a, key="roll"))
            for die in DICE:
                aff.clicks.append(Click(die, a))
                aff.hover[die] = "Click to roll the dice: the Professor's turn"
            aff.focus[a] = DICE[0]
            if view.actions > 0:
                left = f"{view.actions} action{'s' if view.actions != 1 else ''}"
                aff.confirms[a] = Confirm(f"{CHAR_SHORT[char]} still has {left}. Roll the dice now?", "Roll the dice",
                                          reminder=True)
    if any(d.piece == me for d in aff.drags):
        aff.hover[me] = "Drag to a glowing room (or click, then click the room)"
        _refusals(aff, view, me, moves | {a.arg for a in legal if a.kind == SHADOWING})
    if any(a.kind == PLAY for a in legal):
        aff.dropzones.append(Zone("play", pygame.FRect(layout.regions["board"]), "Drop here to play the card",
                                  name="the board", dropzone=True, inset=False))
    for card in view.revealed[seat]:
        key = f"card:{card}"
        if not any(a.kind == PLAY and a.arg == card for a in legal):
            aff.hover[key] = why_illegal(view, Action(PLAY, card))


def _refusals(aff: Affordances, view: Any, me: str, targets: set[str]) -> None:
    """Why a drop of the active standee on another room (or outside) does nothing: the rules' words."""
    here = view.where[view.step[1]]
    for room in ROOMS:
        if room == here:
            aff.refusals[(me, f"room:{room}")] = "Already there: drop it on a glowing room."
        elif room not in targets:
            aff.refusals[(me, f"room:{room}")] = why_illegal(view, Action(MOVE, room))
    aff.refusals[(me, "out")] = "Characters never leave the castle by themselves: only the Professor chases them out."


def _pending(aff: Affordances, view: Any, legal: Sequence[Any], layout: Layout, seat: int) -> None:
    kind, _, source = view.step[0], view.step[1], view.step[2]
    me = f"st:{view.chars[seat]}"
    for a in legal:
        if a.kind == DONE:
            aff.buttons.append(TableButton("Done", a, key="done"))
        elif a.kind == CHOOSE_ROOM and source in SWITCH_SOURCES:
            key = switch_key(view, a.arg)
            aff.clicks.append(Click(key, a))
            aff.focus[a] = key
            aff.hover[key] = "Click to choose this switch"
        elif a.kind == CHOOSE_ROOM:  # a move: Sprint, Slip Through, Mad Dash
            zone = f"room:{a.arg}"
            aff.drags.append(Drag(me, zone, a))
            aff.clicks.append(Click(zone, a))
            aff.focus[a] = zone
            aff.hover[me] = "Drag to a glowing room (or click the room)"
        elif a.kind == CHOOSE_DOOR:
            key = f"door:{a.arg}"
            aff.clicks.append(Click(key, a))
            aff.focus[a] = key
            aff.hover[key] = "Click to choose this doorway"
        elif a.kind == CHOOSE_COLOUR:
            for target in (f"mk:{a.arg}", f"rib:{a.arg}"):
                aff.clicks.append(Click(target, a))
                aff.hover[target] = "Click to choose this treasure's marker"
            aff.focus[a] = f"mk:{a.arg}"
        elif a.kind == CHOOSE_TYPE:
            keys = [f"sw:{t}" for t, on in view.switches if on and SWITCH_TYPE[t] == a.arg]
            for key in keys:
                aff.clicks.append(Click(key, a))
                aff.hover[key] = f"Click: every {TYPE_NAMES[a.arg]} switch turns OFF"
            aff.focus[a] = keys[0]
        elif a.kind == DUCK:
            zone = "out" if a.arg == OUTSIDE else f"room:{a.arg}"
            aff.drags.append(Drag(me, zone, a))
            aff.focus[a] = zone
            aff.hover[me] = "Drag into a glowing room, or onto Outside"
            if a.arg == OUTSIDE:
                aff.buttons.append(TableButton("Go outside", a, key="outside"))


def picker(view: Any, legal: Sequence[Any]) -> Reading:
    """The choices that need words rather than a place: Fate's Hand, Double or Nothing, rerolls, ideas."""
    kind = view.step[0]
    name = CHAR_SHORT[view.chars[view.step[1]]]
    choices = tuple((a.label, a) for a in legal)
    if kind == FACE:
        return Reading("Fate's Hand", f"{name} sets the Professor die: choose its face. The Colour die comes next; "
                                      "the Clock die is rolled as usual.", choices)
    if kind == COLOUR_STEP:
        return Reading("Fate's Hand", f"{name} sets the Colour die: the Professor follows that colour's rugs, "
                                      "or goes for that colour's treasure.", choices)
    if kind == ROLL_STEP:
        return Reading("Double or Nothing", f"{name} rolled twice. Choose the roll the Professor uses: "
                                            f"first {faces_words(view, view.dice)}; second "
                                            f"{faces_words(view, view.alt)}.", choices)
    if kind == REROLL_STEP:
        return Reading("Reroll?", f"The dice show {faces_words(view, view.dice)}. {name} may reroll "
                                  "(Second Chance: any dice; Lucky Streak: one die) or keep them.", choices)
    if kind == IDEA_STEP:
        lines = [f"The clock reached a light bulb: turn one character tile face up. {name} chooses."]
        for p in range(view.players):
            if not view.face_up[p]:
                c = view.chars[p]
                lines.append(f"{CHAR_NAME[c]}. {ABILITY[c]}: {ABILITY_TEXT[c]} {POWER_NAME[c]} (once): "
                             f"{POWER_TEXT[c]}")
        return Reading("An idea!", "\n\n".join(lines), choices)
    return Reading("Choose", describe_decision(view), choices)


__all__ = ["ALARM", "MOVE_TINT", "affordances", "picker", "prompt", "spotlight", "switch_key", "treasure_key"]
