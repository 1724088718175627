"""The declared seam between the general table and a game: what a game adapter gives the table.

The table (``app/scenes/table.py`` and ``app/table``) knows no game. For each game it asks one
``TableAdapter`` (``app/games/<id>/``) five kinds of question, each answered with plain values
and nothing remembered between calls:

- **art**: ``render(look, w, h)`` draws a piece; ``large(look, layout)`` draws it enlarged on
  hover; ``showcase`` lists looks that stand for the game (title screen, New game).
- **layout**: ``layout(view, area, perspective)`` places every piece and zone (``Layout``).
- **affordances**: ``affordances(view, legal, layout, perspective)`` says what each gesture
  means now (``Affordances``: drags, clicks, table buttons, confirmations, decorations, and a
  picker for special interactions). ``preview(view, staged)`` shows moves staged on the table
  but not yet sent (a set of placements arranged freely before Done), as the rules would have them.
- **choreography**: ``choreograph(old, new, events, before, after)`` returns every motion, effect,
  sound and notice an action causes; ``target_of`` names what another seat's decision is about.
- **lessons and results**: ``lesson_marks`` resolves a tutorial's highlight targets (names the
  game's own tutorial defines) to pieces, zones and buttons; ``scoreboard`` and ``ending`` give
  the side panel's lines, the end-of-game count-up, banner and result lines.

``view`` is always a seat's view from the rules (never the true state) and ``perspective`` the
seat whose eyes the table uses now, so one adapter serves every person at a shared screen.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from typing import Any, ClassVar, Hashable, Iterable, Mapping, Sequence

import pygame

from rules.core.text import name_seats

from ..table.choreography import Choreography, Cue, Frames, Projectile, Roll, Still
from ..table.countup import CountStep
from ..table.dice import TUMBLE_SECONDS
from ..table.layout import Colour, Layout
from ..table.motion import Route
from ..ui import gfx
from ..table.pickers import Arrange, Picker, Reading, Stepper
from ..table.pieces import Look, Zone

Action = Hashable  # a rules action: frozen, hashable, with a ``label``


# --- affordances: what each gesture means now --------------------------------------------------


@dataclass(frozen=True)
class Drag:
    """Dragging ``piece`` onto zone ``zone`` means ``action``. With ``stage``, the drop only
    stages it on the table: staged actions are sent together on Done (and can be taken back)."""

    piece: str
    zone: str
    action: Action
    stage: bool = False


@dataclass(frozen=True)
class Click:
    """Clicking ``target`` (a piece key, or a zone id for an empty place) means ``action``."""

    target: str
    action: Action


@dataclass(frozen=True)
class Plan:
    """Several actions made by one gesture, sent in turn while each is still legal for the same
    person (a path walked node by node, a target chosen then a card played on it): the first must
    be legal now; the table stops quietly at the first that is not (a forced stop on the way).
    With ``wait``, an action the rules do not take yet waits until they ask this person again (other
    seats act in between: a window the others must pass first); ``meanwhile`` is sent each time the
    person is asked something else first (their other seats' pass in that window); an action that
    is not legal when its turn comes is dropped with the "nope" sound. A plan is a shortcut: each
    of its actions is also offered on its own, so the keyboard, which goes one action at a time,
    never needs it (``Affordances.actions`` leaves plans out)."""

    actions: tuple[Action, ...]
    label: str
    wait: bool = False              # the later actions wait for the rules to ask this person again
    meanwhile: Action | None = None  # sent whenever the person is asked something else before that


@dataclass(frozen=True)
class TableButton:
    """A button on the table above the prompt bar ("Reveal none", "Thieve")."""

    label: str
    action: Action
    key: str = ""  # a stable name for lessons and tests; made from the label when empty

    @property
    def name(self) -> str:
        return self.key or self.label.lower().replace(" ", "_").replace("-", "_")


@dataclass(frozen=True)
class Confirm:
    """Ask before ``action`` is sent (it cannot be taken back, or it loses the game). A
    ``reminder`` only guards against ending a turn with moves left: the player may switch those
    questions off in Settings ("Confirm ending a turn with moves left")."""

    question: str
    yes: str = "Yes, do it"
    reminder: bool = False


@dataclass(frozen=True)
class Decoration:
    """How a piece or zone is marked while the viewer decides. ``tint`` replaces the gold of its
    outline or glow (colour-coded spots); ``mark`` is a look the adapter renders on the piece, a
    shape beside the colour;
    ``no_effect`` greys out a legal target that would change nothing; ``pulse`` makes it pulse
    gold whoever is to act (the effect resolving now)."""

    tint: Colour | None = None
    mark: Look | None = None
    no_effect: bool = False
    pulse: bool = False




@dataclass(frozen=True)
class Spotlight:
    """What clicking a piece that makes no move points out (a goal's places on the board):
    ``marks`` (piece keys or zone ids, each with its colour) are outlined for a few seconds, those
    in ``pulse`` breathing (what still stands in the way); ``words`` say why, in a toast."""

    marks: tuple[tuple[str, Colour], ...]
    pulse: frozenset[str] = frozenset()
    words: str = ""


@dataclass
class Affordances:
    """Every way the person looking may act now. ``actions()`` lists them all for the keyboard."""

    prompt: str = ""
    drags: list[Drag] = field(default_factory=list)
    clicks: list[Click] = field(default_factory=list)
    buttons: list[TableButton] = field(default_factory=list)
    confirms: dict[Action, Confirm] = field(default_factory=dict)
    dropzones: list[Zone] = field(default_factory=list)    # zones that appear only while dragging
    hover: dict[str, str] = field(default_factory=dict)    # piece key -> what acting on it does
    focus: dict[Action, str] = field(default_factory=dict)  # action -> the piece or zone it concerns
    decorations: dict[str, Decoration] = field(default_factory=dict)
    banner: str = ""                                         # an out-of-turn decision ("Your X fires")
    picker: Picker | None = None
    stage_complete: bool = False                             # every staged move is made: offer Done
    refusals: dict[tuple[str, str], str] = field(default_factory=dict)  # (piece, zone) -> why a drop there fails
    spotlights: dict[str, Spotlight] = field(default_factory=dict)  # piece key -> what a click on it points out
    # piece key -> one of the person's seats: a click looks through that seat (a tab: its hand and
    # its gear shown; no move, so it works whoever is deciding)
    looks: dict[str, int] = field(default_factory=dict)
    # piece key -> a page of the table's own (a tab between two parts of a board too large to show
    # at once): a click lays the table out again with that page (``TableAdapter.layout_page``), no move
    pages: dict[str, str] = field(default_factory=dict)
    # action -> the pieces or zones its way passes, in order (a walk of several steps): dotted on
    # the table while a drag would make it or the menu asking for it is open
    routes: dict[Action, tuple[str, ...]] = field(default_factory=dict)
    # (from, to, words): arrows shown while the person decides (where a choice would carry something)
    arrows: list[tuple[str, str, str]] = field(default_factory=list)

    # --- building ------------------------------------------------------------------------------
    def decorate(self, target: str, **changes: Any) -> None:
        """Add to ``target``'s decoration (tint, mark, no_effect, pulse)."""
        old = self.decorations.get(target, Decoration())
        self.decorations[target] = Decoration(**{**old.__dict__, **changes})

    # --- reading ---------------------------------------------------------------------------------
    def drag_targets(self, piece: str) -> dict[str, list[Drag]]:
        """Zone id -> the drags of ``piece`` onto it, in order."""
        out: dict[str, list[Drag]] = {}
        for drag in self.drags:
            if drag.piece == piece:
                out.setdefault(drag.zone, []).append(drag)
        return out

    def draggable(self) -> set[str]:
        return {d.piece for d in self.drags}

    def clicks_on(self, target: str) -> list[Action]:
        return [c.action for c in self.clicks if c.target == target]

    def clickable(self) -> set[str]:
        return {c.target for c in self.clicks}

    def actions(self) -> list[Action]:
        """Every action a gesture here can send, each once, in a stable order (the keyboard's
        Tab order). Staged drags are included: choosing one by keyboard stages it."""
        seen: dict[Action, None] = {}
        if isinstance(self.picker, Arrange):
            seen.update(dict.fromkeys(self.picker.orders.values()))
        elif isinstance(self.picker, Reading):
            seen.update(dict.fromkeys(a for _, a in self.picker.choices))
        elif isinstance(self.picker, Stepper):
            seen.update(dict.fromkeys(a for _, a in self.picker.values + self.picker.extra))
        for drag in self.drags:
            seen.setdefault(drag.action)
        for click in self.clicks:
            seen.setdefault(click.action)
        for button in self.buttons:
            seen.setdefault(button.action)
        return [a for a in seen if not isinstance(a, Plan)]

    def staged_actions(self) -> set[Action]:
        return {d.action for d in self.drags if d.stage}


# --- choreography: what an action looks and sounds like ----------------------------------------


@dataclass
class LessonMarks:
    """What a tutorial step's highlight targets point at on the table now."""

    pieces: set[str] = field(default_factory=set)
    zones: set[str] = field(default_factory=set)            # zone ids, drop zones included
    buttons: set[str] = field(default_factory=set)          # TableButton names ("done", "reveal_none")
    rects: list[pygame.FRect] = field(default_factory=list)  # places that are neither (a free slot)

    def __bool__(self) -> bool:
        return bool(self.pieces or self.zones or self.buttons or self.rects)


@dataclass(frozen=True)
class ScoreRow:
    """One seat's line of the results' breakdown: a cell per column."""

    seat: int
    cells: tuple[str, ...]


@dataclass
class Ending:
    """How the table tells the end: a banner at once (an early ending), the count-up, and what the
    results panel shows under its headline: why the game ended (``reason``), each seat's score
    broken down in the game's own terms (``columns`` and one ``ScoreRow`` per seat: per card or per
    category, the total last), the tie-break used (``tiebreak``, empty when none was needed) and
    anything else worth a line (``notes``).

    ``lines`` is the same, flattened to text (the terminal game, older results screens)."""

    banner: str = ""
    count: list[CountStep] = field(default_factory=list)
    lines: list[str] = field(default_factory=list)
    reason: str = ""
    columns: tuple[str, ...] = ()
    rows: list[ScoreRow] = field(default_factory=list)
    tiebreak: str = ""
    notes: list[str] = field(default_factory=list)


# --- the adapter ------------------------------------------------------------------------------


class TableAdapter(ABC):
    """One game on the general table. Subclassed once per game in ``app/games/<id>/``.

    Built with the seats' names (index = seat); every other input comes with each call, and no
    call changes the adapter, so a layout can be recomputed at any time for any perspective.
    """

    showcase: ClassVar[tuple[Look, ...]] = ()  # looks that stand for the game, drawn at card shape
    # New game choices the table offers beside the rules' own (``FACTS.options``), turned into the
    # rules' options by ``lobby_rules``: choices that concern the seats (who starts, which of the
    # seats not played by the person are theirs to decide under special rules)
    lobby_options: ClassVar[tuple[Any, ...]] = ()
    tumble_seconds: ClassVar[float] = TUMBLE_SECONDS  # how long a throw of dice tumbles (ART.md: 0.6-0.9 s)

    def __init__(self, names: Sequence[str]) -> None:
        self.names = list(names)
        self.players = len(self.names)

    # --- words -------------------------------------------------------------------------------------
    def say(self, text: str, perspective: int | None) -> str:
        """``text`` from the rules ("Seat 2's hand") in the table's words for ``perspective``:
        names, and "you"/"your" for that seat (a rules text never makes a seat the subject of a
        verb here; events bring their own second-person text)."""
        return name_seats(text, self.names, you=perspective)

    @classmethod
    def lobby_rules(cls, chosen: Mapping[str, str], people: Sequence[bool]) -> tuple[dict[str, Any], list[bool]]:
        """``new_game``'s options for the ``lobby_options`` chosen (``{key: value}``, the rules'
        own choices beside them to read) and which seats the person plays (``people``, one
        true/false a seat); the seats the person plays afterwards (a choice may hand them seats the
        New game rows gave to the AI). Options returned replace the rows' own."""
        return {}, list(people)

    @classmethod
    def lobby_unavailable(cls, chosen: Mapping[str, str]) -> dict[str, str]:
        """New game rows that do not apply with the choices made (``{key: value}``, every row's):
        option key -> the short reason shown; the row is greyed and its value not used."""
        return {}

    @classmethod
    def lobby_person_seats(cls, chosen: Mapping[str, str]) -> tuple[int | None, str]:
        """The most seats the person may hold with the choices made (``None``: the game's own
        limit) and the short reason New game shows for it."""
        return None, ""

    def combine_views(self, views: dict[int, Any], perspective: int) -> Any:
        """One view for a person who plays several seats (``views``: each seat's own view): by
        default the perspective's alone; a game whose seats keep secrets from each other that one
        person may all see (a cooperative game's hands) merges what the others show."""
        return views[perspective]

    # --- art ---------------------------------------------------------------------------------------
    def seat_badge(self, view: Any, seat: int) -> tuple[str, Colour]:
        """The shape and colour that stand for ``seat`` beside its name (the panel, name plates): the
        table's own by default; a game whose seats have their own colours (a chosen guild, a
        character) gives those, with a shape from ``gfx.PLAYER_SHAPES`` so colour is never alone."""
        return gfx.PLAYER_SHAPES[seat % 8], gfx.PLAYER_COLOURS[seat % 8]

    @abstractmethod
    def render(self, look: Look, w: int, h: int) -> pygame.Surface:
        """The piece ``look`` drawn at ``w`` x ``h`` pixels."""

    @abstractmethod
    def large(self, look: Look, layout: Layout) -> pygame.Surface | None:
        """``look`` enlarged with its full text for hover, or ``None`` when there is nothing more
        to see (a card back)."""

    # --- layout -------------------------------------------------------------------------------------
    @abstractmethod
    def layout(self, view: Any, area: pygame.FRect, perspective: int) -> Layout:
        """Every piece and zone for ``view`` inside ``area`` (the table's part of the window)."""

    def layout_page(self, view: Any, area: pygame.FRect, perspective: int, page: str) -> Layout:
        """The layout with ``page`` shown (one of ``Affordances.pages``' values, "" by default):
        only a table that offers pages needs more than ``layout``."""
        return self.layout(view, area, perspective)

    # --- affordances ---------------------------------------------------------------------------------
    @abstractmethod
    def affordances(self, view: Any, legal: Sequence[Action], layout: Layout, perspective: int) -> Affordances:
        """What each gesture means now. ``legal`` is the acting seat's legal actions when that seat
        is ``perspective`` (a person deciding), else empty (only decorations and prompts then)."""

    def preview(self, view: Any, staged: Sequence[Action]) -> Any:
        """``view`` with the ``staged`` actions shown as done (``IllegalAction`` if they cannot be
        staged together). Only games whose affordances stage drags need more than this."""
        if staged:
            raise NotImplementedError(f"{type(self).__name__} stages no moves")
        return view

    # --- choreography ----------------------------------------------------------------------------------
    @abstractmethod
    def choreograph(self, old: Any, new: Any, events: Sequence[Any], before: Layout, after: Layout,
                    perspective: int) -> Choreography:
        """Every motion, effect, sound and notice that ``events`` (the action just applied, as
        ``perspective`` sees it) cause between the ``old`` and ``new`` views. The table itself
        animates the standard chance events (``app.table.chance``: a roll naming its die, a
        shuffle or a draw naming its pile): leave those out."""

    @abstractmethod
    def target_of(self, view: Any, action: Action, layout: Layout) -> set[str]:
        """The pieces (or zone ids) another seat's ``action`` is about: they glow for a moment
        before it plays out. Empty: it plays out at once."""

    # --- lessons and results ---------------------------------------------------------------------------
    @abstractmethod
    def lesson_marks(self, view: Any, layout: Layout, affordances: Affordances,
                     targets: Iterable[tuple[Any, ...]], perspective: int) -> LessonMarks:
        """Resolve a tutorial step's highlight ``targets`` (the game's own vocabulary, see its
        ``rules/<id>/tutorial.py``) to what is on the table now."""

    @abstractmethod
    def scoreboard(self, view: Any, perspective: int) -> list[tuple[int, str]]:
        """(seat, one line) for the side panel, in seat order."""

    @abstractmethod
    def ending(self, view: Any, result: Any, perspective: int) -> Ending:
        """The end of the game as the table tells it (``view`` shows the final table). ``result``
        is ``None`` when the game ended outside the rules (a player conceded, or left): then the
        breakdown is the standings as they are, with no count-up."""


__all__ = [  # the contract in one place: what an adapter returns is built from these
    "Action", "Affordances", "Arrange", "Choreography", "Click", "Confirm", "CountStep", "Cue", "Decoration", "Drag",
    "Ending", "Frames", "LessonMarks", "Picker", "Plan", "Projectile", "Reading", "Roll", "Route", "ScoreRow", "Spotlight", "Stepper",
    "Still", "TableAdapter", "TableButton",
]
