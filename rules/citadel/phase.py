"""The Professor phase as a table of stages (spec 3.6), the clock and ideas (3.6.6, 3.10), and
the turn's ends: the Draw step (3.4) and the end of a turn (3.12).

``state.stage`` names what happens next when no decision is pending; ``run_stage`` does it:

=========  =================================================================================
fate       Fate's Hand: ask for the Professor die's face, then the Colour die's
roll       roll every die neither set nor suppressed (twice with Double or Nothing, then ask)
reroll     the reroll window (Second Chance, Lucky Streak) until kept or none is left
resolve    show the final faces; a walk sets ``walk``; passage and time faces resolve here
walk       one step at a time (a Duck and Cover decision may pause between steps)
clock      move the clock, resolve losses, then an idea if III or IX was entered
idea       turn a face-down tile up (asked when two or more are down)
end        end the turn and start the next seat's: lasting effects end, draw two cards
=========  =================================================================================

Chance events use the table's standard kinds (``app.table.chance``): ``roll`` (die:
"professor" / "colour" / "clock", face: index 0-5, plus seat, set: 1 or 2, reroll) and
``shuffle`` (pile: "deck:<character>"). Other kinds: ``set_die`` (die, face), ``roll_chosen``
(set, dice), ``dice`` (professor, colour, clock faces, clock_steps, result words), ``no_effect``,
``clock`` (from, to, steps, spaces entered), ``idea`` (decider or None), ``tile_up`` (seat,
character, by), ``idea_wasted``, ``end_turn`` (seat, discarded), ``lasting_end`` (seat, cards),
``turn`` (seat, character, turn, revealed).
"""

from __future__ import annotations

from ..core import rng as rngmod
from ..core.events import Event
from ..core.text import seat_name
from .board import CARPET, COLOURS, COLOUR_NAMES
from .content import (
    CARD_NAME, CHAR_CARDS, CHAR_NAME, CHAR_SHORT, COLOUR, COLOUR_FACES, DICE, DIE_NAMES, MIN5, PASSAGE, PROFESSOR,
    PROFESSOR_FACE_WORDS, clock_steps,
)
from .legal import reroll_sources, rolled_dice
from .professor import faces_words, professor_step, secret_passage, time_face
from .state import (
    ACT, ACTIONS_PHASE, COLOUR_STEP, FACE, FATE, IDEA_STEP, PROFESSOR_PHASE, REROLL_STEP, ROLL_STEP, ROMAN, State,
    replace, space_of,
)
from .treasures import lose

DIE_INDEX = {d: i for i, d in enumerate(DICE)}


def roll_die(w: State, die: int) -> int:
    """One die roll: the next scripted face for that die if any (no draw), else the generator."""
    rig = w.rig[die]
    if rig:
        w.rig = replace(w.rig, die, rig[1:])
        return rig[0]
    face, w.rng = rngmod.below(w.rng, 6)
    return face


def _roll_event(w: State, die: int, face: int, ev: list[Event], which: int = 1, again: bool = False) -> None:
    seat = w.active
    name = DIE_NAMES[DICE[die]]
    shown = _face_word(w, die, face)
    verb = "rerolls" if again else "rolls"
    ev.append(Event("roll", f"{seat_name(seat)} {verb} the {name}: {shown}",
                    {"die": DICE[die], "face": face, "seat": seat, "set": which, "reroll": again},
                    subject=seat, you=f"You {verb[:-1]} the {name}: {shown}"))


def _face_word(w: State, die: int, face: int) -> str:
    if die == 0:
        return PROFESSOR_FACE_WORDS[face]
    if die == 1:
        return COLOUR_NAMES[COLOUR_FACES[face]]
    return "single clock" if clock_steps(face, w.split) == 1 else "double clock"


def _outcome(w: State, dice: list[int]) -> tuple:
    """What a set of faces does (two faces of one colour, or of one clock, are the same result)."""
    return (dice[0], COLOUR_FACES[dice[1]] if dice[1] >= 0 else "",
            clock_steps(dice[2], w.split) if dice[2] >= 0 else 0)


def start_professor_phase(w: State, ev: list[Event]) -> None:
    w.phase = PROFESSOR_PHASE
    w.stage = "fate" if FATE in w.mods else "roll"
    w.step = None


def choose_face(w: State, face: int, ev: list[Event]) -> None:
    w.dice = (face, w.dice[1], w.dice[2])
    ev.append(Event("set_die", f"Fate's Hand sets the Professor die to {PROFESSOR_FACE_WORDS[face]}",
                    {"die": PROFESSOR, "face": face}))
    w.step = (COLOUR_STEP, w.active, "FATE", 0, str(face))


def choose_colour(w: State, colour: str, ev: list[Event]) -> None:
    face = COLOURS.index(colour)  # index 0-2 shows that colour
    w.dice = (w.dice[0], face, w.dice[2])
    ev.append(Event("set_die", f"Fate's Hand sets the Colour die to {COLOUR_NAMES[colour]}",
                    {"die": COLOUR, "face": face}))
    w.step = None
    w.stage = "roll"


def _roll(w: State, ev: list[Event]) -> None:
    dice = list(w.dice)
    rolled = [DIE_INDEX[d] for d in rolled_dice(w)]
    for i in rolled:
        dice[i] = roll_die(w, i)
        _roll_event(w, i, dice[i], ev)
    w.dice = (dice[0], dice[1], dice[2])
    w.stage = "reroll"
    if "DB6" in w.mods and rolled:
        alt = list(dice)
        for i in rolled:
            alt[i] = roll_die(w, i)
            _roll_event(w, i, alt[i], ev, which=2)
        if _outcome(w, alt) != _outcome(w, dice):
            w.alt = tuple(alt)
            w.step = (ROLL_STEP, w.active, "DB6", 0, "")
        else:
            ev.append(Event("roll_chosen", "Double or Nothing: both rolls are the same",
                            {"set": 1, "dice": w.dice}))


def choose_roll(w: State, which: int, ev: list[Event], auto: bool) -> None:
    if which == 2:
        w.dice = (w.alt[0], w.alt[1], w.alt[2])
    w.alt = ()
    w.step = None
    ev.append(Event("roll_chosen", f"Double or Nothing: the {'first' if which == 1 else 'second'} roll is used "
                                   f"({faces_words(w, w.dice)})", {"set": which, "dice": w.dice}))


def reroll(w: State, source: str, dice: tuple[str, ...], ev: list[Event]) -> None:
    w.used = w.used | {"LUCKY" if source == "LUCKY" else "DB1"}
    faces = list(w.dice)
    for d in DICE:
        if d in dice:
            i = DIE_INDEX[d]
            faces[i] = roll_die(w, i)
            _roll_event(w, i, faces[i], ev, again=True)
    w.dice = (faces[0], faces[1], faces[2])
    w.step = None


def keep(w: State) -> None:
    w.step = None
    w.stage = "resolve"


def _resolve(w: State, ev: list[Event]) -> None:
    face, cface, kface = w.dice
    colour = COLOUR_FACES[cface]
    ci = COLOURS.index(colour)
    k = _clock_move(w)
    ev.append(Event("dice", f"The dice: {faces_words(w, w.dice)}",
                    {"professor": face, "colour": cface, "clock": kface, "clock_steps": k, "colour_id": colour}))
    if face <= 2:
        w.walk = face + 1
        w.stage = "walk"
        return
    w.stage = "clock"
    if "IE5" in w.mods:
        ev.append(Event("no_effect", f"Not Now, Professor: the {PROFESSOR_FACE_WORDS[face]} has no effect",
                        {"face": face}))
        return
    if face == PASSAGE:
        secret_passage(w, ci, ev)
    else:
        time_face(w, ci, 1 if face == MIN5 else 2, ev)


def _walk(w: State, ev: list[Event]) -> None:
    colour = COLOUR_FACES[w.dice[1]]
    total = w.dice[0] + 1
    while w.walk > 0:
        w.walk -= 1
        door = CARPET[w.professor][colour][0]
        if professor_step(w, door, ev, "walk", total - w.walk, total):
            return  # a Duck and Cover decision first; the walk goes on after it
    w.stage = "clock"


def _clock_move(w: State) -> int:
    if "IE2" in w.mods:
        return 0
    if "DB3" in w.mods:
        return 1
    return clock_steps(w.dice[2], w.split)


def _clock(w: State, ev: list[Event]) -> None:
    k = _clock_move(w)
    old = w.clock
    entered = tuple(space_of(old, i) for i in range(1, k + 1))
    before = [t[2] if t is not None else 99 for t in w.treasures]
    w.clock = space_of(old, k)
    w.treasures = tuple(None if t is None else (t[0], t[1], t[2] - k) for t in w.treasures)  # type: ignore
    if k == 0:
        why = "Stopped Clock" if "IE2" in w.mods else "no move"
        ev.append(Event("clock", f"The clock does not move ({why})",
                        {"from": old, "to": old, "steps": 0, "entered": ()}))
    else:
        ev.append(Event("clock", f"The clock moves {k} step{'s' if k > 1 else ''}: {ROMAN[old]} to {ROMAN[w.clock]}",
                        {"from": old, "to": w.clock, "steps": k, "entered": entered}))
    losing = sorted((ci for ci, t in enumerate(w.treasures) if t is not None and t[2] <= 0),
                    key=lambda ci: (before[ci], ci))
    for ci in losing:
        if lose(w, ci, ev):
            return
    w.stage = "idea" if 3 in entered or 9 in entered else "end"


def idea_decider(w: State) -> int:
    """Spec 3.10: the active seat if a person plays it, else the first person's seat after it,
    else the active seat."""
    n = w.players
    for k in range(n):
        seat = (w.active + k) % n
        if w.humans[seat]:
            return seat
    return w.active


def _idea(w: State, ev: list[Event]) -> None:
    w.stage = "end"
    down = [p for p in range(w.players) if not w.face_up[p]]
    if not down:
        ev.append(Event("idea_wasted", "The clock reaches a light bulb, but every character tile is face up already",
                        {}))
        return
    decider = idea_decider(w)
    ev.append(Event("idea", "The clock reaches a light bulb: an idea!", {"decider": decider}))
    w.step = (IDEA_STEP, decider, "", 0, "")


def turn_up(w: State, char: str, ev: list[Event], by: int, auto: bool) -> None:
    seat = w.chars.index(char)
    w.face_up = replace(w.face_up, seat, True)
    w.step = None
    how = " (the only face-down tile)" if auto else ""
    ev.append(Event("tile_up", f"{CHAR_NAME[char]}'s tile turns face up{how}", {"seat": seat, "character": char,
                                                                                  "by": by}))


def end_turn(w: State, ev: list[Event]) -> None:
    seat = w.active
    gone = w.revealed[seat]
    w.discards = replace(w.discards, seat, w.discards[seat] + gone)
    w.revealed = replace(w.revealed, seat, ())
    ev.append(Event("end_turn", f"{CHAR_SHORT[w.chars[seat]]}'s turn ends",
                    {"seat": seat, "discarded": gone}))
    begin_turn(w, (seat + 1) % w.players, ev)


def begin_turn(w: State, seat: int, ev: list[Event]) -> None:
    """Spec 3.4: lasting effects of this character end, a reshuffle if the deck is empty, 2 cards."""
    char = w.chars[seat]
    w.turn += 1
    w.active, w.phase, w.stage = seat, ACTIONS_PHASE, ""
    w.actions, w.played, w.acted, w.used, w.stride = 3, "", False, frozenset(), False
    w.mods, w.dice, w.alt, w.walk = frozenset(), (-1, -1, -1), (), 0
    if w.lasting[seat]:
        ended = w.lasting[seat]
        w.lasting = replace(w.lasting, seat, ())
        ev.append(Event("lasting_end", f"{', '.join(CARD_NAME[c] for c in ended)} ends",
                        {"seat": seat, "cards": ended}))
    if not w.decks[seat]:
        deck, w.rng = rngmod.shuffled(w.rng, CHAR_CARDS[char])
        w.decks = replace(w.decks, seat, tuple(deck))
        w.discards = replace(w.discards, seat, ())
        w.cycles = replace(w.cycles, seat, w.cycles[seat] + 1)
        ev.append(Event("shuffle", f"{CHAR_SHORT[char]}'s 6 action cards are shuffled into a new deck",
                        {"pile": f"deck:{char}", "seat": seat}))
    cards = w.decks[seat][:2]
    w.revealed = replace(w.revealed, seat, cards)
    w.decks = replace(w.decks, seat, w.decks[seat][2:])
    words = " and ".join(CARD_NAME[c] for c in cards)
    ev.append(Event("turn", f"{seat_name(seat)} plays {CHAR_NAME[char]}'s turn {w.turn} and reveals {words}",
                    {"seat": seat, "character": char, "turn": w.turn, "revealed": cards}, subject=seat,
                    you=f"You play {CHAR_NAME[char]}'s turn {w.turn} and reveal {words}"))
    w.step = (ACT, seat, "", 0, "")


def run_stage(w: State, ev: list[Event]) -> None:
    """Do the next thing of the Professor phase (no decision is pending)."""
    stage = w.stage
    if stage == "fate":
        w.step = (FACE, w.active, "FATE", 0, "")
    elif stage == "roll":
        _roll(w, ev)
    elif stage == "reroll":
        if reroll_sources(w):
            w.step = (REROLL_STEP, w.active, "", 0, "")
        else:
            w.stage = "resolve"
    elif stage == "resolve":
        _resolve(w, ev)
    elif stage == "walk":
        _walk(w, ev)
    elif stage == "clock":
        _clock(w, ev)
    elif stage == "idea":
        _idea(w, ev)
    elif stage == "end":
        end_turn(w, ev)
    else:  # pragma: no cover - the stages above are all there are
        raise AssertionError(f"unknown stage {stage!r}")


__all__ = ["begin_turn", "choose_colour", "choose_face", "choose_roll", "keep", "reroll", "run_stage",
           "start_professor_phase", "turn_up"]
