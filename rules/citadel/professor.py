"""What the Professor does to the castle (spec 3.6.3-3.6.5, 3.6.7): one walk step, the secret
passage, the time faces, and chasing characters out (with Duck and Cover's pause).

Event kinds written here (``data`` in brackets); the table animates a walk door by door from the
``professor_step`` events, one per doorway passed:

- ``professor_step`` (from, to, doorway, colour: the carpet followed, step / of: which step of
  the walk, locked: True when this step locked an open doorway, switch_on: True when the room's
  switch was turned ON, chased: seats in the room entered, how: "walk" or "puppet")
- ``secret_passage`` (from, to, colour, locked: doorways this locked, switch_on, chased)
- ``time`` (colour, tile, minutes, steps_before, steps, space; steps <= 0 means lost)
- ``chase`` (seat, character, from, to: "OUT")
- ``duck`` (seat, character, from, to, doorway)
"""

from __future__ import annotations

from ..core.events import Event
from .board import (
    ACROSS, COLOURS, COLOUR_NAMES, DOOR_BETWEEN, OUTSIDE, ROOM_DOORS, ROOM_INDEX, SIDE_COLOUR, room_name,
)
from .content import (
    CHAR_SHORT, COLOUR_FACES, PROFESSOR_FACE_WORDS, SWITCH_TYPE, TREASURE_NAME, TYPE_NAMES, clock_steps,
)
from .legal import duck_rooms, lasting_in_force
from .state import DUCK_STEP, ROMAN, State, replace, space_of
from .treasures import lose


def faces_words(s: State, dice: tuple[int, ...]) -> str:
    """'3 chevrons, red, double clock' for a set of faces (-1: a die not rolled)."""
    words = []
    if dice[0] >= 0:
        words.append(PROFESSOR_FACE_WORDS[dice[0]])
    if dice[1] >= 0:
        words.append(COLOUR_NAMES[COLOUR_FACES[dice[1]]])
    if dice[2] >= 0:
        words.append("single clock" if clock_steps(dice[2], s.split) == 1 else "double clock")
    return ", ".join(words) if words else "no dice"


def _switch_on(w: State, room: str) -> bool:
    """The Professor turns ``room``'s switch ON if it is OFF (not under Sabotage)."""
    i = ROOM_INDEX[room]
    tile, on = w.switches[i]
    if on or lasting_in_force(w, "LJ4"):
        return False
    w.switches = replace(w.switches, i, (tile, True))
    return True


def chase(w: State, room: str, ev: list[Event]) -> bool:
    """Everyone in ``room`` goes outside; a character under its own Duck and Cover with an open
    way out decides instead (True: that decision is now pending, the character still in the room)."""
    ducking = -1
    for p in range(w.players):
        if w.where[p] != room:
            continue
        if "NG6" in w.lasting[p] and duck_rooms(w):
            ducking = p
            continue
        w.where = replace(w.where, p, OUTSIDE)
        name = CHAR_SHORT[w.chars[p]]
        ev.append(Event("chase", f"{name} flees {room_name(room)} and goes outside",
                        {"seat": p, "character": w.chars[p], "from": room, "to": OUTSIDE}))
    if ducking >= 0:
        w.step = (DUCK_STEP, ducking, "", 0, "")
        return True
    return False


def duck(w: State, seat: int, room: str, ev: list[Event]) -> None:
    """Duck and Cover decided: into ``room`` through its open doorway, or outside."""
    here = w.where[seat]
    name = CHAR_SHORT[w.chars[seat]]
    w.step = None
    w.where = replace(w.where, seat, room)
    if room == OUTSIDE:
        ev.append(Event("chase", f"{name} flees {room_name(here)} and goes outside",
                        {"seat": seat, "character": w.chars[seat], "from": here, "to": OUTSIDE}))
        return
    door = DOOR_BETWEEN[(here, room)]
    ev.append(Event("duck", f"{name} ducks out of {room_name(here)} into {room_name(room)} (Duck and Cover)",
                    {"seat": seat, "character": w.chars[seat], "from": here, "to": room, "doorway": door}))


def _chased_words(w: State, room: str) -> str:
    names = [CHAR_SHORT[w.chars[p]] for p in range(w.players) if w.where[p] == room]
    return f"; {' and '.join(names)} must flee" if names else ""


def professor_step(w: State, door: str, ev: list[Event], how: str = "walk", step: int = 1, of: int = 1) -> bool:
    """One step through ``door`` (spec 3.6.3): lock it, enter, switch ON, chase. True when a
    Duck and Cover decision is pending."""
    here = w.professor
    there = ACROSS[(here, door)]
    newly = door not in w.locked and not lasting_in_force(w, "EW4")
    if newly:
        w.locked = w.locked | {door}
    w.professor = there
    on = _switch_on(w, there)
    chased = tuple(p for p in range(w.players) if w.where[p] == there)
    colour = SIDE_COLOUR[door][here]
    bits = []
    if newly:
        bits.append(f"locking {door}")
    if on:
        tile = w.switch_of(there)[0]
        bits.append(f"the {TYPE_NAMES[SWITCH_TYPE[tile]]} switch there turns ON")
    extra = f" ({', '.join(bits)})" if bits else ""
    lead = "Puppet Strings pull the Professor" if how == "puppet" else "The Professor walks"
    ev.append(Event("professor_step",
                    f"{lead} from {room_name(here)} through {door} ({COLOUR_NAMES[colour]} carpet) into "
                    f"{room_name(there)}{extra}{_chased_words(w, there)}",
                    {"from": here, "to": there, "doorway": door, "colour": colour, "step": step, "of": of,
                     "locked": newly, "switch_on": on, "chased": chased, "how": how}))
    return chase(w, there, ev)


def secret_passage(w: State, ci: int, ev: list[Event]) -> bool:
    """Spec 3.6.4: straight to the room of the treasure of the die's colour, lock its doorways,
    switch ON, chase. True when a Duck and Cover decision is pending."""
    here = w.professor
    target = w.treasures[ci][1]  # type: ignore[index]
    w.professor = target
    newly: tuple[str, ...] = ()
    if not lasting_in_force(w, "EW4"):
        newly = tuple(sorted(d for d in ROOM_DOORS[target] if d not in w.locked))
        w.locked = w.locked | set(newly)
    on = _switch_on(w, target)
    chased = tuple(p for p in range(w.players) if w.where[p] == target)
    colour = COLOURS[ci]
    where = "stays in" if here == target else "takes a secret passage to"
    bits = []
    if newly:
        bits.append(f"locking {', '.join(newly)}")
    if on:
        bits.append("its switch turns ON")
    extra = f" ({'; '.join(bits)})" if bits else ""
    ev.append(Event("secret_passage",
                    f"The Professor {where} {room_name(target)}, the room of the {COLOUR_NAMES[colour]} treasure"
                    f"{extra}{_chased_words(w, target)}",
                    {"from": here, "to": target, "colour": colour, "locked": newly, "switch_on": on,
                     "chased": chased}))
    return chase(w, target, ev)


def time_face(w: State, ci: int, back: int, ev: list[Event]) -> bool:
    """Spec 3.6.5: the marker of colour ``ci`` moves ``back`` steps counterclockwise; True when
    the game ended (a 4th loss)."""
    tile, room, steps = w.treasures[ci]  # type: ignore[misc]
    new = steps - back
    colour = COLOURS[ci]
    space = space_of(w.clock, new) if new > 0 else w.clock
    verdict = f"its marker moves back to {ROMAN[space]}" if new > 0 else "its time has run out"
    ev.append(Event("time", f"{5 * back} minutes: the {COLOUR_NAMES[colour]} treasure ({TREASURE_NAME[tile]}) "
                            f"loses {5 * back} minutes; {verdict}",
                    {"colour": colour, "tile": tile, "minutes": 5 * back, "steps_before": steps, "steps": new,
                     "space": space}))
    if new <= 0:
        return lose(w, ci, ev)
    w.treasures = replace(w.treasures, ci, (tile, room, new))
    return False


__all__ = ["chase", "duck", "faces_words", "professor_step", "secret_passage", "time_face"]
