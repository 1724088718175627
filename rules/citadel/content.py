"""The printed and reconstructed pieces (spec 2.3-2.9, 3.14, 5): switch tiles, treasures, the
characters and their 30 action cards, the three dice and the difficulty levels.

Plain tables keyed by the spec's ids. ``RECONSTRUCTED`` lists which of them this edition had to
invent (spec 5), for the rules reference's "[Reconstructed]" marks.
"""

from __future__ import annotations

# --- switch tiles (2.5) ---------------------------------------------------------------------------

TYPES: tuple[str, ...] = ("lock", "saw", "camera", "laser", "datapad")
TYPE_NAMES = {"lock": "Lock", "saw": "Saw", "camera": "Camera", "laser": "Laser", "datapad": "Datapad"}
TYPE_COLOURS = {"lock": "gold", "saw": "grey", "camera": "violet", "laser": "red", "datapad": "blue"}
TYPE_ICONS = {"lock": "padlock", "saw": "circular saw blade", "camera": "security camera",
              "laser": "laser emitter with beam", "datapad": "keypad tablet"}
SWITCH_TYPE: dict[str, str] = {}
for _i, _t in enumerate(("lock",) * 4 + ("saw",) * 3 + ("camera",) * 2 + ("laser",) * 2 + ("datapad",)):
    SWITCH_TYPE[f"SW{_i + 1:02d}"] = _t
SWITCHES: tuple[str, ...] = tuple(SWITCH_TYPE)
TYPE_COUNT = {t: sum(1 for s in SWITCHES if SWITCH_TYPE[s] == t) for t in TYPES}

# --- treasures (2.6) ------------------------------------------------------------------------------

# id -> (name, minutes, switch types)
TREASURE_TABLE: dict[str, tuple[str, int, tuple[str, ...]]] = {
    "T01": ("Excalibur", 30, ("laser",)),
    "T02": ("Magna Carta", 30, ("camera",)),
    "T03": ("Declaration of Independence", 30, ("datapad",)),
    "T04": ("Rosetta Stone", 35, ("saw",)),
    "T05": ("Dead Sea Scrolls", 35, ("camera", "datapad")),
    "T06": ("Turin Shroud", 35, ("laser", "datapad")),
    "T07": ("Crown Jewels", 40, ("lock",)),
    "T08": ("Da Vinci's Notebook", 40, ("camera", "laser")),
    "T09": ("Bust of Nefertiti", 40, ("saw", "datapad")),
    "T10": ("Ark of the Covenant", 45, ("lock", "datapad")),
    "T11": ("Tutankhamun's Mask", 45, ("saw", "camera")),
    "T12": ("Holy Grail", 45, ("saw", "laser")),
    "T13": ("Mona Lisa", 50, ("lock", "camera")),
    "T14": ("Hope Diamond", 50, ("lock", "laser")),
    "T15": ("Crystal Skull", 50, ("saw", "laser", "datapad")),
    "T16": ("Morimoto's Sabre", 55, ("lock", "saw")),
    "T17": ("Fabergé Egg", 55, ("saw", "camera", "laser")),
    "T18": ("Shakespeare's First Folio", 55, ("lock", "camera", "datapad")),
}
TREASURES: tuple[str, ...] = tuple(TREASURE_TABLE)
TREASURE_NAME = {t: v[0] for t, v in TREASURE_TABLE.items()}
MINUTES = {t: v[1] for t, v in TREASURE_TABLE.items()}
STEPS = {t: v[1] // 5 for t, v in TREASURE_TABLE.items()}
TREASURE_TYPES = {t: v[2] for t, v in TREASURE_TABLE.items()}
INVENTED_TREASURE_NAMES = frozenset({"T11", "T12", "T14", "T17", "T18"})

# --- difficulty and the Clock die (2.4, 3.14) ------------------------------------------------------

DIFFICULTIES: tuple[str, ...] = ("beginner", "standard", "expert")
DIFFICULTY_NAMES = {"beginner": "Beginner", "standard": "Standard", "expert": "Expert"}
DIFFICULTY_TREASURES: dict[str, tuple[str, ...]] = {
    "beginner": tuple(t for t in TREASURES if MINUTES[t] != 55),
    "standard": TREASURES,
    "expert": tuple(t for t in TREASURES if MINUTES[t] != 30),
}
CLOCK_SPLITS: tuple[str, ...] = ("gentle", "standard", "harsh")
CLOCK_SPLIT_NAMES = {"gentle": "Gentle", "standard": "Standard", "harsh": "Harsh"}
SINGLE_FACES = {"gentle": 5, "standard": 4, "harsh": 3}  # indices below this are single clocks
DEFAULT_SPLIT = {"beginner": "gentle", "standard": "standard", "expert": "harsh"}
DEFAULT_DIFFICULTY = "beginner"  # spec 1 (the issue suggested standard; see the package docstring)

# --- dice (2.4) -----------------------------------------------------------------------------------

PROFESSOR, COLOUR, CLOCK = "professor", "colour", "clock"
DICE: tuple[str, ...] = (PROFESSOR, COLOUR, CLOCK)
DIE_NAMES = {PROFESSOR: "Professor die", COLOUR: "Colour die", CLOCK: "Clock die"}
WALK1, WALK2, WALK3, PASSAGE, MIN5, MIN10 = range(6)  # Professor die faces
PROFESSOR_FACES = ("walk1", "walk2", "walk3", "passage", "min5", "min10")
PROFESSOR_FACE_WORDS = ("1 chevron", "2 chevrons", "3 chevrons", "secret passage", "5 minutes", "10 minutes")
COLOUR_FACES = ("R", "G", "B", "R", "G", "B")  # index -> colour


def clock_steps(face: int, split: str) -> int:
    """The Clock die's face index -> 1 (single clock) or 2 (double clock) under ``split``."""
    return 1 if face < SINGLE_FACES[split] else 2


# --- characters (2.8) -----------------------------------------------------------------------------

# id -> (name, title, standee colour, ability, power)
CHARACTER_TABLE: dict[str, tuple[str, str, str, str, str]] = {
    "NAT": ("Nathan Goodspeed", "Master of Movements", "orange", "Shadowing", "Mad Dash"),
    "EDW": ("Edward Wyre", "Lord of the Gears", "bronze", "Tinker", "Master Key"),
    "IRE": ("Irene Elder", "Queen of Time", "purple", "Stretch Time", "Turn Back the Clock"),
    "LER": ("Leroy Johnson", "Ruler of Switches", "teal", "Long Reach", "Short Circuit"),
    "DES": ("Destiny Bradshaw", "Mistress of Randomness", "magenta", "Lucky Streak", "Fate's Hand"),
}
CHARACTERS: tuple[str, ...] = tuple(CHARACTER_TABLE)
CHAR_NAME = {c: v[0] for c, v in CHARACTER_TABLE.items()}
CHAR_SHORT = {c: v[0].split()[0] for c, v in CHARACTER_TABLE.items()}  # "Leroy"
CHAR_TITLE = {c: v[1] for c, v in CHARACTER_TABLE.items()}
CHAR_COLOUR = {c: v[2] for c, v in CHARACTER_TABLE.items()}
ABILITY = {c: v[3] for c, v in CHARACTER_TABLE.items()}
POWER = {c: v[4] for c, v in CHARACTER_TABLE.items()}
ABILITY_TEXT = {
    "NAT": "At the start of your action phase, before any other step, you may move from wherever you are "
           "(outside included) to any room adjacent to the Professor's room, locked or open. Free; once per turn.",
    "EDW": "Once per turn, during your action phase, remove the door marker from one locked doorway of your room. "
           "Free.",
    "IRE": "Once per turn, during your action phase, move one treasure marker 1 step clockwise (only a marker at "
           "most 10 steps ahead of the clock). Free.",
    "LER": "Your Flip Switch action may flip the active switch of your room or of any room adjacent to it (the "
           "Professor's room included). It still costs 1 action.",
    "DES": "In the Professor phase of your own turn, after the dice are rolled, you may reroll one of the rolled "
           "dice, once.",
}
POWER_TEXT = {
    "NAT": "Move from wherever you are to any room that does not hold the Professor (doors do not matter; not "
           "your current room). Then you have 1 extra regular action this turn.",
    "EDW": "Remove the door markers from up to 4 locked doorways anywhere in the castle.",
    "IRE": "Move every treasure marker 2 steps clockwise; a marker never ends more than 11 steps ahead of the "
           "clock.",
    "LER": "Flip OFF up to 2 active switches anywhere in the castle (the Professor's room included).",
    "DES": "In this turn's Professor phase, you choose the faces of the Professor die and of the Colour die "
           "instead of rolling them; the Clock die is rolled as usual.",
}
# The app's default team for each seat count (spec 1: Leroy and Irene for two; then canonical order).
DEFAULT_TEAM: tuple[str, ...] = ("LER", "IRE", "NAT", "EDW", "DES")
IDEA_PRIORITY: tuple[str, ...] = ("LER", "EDW", "IRE", "NAT", "DES")  # the AI's preference

# --- action cards (2.9) ---------------------------------------------------------------------------

NOW, THIS_TURN, ROLL, LASTING = "now", "this turn", "roll", "lasting"
# id -> (name, timing, effect text)
CARD_TABLE: dict[str, tuple[str, str, str]] = {
    "NG1": ("Sprint", NOW, "Make up to 2 moves now, each following the Move rules but costing no action."),
    "NG2": ("Grand Tour", NOW, "Choose a switch type with an active switch: every switch of that type turns OFF."),
    "NG3": ("Slip Through", NOW, "Move through one doorway of your room, locked or open, into a room without the "
            "Professor. The doorway keeps its state."),
    "NG4": ("Running Flip", NOW, "Flip OFF up to 2 active switches anywhere in the castle."),
    "NG5": ("Long Stride", THIS_TURN, "For the rest of this action phase, each Move may pass through up to 2 open "
            "doorways (from outside: a window room, then 1 open doorway), never into or through the Professor's "
            "room."),
    "NG6": ("Duck and Cover", LASTING, "Whenever the Professor enters your room, you may instead move into an "
            "adjacent room through an open doorway (not the Professor's room), or go outside."),
    "EW1": ("Override the Mechanism", NOW, "Choose a switch type with an active switch: every switch of that type "
            "turns OFF."),
    "EW2": ("Open Sesame", NOW, "Remove the door markers from all locked doorways of your room."),
    "EW3": ("Well-Oiled Hinges", NOW, "Spend 1 regular action: remove the door marker from a locked doorway of your "
            "room leading to a room without the Professor, and move through it."),
    "EW4": ("Jammed Gears", LASTING, "The Professor locks no doorways."),
    "EW5": ("Remote Release", NOW, "Remove the door markers from up to 2 locked doorways, each of your room or of a "
            "room adjacent to it."),
    "EW6": ("Wrench in the Works", NOW, "Flip OFF up to 2 active switches anywhere in the castle."),
    "IE1": ("Borrowed Time", NOW, "Move one treasure marker at most 10 steps ahead 2 steps clockwise (never beyond "
            "11)."),
    "IE2": ("Stopped Clock", ROLL, "This turn the Clock die is not rolled and the clock does not move."),
    "IE3": ("Extra Minutes", NOW, "Move every treasure marker 1 step clockwise (never beyond 11 steps ahead)."),
    "IE4": ("Time Slip", NOW, "You have 1 extra regular action this turn."),
    "IE5": ("Not Now, Professor", ROLL, "This turn a secret passage, 5 minutes or 10 minutes result has no effect."),
    "IE6": ("Reset the Timers", NOW, "Choose a switch type with an active switch: every switch of that type turns "
            "OFF."),
    "LJ1": ("Master Switch", NOW, "Choose a switch type with an active switch: every switch of that type turns OFF."),
    "LJ2": ("Remote Control", NOW, "Flip OFF 1 active switch anywhere in the castle."),
    "LJ3": ("Chain Reaction", NOW, "Flip OFF the switch of your room (if active); then you may flip OFF the active "
            "switch of one adjacent room."),
    "LJ4": ("Sabotage", LASTING, "The Professor turns no switches ON (rescues still do)."),
    "LJ5": ("Rewire", NOW, "Exchange the switch tiles of two rooms; each keeps the side it shows."),
    "LJ6": ("Quick Hands", NOW, "Flip OFF the switch of your room if it is active, then you have 1 extra regular "
            "action this turn."),
    "DB1": ("Second Chance", ROLL, "This turn, after rolling, you may reroll any or all of the rolled dice, once."),
    "DB2": ("Blown Fuse", NOW, "Flip OFF up to 2 active switches anywhere in the castle."),
    "DB3": ("Steady Hands", ROLL, "This turn the Clock die is not rolled; the clock moves exactly 1 step."),
    "DB4": ("Puppet Strings", NOW, "Move the Professor through one doorway of his room of your choice, with all the "
            "effects of a walk step."),
    "DB5": ("Stroke of Luck", NOW, "Flip OFF 1 active switch anywhere in the castle."),
    "DB6": ("Double or Nothing", ROLL, "This turn, roll the dice twice and choose which complete result to use."),
}
CARDS: tuple[str, ...] = tuple(CARD_TABLE)
CARD_NAME = {c: v[0] for c, v in CARD_TABLE.items()}
CARD_TIMING = {c: v[1] for c, v in CARD_TABLE.items()}
CARD_TEXT = {c: v[2] for c, v in CARD_TABLE.items()}
DECK_PREFIX = {"NAT": "NG", "EDW": "EW", "IRE": "IE", "LER": "LJ", "DES": "DB"}
CHAR_CARDS: dict[str, tuple[str, ...]] = {c: tuple(f"{p}{i}" for i in range(1, 7)) for c, p in DECK_PREFIX.items()}
CARD_OWNER = {card: c for c, cards in CHAR_CARDS.items() for card in cards}
CARD_ORDER = {card: i for i, card in enumerate(CARDS)}  # canonical order, for views

# Card families (the engine and the AI treat each family alike).
TYPE_CARDS = frozenset({"NG2", "EW1", "IE6", "LJ1"})           # every switch of one type OFF
TWO_SWITCH_CARDS = frozenset({"NG4", "EW6", "DB2"})             # up to 2 switches anywhere
ONE_SWITCH_CARDS = frozenset({"LJ2", "DB5"})                    # 1 switch anywhere
ROLL_CARDS = frozenset(c for c in CARDS if CARD_TIMING[c] == ROLL)
LASTING_CARDS = frozenset(c for c in CARDS if CARD_TIMING[c] == LASTING)

RECONSTRUCTED = (
    "the floor plan and the carpet colours", "the Kitchen, Dining Room and Conservatory",
    "the Colour and Clock dice splits", "treasure minutes, most switch types and five names",
    "the characters' abilities (except Nathan's) and powerful actions", "all 30 action cards",
)
