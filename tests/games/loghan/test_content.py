"""Castle von Loghan's content layer (loghan_content.md C0-C12): the JSON in rules/loghan/data
holds the spec's tables, ``load_content`` reads and validates them, and corrupted data is
refused with a message that names the file and the entry.

Expected values are written out here from the spec, so each test fails if the data drifts.
"""

from __future__ import annotations

import copy
import json
import math
from collections import Counter, deque
from importlib import resources

import pytest

from rules.loghan import content as content_module
from rules.loghan.content import (CONTENT_NOTICE, FILES, ContentError, build_content, load_content, parse_file,
                                  read_raw)
from rules.loghan.content_codes import CodeError, Condition, Effect, format_effects, parse_effects


@pytest.fixture(scope="module")
def c():
    return load_content()


def _all_effects(effects):
    for e in effects:
        yield from e.walk()


# --- loading ----------------------------------------------------------------------------------------

def test_every_file_is_package_data_and_loads_once():
    folder = resources.files("rules.loghan").joinpath("data")
    assert sorted(p.name for p in folder.iterdir() if p.name.endswith(".json")) == sorted(f"{n}.json" for n in FILES)
    assert load_content() is load_content()
    raw = read_raw()
    raw["agents"]["agents"]["Pill"]["name"] = "Pillow"
    assert read_raw()["agents"]["agents"]["Pill"]["name"] == "Pill"  # fresh copies
    assert load_content().agents["Pill"].name == "Pill"


def test_content_notice_is_c0s_and_names_every_book_item(c):
    assert CONTENT_NOTICE.startswith("Content notice: the cards, tokens, boards and story in this app are "
                                     "reconstructions written for Castletop.")
    assert CONTENT_NOTICE.endswith("come from the publisher's demo rules.")
    books = [x.name for table in (c.agents, c.combat_cards, c.enemies, c.treasures)
             for x in table.values() if x.tag == "Book"]
    assert sorted(books) == sorted(["Pill", "Hit", "Critical Hit", "Clever Attack", "Parry", "Aid", "Counter",
                                    "Hard Counter", "MISS", "Skeleton", "Thief", "Dragon", "Axe", "Bow", "Potion",
                                    "Large Rod", "Sphere Syphon"])
    for name in books:
        assert name in CONTENT_NOTICE
    assert c.agents["Brannoc"].reconstructed and not c.agents["Pill"].reconstructed
    assert c.presets["hard"].tag == "App" and c.events["G01"].reconstructed


def test_records_are_frozen_hashable_and_picklable(c):
    import pickle
    with pytest.raises(TypeError):
        c.agents["X"] = c.agents["Pill"]  # type: ignore[index]
    with pytest.raises(AttributeError):
        c.agents["Pill"].name = "X"  # type: ignore[misc]
    assert {c.events["R07"], c.story.cards["011"], c.edges["8"], c.treasures["TB1"]}
    assert pickle.loads(pickle.dumps(c.events["R07"])) == c.events["R07"]


# --- C12 and the decks ------------------------------------------------------------------------------

def test_every_count_of_c12_holds(c):
    assert len(c.agents) == 6
    assert len({a.unique_skill.name for a in c.agents.values()}) == 6
    assert len({a.combat_skill.name for a in c.agents.values()}) == 6
    assert len(c.decision_cards) == 24 and all(
        [d.letter for d in c.decision_cards.values() if d.agent == a] == list("ABCD") for a in c.agents)
    assert len(c.combat_cards) == 8
    assert {deck: len(c.combat_deck(deck)) for deck in ("standard", "hard")} == {"standard": 30, "hard": 30}
    assert len(c.combat_deck()) * len(c.agents) == 180
    assert len(c.enemies) == 8 and sum(len(c.enemy_deck(col)) for col in "GBRV") == 32 and len(c.bosses) == 2
    assert len(c.treasures) == 29 and sum(len(c.treasure_deck(col)) for col in "GBRV") == 39 and len(c.artifacts) == 3
    assert {col: len(c.token_pool(col)) for col in "GBR"} == {"G": 24, "B": 18, "R": 12}
    castle = [n for n in c.nodes.values() if n.level == "castle"]
    lab = [n for n in c.nodes.values() if n.level == "laboratory"]
    lab_edges = [e for e in c.edges.values() if "laboratory" in (c.nodes[e.a].level, c.nodes[e.b].level)]
    assert (len(c.boards), len(castle), len(c.edges) - len(lab_edges), len(lab), len(lab_edges)) == (3, 21, 26, 7, 9)
    assert all(set(c.boards[b].nodes) == {n.id for n in castle} for b in ("PAST", "ANOMALY"))
    assert set(c.boards["FUTURE"].nodes) == set(c.nodes)
    assert len(c.events) == 36 and {col: len(c.event_deck(col)) for col in "GBR"} == {"G": 12, "B": 12, "R": 12}
    assert len(c.story.cards) == 12 and list(c.story.covers) == ["0", "I", "II", "III", "IV", "V", "VI", "VII", "VIII"]
    assert c.neutral_damage_colour == "#8A8A8A"
    assert dict(c.room_colours) == {"G": "#3FA34D", "B": "#3C6FD1", "R": "#C8373B", "V": "#8E4CC2"}


def test_combat_deck_composition(c):
    table = {"HIT": (11, 10, 2, 1), "CRIT": (3, 3, 2, 0), "CLEVER": (3, 3, 2, 1), "PARRY": (3, 3, 2, 1),
             "AID": (3, 3, 1, 0), "COUNTER": (3, 3, 3, 0), "HARD": (1, 2, 3, 0), "MISS": (3, 3, None, None)}
    assert list(c.combat_cards) == list(table)
    for cid, (standard, hard, priority, cost) in table.items():
        card = c.combat_cards[cid]
        got = (card.copies["standard"], card.copies["hard"], card.priority, card.cp_cost)
        assert got == (standard, hard, priority, cost), cid
    assert not c.combat_cards["MISS"].playable and c.combat_cards["PARRY"].priority_note == "errata"
    deck = Counter(c.design(x) for x in c.combat_deck("hard"))
    assert deck["HIT"] == 10 and deck["HARD"] == 2
    assert c.combat_deck()[:2] == ("HIT#1", "HIT#2") and c.combat_deck()[-1] == "MISS#3"
    assert {p.id: p.combat_deck for p in c.presets.values()} == {"story": "standard", "standard": "standard",
                                                                   "hard": "hard"}


def test_enemy_decks_and_loot(c):
    spec = {"EG1": ("G", "Skeleton", 3, "Melee", 1), "EG2": ("G", "Thief", 2, "Ranged", 1),
            "EG3": ("G", "Woods Wolf", 3, "Shock", 1), "EB1": ("B", "Plague Ghoul", 5, "Melee", 2),
            "EB2": ("B", "Stray Resurrected", 5, "Shock", 2), "ER1": ("R", "Black Knight of Loghan", 8, "Ranged", 3),
            "ER2": ("R", "Dragon", 9, "Shock", 3), "EV1": ("V", "Chrono Wraith", 6, "Ranged", 4)}
    assert {e.id: (e.colour, e.name, e.health, e.weakness, e.trophy_dp) for e in c.enemies.values()} == spec
    assert {col: len(c.enemy_deck(col)) for col in "GBRV"} == {"G": 12, "B": 8, "R": 8, "V": 4}
    for col in "GBRV":
        cards = c.enemy_deck(col)
        per_type = Counter(card.type for card in cards)
        assert set(per_type.values()) == {4}
        for etype in per_type:
            mine = [card for card in cards if card.type == etype]
            assert [card.number for card in mine] == [1, 2, 3, 4]
            assert [card.id for card in mine if card.loot] == [f"{etype}#1"]  # exactly one Loot icon, card 1
    assert c.enemies["EG1"].attack == "The group loses 1 Health."
    assert c.enemies["EG3"].trophy_set == (2, 2) and c.enemies["EB2"].subtitle == "a lost KARR android"
    assert dict(c.enemy_rules.energy_reward) == {"G": 1, "B": 1, "R": 2, "V": 2, "X": 3}
    assert dict(c.enemy_rules.clarity_reward) == {"G": 0, "B": 2, "R": 2, "V": 2, "X": 2}


def test_bosses_and_presets(c):
    assert {b.id: dict(b.health_multiplier) for b in c.bosses.values()} == {
        "EX1": {"story": 5, "standard": 6, "hard": 7}, "EX2": {"story": 6, "standard": 7, "hard": 8}}
    assert c.boss_health("EX1", "standard", 3) == 18  # C4.5's example
    assert c.boss_deck("story") == ("EX1",) and c.boss_deck("exploration") == ("EX1", "EX2")
    assert all(b.loot and b.trophy_dp == 6 for b in c.bosses.values())
    assert [p.id for p in c.presets.values()] == ["story", "standard", "hard"]
    assert c.default_preset().id == "standard"
    assert {p.id: p.event_buffer for p in c.presets.values()} == {"story": True, "standard": False, "hard": False}
    assert (c.start_health, c.start_clarity, c.agent_rules.start_energy) == (15, 10, 5)


def test_agents(c):
    assert list(c.agents) == ["Pill", "Brannoc", "Kestrel", "Ilse", "Sable", "Orin"]
    skills = {a.id: (a.unique_skill.clarity, a.unique_skill.energy, a.unique_skill.timing) for a in c.agents.values()}
    assert skills == {
        "Pill": (5, 4, "general"), "Brannoc": (6, 4, "combat"), "Kestrel": (3, 3, "combat"),
        "Ilse": (4, 4, "general"), "Sable": (6, 4, "alert"), "Orin": (3, 3, "general")}
    assert c.agents["Sable"].unique_skill.windows == ("W2",)
    assert c.agents["Kestrel"].unique_skill.windows == ("W3", "W4")
    assert c.agents["Pill"].unique_skill.windows == ("W1", "W2", "W3", "W4", "W8", "W9")
    assert all(a.combat_skill.clarity == 2 for a in c.agents.values())
    assert c.agents["Sable"].colour == "#2B2B2B" and c.agents["Sable"].colour_note == "white outline"
    assert c.agent_rules.first_team == ("Pill", "Brannoc", "Kestrel") and c.agent_rules.cloak_energy == 4
    assert c.agents["Ilse"].lore == "she rebuilt her own suit from scrap."


def test_treasure_decks(c):
    sizes = {col: Counter() for col in "GBRV"}
    for t in c.treasures.values():
        sizes[t.colour][t.id] = t.copies
    assert {col: sum(v.values()) for col, v in sizes.items()} == {"G": 15, "B": 12, "R": 8, "V": 4}
    assert {col: len(v) for col, v in sizes.items()} == {"G": 9, "B": 10, "R": 7, "V": 3}
    rod, bow = c.treasures["TB1"], c.treasures["TG2"]
    assert (rod.weapon_types, rod.cp, rod.two_handed) == (("Shock",), 2, True)
    assert (bow.weapon_types, bow.cp, bow.hands) == (("Ranged",), 2, 2)
    assert c.treasures["TG5"].use == "DESTROY" and c.treasures["TG5"].effect == "The group gains 2 Health."
    assert {t.id: t.block for t in c.treasures.values() if t.block} == {"TG4": 1, "TB5": 2, "TR4": 3}
    assert [t.id for t in c.treasures.values() if t.cost is None] == ["TV1", "TV2", "TV3"]
    assert c.treasures["TB8"].use_timing == "Combat Step 1 only"
    assert c.treasure_deck("G")[:3] == ("TG1#1", "TG1#2", "TG2#1") and "TG8#1" in c.treasure_deck("G")
    assert {a.id: (a.edge, a.door) for a in c.artifacts.values()} == {
        "TS1": ("9", "Lych Door"), "TS2": ("8", "Sluice Gate"), "TS3": ("26", "Solar Door")}


def test_search_token_pools(c):
    assert {col: list(pool) for col, pool in c.token_pools.items()} == {
        "G": [("S-E2", 6), ("S-E3", 3), ("S-TG", 5), ("S-H1", 3), ("S-C1", 3), ("S-SUM", 3), ("S-GOB", 1)],
        "B": [("S-E3", 4), ("S-E4", 2), ("S-TB", 3), ("S-TG", 1), ("S-H2", 2), ("S-C2", 2), ("S-SUM", 3), ("S-GOB", 1)],
        "R": [("S-E5", 2), ("S-E6", 1), ("S-TR", 2), ("S-TB", 1), ("S-H3", 1), ("S-C3", 1), ("S-SUM", 3), ("S-GOB", 1)]}
    assert c.tokens["S-E4"].effects == (Effect("E", (4,)),)
    assert c.tokens["S-TR"].effects == (Effect("T", ("R",)),) and c.tokens["S-TR"].optional
    assert c.tokens["S-SUM"].effects == (Effect("LURK", (None,)),)
    assert {t.kind for t in c.tokens.values()} == {"Energy", "Treasure", "Health", "Clarity", "Summon", "Gob-Li"}


# --- C7 boards --------------------------------------------------------------------------------------

def _neighbours_from_edges(c, board):
    """C7.2 read directly: node -> {(neighbour, edge, locked)} for the edges that exist on ``board``."""
    out = {n: set() for n in c.boards[board].nodes}
    for e in c.edges.values():
        s = e.states[board]
        if s is not None and s.state != "removed":
            out[e.a].add((e.b, e.id, s.state == "locked"))
            out[e.b].add((e.a, e.id, s.state == "locked"))
    return out


def test_past_adjacency_from_c72_equals_c73(c):
    derived = _neighbours_from_edges(c, "PAST")
    assert {n: set(row) for n, row in c.reference.past_adjacency.items()} == derived
    assert {m for m, _, _ in derived["HALL"]} == {"BAILEY", "KITCH", "CHAPEL", "GALLERY"}  # U1
    assert derived["POD"] == {("PATH", "1", False)}
    assert {(m, e) for m, e, locked in (x for row in derived.values() for x in row) if locked} == {
        ("CHAPEL", "9"), ("GRAVE", "9"), ("DUNGEON", "8"), ("MOAT", "8"), ("SOLAR", "26"), ("GALLERY", "26")}


def test_past_distances_from_the_pod(c):
    adj = _neighbours_from_edges(c, "PAST")
    dist, todo = {"POD": 0}, deque(["POD"])
    while todo:
        n = todo.popleft()
        for m, _, locked in adj[n]:
            if not locked and m not in dist:
                dist[m] = dist[n] + 1
                todo.append(m)
    spec = {"PATH": 1, "CAMP": 2, "GRAVE": 2, "GATE": 2, "MOAT": 2, "BAILEY": 3, "KITCH": 3, "STABLE": 3, "WELL": 4,
            "HALL": 4, "ARMORY": 4, "CELLAR": 4, "CHAPEL": 5, "GALLERY": 5, "BARRACKS": 5, "DUNGEON": 5, "STAIR": 6,
            "LIBRARY": 6, "TOWER": 7}
    assert {n: d for n, d in dist.items() if n != "POD"} == spec and "SOLAR" not in dist
    assert dict(c.reference.past_distances) == {**spec, "SOLAR": None}


def test_boards_rooms_and_doors(c):
    rooms = {b: {col: len(v) for col, v in c.boards[b].rooms.items()} for b in c.boards}
    assert rooms == {"PAST": {"G": 7, "B": 5, "R": 3}, "ANOMALY": {"G": 2, "B": 6, "R": 6},
                     "FUTURE": {"G": 5, "B": 8, "R": 6}}
    assert c.boards["PAST"].rooms["R"] == ("DUNGEON", "TOWER", "SOLAR")  # C7.1 order
    assert c.nodes["STABLE"].colour("ANOMALY") is None and c.nodes["STABLE"].colour_notes["ANOMALY"] == "rubble"
    frozen = {b: sorted(e.id for e in c.edges.values() if e.state(b) and e.state(b).state == "frozen")
              for b in c.boards}
    assert frozen == {"PAST": [], "ANOMALY": [], "FUTURE": ["6", "7"]}
    assert c.edges["16"].state("ANOMALY") is None and c.edges["16"].states["ANOMALY"].note == "caved in"
    assert len(c.boards["ANOMALY"].edges) == 25 and len(c.boards["FUTURE"].edges) == 35
    assert c.edges["8"].state("PAST").key == "TS2" and c.edges["8"].state("FUTURE").key is None
    assert [e.id for e in c.edges.values() if e.outside_door] == ["4", "6", "7", "8", "9"]
    assert dict(c.lab_exits) == {"LIFT-A": "CELLAR", "LAB-HUB": "CELLAR", "CRYO": "CELLAR", "CLONE": "CELLAR",
                                 "LIFT-B": "BARRACKS", "SERVER": "BARRACKS", "REACTOR": "BARRACKS"}
    for board in c.boards.values():  # every edge listed on both of its ends
        adj = c.adjacency(board.id)
        for n, row in adj.items():
            for m, e in row:
                assert (n, e) in adj[m]


# --- C8 codes, C9 events, C10 story -----------------------------------------------------------------

ARITY = {"H": 1, "C": 1, "E": 1, "T": 1, "INIT": 0, "OVR": 0, "PEEK": 0, "FLIP": 2, "S": 3, "S1": 1, "LURK": 1,
         "NO ALERT": 0, "GOB-LI": 0, "\u2014": 0}


def _used_effects(c):
    """(where, effects) for every outcome, Ending branch and token."""
    for card in [*c.events.values(), *c.story.cards.values()]:
        for ch in card.choices:
            yield f"{card.id} {ch.letter}", ch.effects
        for step in card.ending.steps:
            for b in step.branches:
                yield f"{card.id} ending", b.effects
    for t in c.tokens.values():
        yield t.id, t.effects


def test_every_effect_code_used_is_in_the_c8_catalogue_with_its_arity(c):
    assert {code: len(spec.params) for code, spec in c.codes.items()} == ARITY
    used = Counter()
    for where, effects in _used_effects(c):
        for e in _all_effects(effects):
            assert e.code in c.codes, where
            assert len(e.args) == ARITY[e.code], where
            used[e.code] += 1
    assert set(used) == set(ARITY) - {"\u2014"}  # every code but the dash is used somewhere
    for card in [*c.events.values(), *c.story.cards.values()]:
        for ch in card.choices:
            assert parse_effects(ch.outcome) == ch.effects, (card.id, ch.letter)
            assert format_effects(ch.effects).replace(" ", "") == ch.outcome.replace(" ", ""), (card.id, ch.letter)


def test_code_grammar():
    assert parse_effects("FLIP (C+2, T:B) / C\u22123") == (
        Effect("FLIP", ((Effect("C", (2,)), Effect("T", ("B",))), (Effect("C", (-3,)),))),)
    assert parse_effects("S 2(3) R, S1") == (Effect("S", (2, 3, "R")), Effect("S1", (None,)))
    assert parse_effects("\u2014") == ()
    for bad in ("ZAP", "H+0", "S 2(3) Q", "FLIP a", "FLIP (FLIP E+1 / E+2) / H\u22121", "H\u22121, \u2014"):
        with pytest.raises(CodeError):
            parse_effects(bad)
    for n in range(3, 7):
        half = math.ceil(n / 2)
        assert Condition("at_least_half", ("C",)).holds({"C": half}, n)
        assert Condition("fewer_than_half", ("C",)).holds({"C": half - 1}, n)
    assert Condition("any", ("A", "B")).holds({"B": 1}, 3) and not Condition("none", ("A",)).holds({"A": 1}, 3)
    assert Condition("at_least_two", ("D",)).holds({"D": 2}, 6) and Condition("every", ("A",)).holds({"A": 4}, 4)


def test_events_texts_and_endings(c):
    r07 = c.events["R07"]
    assert (r07.title, r07.situation) == ("The Hanged Man Speaks", "A corpse swinging from a rope whispers a riddle.")
    assert [ch.label for ch in r07.choices] == ["Answer the riddle", "Cut him down", "Shoot through the rope",
                                                "Ignore him"]
    assert r07.choices[0].outcome == "FLIP (C+2, T:B) / C\u22123" and r07.ending.steps == ()
    g07 = c.events["G07"].ending.steps[0]
    assert [(b.when, b.effects) for b in g07.branches] == [
        (Condition("any", ("B",)), (Effect("S", (2, 3, None)),)), (Condition("every", ("A",)), (Effect("NO ALERT"),))]
    b04 = c.events["B04"].ending.steps[0].branches
    assert b04[0].when == Condition("at_least_half", ("C",)) and b04[1].when is None
    assert c.events["R09"].ending.steps[0].branches[0].effects == (Effect("S", (1, 2, "R")), Effect("S1", ("V",)))


def test_ending_mix_of_c9(c):
    def has(e, codes, first_only=False):
        branches = [b for s in e.ending.steps for b in s.branches]
        branches = branches[:1] if first_only and branches and branches[0].when is None else (
            [] if first_only else branches)
        return any(x.code in codes for b in branches for x in b.effects)
    always = {e.id for e in c.events.values() if has(e, {"S", "S1"}, first_only=True)}
    some = {e.id for e in c.events.values() if has(e, {"S", "S1"})}
    assert always == {"G09", "G10", "B01", "B03", "B08", "B11", "R01", "R05", "R08", "R09"}
    assert some - always == {"G04", "G07", "B04", "B09", "R06", "R12"}
    assert {e.id for e in c.events.values() if has(e, {"LURK"})} == {"G06", "B06", "R03", "G12"}
    assert {e.id for e in c.events.values() if has(e, {"NO ALERT"})} == {"G07", "B04", "B12", "R06"}
    assert {e.id for e in c.events.values() if has(e, {"GOB-LI"})} == {"G05"}
    violet = {e.id for e in c.events.values() for s in e.ending.steps for b in s.branches
              for x in b.effects if x.code in ("S", "S1", "LURK") and x.args[-1] == "V"}
    assert violet == {"R09", "B06", "R03"}  # C4.4: the events that bring Violet enemies


def test_story_references_resolve(c):
    s = c.story
    assert s.title == "The Loghan Signal" and s.board == "PAST" and list(s.cards)[0] == "001"
    placed = {st.target: no for no, card in s.cards.items() for st in card.ending.steps if st.op == "PLACE_COVER"}
    assert placed == {"I": "001", "II": "002", "III": "003", "IV": "004", "V": "006", "VI": "007", "VII": "008",
                      "VIII": "010"}
    for cid, no in placed.items():
        cover = s.covers[cid]
        assert cover.placed_by == no and cover.node in c.nodes
        under = s.cards[f"{int(no) + 1:03d}"]
        assert under.node == cover.node and c.nodes[cover.node].colour("PAST") == under.colour
    targets = {st.op: st.target for card in s.cards.values() for st in card.ending.steps if st.target}
    assert targets["SUMMON_BOSS"] == "EX1" and targets["ROAMING_ENEMY"] == "GALLERY"
    assert targets["READ_AFTER_COMBAT"] == "012"
    taken = [st.target for card in s.cards.values() for st in card.ending.steps if st.op == "TAKE_ARTIFACT"]
    assert taken == ["TS1", "TS2", "TS3"] and all(t in c.artifacts for t in taken)
    chains = {no: st.target for no, card in s.cards.items() for st in card.ending.steps if st.op == "KEEP_DRAWING"}
    assert chains == {"005": "006", "009": "010"}
    assert s.cards["006"].continues == "005" and s.cards["010"].continues == "009"
    assert [st.op for st in s.cards["011"].ending.steps] == ["SUMMON_BOSS", "EFFECTS", "STUN", "NEUTRAL_DAMAGE",
                                                             "READ_AFTER_COMBAT"]
    assert s.cards["004"].ending.steps[1].branches[0].when == Condition("at_least_two", ("D",))
    assert s.cards["008"].ending.steps[1].branches[0].when == Condition("fewer_than_half", ("B",))
    assert s.cards["012"].choices == () and s.cards["012"].ending.steps[0].op == "VICTORY"
    assert s.cards["001"].choices[1].note == "lasts until the end of Round 1"
    route = [stop.node for stop in s.route]
    assert route[:3] == ["POD", "PATH", "GATE"] and route[-1] == "SOLAR" and None in route
    assert [no for stop in s.route for no in stop.cards] == [f"{n:03d}" for n in range(2, 13)]
    for op in {st.op for card in [*s.cards.values(), *c.events.values()] for st in card.ending.steps}:
        assert op in c.instructions


# --- corrupted data is refused, naming the entry ----------------------------------------------------

def _set(path, value):
    def mutate(raw):
        *head, last = path
        node = raw
        for key in head:
            node = node[key]
        if value is _DELETE:
            del node[last]
        else:
            node[last] = value
    return mutate


_DELETE = object()
EV = ("events", "decks", "G", "events")
ST = ("story", "cards")

CORRUPTIONS = [
    ("unknown code", _set((*EV, "G01", "choices", "A", "effects", 0, "code"), "ZAP"), "events.json", "G01",
     "unknown effect code 'ZAP'"),
    ("unknown code in the string", _set((*EV, "G02", "choices", "B", "outcome"), "E\u22122, ZAP"), "events.json",
     "G02", "unknown effect code"),
    ("string and parsed form differ", _set((*EV, "G03", "choices", "A", "outcome"), "H\u22121, E+4"), "events.json",
     "G03", "do not match"),
    ("wrong arity", _set((*EV, "G04", "choices", "A", "effects", 0, "args"), ["G", "B"]), "events.json", "G04",
     "takes 1 argument"),
    ("ending text and steps differ", _set(("events", "decks", "R", "events", "R09", "ending", "steps"), []),
     "events.json", "R09", "the text gives"),
    ("ending mix", _set(("events", "ending_mix", "gob_li", "events"), ["G06"]), "events.json", "ending_mix gob_li",
     "the Endings give"),
    ("dangling node", _set(("boards", "edges", "5", "b"), "NOWHERE"), "boards.json", "edge 5", "NOWHERE"),
    ("dangling boss", _set(("enemies", "bosses", "story"), ["EX9"]), "enemies.json", "boss deck story", "EX9"),
    ("dangling token", _set(("search_tokens", "pools", "G", 0, 0), "S-XX"), "search_tokens.json", "pool G", "S-XX"),
    ("dangling cover", _set((*ST, "001", "ending", "steps", 1, "target"), "IX"), "story.json", "001",
     "'IX' is no cover"),
    ("dangling artifact", _set((*ST, "004", "ending", "steps", 0, "target"), "TS9"), "story.json", "004",
     "'TS9' is no artifact"),
    ("dangling story card", _set((*ST, "011", "ending", "steps", 4, "target"), "013"), "story.json", "011", "'013'"),
    ("dangling combat deck", _set(("presets", "presets", "hard", "combat_deck"), "brutal"), "presets.json", "hard",
     "brutal"),
    ("combat deck size", _set(("combat", "cards", "HIT", "copies", "standard"), 12), "combat.json", "deck standard",
     "wrong deck size"),
    ("treasure deck size", _set(("treasures", "decks", "B", "treasures", "TB2", "copies"), 3), "treasures.json",
     "deck B", "wrong deck size"),
    ("enemy deck size", _set(("enemies", "decks", "G", "enemies", "EG3"), _DELETE), "enemies.json", "deck G",
     "wrong deck size"),
    ("two Loot cards", _set(("enemies", "decks", "R", "enemies", "ER2", "loot_cards"), [1, 2]), "enemies.json", "ER2",
     "Loot on card 1 only"),
    ("token pool size", _set(("search_tokens", "pools", "R", 0, 1), 3), "search_tokens.json", "pool R",
     "wrong pool size"),
    ("non-symmetric edge", _set(("boards", "past_adjacency", "CHAPEL"), [["HALL", "19", False]]), "boards.json",
     "past_adjacency GRAVE", "non-symmetric"),
    ("missing edge", _set(("boards", "edges", "24"), _DELETE), "boards.json", "past_adjacency LIBRARY", "missing edge"),
    ("edge state for a board", _set(("boards", "edges", "L3", "states", "PAST"), {"state": "open", "key": None,
                                                                                  "note": None}),
     "boards.json", "edge L3", "both ends are on the board"),
    ("artifact's door", _set(("boards", "edges", "9", "states", "PAST", "key"), None), "treasures.json", "TS1",
     "locked on PAST"),
    ("room count", _set(("boards", "nodes", "WELL", "colours", "PAST"), "B"), "boards.json", "room_counts PAST",
     "\"?\" rooms"),
    ("distance", _set(("boards", "past_distances_from_pod", "TOWER"), 6), "boards.json",
     "past_distances_from_pod TOWER", "the table gives 6"),
    ("cover node", _set(("story", "covers", "III", "node"), "HALL"), "story.json", "Cover III", "HALL"),
    ("preset multiplier", _set(("presets", "presets", "story", "boss_multiplier", "EX1"), 4), "presets.json", "story",
     "multiplier 4"),
    ("C12 count", _set(("counts", "counts", "agents"), 7), "counts.json", "agents", "C12 says 7"),
    ("missing field", _set(("enemies", "decks", "G", "enemies", "EG1", "health"), _DELETE), "enemies.json", "EG1",
     "missing field 'health'"),
    ("unknown field", _set(("agents", "agents", "Orin", "colur"), "#000000"), "agents.json", "Orin",
     "unknown field(s) 'colur'"),
    ("wrong type", _set(("treasures", "decks", "G", "treasures", "TG1", "cp"), "one"), "treasures.json", "TG1",
     "'cp' must be a whole number"),
    ("unknown condition", _set((*EV, "G12", "ending", "steps", 0, "branches", 0, "when", "test"), "most"),
     "events.json", "G12", "unknown condition 'most'"),
    ("catalogue arity", _set(("effects", "codes", "LURK", "params"), []), "effects.json", "LURK", "disagree"),
]


@pytest.mark.parametrize("name, mutate, file, entry, words", CORRUPTIONS, ids=[x[0] for x in CORRUPTIONS])
def test_corrupted_content_is_refused_naming_the_entry(name, mutate, file, entry, words):
    raw = read_raw()
    build_content(copy.deepcopy(raw))  # the untouched copy is fine
    mutate(raw)
    with pytest.raises(ContentError) as info:
        build_content(raw)
    message = str(info.value)
    assert (info.value.file, info.value.entry) == (file, entry), message
    assert file in message and entry in message and words in message, message


def test_duplicate_ids_and_broken_json_are_refused():
    text = resources.files("rules.loghan").joinpath("data", "treasures.json").read_text(encoding="utf-8")
    duplicated = text.replace('"TG2": {', '"TG1": {', 1)
    with pytest.raises(ContentError) as info:
        parse_file("treasures", duplicated)
    assert "treasures.json" in str(info.value) and "TG1" in str(info.value) and "duplicate" in str(info.value)
    with pytest.raises(ContentError, match=r"treasures\.json, line 1: not valid JSON"):
        parse_file("treasures", "{" + text)
    raw = read_raw()
    del raw["story"]
    with pytest.raises(ContentError, match=r"story\.json"):
        build_content(raw)
    assert json.loads(text)["section"] == "C5" and content_module.FILES["treasures"] == "C5"


def test_the_app_bundle_and_the_wheel_carry_the_data():
    import sys
    from pathlib import Path
    root = Path(__file__).resolve().parents[3]
    sys.path.insert(0, str(root / "build_specs"))
    try:
        import castletop_build as common
    finally:
        sys.path.remove(str(root / "build_specs"))
    bundled = {(Path(src).name, Path(dest).as_posix()) for src, dest in common.datas()}
    for name in FILES:
        assert (f"{name}.json", "rules/loghan/data") in bundled
    assert '"data/*.json"' in (root / "setup.py").read_text(encoding="utf-8")


def test_plain_text_drops_the_spec_markup(c):
    from rules.loghan.content_types import plain
    assert plain(c.combat_cards["CLEVER"].text).startswith("You may pay 1 Energy. If you do, deal 1 damage, then "
                                                           "resolve one rider")
    assert plain(c.story.covers["I"].condition) == "the group enters the Gatehouse (GATE)"
    assert plain(c.story.background).count("*") == 0 and "forward as well as back" in plain(c.story.background)
