"""Castle von Loghan's guided walkthrough (spec §8, errata E15 and E35) as data for
``rules.core.tutorial``.

§8.1's setup as ``new_game`` options: seed 1474, Pill (Human, Seat 1, Leader), Brannoc and
Kestrel (AI); the listed cards moved to the top of their decks in the order listed (``stack``:
no generator draw); GATE's top Search token made a +2 Energy token (``tokens``: seed 1474 puts a Summon token there,
which swaps places with the first +2 Energy token of the Green spare pool); and the two scripted
chance results (``script``): Heads
for Kestrel's flip in story 002, then the reward deck's order. The AI seats are scripted
(``rival_actions``): §8.1's list, plus what E15 and the rules add: every window §8 does not name
is passed (``PASS_WINDOW``), and the AI seats place the reward cards they accept in their
backpacks (§8.3's end state). A decision with a single option is the engine's (E1), so it is in
no script.

The learner's moves follow §8.2 step by step. E35: every unnamed decision of Pill's seat with a
"pass" option takes it: the windows W1, W8 and W9 (``PASS_WINDOW``, the table's *Continue*) and
Pill's Disenchant in step 15 (``DONE``). Four changes fit the framework's rules (at most 4
sentences a step, the last step waits for Finish): step 8 is split at "Step 2" (its first part
waits for Step 1's *Done*); step 12's *Next* is the W8 pass that the table shows as *Continue*
(two of its sentences joined); step 13 is split into the order (Next) and the refusal; step 15's
closing words (the overlay) stand in a final *Finish* step, reached once the AI seats passed
Round 2's W1. No stacking was added (E15): §8.3's end state follows from §8.1 as it is.

Highlights (``rules.core.tutorial`` checks only their shape; ``highlight_problem`` here checks
the words, ``highlight_exists`` that the thing is on the table):

==============================  =====================================================================
``("zone", name)``              an area of the table (§7.1): ``"tracks"``, ``"board"``, ``"piles"``,
                                ``"stage"``, ``"prompt"``, ``"hand"``, ``"step_ribbon"``,
                                ``"order_ladder"``, ``"reward_deck"``, ``"refresh"``
``("agent", agent)``            an agent's panel (``"Pill"``)
``("slot", agent)``             an agent's Decision slot on the event panel
``("decision", letter)``        one of the person's Decision cards (``"A"`` .. ``"D"``)
``("story", card)``             the story card on show (``"001"``, ``"002"``)
``("cover", cover)``            a Cover on the story deck (``"C1"``) and its gold star
``("node", node)``              a node of the board (``"PATH"``)
``("group",)``                  the group token
``("treasure", card)``          a treasure card wherever it lies (``"TG1#1"``)
``("place", agent, place)``     a place of an agent's panel: left, right, belt, back, backpack
``("combat_card", type)``       a card of the person's combat hand (``"HIT"``)
``("enemy", card)``             an enemy in the row (``"EG1#1"``)
``("tokens", node)``            the Search token stack of a node
``("coin",)``                   the Coin
``("button", name)``            a control: ``"combat_skill"``, ``"continue"``, ``"fight"``
==============================  =====================================================================
"""

from __future__ import annotations

from ..core.tutorial import FINISH, NEXT, Expect, Highlight, Step, Tutorial
from ..core.tutorial import highlight_problem as shape_problem
from .actions import DECIDE, DONE, PASS_WINDOW, PEEK_NODE, PLACE, SEARCH, STEP, Action
from .combat_kinds import (ACCEPT, AID_DISCARD, AID_PARTNER, END_TURN, FIGHT, PASS, PLAY, PLAY_P1, REFUSE,
                           TARGET)
from .gear import PLACES
from .lookup import AGENT_IDS, COVERS, STORY_CARDS, is_treasure, nodes
from .state import LETTERS, State

PILL, BRANNOC, KESTREL = 0, 1, 2
SEED = 1474
OPTIONS = {
    "agents": ["Pill", "Brannoc", "Kestrel"], "seats": ["human", "ai", "ai"], "preset": "standard",
    "first_leader": PILL,
    "stack": {
        "treasure:G": ["TG1#1", "TG2#1", "TG8#1", "TG5#1", "TG4#1", "TG6#1", "TG9#1"],
        "enemy:G": ["EG1#1", "EG2#2"],
        "combat:0": ["HIT", "CRIT", "AID", "COUNTER", "MISS"],
        "combat:1": ["HIT", "PARRY", "MISS", "MISS", "AID"],
        "combat:2": ["COUNTER", "PARRY", "PARRY", "MISS", "AID"],
    },
    "tokens": {"GATE": "S-E2"},
    "script": [("coin", 0), ("order", ("TG6#1", "TG5#1", "TG9#1", "TG4#1"))],
}

GO_ON = Action(PASS_WINDOW)  # the table's *Continue* / *Done* in a window
_FOLLOW = "Let's follow the guide for now: "


def _expect(action: Action, prompt: str, hint: str, *highlight: Highlight) -> Expect:
    return Expect(action, prompt=prompt, hint=_FOLLOW + hint, highlight=highlight)


def _go_on(why: str) -> Expect:
    return _expect(GO_ON, f"Press Continue: {why}.", "press Continue.", ("button", "continue"))


STEPS = (
    Step(  # 1
        "Your team",
        "You are Pill, a KarrSec field medic, with two AI teammates, Brannoc and Kestrel. Health (15) and Clarity "
        "(10) belong to the whole group. If Health reaches 0, everyone loses. Energy belongs to each agent.",
        highlight=(("zone", "tracks"), ("agent", "Pill"), ("agent", "Brannoc"), ("agent", "Kestrel")),
        button=NEXT,
    ),
    Step(  # 2
        "A secret choice",
        "Every event offers four choices. Each agent picks one in secret. Drag Decision card C (Drain the "
        "P.O.D.'s reserve cells) face down onto your slot.",
        highlight=(("story", "001"), ("decision", "C"), ("slot", "Pill")),
        expect=(_expect(Action(DECIDE, "C"), "Drag Decision card C onto your slot.", "drag Decision card C.",
                        ("decision", "C")),),
    ),
    Step(  # 3
        "The reveal",
        "All choices are revealed at once. Outcomes apply in order A, B, C, D, once for each agent who chose "
        "them. Nobody chose B, so it is never read.",
        highlight=(("slot", "Pill"), ("slot", "Brannoc"), ("slot", "Kestrel"), ("story", "001"), ("tokens", "GATE")),
        button=NEXT,
    ),
    Step(  # 4
        "Your field kit",
        "The Ending gives every agent a field-kit treasure. You drew an Axe: a Melee weapon, one-handed, Combat "
        "Power 1. Drag it into your right hand. A weapon counts only while it is in a hand.",
        highlight=(("treasure", "TG1#1"), ("place", "Pill", "left"), ("place", "Pill", "right")),
        expect=(_expect(Action(PLACE, ("TG1#1", "right")), "Drag the Axe into your right hand.",
                        "drag the Axe into your right hand.", ("place", "Pill", "right")),),
    ),
    Step(  # 5
        "Moving the group",
        "Round 1 begins. As Leader, you move the group. Drag the token to the Forest Path, then to the Gatehouse. "
        "A room showing a '?', or the one a Cover names, stops the group.",
        highlight=(("group",), ("node", "PATH"), ("node", "GATE"), ("cover", "C1")),
        expect=(_go_on("no free action is needed before moving"),
                _expect(Action(STEP, "PATH"), "Drag the group token to the Forest Path.",
                        "drag the group token to the Forest Path.", ("node", "PATH")),
                _expect(Action(STEP, "GATE"), "Now drag it to the Gatehouse.", "drag the token to the Gatehouse.",
                        ("node", "GATE"))),
    ),
    Step(  # 6
        "A story card",
        "The Cover's condition is met, so the next story card is read instead of a Random Event. Choose D (Slip "
        "along the wall).",
        highlight=(("story", "002"), ("decision", "D")),
        expect=(_expect(Action(DECIDE, "D"), "Drag Decision card D onto your slot.", "choose Decision card D.",
                        ("decision", "D"), ("slot", "Pill")),),
    ),
    Step(  # 7
        "The bell rings",
        "Kestrel chose B: she flips the Coin. Heads: +1 Clarity, but Clarity never goes above 10. Nobody bribed "
        "the warden, so he rings the bell: 2 Green enemies. When an event summons enemies, there is no Enemy Alert "
        "coin flip.",
        highlight=(("slot", "Kestrel"), ("coin",), ("story", "002"), ("enemy", "EG1#1"), ("enemy", "EG2#2")),
        button=NEXT,
    ),
    Step(  # 8, its Step 1
        "Combat: weapons",
        "Combat. Step 1: your Axe stays in your hand, so press Done.",
        highlight=(("zone", "step_ribbon"), ("treasure", "TG1#1")),
        expect=(_go_on("the Axe is already in your hand"),),
    ),
    Step(  # 8, its Step 2
        "Combat: cards",
        "Step 2: everyone draws to 5 cards. You could spend 2 Clarity on Triage to draw more, but not now. Press "
        "Done, then Fight.",
        highlight=(("zone", "step_ribbon"), ("zone", "hand"), ("button", "combat_skill")),
        expect=(_go_on("no Clarity draw now"),
                _expect(Action(FIGHT), "Press Fight.", "press Fight.", ("button", "fight"))),
    ),
    Step(  # 9
        "Aid",
        "Step 3, Priority 1. Play Aid: drag it onto your play strip, choose Brannoc (he is in your Reach), and "
        "discard your Counter. A MISS can never be discarded this way.",
        highlight=(("combat_card", "AID"), ("agent", "Brannoc"), ("combat_card", "COUNTER")),
        expect=(_expect(Action(PLAY_P1, "AID"), "Drag Aid onto your play strip.", "play your Aid card.",
                        ("combat_card", "AID")),
                _expect(Action(AID_PARTNER, BRANNOC), "Choose Brannoc as your Aid partner.", "choose Brannoc.",
                        ("agent", "Brannoc")),
                _expect(Action(AID_DISCARD, "COUNTER"), "Discard your Counter.", "discard your Counter.",
                        ("combat_card", "COUNTER"))),
    ),
    Step(  # 10
        "Attack!",
        "Step 4, Priority 2. Drag your Hit onto the Skeleton: 1 damage, plus 1 because your Axe is Melee and the "
        "Skeleton is weak to Melee. Then drag the Critical Hit onto it. It costs no Combat Power.",
        highlight=(("combat_card", "HIT"), ("combat_card", "CRIT"), ("enemy", "EG1#1")),
        expect=(_expect(Action(TARGET, 0), "Drag your Hit onto the Skeleton.", "drag your Hit onto the Skeleton.",
                        ("combat_card", "HIT"), ("enemy", "EG1#1")),
                _expect(Action(PLAY, "HIT"), "Drag your Hit onto the Skeleton.", "drag your Hit onto the Skeleton.",
                        ("combat_card", "HIT")),
                _expect(Action(PLAY, "CRIT"), "Now drag the Critical Hit onto it.",
                        "drag the Critical Hit onto the Skeleton.", ("combat_card", "CRIT"))),
    ),
    Step(  # 11
        "Your teammates",
        "Your teammates attack in player order.",
        highlight=(("agent", "Brannoc"), ("enemy", "EG2#2")),
        button=NEXT,
    ),
    Step(  # 12 (its Next is the W8 pass: the table's Continue)
        "Priority 3",
        "Step 5, Priority 3: every Counter in hand hurts the group. Kestrel's Counter costs 1 Health; you "
        "discarded yours with Aid. No enemies are left, so there is no enemy attack. Everyone who dealt damage "
        "earns Energy: 1 per Green enemy.",
        highlight=(("agent", "Kestrel"), ("zone", "tracks")),
        expect=(_go_on("on to the rewards"),),
    ),
    Step(  # 13, the order
        "Rewards",
        "Rewards. You placed the most tokens (3), then Brannoc (2), then Kestrel (0). Everyone gains 1 Reward "
        "Point. Each agent drew a Green treasure in secret: yours is a Potion.",
        highlight=(("zone", "order_ladder"), ("zone", "reward_deck")),
        button=NEXT,
    ),
    Step(  # 13, the first card
        "The first reward",
        "Four cards are shuffled into the reward deck. The first is a Clear-Mind Tonic. Refuse it: you know your "
        "Potion is still in there.",
        highlight=(("zone", "reward_deck"), ("treasure", "TG6#1")),
        expect=(_expect(Action(REFUSE), "Refuse the Clear-Mind Tonic.", "refuse the Clear-Mind Tonic.",
                        ("treasure", "TG6#1")),),
    ),
    Step(  # 14
        "Your Potion",
        "Your Potion! Accept it for 1 Reward Point and drag it into your backpack.",
        highlight=(("treasure", "TG5#1"), ("place", "Pill", "backpack")),
        expect=(_expect(Action(ACCEPT), "Accept the Potion.", "accept the Potion.", ("treasure", "TG5#1")),
                _expect(Action(PLACE, ("TG5#1", "backpack")), "Drag the Potion into your backpack.",
                        "drag the Potion into your backpack.", ("place", "Pill", "backpack"))),
    ),
    Step(  # 15
        "Refresh",
        "Refresh. Each agent takes one action. Search the Gatehouse: Kestrel already scanned its top token.",
        highlight=(("zone", "refresh"), ("tokens", "GATE")),
        expect=(_go_on("on to the Refresh actions"),
                _expect(Action(SEARCH), "Choose Search.", "choose Search.", ("tokens", "GATE")),
                _expect(Action(DONE), "Disenchant nothing: press Done.", "keep your treasures: press Done.",
                        ("zone", "refresh"))),
    ),
    Step(  # 15, the overlay
        "The game is yours",
        "Brannoc rested and Kestrel recharged; the Leader token passed to Brannoc, and a Clean token covers the "
        "Gatehouse. Round 2 begins. Continue playing, or go back to the menu.",
        highlight=(("agent", "Brannoc"), ("node", "GATE")),
        button=FINISH,
    ),
)

W = Action(PASS_WINDOW)
RIVAL_ACTIONS = (
    # Story 001 (setup): decisions, Kestrel's scan, the field kit
    Action(DECIDE, "D"), Action(DECIDE, "A"), Action(PEEK_NODE, "GATE"),
    Action(PLACE, ("TG2#1", "both")), Action(PLACE, ("TG8#1", "right")),
    W, W,  # Round 1, W1
    Action(DECIDE, "D"), Action(DECIDE, "B"),  # story 002
    W, W, W, W,  # combat Steps 1 and 2 (W3, W4)
    Action(FIGHT), Action(FIGHT),
    Action(AID_DISCARD, "PARRY"), Action(PASS), Action(PASS),  # Step 3
    Action(TARGET, 1), Action(PLAY, "HIT"), Action(END_TURN),  # Step 4: Brannoc on the Thief; Kestrel
    W, W,  # W8
    Action(REFUSE), Action(ACCEPT), Action(PLACE, ("TG6#1", "backpack")),  # the Tonic: Brannoc, Kestrel
    Action(ACCEPT), Action(PLACE, ("TG9#1", "backpack")),  # the Spare Energy Cell: Brannoc
    W, W,  # W9
    Action("REST", "health"), Action("RECHARGE"), Action(DONE), Action(DONE),  # Refresh; nobody disenchants
    W, W,  # Round 2, W1 (Brannoc leads now)
)

TUTORIAL = Tutorial(
    game="loghan",
    title="Castle von Loghan: the Gatehouse",
    players=3,
    seed=SEED,
    options=OPTIONS,
    learner=PILL,
    steps=STEPS,
    rival_actions=RIVAL_ACTIONS,
    seat_names=("Pill", "Brannoc", "Kestrel"),
)


def tutorial() -> Tutorial:
    """The walkthrough (also ``rules.loghan.TUTORIAL``, which the catalog reads)."""
    return TUTORIAL


# The highlight vocabulary (see the module's docstring): kind -> the values each place may hold.
ZONES = ("tracks", "board", "piles", "stage", "prompt", "hand", "step_ribbon", "order_ladder", "reward_deck",
         "refresh")
BUTTONS = ("combat_skill", "continue", "fight")
COMBAT_CARDS = ("HIT", "CRIT", "CLEVER", "PARRY", "AID", "COUNTER", "HARD", "MISS")
KINDS: dict[str, tuple[tuple, ...]] = {
    "zone": (ZONES,), "agent": (AGENT_IDS,), "slot": (AGENT_IDS,), "decision": (LETTERS,), "story": (STORY_CARDS,),
    "cover": (tuple(COVERS),), "node": (nodes("past"),), "group": (), "treasure": (), "place": (AGENT_IDS, PLACES),
    "combat_card": (COMBAT_CARDS,), "enemy": (), "tokens": (nodes("past"),), "coin": (), "button": (BUTTONS,),
}


def highlight_problem(target: Highlight) -> str | None:
    """Why ``target`` is not a Castle von Loghan highlight (its words, not the state), or ``None``."""
    problem = shape_problem(target)
    if problem:
        return problem
    kind, values = target[0], target[1:]
    if kind not in KINDS:
        return f"{target!r}: Castle von Loghan highlights are {', '.join(KINDS)}"
    if kind in ("treasure", "enemy"):
        ok = len(values) == 1 and isinstance(values[0], str) and "#" in values[0] and (
            is_treasure(values[0]) if kind == "treasure" else values[0][0] == "E")
        return None if ok else f"{target!r}: a {kind} is named by its card id with its copy ('TG1#1')"
    places = KINDS[kind]
    if len(values) != len(places):
        return f"{target!r}: {kind!r} takes {len(places)} value(s)"
    for value, allowed in zip(values, places):
        if value not in allowed:
            return f"{target!r}: {value!r} is not one of {', '.join(map(str, allowed))}"
    return None


def highlight_exists(state: State, target: Highlight) -> bool:
    """Whether ``target`` names something on the table in ``state`` (a full state or a view): an
    agent in play, a treasure someone holds (or one being placed or offered), an enemy in the row,
    the story card being read, the Cover on top, a node's Search tokens."""
    if highlight_problem(target) is not None:
        return False
    kind = target[0]
    agents = {a.id for a in state.agents}
    if kind in ("agent", "slot"):
        return target[1] in agents
    if kind == "place":
        return target[1] in agents
    if kind == "treasure":
        held = {t for a in state.agents for t in a.treasures}
        waiting = {s.get("card") for s in state.stack} | {getattr(state.reward, "card", "")}
        return target[1] in held | waiting
    if kind == "enemy":
        row = [f.card for f in state.combat.row] if state.combat is not None else list(state.row)
        return target[1] in row or target[1] in getattr(state.reward, "defeated", ())
    if kind == "story":  # the card being read, or the one read last (its Ending still on show)
        if any(s.kind in ("event_card", "event_done") and s.get("card") == target[1] for s in state.stack):
            return True
        read = [c for c in state.box if c in STORY_CARDS]
        return bool(read) and read[-1] == target[1]
    if kind == "cover":
        return bool(state.story) and state.story[0] == target[1]
    if kind == "tokens":
        return bool(state.tokens_at(target[1]))
    return True  # zones, nodes, the group token, Decision cards, combat cards, the Coin, controls
