"""The end of a Story game (§2.21, §2.6.4): LG-T2 (Health 0 ends everything at once, even after
the Boss falls) and LG-S3 (defeating every enemy of story 011's combat reads 012: everyone wins,
with no Reward or Refresh Phase). The combat is played through the engine with hands fixed."""

from __future__ import annotations

from lg_helpers import combat_now, drive, hand, s0

from rules.loghan import legal_actions, result, to_act
from rules.loghan.lookup import boss_health

TRIO = ("Kestrel", "Pill", "Brannoc")
QUIET = ("MISS", "MISS", "MISS", "AID", "AID")  # nothing to play in Step 4, nothing in Step 5


def kinds_of(events) -> list[str]:
    return [e.kind for e in events]


def test_LG_T2_health_0_in_step_5_ends_the_game_at_once():
    s = s0(agents=TRIO, start=False, health=1)
    s = hand(s, "Kestrel", ("COUNTER", "MISS", "MISS", "MISS", "AID"))
    s = hand(s, "Pill", QUIET)
    s = hand(s, "Brannoc", ("HARD", "MISS", "MISS", "MISS", "AID"))
    s = combat_now(s, ("EG1#2",))
    s, events = drive(s, stop=lambda st: False)
    r = result(s)
    assert r is not None and r.reason == "defeat" and r.winners == () and r.losers == (0, 1, 2)
    assert s.health == 0 and s.phase == "over" and s.stack == ()
    assert to_act(s) is None and legal_actions(s) == []
    p3 = [e for e in events if e.kind == "priority3"]
    assert len(p3) == 1 and p3[0].data.get("seat", 0) == 0  # Kestrel's Counter; Brannoc's never resolves
    assert "HARD" in s.agents[2].hand
    after = kinds_of(events)[kinds_of(events).index("game_over"):]
    assert after == ["game_over"]  # no Step 6, no combat end, no Refresh
    assert not any(e.kind in ("enemy_attack", "combat_end", "reward") for e in events)
    assert all(a.energy == 5 for a in s.agents)  # no combat-end Energy


def vantz_fight(kestrel_hand, health=15):
    """Story 011's combat with 3 agents: Vantz alone in the row (18 Health), 17 neutral tokens on
    him, "read 012 after the combat" active; Kestrel holds ``kestrel_hand``."""
    s = s0(agents=TRIO, start=False, health=health, cover="C8", node="SOLAR")
    s = s.but(story=("012",), box=s.box + ("C8", "011"))  # 011 was read: its Ending set all this up
    s = hand(s, "Kestrel", kestrel_hand)
    s = hand(s, "Pill", QUIET)
    s = hand(s, "Brannoc", QUIET)
    assert boss_health("EX1", "standard", 3) == 18
    return combat_now(s, ("EX1",), marks=(("EX1", 0, 17),), after="012")


def kestrel_hits_vantz(s):
    return drive(s, wanted=[("TARGET", 0), ("PLAY", "HIT")], stop=lambda st: st.over is not None)


def test_LG_S3_victory_reads_012_after_the_combat():
    s, events = kestrel_hits_vantz(vantz_fight(("HIT", "MISS", "MISS", "MISS", "AID")))
    r = result(s)
    assert r is not None and r.reason == "victory" and r.winners == (0, 1, 2) and r.scores == (1.0, 1.0, 1.0)
    assert s.health == 15 and "012" in s.box
    assert kinds_of(events)[-1] == "game_over" and "012" in events[-1].text
    assert not any(e.kind in ("reward", "refresh", "round_end") for e in events)
    assert s.reward is None


def test_LG_T2_variant_the_boss_falls_but_a_counter_ends_the_game():
    s, events = kestrel_hits_vantz(vantz_fight(("HIT", "COUNTER", "MISS", "MISS", "MISS"), health=1))
    r = result(s)
    assert r is not None and r.reason == "defeat" and r.winners == ()
    assert any(e.kind == "enemy_defeated" or "defeated" in e.text for e in events)  # Vantz fell in Step 4
    assert "012" not in s.box and "012" not in [e.data.get("card") for e in events]
    assert not any(e.kind == "game_over" and e.data.get("won") for e in events)
