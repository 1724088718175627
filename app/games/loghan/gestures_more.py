"""Gestures of the combat, the rewards and every other decision (see ``gestures``).

Combat (spec 7.3): a card dragged onto an enemy is ``TARGET`` then ``PLAY`` (a ``Plan``; a click on
the enemy targets it alone), later cards only onto that enemy; Priority 1 cards onto one's own
column of the play strip; Fight, Recuperate, End turn and Pass in the hand area; a card clicked
while Recuperating is discarded; sub-decisions (pay, rider, discard, redirect, parry, overkill)
as a popup of choice rows, enemies and agents clickable where the choice names them.
"""

from __future__ import annotations

from typing import Any, Sequence

from rules.loghan.actions import Action

from ..contract import Click, Confirm, Drag, Plan
from . import words as W
from .gestures import Gestures, _treasure_gestures, seat_word

STEP4 = ("HIT", "CRIT", "CLEVER", "PARRY")


def hand_key(seat: int, card: str, k: int) -> str:
    return f"hc:{seat}:{card}:{k}"


def hand_keys(view: Any, seat: int, card: str) -> list[str]:
    """The piece keys of ``seat``'s copies of ``card`` in hand (the last copy moves first)."""
    n = sum(1 for c in view.agents[seat].hand if c == card)
    return [hand_key(seat, card, k) for k in range(n, 0, -1)]


def _on_cards(g: Gestures, view: Any, seat: int, actions: Sequence[Any], verb: str) -> None:
    """Each action naming a combat card: a click on that card in hand (or a choice row)."""
    for a in actions:
        if a.arg is None:
            g.choice(a, tone="quiet")
            continue
        keys = hand_keys(view, seat, a.arg)
        if keys:
            g.clicks.append(Click(keys[0], a))
            for key in keys:
                g.hover[key] = f"Click to {verb} this card"
        g.choice(a)


def combat(g: Gestures, view: Any, options: Sequence[Any], seat: int, top: Any) -> None:
    kind = top.kind
    who = seat_word(view, seat)
    c = view.combat
    if kind == "combat.recup":
        for a in options:
            g.hand.append(_hand_choice(a, "Fight" if a.kind == "FIGHT" else "Recuperate…",
                                       "primary" if a.kind == "FIGHT" else "normal"))
        g.prompt = f"{who}: Fight, or Recuperate?"
    elif kind == "combat.recup_discard":
        for a in options:
            if a.kind == "RECUP_DISCARD":
                keys = hand_keys(view, seat, a.arg)
                if keys:
                    g.clicks.append(Click(keys[0], a))
                    for key in keys:
                        g.hover[key] = "Click to discard this card (Recuperating)"
            else:
                g.hand.append(_hand_choice(a, "Done discarding", "primary"))
        g.prompt = f"{who}: click cards to discard, then Done"
    elif kind == "combat.p1":
        for a in options:
            if a.kind == "PLAY_P1":
                for key in hand_keys(view, seat, a.arg)[:1]:
                    g.drags.append(Drag(key, f"strip:{seat}", a))
                    g.hover[key] = "Drag onto your column of the play strip to play it (Priority 1)"
            else:
                g.hand.append(_hand_choice(a, "Pass", "normal"))
        g.prompt = f"{who}: play a Priority 1 card, or Pass"
    elif kind == "combat.attack":
        _attack(g, view, options, seat, c)
    elif kind in ("combat.overkill", "combat.redirect"):
        source = c.turn.target if c.turn is not None and kind == "combat.overkill" else None
        carry = (c.row[source].total - c.row[source].health) // 2 if source is not None else 0
        for a in options:
            if isinstance(a.arg, int) and not isinstance(a.arg, bool):
                g.clicks.append(Click(f"en:{a.arg}", a))
                g.glow[f"en:{a.arg}"] = None
                if source is not None:  # spec 7.3: an arrow from the defeated enemy to each it may carry to
                    g.arrows.append((f"en:{source}", f"en:{a.arg}", f"Carry {carry}"))
            g.choice(a, tone="quiet" if not isinstance(a.arg, int) or isinstance(a.arg, bool) else "normal")
        g.question = ("Overkill: carry half the excess to a glowing enemy, or leave it" if kind == "combat.overkill"
                      else "Move 1 damage to a glowing enemy?")
    elif kind == "combat.aid_partner":
        for a in options:
            if a.arg is not None:
                g.clicks += [Click(f"ag:{a.arg}", a), Click(f"agent:{a.arg}", a)]
                g.hover[f"ag:{a.arg}"] = f"Click: Aid {seat_word(view, a.arg)}"
            g.choice(a, tone="normal" if a.arg is not None else "quiet")
        g.question = f"{who}'s Aid: choose a partner in Reach (each of you may discard a card)"
    elif kind == "combat.aid_discard":
        _on_cards(g, view, seat, options, "discard")
        g.question = f"{who}: discard one card for the Aid (never a MISS), or nothing"
    elif kind == "combat.melee_discard":
        _on_cards(g, view, seat, options, "discard")
        g.question = f"{who}: the Melee rider lets you discard a card"
    else:
        g.question = {"combat.clever_pay": f"{who}: pay 1 Energy for the Clever Attack?",
                      "combat.parry_pay": f"{who}: spend 1 Clarity to draw 1 card (Parry)?",
                      "combat.rider": f"{who}: choose the rider", "combat.drop_choice":
                      "The Black Knight: choose the Leader's treasure to Drop"}.get(kind, f"{who}: choose")
        if kind == "combat.drop_choice":
            for a in options:
                if isinstance(a.arg, str):
                    g.clicks.append(Click(f"tr:{a.arg}", a))
    if not g.prompt:
        g.prompt = f"{who}: choose in the box"


def _hand_choice(a: Any, label: str, tone: str) -> Any:
    from .gestures import Choice, choice_key

    return Choice(choice_key(a), label, a, tone=tone)


def _attack(g: Gestures, view: Any, options: Sequence[Any], seat: int, c: Any) -> None:
    who = seat_word(view, seat)
    turn = c.turn if c is not None else None
    cp = turn.cp if turn is not None else 0
    if turn is not None and turn.target < 0:
        from rules.loghan.combat_attack import can_play

        hand = [x for x in dict.fromkeys(view.agents[seat].hand) if x in STEP4]
        cards = [x for x in hand if can_play(view, seat, x, cp)]
        for a in options:
            if a.kind == "TARGET":
                g.clicks.append(Click(f"en:{a.arg}", a))
                g.glow[f"enemy:{a.arg}"] = None
                for card in cards:
                    for key in hand_keys(view, seat, card)[:1]:
                        play = Action("PLAY", card, f"Play {W.combat_name(card)}")
                        g.drags.append(Drag(key, f"enemy:{a.arg}", Plan((a, play), f"{W.combat_name(card)} on "
                                                                                  f"{W.enemy_name(c.row[a.arg].card)}")))
        for card in cards:
            for key in hand_keys(view, seat, card):
                g.hover[key] = "Drag onto an enemy to attack it"
        target_refusals(g, view, seat, c, None)
        g.prompt = f"{who}: drag an attack card onto an enemy"
    else:
        target = turn.target if turn is not None else -1
        for a in options:
            if a.kind == "PLAY":
                for key in hand_keys(view, seat, a.arg)[:1]:
                    g.drags.append(Drag(key, f"enemy:{target}", a))
                for key in hand_keys(view, seat, a.arg):
                    g.hover[key] = f"Drag onto {W.enemy_name(c.row[target].card)} to play it"
        target_refusals(g, view, seat, c, target)
        g.prompt = f"{who}: {cp} CP left — more cards, or End turn"
    for a in options:
        if a.kind == "END_TURN":
            g.hand.append(_hand_choice(a, "End turn", "normal"))
            if cp > 0:
                g.confirms[a] = Confirm(f"{who} still has {cp} CP. End the attack turn?", "End turn",
                                        reminder=True)


def target_refusals(g: Gestures, view: Any, seat: int, c: Any, target: int | None) -> None:
    """A card dropped on another enemy than the one attacked: refused, with why."""
    if c is None:
        return
    for d in list(g.drags):
        for i, foe in enumerate(c.row):
            zone = f"enemy:{i}"
            if zone == d.zone:
                continue
            if target is not None and target >= 0:
                why = f"This turn attacks {W.enemy_name(c.row[target].card)}: every card goes onto it."
            else:
                why = f"{W.enemy_name(foe.card)} is defeated." if foe.fell else "Not that one."
            g.refusals.setdefault((d.piece, zone), why)


# --- rewards ---------------------------------------------------------------------------------------------


def reward(g: Gestures, view: Any, options: Sequence[Any], seat: int, top: Any) -> None:
    who = seat_word(view, seat)
    r = view.reward
    card = r.card if r is not None else ""
    name = W.treasure_name(card) if card else "the card"
    kinds = {a.kind for a in options}
    if "OFFER" in kinds or top.kind == "reward.bid":
        g.numbers = "Offer"
        for a in options:
            if a.kind == "OFFER":
                g.choice(a, str(a.arg))
        for a in options:
            if a.kind == "STAND":
                g.choice(a, "Stand", tone="primary")
            elif a.kind == "REFUSE":
                g.choice(a, "Drop out", tone="quiet")
        g.question = f"{who}: bid Reward Points for {name}"
    elif top.kind == "reward.distribute":
        _distribute(g, view, options)
        return
    elif top.kind == "reward.trophy":
        from .explore import trophy_gestures

        trophy_gestures(g, view, options, seat)
        return
    elif top.kind == "reward.award":
        for a in options:
            g.clicks += [Click(f"ag:{a.arg}", a), Click(f"agent:{a.arg}", a)]
            g.choice(a)
        g.question = f"A tie for {name}: the Leader awards it"
    else:
        for a in options:
            if a.kind == "ACCEPT":
                g.choice(a, "Accept (1 RP)", tone="primary")
            elif a.kind == "REFUSE":
                g.choice(a, "Refuse", tone="quiet")
        _treasure_gestures(g, view, [a for a in options if a.kind == "DISCARD_TREASURE"], seat)
        g.question = f"{who}: take {name} for 1 Reward Point?"
    g.prompt = f"{who}: answer in the box"


def _distribute(g: Gestures, view: Any, options: Sequence[Any]) -> None:
    """Solo rules (spec 7.3): the kept cards lie in the box; the first one is dragged onto the
    panel of the agent that gets it (legal panels glow), or sent back to its deck by a button."""
    kept = tuple(view.reward.deck) if view.reward is not None else ()
    card = next((a.arg[0] for a in options if a.kind == "DISTRIBUTE"), kept[0] if kept else "")
    g.holding = kept or (card,)
    name = W.treasure_name(card) if card else "the card"
    for a in options:
        if a.kind != "DISTRIBUTE":
            continue
        to = a.arg[1]
        if to is None:
            g.choice(a, f"Return {name} to its deck", tone="quiet")
            continue
        g.drags += [Drag(f"tr:{card}", f"agent:{to}", a)]
        g.glow[f"agent:{to}"] = None
        g.choice(a, f"Give it to {W.agent_name(view.agents[to].id)}")
    g.question = f"Solo rewards: drag {name} onto the agent who gets it"
    g.prompt = f"Drag {name} onto an agent's panel"
    g.hover[f"tr:{card}"] = "Drag onto the panel of the agent who gets it"


# --- everything else ---------------------------------------------------------------------------------------


QUESTIONS = {
    "peek": "Click a node with Search tokens to look at its top token",
    "place": "Drag the new treasure to a glowing place",
    "overflow": "No room: choose a treasure to give away, return or disenchant",
    "give_answer": "A treasure is offered to you",
    "req_keep": "Requisition: keep one of the two treasures",
    "reflip": "The Paradox Coin: flip again?",
    "tonic_miss": "Clear-Mind Tonic: discard 1 MISS?",
    "token_draw": "A treasure token: draw a treasure?",
    "sneak_peek": "Sneak: look at the room's top Search token?",
    "sneak_cloak": "Sneak: hide under the Invisibility Cloak (4 Energy), or risk the Coin?",
    "refresh_act": "Refresh: one action",
    "disenchant": "Disenchant treasures for Energy, or Done",
    "clean_remove": "Too many Clean tokens: the Leader chooses which to remove",
    "gobli_sell": "The Gob-Li buys: drag a treasure onto the Gob-Li (or click it), or Done",
    "gobli_auction": "The Gob-Li auctions: bid Energy, or Pass",
    "gobli_shop": "The Gob-Li's shortcut: buy a ware, or leave",
    "trade_build": "Build the trade offer",
    "trade_answer": "A trade is offered to you",
    "split": "Share the cost",
}


SHORT_PROMPTS = {"final_disenchant": "disenchant for Energy, or Done", "peek": "click a node to peek at its token",
                 "place": "drag the treasure to a place",
                 "refresh_act": "one Refresh action", "disenchant": "disenchant, or Done", "gobli_sell":
                 "sell to the Gob-Li, or Done", "gobli_auction": "bid, or Pass", "split": "pay a share",
                 "trade_build": "build the trade, then Send", "trade_answer": "accept or refuse the trade"}


def other(g: Gestures, view: Any, options: Sequence[Any], seat: int, top: Any) -> None:
    who = seat_word(view, seat)
    kind = top.kind
    g.question = f"{who}: {QUESTIONS.get(kind, 'choose')}"
    if kind == "peek":
        for a in options:
            g.clicks += [Click(f"nd:{a.arg}", a), Click(f"node:{a.arg}", a)]
            g.glow[f"nd:{a.arg}"] = W.GREEN_GLOW
    elif kind == "place":
        card = top.get("card")
        g.holding = (card,)
        _treasure_gestures(g, view, options, seat)
        for a in options:
            g.choice(a, f"Put in {W.PLACE_WORD.get(a.arg[1], a.arg[1])}")
        g.question = f"{who}: drag {W.treasure_name(card)} to a glowing place"
    elif kind in ("overflow", "give_answer", "req_keep"):
        card = top.get("card")
        cards = tuple(top.get("cards") or ((card,) if card else ()))
        g.holding = cards
        if kind == "req_keep":
            for a in options:
                g.clicks.append(Click(f"tr:{cards[a.arg]}", a))
        if kind == "give_answer":
            g.question = f"{who}: {seat_word(view, top.get('giver'))} offers you {W.treasure_name(card)}"
    elif kind == "refresh_act":
        _refresh(g, view, options, seat)
    elif kind == "final_disenchant":
        from .explore import final_disenchant

        final_disenchant(g, view, options, seat)
    elif kind in ("disenchant", "gobli_sell"):
        _treasure_gestures(g, view, options, seat)
        for a in options:
            if a.kind == "SELL":
                g.drags.append(Drag(f"tr:{a.arg}", "gobli", a))
    elif kind == "gobli_auction":
        g.numbers = "Bid"
        wares, high = top.get("wares") or (), top.get("high")
        if wares:
            best = f" (high bid {top.get('bid')} by {seat_word(view, high)})" if high is not None and high >= 0 else ""
            g.question = f"{who}: bid Energy for {W.treasure_name(wares[0])}{best}, or Pass"
            g.glow["gw:0"] = None
        for a in options:
            g.choice(a, str(a.arg) if a.kind == "BID" else "Pass", tone="quiet" if a.kind == "PASS" else "normal")
    elif kind == "split":
        g.numbers = "Pay"
        cost, paid = top.get("cost") or 0, sum(k for _, k in (top.get("paid") or ()))
        for a in options:
            g.choice(a, str(a.arg))
        g.question = f"{who}: pay towards the {top.get('purpose')} (cost {cost}, {paid} paid so far)"
    elif kind == "trade_build":
        _trade(g, view, options, seat, top)
    elif kind == "trade_answer":
        g.question = f"{who}: {trade_words(view, top)}"
    g.prompt = f"{who}: " + SHORT_PROMPTS.get(kind, "choose in the box")


def _refresh(g: Gestures, view: Any, options: Sequence[Any], seat: int) -> None:
    labels = {"REST": None, "RECHARGE": "Recharge (+3 Energy)", "SEARCH": "Search this room", "PASS": "Pass"}
    legal = {(a.kind, a.arg) for a in options}
    if view.event_round:
        for kind, arg, label in (("REST", "health", "Rest (+1 Health)"), ("REST", "clarity", "Rest (+1 Clarity)"),
                                 ("RECHARGE", None, "Recharge (+3 Energy)"), ("SEARCH", None, "Search this room")):
            a = next((x for x in options if (x.kind, x.arg) == (kind, arg)), None)
            if a is not None:
                g.choice(a, label, tone="primary" if kind == "SEARCH" else "normal")
            else:
                from .gestures import Choice
                why = "No Search tokens here" if kind == "SEARCH" else "Not now"
                g.choices.append(Choice(f"c:{kind}:{arg}:off", label, None, why))
    else:
        for a in options:
            if a.kind in ("SEARCH",):
                g.choice(a, labels[a.kind], tone="primary")
    sneaks = [a for a in options if a.kind == "SNEAK"]
    for a in sneaks:
        g.clicks += [Click(f"nd:{a.arg}", a), Click(f"node:{a.arg}", a)]
        g.glow[f"nd:{a.arg}"] = W.GREEN_GLOW
        g.choice(a, f"Sneak into {W.SHORT.get(a.arg, a.arg)}…")
    for a in options:
        if a.kind == "PASS":
            g.choice(a, "Pass", tone="quiet")
    if ("SEARCH", None) not in legal and not view.event_round:
        g.question = f"{seat_word(view, seat)}: quiet Round — Search, Sneak into a glowing room, or Pass"
    else:
        g.question = f"{seat_word(view, seat)}: one Refresh action" + (" (or Sneak into a glowing room)" if sneaks
                                                                        else "")


def trade_words(view: Any, top: Any) -> str:
    give = ", ".join(W.treasure_name(t) for t in top.get("give") or ()) or "nothing"
    take = ", ".join(W.treasure_name(t) for t in top.get("take") or ()) or "nothing"
    energy = top.get("energy") or 0
    frm = top.get("offerer")
    who = seat_word(view, frm) if frm is not None else "You"
    money = f"; {who} gives {energy} Energy" if energy > 0 else (f"; {who} asks {-energy} Energy" if energy < 0
                                                                  else "")
    return f"{who} gives {give} and asks for {take}{money}"


def _trade(g: Gestures, view: Any, options: Sequence[Any], seat: int, top: Any) -> None:
    to = top.get("to")
    for a in options:
        if a.kind in ("TRADE_GIVE", "TRADE_TAKE") and a.arg != "ENERGY":
            g.clicks.append(Click(f"tr:{a.arg}", a))
    words = trade_words(view, top.put(offerer=seat))
    g.question = f"Trade with {seat_word(view, to)}: {words[0].lower() + words[1:] if words else ''}"


__all__ = ["combat", "hand_key", "hand_keys", "other", "reward", "trade_words"]
