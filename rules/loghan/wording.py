"""Every seat-led news item in its second-person form (``Event.subject`` / ``you`` / ``also``).

The engine writes its news in the third person ("Seat 2 draws 1 card(s)"), and ``name_seats`` only
swaps names and pronouns, so the reader who is Seat 2 would read "You draws". Rather than spell a
second text beside each of the engine's many sentences, ``voiced`` gives each event the forms its
readers need, at the one place events leave the engine (``engine.apply``, ``setup``):

- the seat that acts ("Seat N <verb>") becomes "you" with the verb in its plain form (``base``);
- the subject's possessive or label ("Seat N's Clever Attack", "Seat N: Pass") becomes "your" /
  "You:", so a subject's own news never reads the same as everyone else's;
- each other seat that acts in the same sentence gets its own text in ``also``.

Events that already carry their own ``you`` (or ``also``) are left as written.
"""

from __future__ import annotations

import re
from typing import Iterable

from ..core.events import Event

# "Seat N" followed by a lower-case word is the subject of that word ("... and Seat 3 accepts" too:
# a plural verb, "Seat 1 and Seat 2 win", keeps its form in ``base``); "Seat N and ..." is plural.
_ACTS = re.compile(r"\bSeat (\d+) (?!and\b|or\b)(?=[a-z])")
_IRREGULAR = {"is": "are", "has": "have", "was": "were", "does": "do", "goes": "go"}
# Words between a subject and its verb that are not verbs themselves ("Seat 1 also gains").
_ADVERBS = frozenset({"also", "then", "still", "now", "only", "just", "first", "again", "alone"})


def base(verb: str) -> str:
    """The plain (second-person) form of a third-person present verb; other words unchanged
    ("draws" -> "draw", "passes" -> "pass", "carries" -> "carry", "drew" -> "drew")."""
    if verb in _IRREGULAR:
        return _IRREGULAR[verb]
    if not verb.endswith("s") or verb.endswith("ss") or len(verb) < 3:
        return verb
    if verb.endswith(("sses", "shes", "ches", "xes", "zes")):
        return verb[:-2]
    if verb.endswith("ies") and len(verb) > 4:
        return verb[:-3] + "y"
    return verb[:-1]


def _starts_sentence(text: str, at: int) -> bool:
    return at == 0 or text[:at].rstrip().endswith((".", ":", "!", "?"))


def second_person(text: str, seat: int) -> str:
    """``text`` as ``seat`` reads it where ``seat`` is its subject: "Seat N verbs" -> "you verb";
    "Seat N's" -> "your" and "Seat N:" -> "You:" (capitalised at a sentence start). Other
    mentions of the seat stay for ``name_seats`` to make "you"."""
    me = f"Seat {seat + 1}"
    out, pos = [], 0
    for match in re.finditer(rf"\b{me}\b('s|:)?( ([a-z]+))?( ([a-z]+))?", text):
        start, own, word, second = match.start(), match.group(1), match.group(3), match.group(5)
        cap = _starts_sentence(text, start)
        you = "You" if cap else "you"
        if own == "'s":
            out.append(text[pos:start] + ("Your" if cap else "your") + match.group(0)[len(me) + 2:])
        elif own == ":":
            out.append(text[pos:start] + "You:" + match.group(0)[len(me) + 1:])
        elif word is not None:
            if word in _ADVERBS and second is not None:
                out.append(text[pos:start] + f"{you} {word} {base(second)}")
            else:
                out.append(text[pos:start] + f"{you} {base(word)}" + (match.group(4) or ""))
        else:
            out.append(text[pos:match.end()])
        pos = match.end()
    return "".join(out) + text[pos:]


def acting(text: str) -> list[int]:
    """The seats that are the subject of a verb in ``text``, in order of mention, each once."""
    return list(dict.fromkeys(int(n) - 1 for n in _ACTS.findall(text)))


def voice(event: Event) -> Event:
    """``event`` with the second-person forms its readers need (its ``redacted`` form too)."""
    redacted = voice(event.redacted) if event.redacted is not None else None
    if redacted is not event.redacted:
        event = event._replace(redacted=redacted)
    if event.you or event.also:
        return event
    seats = acting(event.text)
    subject = event.subject if event.subject is not None else (seats[0] if seats else None)
    if subject is None:
        return event
    you = second_person(event.text, subject)
    also = {s: second_person(event.text, s) for s in seats if s != subject}
    if you == event.text:  # the subject is only named ("... to Seat 2"): ``name_seats`` reads it right
        return event._replace(subject=None) if not also else event._replace(subject=None, also=also)
    return event._replace(subject=subject, you=you, also=also) if also else event._replace(subject=subject, you=you)


def voiced(events: Iterable[Event]) -> list[Event]:
    return [voice(e) for e in events]


__all__ = ["acting", "base", "second_person", "voice", "voiced"]
