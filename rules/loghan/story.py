"""Story-card instructions (§2.6.4, C10) and reading an Ending (C8, E13).

The content gives each Ending as steps: effect branches (the first whose condition holds
applies; conditions count the revealed Decision cards), effects for each agent (the field kit),
and story instructions. ``ending_pieces`` turns them into ``effects`` steps in order;
``apply_instruction`` carries out one instruction, written as the content's op name and its
arguments ("PLACE_COVER C2", "TAKE_ARTIFACT TS1", "ROAMING_ENEMY V GALLERY").
"""

from __future__ import annotations

from ..core.events import Event
from . import decks, steps
from .lookup import ending_codes, name
from .search import deal_to_rooms
from .state import LETTERS, State
from .steps import Step


def chosen_counts(state: State) -> dict[str, int]:
    """How many agents chose each letter (the revealed Decision cards of the card being read)."""
    return {letter: sum(1 for a in state.agents if a.decision == letter) for letter in LETTERS}


def ending_pieces(state: State, which: str, **data: object) -> list[Step]:
    """The Ending of card ``which`` as ``effects`` steps in order: its own codes for the group, and
    "each agent" codes once per agent in player order ("you" = that agent)."""
    from .effects import effects_step
    out: list[Step] = []
    for who, codes in ending_codes(which, chosen_counts(state), state.n):
        if who == "each":
            out += [effects_step(seat, codes, **data) for seat in state.order()]
        else:
            out.append(effects_step(None, codes, **data))
    return out


def apply_instruction(state: State, code: str, s: Step) -> tuple[State, list[Event]]:
    """One story instruction (§2.6.4), ``code`` = the op name and its arguments."""
    word, *args = code.split()
    if word == "PLACE_COVER":
        cover = args[0]
        return state.but(story=(cover,) + state.story, set_aside=tuple(c for c in state.set_aside if c != cover)), [
            Event("cover", f"{name(cover)} goes on top of the story deck", {"cover": cover})]
    if word == "TAKE_ARTIFACT":
        return state.but(artifacts=state.artifacts + (args[0],),
                         set_aside=tuple(c for c in state.set_aside if c != args[0])), [
            Event("artifact", f"The group takes the {name(args[0])}", {"artifact": args[0]})]
    if word == "KEEP_DRAWING":
        i = steps.find(state, "event_done")
        return steps.set_at(state, i, state.stack[i].put(next=args[0])), []
    if word == "REMOVE_CLEAN_TOKENS":
        return state.but(clean=()), [Event("clean_removed", "Every Clean token leaves the board",
                                           {"nodes": list(state.clean)})]
    if word == "REFILL_TOKENS":
        return deal_to_rooms(state, int(args[0]), only_empty=True)
    if word == "ROAMING_ENEMY":
        colour, node = args
        state, card, events = decks.draw_enemy(state, colour)
        if card:
            state = state.but(roaming=state.roaming + ((card, node, False),))
            events.append(Event("roaming", f"{name(card)} roams on {name(node)}", {"card": card, "node": node}))
        return state, events
    if word == "SUMMON_BOSS":  # ahead of the other summons of this card
        mark = s.get("mark", 0)
        return state.but(summons=state.summons[:mark] + ("BOSS",) + state.summons[mark:], summoned=True), [
            Event("summons", f"{name(args[0])} will be summoned", {"count": 1, "colour": "BOSS"})]
    if word == "STUN":  # its condition was checked when the Ending was read
        return _mark_boss(state, args[0], 1, 0), [Event("stun", f"{name(args[0])} will enter play Stunned", {})]
    if word == "NEUTRAL_DAMAGE":
        count = int(args[1])
        if not count:
            return state, []
        return _mark_boss(state, args[0], 0, count), [
            Event("neutral", f"{count} neutral tokens wait for {name(args[0])}", {"count": count})]
    if word == "READ_AFTER_COMBAT":
        return state.but(after_combat=args[0]), []
    if word == "VICTORY":
        from .ending import story_victory
        return story_victory(state)
    raise ValueError(f"unknown story instruction {code!r}")


def _mark_boss(state: State, boss: str, stuns: int, neutral: int) -> State:
    """Stuns and neutral tokens waiting for ``boss`` to enter the row (D's combat reads them)."""
    marks = dict((e, (st, ne)) for e, st, ne in state.row_marks)
    st, ne = marks.get(boss, (0, 0))
    marks[boss] = (st + stuns, ne + neutral)
    return state.but(row_marks=tuple((e, st, ne) for e, (st, ne) in marks.items()))


def _draw_own_run(state: State, s: Step, action: object) -> tuple[State, list[Event]]:
    from .gain import draw_own
    return draw_own(steps.pop(state), s.seat, s.get("colour"), s.get("source", ""))  # type: ignore[arg-type]


steps.register("draw_own", steps.automatic, steps.no_actions, _draw_own_run)
