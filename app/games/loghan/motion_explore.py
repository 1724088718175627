"""Exploration's moments on the table (spec 7.5 in Exploration): a trophy lifted off the table, the
Leader's proposal, each contribution floating over its agent, the journey to another timeline
(the board's name flashes over the castle) or staying, and the end's count of Data Points.

Handlers of ``choreography``'s events; ``line`` is its ``Timeline``.
"""

from __future__ import annotations

from typing import Any

from . import words as W

GOLD = (232, 190, 80)


def _trophy(line: Any, d: dict) -> None:
    seat, card = d.get("seat"), d.get("card", "")
    line.float_text("Trophy", f"ag:{seat}", GOLD)
    line.at(f"ag:{seat}")
    line.sound("loghan/defeat")
    line.notice(3, f"{W.agent_short(line.old.agents[seat].id)} keeps {W.enemy_name(card)} as a trophy", 0.5)
    line.t += 0.3


def _proposed(line: Any, d: dict) -> None:
    seat = d.get("seat")
    line.notice(4, f"{W.agent_short(line.old.agents[seat].id)} proposes travelling to {W.board_word(d.get('board', ''))}"
                f" ({d.get('need')} Energy needed)", 0.6)
    line.sound("loghan/reveal")
    line.t += 0.2


def _contribution(line: Any, d: dict) -> None:
    seat, k = d.get("seat"), d.get("k", 0)
    line.float_text(f"{k} E", f"ag:{seat}", GOLD if k else (200, 200, 200))
    line.sound("click")
    line.t += 0.15


def _travel(line: Any, d: dict) -> None:
    """The journey: the new board's name over the castle, a chime, the board redrawn."""
    board = line.after.regions.get("board")
    if board is not None:
        from ..contract import Still

        line.out.stills.append(Still(("timeflash", W.board_word(d.get("to", ""))), board, line.t, 1.0))
    line.sound("loghan/reveal")
    line.notice(8, f"Time travel: {W.board_word(d.get('from', ''))} to {W.board_word(d.get('to', ''))}, "
                   f"arriving at {W.node_name(d.get('node', ''))}", 1.2)
    line.t += 1.0


def _no_travel(line: Any, d: dict) -> None:
    if d.get("proposed"):
        line.notice(6, f"Only {d.get('total')} of {d.get('need')} Energy offered: nothing is paid, the group stays",
                    0.8)
        line.sound("error")
    line.t += 0.2


def _disenchant(line: Any, d: dict) -> None:
    seat = d.get("seat")
    line.float_text(f"+{d.get('gain', 0)}", f"ag:{seat}", GOLD)
    line.at(f"ag:{seat}")
    line.sound("loghan/focus")
    line.t += 0.25


def game_over(line: Any, d: dict) -> bool:
    """Exploration's end: the winners by Data Points, or everyone lost at Health 0. False in Story."""
    if getattr(line.new, "mode", "story") != "exploration":
        return False
    won = d.get("reason") != "defeat"
    names = [W.agent_short(a.id) for a in line.new.agents]
    winners = [names[s] for s in d.get("winners") or () if s < len(names)]
    line.sound("loghan/win" if won else "loghan/loss")
    line.notice(9, f"Most Data Points: {' and '.join(winners)}" if won and winners else
                "Health 0: everyone loses", 2.0)
    return True


HANDLERS = {"trophy": _trophy, "timeline_proposed": _proposed, "contribution": _contribution, "travel": _travel,
            "no_travel": _no_travel, "disenchant": _disenchant}

__all__ = ["HANDLERS", "game_over"]
