"""Reading the JSON of the boards, effect codes, events, story, presets and counts (C7-C12) into
the content records. The pieces of C1-C6 are read by ``content_build``, whose ``Fields`` helper
names the file and entry of every problem.
"""

from __future__ import annotations

from .content_build import Fields, choices, ending
from .content_events import CodeSpec, Cover, EventCard, InstructionSpec, RouteStop, Story, StoryCard
from .content_types import Board, DoorState, Edge, FrozenDict, Node, Preset, RoomCount

BOARD_IDS = ("PAST", "ANOMALY", "FUTURE")


# --- C7 ---------------------------------------------------------------------------------------------

def boards(f: Fields, out: dict) -> None:
    nodes = {}
    for nid, n in f.entries("nodes"):
        xy = n.list("xy")
        if len(xy) != 2 or not all(isinstance(v, int) and not isinstance(v, bool) for v in xy):
            n.fail(f"xy must be two whole numbers, found {xy!r}")
        nodes[nid] = Node(nid, n.str("name"), n.str("kind"), n.bool("elevator"), n.str("area"), n.str("level"),
                          (xy[0], xy[1]), n.mapping("colours", (str,), "a colour or null", optional=True),
                          n.mapping("colour_notes", (str,), "a string"))
        n.close()
    edges = {}
    for eid, e in f.entries("edges"):
        states = {}
        for board, raw in e.obj("states").items():
            if raw is None:
                states[board] = None
                continue
            s = Fields(f.file, f"edge {eid}", raw, f"on {board}")
            states[board] = DoorState(s.str("state"), s.str("key", optional=True), s.str("note", optional=True))
            s.close()
        edges[eid] = Edge(eid, e.str("a"), e.str("b"), e.str("kind"), e.str("door", optional=True), FrozenDict(states))
        e.close()
    found = {}
    for bid, b in f.entries("boards"):
        levels = b.strs("levels")
        on = tuple(n for n, node in nodes.items() if node.level in levels)
        present = tuple(e for e, edge in edges.items() if edge.state(bid) is not None)
        rooms = FrozenDict({c: tuple(n for n in on if nodes[n].colour(bid) == c) for c in ("G", "B", "R")})
        found[bid] = Board(bid, b.str("name"), b.str("subtitle"), b.str("flavour"), levels, on, present, rooms)
        b.close()
    counts = {}
    for bid, r in f.entries("room_counts"):
        at3 = r.get("tokens_at_3")
        counts[bid] = RoomCount(r.mapping("rooms", (int,), "a whole number"),
                                r.mapping("tokens_at_2", (int,), "a whole number"),
                                None if at3 is None else r.mapping("tokens_at_3", (int,), "a whole number"),
                                r.strs("rooms_text") + (r.str("tokens_at_3_text"),))
        r.close()
    adjacency = {}
    for nid, raw in f.obj("past_adjacency").items():
        if not isinstance(raw, list) or not all(isinstance(x, list) and len(x) == 3 and isinstance(x[0], str)
                                                and isinstance(x[1], str) and isinstance(x[2], bool) for x in raw):
            f.fail(f"past_adjacency {nid!r} must be a list of [node, edge, locked], found {raw!r}")
        adjacency[nid] = tuple((x[0], x[1], x[2]) for x in raw)
    out.update(nodes=FrozenDict(nodes), edges=FrozenDict(edges), boards=FrozenDict(found),
               lab_exits=f.mapping("lab_exits", (str,), "a node"))
    out["room_counts"], out["past_adjacency"] = FrozenDict(counts), FrozenDict(adjacency)
    out["past_distances"] = f.mapping("past_distances_from_pod", (int,), "a whole number or null", optional=True)
    out["past_distances_text"] = f.str("past_distances_text")
    kinds, states = f.mapping("node_kinds", (str,), "a string"), f.mapping("edge_states", (str,), "a string")
    if set(kinds) != {n.kind for n in nodes.values()} or not {s.state for e in edges.values() for s in e.states.values()
                                                              if s} <= {k.split()[0] for k in states}:
        f.fail("node kinds and door states must be those C7 lists")
    out["notes"]["boards"] = (f.str("text"), *f.strs("node_kinds_text"), f.str("colour_rule"), f.str("lab_text"),
                              *(f"{k}: {v}" for k, v in states.items()), *f.strs("edge_notes"), f.str("lab_exits_text"))


# --- C8 ---------------------------------------------------------------------------------------------

def effect_codes(f: Fields, out: dict) -> None:
    codes = {}
    for code, c in f.entries("codes"):
        codes[code] = CodeSpec(code, c.str("syntax"), c.strs("params"), c.str("meaning"))
        c.close()
    conditions = {}
    for test, c in f.entries("conditions"):
        c.str("phrase")
        conditions[test] = c.str("text")
        if "source" in c.data:
            c.str("source")
        c.close()
    instructions = {}
    for op, i in f.entries("instructions"):
        instructions[op] = InstructionSpec(op, i.mapping("params", (str,), "a kind"), i.str("rule"))
        i.close()
    out.update(codes=FrozenDict(codes), conditions=FrozenDict(conditions), instructions=FrozenDict(instructions),
               param_kinds=f.mapping("param_kinds", (str,), "a string"))
    out["notes"]["effects"] = (f.str("text"), f.str("conditions_text"), f.str("summons_text"),
                               f.str("instructions_source"))


# --- C9 ---------------------------------------------------------------------------------------------

def events(f: Fields, out: dict) -> None:
    found = {}
    for colour, d in f.entries("decks"):
        d.str("name")
        for eid, e in d.entries("events"):
            found[eid] = EventCard(eid, colour, e.str("title"), e.str("situation"), choices(e, "choices"), ending(e))
            e.close()
        d.close()
    mix, mix_texts = {}, {}
    for key, m in f.entries("ending_mix"):
        mix[key] = (m.int("count"), m.strs("events"))
        mix_texts[key] = m.str("text")
        m.close()
    out.update(events=FrozenDict(found), ending_mix=FrozenDict(mix), ending_mix_texts=FrozenDict(mix_texts))
    out["notes"]["events"] = (f.str("text"),)


# --- C10 --------------------------------------------------------------------------------------------

def story(f: Fields, out: dict) -> None:
    covers = {}
    for cid, c in f.entries("covers"):
        covers[cid] = Cover(cid, c.str("placed_by"), c.str("node", optional=True), c.str("condition"), c.str("flavour"))
        c.close()
    cards = {}
    for no, c in f.entries("cards"):
        cards[no] = StoryCard(no, c.str("title"), c.str("where"), c.str("node", optional=True),
                              c.str("colour", optional=True), c.str("continues", optional=True), c.str("text"),
                              choices(c, "choices"), ending(c))
        c.close()
    route = []
    for n, raw in enumerate(f.list("route"), 1):
        r = Fields(f.file, f"route stop {n}", raw)
        route.append(RouteStop(r.str("node", optional=True), r.strs("cards")))
        r.close()
    out["story"] = Story(f.str("title"), f.str("board"), f.str("text"), f.strs("structure"), f.str("background"),
                         f.str("cover_rule"), FrozenDict(covers), FrozenDict(cards), tuple(route), f.str("route_text"),
                         f.str("route_note"))


# --- C11, C12 ---------------------------------------------------------------------------------------

def presets(f: Fields, out: dict) -> None:
    found = {}
    for pid, p in f.entries("presets"):
        found[pid] = Preset(pid, p.str("name"), p.str("note", optional=True), p.bool("default"),
                            p.mapping("boss_multiplier", (int,), "a whole number"), p.bool("event_buffer"),
                            p.str("event_buffer_text"), p.str("combat_deck"), p.str("combat_deck_text"))
        p.close()
    start = f.sub("start")
    out.update(presets=FrozenDict(found), start_health=start.int("health", minimum=1),
               start_clarity=start.int("clarity", minimum=0))
    start.close()
    columns = f.mapping("target_columns", (str,), "a string")
    targets = {}
    for pid, t in f.entries("targets"):
        targets[pid] = FrozenDict({k: t.str(k) for k in columns})
        t.close()
    out["difficulty_targets"] = FrozenDict(targets)
    out["notes"]["presets"] = (f.str("text"), f.str("targets_text"), *columns.values(), f.str("targets_note"),
                               f.str("targets_errata"))


def counts(f: Fields, out: dict) -> None:
    c = f.sub("counts")
    flat = {}
    for key, value in c.data.items():
        if isinstance(value, dict):
            for colour, n in c.mapping(key, (int,), "a whole number").items():
                flat[f"{key}_{colour}"] = n
        elif isinstance(value, (bool, int)):
            flat[key] = c.bool(key) if isinstance(value, bool) else c.int(key)
        else:
            c.fail(f"count {key!r} must be a number, true/false or an object of numbers, found {value!r}")
    c.close()
    out["counts"], out["count_rows"] = FrozenDict(flat), f.mapping("rows", (str,), "a string")
    out["room_colours"] = f.mapping("room_colours", (str,), "a colour")
    out["neutral_damage_colour"] = f.str("neutral_damage_colour")

