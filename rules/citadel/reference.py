"""The in-app rules reference for Professor Evil and the Citadel of Time, in our own words.

Each section is (id, title, body); bodies use the small HTML subset pygame_gui's text boxes draw
(<b>, <i>, <br>, <a href='section'>). Content this edition reconstructs (spec 5) carries the
``[Reconstructed]`` badge; "About this edition" is the spec's exact text; "Rulings" lists spec
section 4, numbered as there.
"""

from __future__ import annotations

from .board import COLOUR_NAMES, DOOR_ROOMS, DOORS, ROOM_NAMES, ROOMS, SIDE_COLOUR, WINDOWS
from .content import (
    ABILITY, ABILITY_TEXT, CARD_NAME, CARD_TEXT, CARD_TIMING, CHAR_CARDS, CHAR_NAME, CHAR_TITLE, CHARACTERS,
    INVENTED_TREASURE_NAMES, MINUTES, POWER, POWER_TEXT, TREASURE_NAME, TREASURE_TYPES, TREASURES, TYPE_COLOURS,
    TYPE_COUNT, TYPE_NAMES, TYPES,
)
from .rulings import RULINGS

REBUILT = "<i>[Reconstructed]</i>"

ABOUT = (
    "<i>About this edition.</i> The rules of Professor Evil and the Citadel of Time are played here as printed. "
    "Some printed components are not reproduced in the rulebook, so this edition reconstructs them: the floor "
    "plan of the castle and the colours of its carpets; the Kitchen, Dining Room and Conservatory; how the faces "
    "of the Colour and Clock dice are split; the minutes of every treasure, the switch types of most treasures "
    "and the names of five of them; the characters' abilities and powerful actions (except Nathan's ability); "
    "and all 30 action cards, whose set is tuned so that every team of characters has a fair chance. They fit "
    "every rule of the game but differ from the printed box. The clock also runs faster as the difficulty rises "
    "(Clock die Gentle at Beginner, Standard at Standard, Harsh at Expert); the lobby can change this. Rulings on "
    "unclear points are listed under \"Rulings\"."
)
_INVENTED_ROOMS = {"KIT", "DIN", "CON"}


def _rooms() -> str:
    rows = []
    for r in ROOMS:
        doors = [d for d in DOORS if r in DOOR_ROOMS[d]]
        ways = ", ".join(f"{COLOUR_NAMES[SIDE_COLOUR[d][r]]} {d} to the "
                         f"{ROOM_NAMES[DOOR_ROOMS[d][1] if DOOR_ROOMS[d][0] == r else DOOR_ROOMS[d][0]]}"
                         for d in sorted(doors, key=lambda d: "RGB".index(SIDE_COLOUR[d][r])))
        extra = " (window)" if r in WINDOWS else " (front door: no entry)" if r == "ENT" else ""
        name = f" {REBUILT}" if r in _INVENTED_ROOMS else ""
        rows.append(f"<b>{ROOM_NAMES[r]}</b>{name}{extra}: {ways}")
    return "<br>".join(rows)


def _treasures() -> str:
    rows = []
    for t in TREASURES:
        types = " + ".join(TYPE_NAMES[x] for x in TREASURE_TYPES[t])
        count = sum(TYPE_COUNT[x] for x in TREASURE_TYPES[t])
        name = f" (name {REBUILT})" if t in INVENTED_TREASURE_NAMES else ""
        rows.append(f"{t} <b>{TREASURE_NAME[t]}</b>{name}: {MINUTES[t]} minutes; {types} ({count} switches)")
    return "<br>".join(rows)


def _characters() -> str:
    rows = []
    for c in CHARACTERS:
        badge = "" if c == "NAT" else f" {REBUILT}"
        rows.append(f"<b>{CHAR_NAME[c]}</b>, {CHAR_TITLE[c]}.<br>Ability <b>{ABILITY[c]}</b>{badge}: {ABILITY_TEXT[c]}"
                    f"<br>Powerful action <b>{POWER[c]}</b> {REBUILT}: {POWER_TEXT[c]}")
    return "<br><br>".join(rows)


def _cards() -> str:
    rows = []
    for c in CHARACTERS:
        cards = "<br>".join(f"{k} <b>{CARD_NAME[k]}</b> <i>({CARD_TIMING[k]})</i>: {CARD_TEXT[k]}" for k in CHAR_CARDS[c])
        rows.append(f"<b>{CHAR_NAME[c]}</b><br>{cards}")
    return f"All 30 cards are {REBUILT}.<br><br>" + "<br><br>".join(rows)


def _rulings() -> str:
    return "<br>".join(f"{i}. {text}" for i, text in enumerate(RULINGS, 1))


SECTIONS: tuple[tuple[str, str, str], ...] = (
    ("about", "About this edition", ABOUT + "<br><br>Start with <a href='goal'>the goal</a>; the app's choices "
     "where the printed rules are open are in <a href='rulings'>Rulings</a>."),
    ("goal", "Goal", (
        "Professor Evil has hidden stolen treasures in his castle. Three are on display at any time, each in a room "
        "and each protected by one, two or three <b>types</b> of trap switch. Turn OFF every switch of those types, "
        "stand in the treasure's room and spend an action to rescue it. <b>Rescue 4 treasures</b> before the "
        "Professor <b>stashes 4</b> in his strongroom. Everybody wins or loses together (<a href='end'>end</a>).")),
    ("castle", "The castle", (
        f"Twelve rooms in two rings of six around the main clock {REBUILT} (the floor plan and the carpets). Every "
        "room has three doorways with one red, one green and one blue carpet on its side; the Professor follows "
        "them (<a href='professor'>the Professor</a>). All doorways start locked. You climb in through the "
        "windows of the Gallery, the Library and the Ballroom, never through the Entrance Hall.<br>"
        f"{_rooms()}")),
    ("switches", "Switches", (
        "Twelve switch tiles, one per room, each ON (active) or OFF; the type shows on both sides: "
        + ", ".join(f"{TYPE_COUNT[t]} {TYPE_NAMES[t]} ({TYPE_COLOURS[t]})" for t in TYPES)
        + f". The gold Lock and the violet Camera colours are {REBUILT}. Players only ever turn switches OFF; the "
        "Professor and rescues turn them back ON.")),
    ("treasures", "Treasures", (
        f"Eighteen treasures; the minutes of all and the switch types of most are {REBUILT}. The minutes count "
        "clockwise from the clock marker, 5 minutes a space.<br>" + _treasures())),
    ("setup", "Setup", (
        "The Professor in the Laboratory, the clock on XII, a door marker on all 18 doorways. Shuffle the room "
        "cards: the first 6 drawn get a switch OFF, the other 6 a switch ON. Shuffle the treasures of the "
        "<a href='difficulty'>difficulty</a>, reshuffle all room cards, and place a red, a green and a blue "
        "treasure: draw a room card, put the top treasure there and its marker as many spaces after the clock as "
        "its minutes say. Each character shuffles its 6 action cards; tiles face down; everyone outside.")),
    ("turn", "A turn", (
        "<b>1. Draw:</b> reveal the top 2 cards of your deck (reshuffle all 6 when it is empty).<br>"
        "<b>2. Actions:</b> up to 3 regular <a href='actions'>actions</a>, at most one of your 2 cards, and any "
        "ability or powerful action, in any order.<br>"
        "<b>3. Roll the dice:</b> the Professor takes his turn (<a href='professor'>the Professor</a>), then the "
        "<a href='clock'>clock</a> moves. Both revealed cards are discarded; the next character plays.")),
    ("actions", "Actions", (
        "<b>Move</b>: from outside into a window room; from a room through an <i>open</i> doorway. Never into the "
        "Professor's room.<br><b>Unlock door</b>: remove the marker of one doorway of your room.<br><b>Flip "
        "switch</b>: turn your room's active switch OFF.<br><b>Rescue</b>: in the treasure's room, with every "
        "switch of its types OFF anywhere. The rescue turns those switches back ON and a new treasure of that "
        "colour is placed.")),
    ("professor", "The Professor", (
        "<b>1-3 chevrons</b>: he walks that many doorways, each time through the one with the Colour die's carpet "
        "on his side: he locks it if open, turns the new room's switch ON, and chases everyone there outside.<br>"
        "<b>Secret passage</b>: he goes to the room of the treasure of the die's colour, locks all its doorways, "
        "turns its switch ON and chases.<br><b>5 / 10 minutes</b>: that colour's marker moves 1 or 2 spaces back.")),
    ("clock", "Clock and ideas", (
        "The Clock die moves the clock 1 or 2 spaces. A treasure whose marker is reached or passed is lost; a new "
        "one takes its place. When the clock enters III or IX, an <b>idea</b> turns a face-down character tile up: "
        f"its ability and powerful action become available. The Colour die (2 faces per colour) and the Clock die "
        f"splits are {REBUILT}.")),
    ("characters", "Characters", _characters()),
    ("cards", "Action cards", _cards()),
    ("difficulty", "Difficulty", (
        "<b>Beginner</b>: no 55-minute treasures, Gentle Clock die (1 double face).<br><b>Standard</b>: all 18 "
        "treasures, Standard Clock die (2 double faces).<br><b>Expert</b>: no 30-minute treasures, Harsh Clock "
        f"die (3 double faces).<br>The Clock die per difficulty and 1 or 5 characters are app options {REBUILT}.")),
    ("end", "End of the game", (
        "The 4th rescued treasure wins at once; the 4th lost treasure loses at once. A tie cannot happen.")),
    ("rulings", "Rulings", "Where the printed rules are open, this edition rules:<br>" + _rulings()
     + "<br>Back to <a href='about'>About this edition</a>."),
)
