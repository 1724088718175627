"""The state of a game: frozen dataclasses, changed only by building new ones (``but``).

Card conventions (spec §2.23): every pile is a tuple whose index 0 is the top of a face-down
pile; a Random Event deck is the exception (index 0 under the Cover, the LAST index the bottom,
drawn next). Colour-indexed piles use ``COLOURS`` = G, B, R, V (events and lurkers only G, B, R).
Combat cards and Search tokens are held as their type ids ("HIT", "S-E2"; copies are
interchangeable); treasures and enemies by card id ("TG1#1", "EG1#2"); events "G01"; story cards
"001".."012" and Covers "C0".."C8" (C1 = Cover I).

``Agent`` holds one agent's own things (seat = index in ``State.agents``, which is the ring order).
Treasure places: ``left``/``right`` hands (a two-handed weapon equipped fills both with the same
id), ``belt``, ``back`` (``""`` when empty) and ``backpack`` (up to 6 Small). ``dropped``:
(treasure, a combat round has begun since the Drop) pairs, §2.15.7 (author D's combat ends them).

Round bookkeeping lives on ``State`` (``round_no``, ``phase``, ``event_round``, ``no_alert``,
``summons``, ``summoned``, ``event_deck``, ``lurk_snapshot``, ``moves``); the pending work is
``stack`` (``steps.Step``, top last). ``combat`` and ``reward`` are author D's records (``None``
outside combat/rewards). ``row`` is the enemy row the Enemy Alert builds for D's ``combat`` step,
``row_marks`` the (enemy, stuns, neutral tokens) story 011 asks for at entry.

Chance: ``rng`` (``rules.core.rng`` state; 0 in a view) and ``script``, a queue of scripted chance
results consumed before the generator (E5): ("coin", 0|1), ("pick", (letter, letter)),
("order", (ids...)) for the next shuffle whose items are exactly those ids.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any

from ..core.result import Result
from .steps import Step

COLOURS = ("G", "B", "R", "V")
EVENT_COLOURS = ("G", "B", "R")
LETTERS = ("A", "B", "C", "D")
HANDS = ("left", "right")
SLOTS = ("left", "right", "belt", "back")
BACKPACK_SIZE = 6
MAX_HEALTH, MAX_CLARITY, MAX_ENERGY = 15, 10, 99
SEAT_KINDS = ("human", "ai", "chaos")
MODES = ("story", "exploration")
BOARDS = ("past", "anomaly", "future")  # the timelines (C7); Story mode always plays The Past
PRESETS = ("story", "standard", "hard")
RULE_SETS = ("group", "solo", "two_main")
PHASES = ("setup", "move", "event", "alert", "combat", "reward", "refresh", "scoring", "over")
ENDINGS = ("", "no_enemy", "events", "guard")  # why an Exploration game is being scored (§2.21)


@dataclass(frozen=True, slots=True)
class Agent:
    """One agent in play (C1) and everything it owns."""

    id: str
    seat_kind: str = "ai"
    energy: int = 5
    rp: int = 0
    deck: tuple[str, ...] = ()
    hand: tuple[str, ...] = ()
    discard: tuple[str, ...] = ()
    decision: str = ""  # the committed Decision letter of the event being resolved, or ""
    chaos_pair: tuple[str, ...] = ()  # the 2 Decision cards drawn for a Chaos pick
    left: str = ""
    right: str = ""
    belt: str = ""
    back: str = ""
    backpack: tuple[str, ...] = ()
    dropped: tuple[tuple[str, bool], ...] = ()
    initiative: int = 0  # E27: counters, to the end of the Round
    overwhelmed: int = 0
    skill_used: bool = False
    cp_bonus: int = 0  # Overclock, to the end of the Round
    syphon: bool = False  # Sphere Syphon active this Round
    items_used: tuple[str, ...] = ()  # Once/Round treasures used this Round
    trophies: tuple[str, ...] = ()  # Exploration mode: defeated enemies taken as trophies (§2.10)
    # §5.2: the bottom cards of ``deck`` its owner knows (Diagnostics put them there; the last is
    # the bottom), until the deck is next shuffled; cards drawn from the top shorten it only when
    # the deck gets that short (``still_known``).
    known_bottom: tuple[str, ...] = ()

    def but(self, **changes: Any) -> "Agent":
        return _but(self, _AGENT_FIELDS, changes)

    def place_of(self, treasure: str) -> str:
        """Where ``treasure`` lies ("left", "right", "both" for a two-hander equipped, "belt",
        "back", "backpack"), or "" when the agent does not own it."""
        if self.left == treasure and self.right == treasure:
            return "both"
        for slot in SLOTS:
            if getattr(self, slot) == treasure:
                return slot
        return "backpack" if treasure in self.backpack else ""

    @property
    def treasures(self) -> tuple[str, ...]:
        """Every treasure owned, each once: hands, Belt, Back, then the backpack."""
        out: list[str] = []
        for slot in SLOTS:
            t = getattr(self, slot)
            if t and t not in out:
                out.append(t)
        return tuple(out) + self.backpack

    @property
    def equipped(self) -> tuple[str, ...]:
        """Treasures lying in a hand, each once."""
        return tuple(dict.fromkeys(t for t in (self.left, self.right) if t))

    def is_dropped(self, treasure: str) -> bool:
        return any(t == treasure for t, _ in self.dropped)

    def without(self, treasure: str) -> "Agent":
        """This agent with ``treasure`` removed from wherever it lies (its Drop goes with it)."""
        changes: dict[str, Any] = {slot: "" for slot in SLOTS if getattr(self, slot) == treasure}
        if treasure in self.backpack:
            pack = list(self.backpack)
            pack.remove(treasure)
            changes["backpack"] = tuple(pack)
        return self.but(**changes)

    @property
    def combat_cards(self) -> tuple[str, ...]:
        return self.deck + self.hand + self.discard

    def with_deck(self, deck: tuple[str, ...], **changes: Any) -> "Agent":
        """This agent after cards left the top of its deck (draws, Diagnostics): its known bottom
        cards that are still in the deck stay known (``still_known``)."""
        return self.but(deck=deck, known_bottom=still_known(self.known_bottom, len(deck)), **changes)


@dataclass(frozen=True, slots=True)
class State:
    """One moment of a game (see the module docstring for the conventions)."""

    mode: str
    preset: str
    rule_set: str
    board: str
    agents: tuple[Agent, ...]
    leader: int
    health: int = MAX_HEALTH
    clarity: int = MAX_CLARITY
    node: str = "POD"
    clean: tuple[str, ...] = ()  # nodes holding a Clean token, in C7.1 order
    opened: tuple[str, ...] = ()  # "board:edge" of locked/frozen doors opened for good (E37)
    artifacts: tuple[str, ...] = ()  # story artifacts the group holds (C5.5)
    search: tuple[tuple[str, tuple[str, ...]], ...] = ()  # (node, token stack top first), non-empty
    pools: tuple[tuple[str, ...], ...] = ((), (), ())  # spare Search tokens G, B, R
    peeked: tuple[tuple[str, int], ...] = ()  # (node, seat or -1 = every seat): top token known
    tdecks: tuple[tuple[str, ...], ...] = ((), (), (), ())
    tdiscards: tuple[tuple[str, ...], ...] = ((), (), (), ())
    edecks: tuple[tuple[str, ...], ...] = ((), (), (), ())
    ediscards: tuple[tuple[str, ...], ...] = ((), (), (), ())
    boss_deck: tuple[str, ...] = ()
    boss_discard: tuple[str, ...] = ()
    events: tuple[tuple[str, ...], ...] = ((), (), ())  # Random Event decks G, B, R; last = bottom
    lurkers: tuple[tuple[str, ...], ...] = ((), (), ())  # face-down enemies on each event deck
    story: tuple[str, ...] = ()  # story deck, index 0 on top (Covers included)
    set_aside: tuple[str, ...] = ()  # Covers and story artifacts not yet in play
    box: tuple[str, ...] = ()  # everything returned to the box, in order
    roaming: tuple[tuple[str, str, bool], ...] = ()  # (enemy, node, engaged)
    row: tuple[str, ...] = ()  # the enemy row handed to combat, left to right
    row_marks: tuple[tuple[str, int, int], ...] = ()  # (enemy, stuns, neutral tokens) at entry
    after_combat: str = ""  # "012": story 011's instruction (§2.6.4)
    round_no: int = 0
    phase: str = "setup"
    event_round: bool = False
    no_alert: bool = False
    summons: tuple[str, ...] = ()  # pending summons, one enemy each: a colour or "BOSS"
    summoned: bool = False  # a summon was generated this Round (E26)
    event_deck: str = ""  # the colour of the Random Event deck drawn this Round ("" if none)
    lurk_snapshot: tuple[int, int, int] = (0, 0, 0)  # lurker counts when the Event Phase began
    moves: int = 0  # steps in this Move Phase (guard: 60)
    buffer: tuple[int, int] = (0, 0)  # Story buffer left for this event card: (Health, Clarity)
    requisition: bool = False  # Orin's Requisition waits for the next own treasure draw
    marked: tuple[str, ...] = ()  # enemies under Mark Target this Round
    bulwark: bool = False  # Brannoc's Bulwark, this combat round (D clears it in Step 7)
    alert_cancelled: bool = False  # Ghost Walk or Phase Cloak cancelled this Round's coin flip
    random_events: int = 0  # Exploration: Random Event cards resolved (the game ends after the 20th's Round)
    boss_counter: int = 0  # Exploration: non-boss enemies defeated towards the next Boss (§2.18)
    ending: str = ""  # Exploration: why the game is being scored (``ENDINGS``); "" while it goes on
    combat: Any = None  # author D's CombatState
    reward: Any = None  # author D's RewardState
    stack: tuple[Step, ...] = ()
    rng: int = 0
    script: tuple[tuple[str, Any], ...] = ()
    over: Result | None = None
    viewer: int | None = None
    acting: int | None = None  # in a view only: the seat to act (its hidden parts cannot tell)

    def but(self, **changes: Any) -> "State":
        return _but(self, _STATE_FIELDS, changes)

    # --- small readings used everywhere -------------------------------------------------------

    @property
    def n(self) -> int:
        return len(self.agents)

    def nm(self, n: int, m: int) -> int:
        """n(m): n with 1-3 agents in play, m with 4-6 (R1)."""
        return n if self.n <= 3 else m

    @property
    def hand_size(self) -> int:
        return 5 if self.n <= 4 else 4

    def order(self) -> tuple[int, ...]:
        """Player order: the Leader, then clockwise (the next seat number)."""
        return _ORDERS[len(self.agents)][self.leader]

    def reach(self, seat: int) -> tuple[int, ...]:
        """The two ring neighbours of ``seat``."""
        return tuple(dict.fromkeys(((seat - 1) % self.n, (seat + 1) % self.n)))

    def seat_of(self, agent_id: str) -> int:
        for i, a in enumerate(self.agents):
            if a.id == agent_id:
                return i
        raise KeyError(agent_id)

    def with_agent(self, seat: int, agent: Agent) -> "State":
        return self.but(agents=self.agents[:seat] + (agent,) + self.agents[seat + 1:])

    def tokens_at(self, node: str) -> tuple[str, ...]:
        for where, stack in self.search:
            if where == node:
                return stack
        return ()

    def owner_of(self, treasure: str) -> int:
        """The seat owning ``treasure``, or -1."""
        for i, a in enumerate(self.agents):
            if a.place_of(treasure):
                return i
        return -1

    @property
    def person_controls_all(self) -> bool:
        """Solo rules, Two-main rules or every seat Human: one person decides for every agent."""
        return all(a.seat_kind != "ai" for a in self.agents)


def _but(obj: Any, fields: tuple[str, ...], changes: dict[str, Any]) -> Any:
    """A copy of a frozen record with ``changes``: ``dataclasses.replace`` without its per-call
    overhead (states are copied several times per action, millions of times in a search)."""
    maker = _MAKERS[type(obj)]
    if not changes.keys() <= maker.fields:
        raise TypeError(f"unknown fields {sorted(changes.keys() - maker.fields)}")
    return maker(obj, changes)


def _maker(cls: type) -> Any:
    """A copying function made for ``cls``: one slot setter per field, no loop, no getattr by
    name (three times faster than a loop over the fields)."""
    names = tuple(f.name for f in dataclasses.fields(cls))
    lines = ["def make(obj, changes):", "    new = _new(_cls)"]
    lines += [f"    _set_{f}(new, changes['{f}'] if '{f}' in changes else obj.{f})" for f in names]
    lines.append("    return new")
    space: dict[str, Any] = {"_new": object.__new__, "_cls": cls}
    space.update({f"_set_{f}": getattr(cls, f).__set__ for f in names})
    exec("\n".join(lines), space)  # noqa: S102 - generated from the dataclass's own field names
    make = space["make"]
    make.fields = frozenset(names)
    return make


_ORDERS = {n: tuple(tuple((lead + i) % n for i in range(n)) for lead in range(n)) for n in range(1, 9)}
_AGENT_FIELDS = tuple(f.name for f in dataclasses.fields(Agent))
_STATE_FIELDS = tuple(f.name for f in dataclasses.fields(State))
_MAKERS = {Agent: _maker(Agent), State: _maker(State)}


def still_known(known: tuple[str, ...], deck_size: int) -> tuple[str, ...]:
    """The known bottom cards still in a deck of ``deck_size`` cards that has only lost cards
    from its top since they were put there."""
    return known if len(known) <= deck_size else known[len(known) - deck_size:]


def replace_at(items: tuple, index: int, value: Any) -> tuple:
    return items[:index] + (value,) + items[index + 1:]


def colour_index(colour: str) -> int:
    return COLOURS.index(colour)
