"""Labels that tell every option apart, what each seat sees of them, and the rest of the engine
authors' open requests (requests.md): two enemies or two treasures of a name in one list of
options, "Seat N" in every text, the Solo distribution offering the same card in a view as in
the game, the combat skill outside a window's 6 free actions (E24), and the bottom card
Diagnostics puts under its owner's deck (§5.2). Played through the engine from real S0 positions."""

from __future__ import annotations

import random
import re
from pathlib import Path

from combat_play import asked, at_window, attack, do, finish, of_kind, options, top, until, window_name

from rules.loghan import apply, determinize, from_json, legal_actions, to_json, view
from rules.loghan.accounting import problems
from rules.loghan.actions import PASS_WINDOW, PLACE, Action
from rules.loghan.combat_kinds import (
    AID_PARTNER, AWARD, CLEVER_PAY, DISTRIBUTE, OFFER, OVERKILL, PLAY, PLAY_P1, REFUSE, TAKE_TROPHY, TARGET,
)
from rules.loghan.combat_scenarios import s0
from rules.loghan.combat_skills import COMBAT_SKILL, KEEP_CARD
from rules.loghan.combat_state import END
from rules.loghan.steps import step
from rules.loghan.textview import text_table
from rules.loghan.views import HIDDEN
from rules.loghan.windows import FREE_ACTIONS, MAX_FREE

K, P, B, I = 0, 1, 2, 3  # S0 seats: Kestrel, Pill, Brannoc, Ilse
SKELETONS = ["EG1#2", "EG1#3", "EG1#4"]
FIVE = ["HIT", "HIT", "PARRY", "MISS", "MISS"]


def labels(state) -> list[str]:
    out = [a.label for a in legal_actions(state)]
    assert len(set(out)) == len(out), f"two options share a label: {out}"
    return out


def same_from_the_view(state) -> None:
    """The seat to act is offered the same actions, with the same labels, from its own view."""
    seat = asked(state)
    mine = legal_actions(view(state, seat))
    assert mine == legal_actions(state) and [a.label for a in mine] == labels(state)


# --- 1. enemies and treasures of a name ---------------------------------------------------------


def test_two_enemies_of_a_kind_are_told_apart_when_targeted_redirected_and_carried_to():
    s = attack(s0(row=SKELETONS, hands={"Kestrel": ["CLEVER", "HIT", "MISS", "MISS", "MISS"]},
                  gear={"Kestrel": ["TB3#1"]}), K)
    assert labels(s) == ["Target Skeleton (1st in the row)", "Target Skeleton (2nd in the row)",
                         "Target Skeleton (3rd in the row)", "End your attack turn without attacking"]
    s, events = apply(s, Action(TARGET, 1))
    assert of_kind(events, "target")[0].text == "Seat 1 targets Skeleton (2nd in the row)."
    s = do(do(s, PLAY, "CLEVER"), CLEVER_PAY, True)  # the Crossbow's Ranged rider
    assert top(s) == "combat.redirect"
    assert labels(s) == ["Place the damage on Skeleton (1st in the row)", "Place the damage on Skeleton (3rd in the row)",
                         "Keep the damage on your target"]
    same_from_the_view(s)

    s = s0(row=SKELETONS, hands={"Brannoc": ["HIT", "HIT", "HIT", "CRIT", "CRIT"]}, gear={"Brannoc": ["TB3#1"]})
    s = do(attack(s, B), TARGET, 1)
    for card in ("HIT", "HIT", "HIT", "CRIT", "CRIT"):
        s = do(s, PLAY, card)
    assert top(s) == "combat.overkill" and options(s) == {(OVERKILL, "LEAVE"), (OVERKILL, 0), (OVERKILL, 2)}
    assert labels(s)[1:] == ["Carry half the excess to Skeleton (1st in the row)",
                             "Carry half the excess to Skeleton (3rd in the row)"]


def test_the_black_knight_drop_tells_two_copies_apart():
    s = s0(row=["ER1#2"], hands={"Kestrel": ["HIT"] * 5}, gear={"Kestrel": ["TG1#1", "TG1#2"]})
    s = until(s, "combat.drop")
    assert labels(s) == ["Drop the Axe (in the left hand)", "Drop the Axe (in the right hand)"]


def test_two_copies_of_a_treasure_are_told_apart_in_every_list():
    s = s0(row=["EG1#2"], stored={"Kestrel": {"belt": "TG5#1", "backpack": ["TG5#2", "TG5#3"]}},
           gear={"Kestrel": ["TG1#1", "TG1#2"]}, health=10)
    assert window_name(s) == "W3" and asked(s) == K
    words = labels(s)
    assert {"Use Potion (in the Belt)", "Use Potion (1st in the backpack)", "Use Potion (2nd in the backpack)",
            "Discard the Axe (in the left hand)", "Discard the Axe (in the right hand)",
            "Move the Potion (2nd in the backpack) to the Belt"} <= set(words)
    same_from_the_view(s)


def test_requisition_and_trades_tell_two_copies_apart():
    from lg_helpers import s0 as round_s0
    s = round_s0(start=False)
    orin_free = s.but(stack=(step("req_keep", 0, cards=("TG5#1", "TG5#2"), source="test"),))
    assert labels(orin_free) == ["Keep the Potion (the 1st drawn)", "Keep the Potion (the 2nd drawn)"]
    s = s0(row=["EG1#2"], stored={"Pill": {"belt": "TG5#1", "back": "TG1#1", "backpack": ["TG5#2"]}})
    trade = s.but(stack=s.stack + (step("trade_build", K, to=P, give=(), take=(), energy=0),))
    asks = [w for w in labels(trade) if w.startswith("Ask for")]
    assert asks[:3] == ["Ask for the Potion (in the Belt)", "Ask for the Axe", "Ask for the Potion (in the backpack)"]


def test_trophies_tell_two_enemies_of_a_kind_apart():
    s = s0(row=["EG1#1", "EG1#2", "EG1#3"], tokens=[(0, B, 3), (1, B, 3), (2, K, 3)], stage=END, mode="exploration",
           kinds={"Kestrel": "human", "Pill": "ai", "Brannoc": "ai", "Ilse": "ai"})
    while top(s) != "reward.trophy":  # the Loot's reward cards first: nobody takes one
        s = do(s, PASS_WINDOW if top(s) == "window" else REFUSE)
    assert labels(s) == ["Take Skeleton with Loot as a trophy", "Take Skeleton without Loot (1st) as a trophy",
                         "Take Skeleton without Loot (2nd) as a trophy", "Take no trophy"]


# --- 2. the Solo distribution from the person's view ---------------------------------------------


def test_solo_distribution_offers_the_same_card_in_the_view_as_in_the_game():
    five = ("Pill", "Brannoc", "Kestrel", "Ilse", "Sable")
    kinds = {a: ("human" if a == "Pill" else "chaos") for a in five}
    blue = ("TB7#1", "TB2#1", "TB8#1", "TB3#1")  # drawn in this order: not sorted
    for seed_tops in (blue, blue[::-1], blue[1:] + blue[:1]):
        s = s0(row=["EG1#1", "EG2#2", "EG2#3", "EG2#4"], tokens=[(0, 0, 3), (1, 1, 2), (2, 2, 2), (3, 3, 2)],
               stage=END, agents=five, kinds=kinds, tdeck_tops={"B": seed_tops})
        gave = 0
        while s.reward is not None:
            if top(s) == "reward.distribute":
                same_from_the_view(s)
                card = s.reward.deck[0]
                assert all(a.arg[0] == card for a in legal_actions(view(s, asked(s))))
                s = do(s, DISTRIBUTE, (card, None))
                gave += 1
            elif top(s) == "window":
                s = do(s, PASS_WINDOW)
            else:
                s = do(s, PLACE, sorted(a for _, a in options(s))[0])
        assert gave == 3


# --- 3. the combat skill is not one of a window's 6 free actions (E24) ---------------------------


def test_combat_skill_is_registered_uncounted_and_offered_after_six_free_actions():
    s = at_window(s0(row=["EG1#2"], hands={"Pill": FIVE}), "W4", P)
    i = max(k for k, st in enumerate(s.stack) if st.kind == "window")
    used = s.stack[i].get("used")
    six = s.but(stack=s.stack[:i] + (s.stack[i].put(used=used[:P] + (MAX_FREE,) + used[P + 1:]),))
    assert (COMBAT_SKILL, None) in options(six)
    after = do(six, COMBAT_SKILL)
    assert after.clarity == 8 and after.stack[-1].get("used")[P] == MAX_FREE  # neither counted nor undone
    assert FREE_ACTIONS[COMBAT_SKILL].counted is False


# --- 4. "Seat N", never "seat N" --------------------------------------------------------------------


def test_seats_are_written_seat_n_in_labels_and_texts():
    s = s0(row=["EG1#2"], hands={"Kestrel": ["AID", "PARRY", "MISS", "HIT", "HIT"]})
    s = do(until(s, "combat.p1", K), PLAY_P1, "AID")
    assert sorted(labels(s)[:2]) == ["Aid Seat 2", "Aid Seat 4"]
    events: list = []
    s = s0(row=["EG1#1", "EG2#2"], tokens=[(0, 1, 3), (1, 0, 2)], stage=END, agents=("Pill", "Brannoc", "Kestrel"),
           kinds={"Pill": "human", "Brannoc": "chaos", "Kestrel": "chaos"}, events=events)
    assert of_kind(events, "reward_order")[0].text == "Reward order: Seat 2 / Seat 1 / Seat 3"
    while top(s) != "reward.distribute":
        s = do(s, PASS_WINDOW)
    assert labels(s)[0].endswith(" to Seat 1")
    s = s0(row=["EG1#1", "EG2#2", "EG2#3", "EG2#4"], tokens=[(0, B, 4), (1, K, 2), (2, P, 2), (3, I, 2)], stage=END,
           rp={"Kestrel": 1, "Pill": 1})  # LG-R2's bidding: Kestrel and Pill tie at 2 RP
    while window_name(s) == "W8":
        s = do(s, PASS_WINDOW)
    s = do(s, REFUSE)
    for offer in (1, 1, 1, 2, 2):
        s = do(s, OFFER, offer)
    assert top(s) == "reward.award" and labels(s) == ["Award the card to Seat 1", "Award the card to Seat 2"]
    s, events = apply(s, Action(AWARD, K))
    assert of_kind(events, "award")[0].text.endswith(" to Seat 1.")


AI_FILES = ("heuristics.py", "evaluation.py", "winrates.py", "winrates_explore.py")  # the AI author's texts


def test_no_lowercase_seat_numbers_in_the_package_texts():
    """``name_seats`` renames "Seat N" only: no string of the engine says "seat 2" or "seat {...}"."""
    package = Path(__file__).resolve().parents[3] / "rules" / "loghan"
    lower = re.compile(r"""["'][^"'\n]*\bseat (\d|\{)""")
    found = [f"{path.name}:{n}" for path in sorted(package.glob("*.py")) if path.name not in AI_FILES
             for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1) if lower.search(line)]
    assert found == []


# --- 5. the card Diagnostics puts at the bottom (§5.2) --------------------------------------------


def diagnostics(hands=None, **more):
    """Ilse keeps the Hit of her top two (Counter, Hit): the Counter goes to her deck's bottom."""
    s = s0(row=["EG1#2"], hands={"Ilse": FIVE, **(hands or {})}, decks={"Ilse": ["COUNTER", "HIT", "AID"]}, **more)
    s = at_window(s, "W4", I)
    s = do(s, COMBAT_SKILL)
    assert top(s) == "combat.keep_card"
    for seat in (K, P, B):  # what she looks at is hers alone
        assert view(s, seat).stack[-1].get("look") == (HIDDEN, HIDDEN)
        assert view(s, seat).agents[I].known_bottom == ()
    assert view(s, I).stack[-1].get("look") == ("COUNTER", "HIT")
    return do(s, KEEP_CARD, "HIT")


def test_the_card_put_at_the_bottom_stays_known_to_its_owner():
    s = diagnostics()
    ilse = s.agents[I]
    assert ilse.deck[-1] == "COUNTER" and ilse.known_bottom == ("COUNTER",) and problems(s) == []
    own = view(s, I)
    assert own.agents[I].known_bottom == ("COUNTER",) and own.agents[I].deck == tuple(sorted(ilse.deck))
    assert all(view(s, seat).agents[I].known_bottom == () for seat in (K, P, B))
    assert "deck 24 (at its bottom: Counter)" in "\n".join(text_table(own, I))
    for k in range(5):  # her samples keep it at the bottom; another seat's know nothing of it
        mine = determinize(own, I, random.Random(k))
        assert mine.agents[I].deck[-1] == "COUNTER" and mine.agents[I].known_bottom == ("COUNTER",)
        assert problems(mine) == []
        other = determinize(view(s, K), K, random.Random(k))
        assert other.agents[I].known_bottom == () and problems(other) == []
    assert from_json(to_json(s)) == s and from_json(to_json(own)) == own


def test_the_known_bottom_card_is_forgotten_when_the_deck_is_shuffled():
    """Kestrel defeats the Skeleton in round 1; at combat end an agent with a discard pile shuffles
    it into its deck (the bottom is unknown again), one without keeps its deck as it is."""
    def won(**more):
        s = diagnostics(hands={"Kestrel": ["HIT"] * 5}, gear={"Kestrel": ["TB3#1"]}, **more)
        s = do(attack(s, K), TARGET, 0)
        for _ in range(3):
            s = do(s, PLAY, "HIT")
        s = finish(s)
        assert s.combat is None and s.over is None and problems(s) == []
        return s
    shuffled = won(discards={"Ilse": ["MISS"]})
    assert shuffled.agents[I].known_bottom == () and view(shuffled, I).agents[I].known_bottom == ()
    kept = won()
    assert kept.agents[I].discard == () and kept.agents[I].known_bottom == ("COUNTER",) == kept.agents[I].deck[-1:]


def test_drawing_the_deck_down_to_the_known_card_keeps_it_known():
    s = diagnostics()
    ilse = s.agents[I]
    short = s.with_agent(I, ilse.but(deck=ilse.deck[-2:], discard=ilse.discard + ilse.deck[:-2]))
    from rules.loghan.combat_draws import draw_cards
    one, _ = draw_cards(short, I, 1)
    assert one.agents[I].deck == ("COUNTER",) and one.agents[I].known_bottom == ("COUNTER",)
    none, drawn = draw_cards(one, I, 1)
    assert drawn == ("COUNTER",) and none.agents[I].known_bottom == () and problems(none) == []
