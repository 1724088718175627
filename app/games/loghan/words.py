"""Castle von Loghan's words and facts for the table, read from the content set (``loghan_content.md``
through ``rules.loghan.content``): names of nodes, agents, enemies, treasures and combat cards, the
event and story cards' texts, effect codes in plain English, colours and shapes.

Nothing here decides anything: it only says what the rules' ids are called and how they look.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from rules.loghan.content import CONTENT_NOTICE, load_content
from rules.loghan.content_types import plain

C = load_content()

GREEN_GLOW = (90, 200, 110)
COLOUR_RGB = {"G": (63, 163, 77), "B": (60, 111, 209), "R": (200, 55, 59), "V": (142, 76, 194), "X": (184, 134, 42)}
COLOUR_WORD = {"G": "Green", "B": "Blue", "R": "Red", "V": "Violet", "X": "Boss"}
COLOUR_FILE = {"G": "green", "B": "blue", "R": "red", "V": "violet", "X": "boss"}
NEUTRAL = (138, 138, 138)
# Agents: token colour and shape badge (art/loghan/README.md)
AGENT_SHAPE = {"Pill": "cross", "Brannoc": "square", "Kestrel": "triangle", "Ilse": "diamond", "Sable": "star",
               "Orin": "circle"}
PHASES = (("move", "Move"), ("event", "Event"), ("alert", "Alert"), ("combat", "Combat"), ("reward", "Reward"),
          ("refresh", "Refresh"))
PRESET_WORD = {"story": "Story", "standard": "Standard", "hard": "Hard"}
SEAT_WORD = {"human": "Human", "ai": "AI", "chaos": "Chaos"}
PLACE_WORD = {"left": "Left hand", "right": "Right hand", "both": "both hands", "belt": "Belt", "back": "Back",
              "backpack": "backpack"}
# Short names for the board's node rectangles (the full name is in the tooltip and the top bar).
SHORT = {"POD": "P.O.D.", "PATH": "Forest Path", "CAMP": "Burners' Camp", "GRAVE": "Graveyard", "MOAT": "Moat Bank",
         "GATE": "Gatehouse", "BAILEY": "Outer Bailey", "STABLE": "Stables", "WELL": "Well Court",
         "KITCH": "Kitchens", "CELLAR": "Wine Cellar", "HALL": "Great Hall", "CHAPEL": "Chapel", "ARMORY": "Armory",
         "BARRACKS": "Barracks", "LIBRARY": "Library", "GALLERY": "Long Gallery", "STAIR": "Spiral Stair",
         "DUNGEON": "Dungeon", "TOWER": "Tower", "SOLAR": "Lord's Solar", "LIFT-A": "Cellar Lift",
         "LIFT-B": "Barracks Lift", "LAB-HUB": "Lab Hub", "CRYO": "Cryo Vault", "CLONE": "Cloning Bay",
         "SERVER": "Server Crypt", "REACTOR": "Reactor"}
TINY = {"POD": "P.O.D.", "PATH": "Path", "CAMP": "Camp", "GRAVE": "Graves", "MOAT": "Moat", "GATE": "Gate",
        "BAILEY": "Bailey", "STABLE": "Stables", "WELL": "Well", "KITCH": "Kitchen", "CELLAR": "Cellar",
        "HALL": "Hall", "CHAPEL": "Chapel", "ARMORY": "Armory", "BARRACKS": "Barracks", "LIBRARY": "Library",
        "GALLERY": "Gallery", "STAIR": "Stair", "DUNGEON": "Dungeon", "TOWER": "Tower", "SOLAR": "Solar",
        "LIFT-A": "Lift", "LIFT-B": "Lift", "LAB-HUB": "Hub", "CRYO": "Cryo", "CLONE": "Cloning", "SERVER": "Server",
        "REACTOR": "Reactor"}
NOTICE = CONTENT_NOTICE


def rgb(hex_colour: str) -> tuple[int, int, int]:
    h = hex_colour.lstrip("#")
    return int(h[0:2], 16), int(h[2:4], 16), int(h[4:6], 16)


def board_key(board: str) -> str:
    return board.upper()


BOARD_WORD = {"past": "The Past", "anomaly": "The Anomaly", "future": "The Future"}


def board_word(board: str) -> str:
    return BOARD_WORD.get(board, board)


# --- agents ---------------------------------------------------------------------------------------

def agent_colour(agent: str) -> tuple[int, int, int]:
    return rgb(C.agents[agent].colour)


def agent_name(agent: str) -> str:
    return C.agents[agent].name


def agent_short(agent: str) -> str:
    return C.agents[agent].name.replace("Dr. ", "").split(" ")[0]


def agent_badge(agent: str) -> tuple[str, tuple[int, int, int]]:
    return AGENT_SHAPE.get(agent, "circle"), agent_colour(agent)


def skill(agent: str) -> Any:
    return C.agents[agent].unique_skill


def combat_skill(agent: str) -> Any:
    return C.agents[agent].combat_skill


# --- the board --------------------------------------------------------------------------------------

def node_name(node: str) -> str:
    n = C.nodes.get(node)
    return n.name.replace(" (landing site)", "") if n is not None else node


def node_kind(node: str) -> str:
    n = C.nodes[node]
    return "lift" if n.elevator else n.kind


def node_colour(board: str, node: str) -> str:
    n = C.nodes[node]
    return n.colour(board_key(board)) or ""


def board_nodes(board: str) -> tuple[str, ...]:
    return C.boards[board_key(board)].nodes


def board_edges(board: str) -> tuple[str, ...]:
    return C.boards[board_key(board)].edges


def edge(e: str) -> Any:
    return C.edges[e]


def door_words(e: str) -> str:
    ed = C.edges[e]
    if ed.door:
        return ed.door
    return f"the {ed.kind} between {node_name(ed.a)} and {node_name(ed.b)}"


# --- cards ------------------------------------------------------------------------------------------

def base(card: str) -> str:
    return card.split("#", 1)[0]


def treasure(card: str) -> Any:
    b = base(card)
    return C.treasures.get(b) or C.artifacts.get(b)


def treasure_name(card: str) -> str:
    t = treasure(card)
    return t.name if t is not None else card


def treasure_colour(card: str) -> str:
    t = C.treasures.get(base(card))
    return t.colour if t is not None else "X"


def treasure_words(card: str) -> str:
    """A treasure's card in a few lines: kind, hands, CP, cost, use and effect."""
    b = base(card)
    if b in C.artifacts:
        a = C.artifacts[b]
        return f"{a.name} (story artifact)\n{a.effect}"
    t = C.treasures[b]
    size = "Large" if t.size == "L" else "Small"
    kind = " ".join(t.subtypes)
    bits = [f"{t.name} ({COLOUR_WORD[t.colour]}, {size} {kind})"]
    facts = []
    if t.hands:
        facts.append("two-handed" if t.hands == 2 else "one-handed")
    if t.cp:
        facts.append(f"Combat Power {t.cp}")
    if t.block:
        facts.append(f"Block {t.block}")
    facts.append(f"cost {t.cost}" if t.cost is not None else "no cost")
    if t.use:
        facts.append(t.use + (f", {t.use_timing}" if t.use_timing else ""))
    bits.append(", ".join(facts))
    if t.effect:
        bits.append(plain(t.effect))
    return "\n".join(bits)


def enemy(card: str) -> Any:
    b = base(card)
    return C.enemies.get(b) or C.bosses.get(b)


def enemy_name(card: str) -> str:
    e = enemy(card)
    return e.name if e is not None else card


def enemy_colour(card: str) -> str:
    b = base(card)
    return C.enemies[b].colour if b in C.enemies else "X"


def enemy_loot(card: str) -> bool:
    b = base(card)
    if b in C.bosses:
        return C.bosses[b].loot
    return card.endswith("#1")


ENEMY_FILE = {"EG1": "skeleton", "EG2": "thief", "EG3": "woods_wolf", "EB1": "plague_ghoul",
              "EB2": "stray_resurrected", "ER1": "black_knight", "ER2": "dragon", "EV1": "chrono_wraith",
              "EX1": "aurel_vantz", "EX2": "loghan_wyrm"}
COMBAT_FILE = {"HIT": "hit", "CRIT": "critical_hit", "CLEVER": "clever_attack", "PARRY": "parry", "AID": "aid",
               "COUNTER": "counter", "HARD": "hard_counter", "MISS": "miss"}
COMBAT_ORDER = ("AID", "HIT", "CRIT", "CLEVER", "PARRY", "COUNTER", "HARD", "MISS")


def combat_card(card: str) -> Any:
    return C.combat_cards[base(card)]


def combat_name(card: str) -> str:
    return C.combat_cards[base(card)].name


def treasure_file(card: str) -> str:
    return plain(treasure_name(card)).lower().replace("'", "").replace("-", "_").replace(",", "").replace(" ", "_")


# --- events and story ------------------------------------------------------------------------------

@lru_cache(maxsize=None)
def event_card(card: str) -> Any:
    """The content record of a Random Event (``G01``) or a story card (``001``)."""
    if card in C.events:
        return C.events[card]
    return C.story.cards.get(card)


def event_text(card: str) -> str:
    rec = event_card(card)
    if rec is None:
        return ""
    return plain(getattr(rec, "situation", None) or getattr(rec, "text", ""))


def event_title(card: str) -> str:
    rec = event_card(card)
    return rec.title if rec is not None else card


def choice_labels(card: str) -> tuple[str, ...]:
    rec = event_card(card)
    return tuple(plain(c.label) for c in rec.choices) if rec is not None else ()


def outcome_words(card: str, letter: str) -> str:
    """What choosing ``letter`` does (the card's back), in words: only for chosen rows."""
    rec = event_card(card)
    for choice in rec.choices if rec is not None else ():
        if choice.letter == letter:
            words = effects_words(choice.effects)
            if choice.note:
                words += f" ({plain(choice.note)})"
            return words
    return ""


def ending_words(card: str) -> str:
    rec = event_card(card)
    if rec is None:
        return ""
    text = plain(rec.ending.text)
    return "" if text in ("—", "-") else text


def cover_words(cover: str) -> tuple[str, str]:
    """("Cover II", "the group enters the Great Hall") for a story deck Cover id ``C2``."""
    numeral = {"C0": "0", "C1": "I", "C2": "II", "C3": "III", "C4": "IV", "C5": "V", "C6": "VI", "C7": "VII",
               "C8": "VIII"}.get(cover, cover)
    rec = C.story.covers.get(numeral)
    if rec is None:
        return f"Cover {numeral}", ""
    return f"Cover {numeral}", plain(rec.condition)


def _signed(n: int) -> str:
    return f"+{n}" if n > 0 else f"−{-n}"


def effect_words(effect: Any) -> str:
    code, args = effect.code, effect.args
    if code in ("H", "C", "E"):
        what = {"H": "Health", "C": "Clarity", "E": "Energy"}[code]
        return f"{_signed(args[0])} {what}"
    if code == "T":
        return f"draw a {COLOUR_WORD.get(args[0], args[0])} treasure"
    if code == "INIT":
        return "Initiative"
    if code == "OVR":
        return "Overwhelmed"
    if code == "PEEK":
        return "look at a Search token"
    if code == "FLIP":
        heads, tails = args
        return f"flip the Coin: Heads {effects_words(heads) or 'nothing'}, Tails {effects_words(tails) or 'nothing'}"
    if code == "S":
        n, m = args[0], args[1]
        colour = f" {COLOUR_WORD.get(args[2], args[2])}" if len(args) > 2 and args[2] else ""
        return f"summon {n}({m}){colour} enemies"
    if code == "S1":
        colour = f" {COLOUR_WORD.get(args[0], args[0])}" if args and args[0] else ""
        return f"summon 1{colour} enemy"
    if code == "LURK":
        return f"a {COLOUR_WORD.get(args[0], args[0])} enemy lurks"
    if code == "NO ALERT":
        return "no Enemy Alert"
    if code == "GOB-LI":
        return "the Gob-Li visits"
    return code


def effects_words(effects: Any) -> str:
    words = [effect_words(e) for e in effects]
    return ", ".join(w for w in words if w) or ("nothing" if effects == () else "")


__all__ = [name for name in dir() if not name.startswith("_")]
