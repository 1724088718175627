"""The in-app rules reference for Castle von Loghan, in our own words (spec §2 summarized, §3 as
"Rulings", §4's content notice at the top).

Each section is (id, title, body); bodies use the small HTML subset the rules scene draws (<b>,
<i>, <br>, <a href='section'>). The tables of agents, enemies and treasures are read from the
content (``content.load_content()``), so the reference always shows what the game plays with;
everything the content marks as a reconstruction carries the ``[Reconstructed]`` badge (§4).
"""

from __future__ import annotations

from html import escape

from .content import CONTENT_NOTICE, load_content
from .content_types import plain
from .rulings import RULINGS

REBUILT = "<i>[Reconstructed]</i>"
COLOURS = {"G": "Green", "B": "Blue", "R": "Red", "V": "Violet"}
TIMINGS = {"general": "General: W1-W4, W8, W9", "combat": "combat Step 1 or 2", "alert": "Enemy Alert, before the flip"}


def _t(text: str) -> str:
    """Content text for the page: the spec's inline markdown dropped, HTML characters escaped."""
    return escape(plain(text), quote=False)


def _badge(thing: object) -> str:
    return f" {REBUILT}" if getattr(thing, "reconstructed", False) else ""


ABOUT = (
    f"<b>{escape(CONTENT_NOTICE, quote=False)}</b><br><br>"
    "The rules structure comes from the Castle von Loghan demo rulebook (Story mode, Exploration mode, the solo "
    "and 2-player variants and the errata). The agents' names, roles and skills, the combat deck's mix, every "
    "enemy, treasure, Search token mix, board layout, Random Event and the whole story are written for this "
    f"app; they are marked {REBUILT} wherever they appear, while the items the demo rulebook names carry no "
    "badge. Where the rulebook is silent or unclear, this edition's choices are listed under "
    "<a href='rulings'>Rulings</a>. Both modes are played: Story (cooperative) and "
    "<a href='exploration'>Exploration</a> (you against AI opponents)."
)


def _agents() -> str:
    rows = []
    for a in load_content().agents.values():
        u, c = a.unique_skill, a.combat_skill
        rows.append(f"<b>{_t(a.name)}</b>{_badge(a)}, {_t(a.role)}. Unique skill <b>{_t(u.name)}</b> (Clarity at "
                    f"least {u.clarity}, {u.energy} Energy, {TIMINGS.get(u.timing, u.timing)}): {_t(u.text)}<br>"
                    f"Combat skill <b>{_t(c.name)}</b> ({c.clarity} Clarity a use): {_t(c.text)}")
    return "<br><br>".join(rows)


def _enemies() -> str:
    c = load_content()
    rows = [f"<b>{_t(e.name)}</b>{_badge(e)} ({COLOURS[e.colour]}, Health {e.health}, weak to {e.weakness}): "
            f"{_t(e.attack)}" for e in c.enemies.values()]
    rows += [f"<b>{_t(b.name)}</b>{_badge(b)} (Boss, Health {b.health_multiplier['standard']} x agents at "
             f"Standard, weak to {b.weakness}): {_t(b.attack)}" for b in c.bosses.values()]
    return "<br>".join(rows)


def _treasures() -> str:
    rows = []
    for t in load_content().treasures.values():
        cost = f"cost {t.cost}" if t.cost is not None else "no cost"
        hands = f", {t.hands}-handed" if t.hands else ""
        use = f", {t.use}" + (f" ({t.use_timing})" if t.use_timing else "") if t.use else ""
        effect = f": {_t(t.effect)}" if t.effect else ""
        size = "Large" if t.size == "L" else "Small"
        rows.append(f"<b>{_t(t.name)}</b>{_badge(t)} ({COLOURS[t.colour]}, {cost}, {size}, {' '.join(t.subtypes)}"
                    f"{hands}, CP {t.cp}{use}){effect}")
    return "<br>".join(rows)


def _covers() -> str:
    story = load_content().story
    return "; ".join(f"Cover {cv.id}: {_t(cv.condition)}" for cv in story.covers.values() if cv.node)


def _rulings() -> str:
    return "<br>".join(f"{i}. {escape(text, quote=False)}" for i, text in enumerate(RULINGS, 1))


SECTIONS: tuple[tuple[str, str, str], ...] = (
    ("about", "About this edition", ABOUT + "<br><br>Start with <a href='goal'>the goal</a>."),
    ("goal", "Goal and seats", (
        "KarrSec agents in powered suits chase the councillor Aurel Vantz to Castle von Loghan in 1474 to take "
        "back his time module. In <b>Story mode</b> the group plays together through the twelve story cards: "
        "reading the last one wins for everyone, and Health 0 at any moment loses for everyone. "
        "Health (15) and Clarity (10) belong to the group; Energy (up to 99) and Reward Points to each agent.<br>"
        "3 to 6 agents sit in a ring. Each seat is <b>Human</b> (you), <b>AI</b> or <b>Chaos</b> (played by "
        "you under fixed constraints: <a href='chaos'>Chaos characters</a>); AI and Chaos seats never mix. "
        "The <b>Leader</b> moves the group and breaks ties; <b>player order</b> starts at the Leader and goes "
        "round the ring; an agent's <b>Reach</b> is its two neighbours. \"n(m)\" means n with 3 agents, m with "
        "4 or more.")),
    ("setup", "Setup", (
        "The Past board, the group on the P.O.D., Health 15, Clarity 10, every agent 5 Energy and 0 Reward "
        "Points. The treasure, enemy and Random Event decks are shuffled by colour; the story deck is in number "
        "order with Cover 0 on card 001. Every room showing a \"?\" gets 2 Search tokens of its colour (3 with "
        "4 or more agents); the rest form the spare pools. Each agent shuffles its own 30-card combat deck. "
        "Cover 0 comes off and story card 001 is read at once (not a Round): everyone draws a Green field-kit "
        "treasure, and Cover I goes on top. Then Round 1 begins.")),
    ("round", "The Round", (
        "Each Round runs Move, Event, Enemy Alert, Combat, Reward and Refresh, in that order. Event and Enemy "
        "Alert happen only in an <b>event Round</b> (the group stopped on a visible \"?\" or on the top Cover's "
        "room); any other Round is <b>quiet</b>: no event, only Search, Sneak or Pass in Refresh, and no "
        "trading until the next Move.<br><b>Windows</b> are the moments for free actions (rearranging "
        "treasures, using items and unique skills, discarding, trading): W1 before moving, W2 before the Enemy "
        "Alert flip, W3 and W4 in combat Steps 1 and 2, W5-W7 later in combat (only DESTROY items already at "
        "hand), W8 at the start of rewards, W9 at the start of Refresh. A window asks the agents in player "
        "order until all have passed. Nothing interrupts an event while it is being read.")),
    ("move", "Moving", (
        "The Leader moves the group one edge at a time, or stops (at once, or after any step). A door is "
        "passable when open, when a locked door has been opened (its story artifact, Lockpicks or a story "
        "instruction), or, for a frozen door of The Future, while somebody has a usable Shock weapon in hand; "
        "crossing thaws it for good. Entering a room with a visible \"?\", the top Cover's room or a roaming "
        "enemy's node ends the move at once. After 60 steps only a stop is left.<br>The story's Covers: "
        + _covers() + ".")),
    ("events", "Events and alerts", (
        "At a matching Cover the next story card is read; otherwise the <b>bottom</b> card of the room colour's "
        "Random Event deck (empty decks fall back Green-Blue-Red in the colour's order). Everyone sees the front "
        "and secretly commits one Decision card, A to D (Chaos agents pick from 2 drawn at random). All are "
        "revealed together; each chosen outcome applies once per chooser in player order, A to D, then the "
        "Ending once. Outcomes nobody chose are never read.<br>Codes: H/C/E gain or lose Health, Clarity or your "
        "Energy; T:X draws a treasure; INIT and OVR change the hand size of the next combat's first round; PEEK "
        "shows a room's top Search token; FLIP tosses the Coin; S n(m) summons enemies; LURK puts a face-down "
        "enemy on an event deck; NO ALERT cancels the coin flip; GOB-LI brings the merchant. Clarity lost at 0 "
        "is lost as Health. On the Story preset the first point of Health and of Clarity each card takes is "
        "ignored.<br><b>Enemy Alert</b>: summons are drawn into the row; with no summon and no NO ALERT, W2 "
        "opens and the Leader flips: Tails brings 2(3) enemies of the room's colour. After a Random Event the "
        "lurkers of that deck join; engaged roaming enemies join too. Any enemy in the row means combat.")),
    ("combat", "Combat", (
        "Each combat round has seven steps. <b>1</b>: W3, the only time weapons change. <b>2</b>: everyone "
        "draws to the hand size (5, or 4 with 5-6 agents); an agent whose deck is too short recuperates by "
        "force (hand discarded, discard and deck reshuffled, out for the round); W4 offers the combat skill (2 "
        "Clarity a card, 1 with a Large Rod); then each agent fights or recuperates (discarding what it likes, "
        "MISS included). <b>3</b>: Priority 1 (Aid), one per agent, in a loop. <b>4</b>: each agent's attack "
        "turn: Combat Power (at least 1) is the budget; pick one target; Hits cost 1, Critical Hits 0 (own turn "
        "only), Clever Attacks 1 plus 1 Energy for damage and a rider (Melee discard, Ranged redirect, Shock "
        "draw), Parry 1 with a paid draw. The first damage on the target gets +1 when a weapon type (Melee when "
        "unarmed) matches its weakness or it is Marked. Excess on a defeated target may be half carried to a "
        "neighbour. <b>5</b>: Counters (-1 Health) and Hard Counters (-2) in hand resolve, less what Shields "
        "block. <b>6</b>: each standing enemy attacks, unless Stunned. <b>7</b>: played cards are discarded.<br>"
        "When no enemy stands after Step 5 the combat ends: discard piles are shuffled back, every agent that "
        "placed a token gains Energy per defeated enemy (Green and Blue 1, Red and Violet 2, Boss 3) and the "
        "group Clarity (Blue, Red, Violet and Boss 2 each).<br>" + _enemies())),
    ("rewards", "Rewards", (
        "Only after a combat with a Loot enemy (card 1 of each type, every Boss). Agents are ranked by the "
        "tokens they placed on defeated enemies into order groups. Everyone gains 1 Reward Point; each agent "
        "draws one treasure of the room's colour in secret, one more is drawn unseen, and the cards are shuffled "
        "into the reward deck. Each card is offered to the groups in order: a lone agent accepts for 1 RP or "
        "refuses; a tied group bids in an open auction (matching allowed; the Leader breaks a tie at the top). "
        "Taking a card needs room. A card nobody takes is reshuffled. Under the Solo rules there are no RP: up "
        "to 3 cards from a pool are handed out by you.")),
    ("refresh", "Refresh", (
        "W9, then each agent takes one action: <b>Rest</b> (+1 Health or +1 Clarity) or <b>Recharge</b> (+3 "
        "Energy) in an event Round; <b>Search</b> the room's top token (Energy, a treasure, Health, Clarity, a "
        "lurker, or the Gob-Li); <b>Sneak</b> into a neighbouring \"?\" room for 1 Clarity: draw its colour's "
        "treasure, maybe peek at its token, then flip (Tails: 2(3) lurkers) unless the 4-Energy Invisibility "
        "Cloak hides you; or Pass. In an event Round follow: Disenchant (cost - 2 Energy), the Leader token "
        "passes on, a Clarity check (-1 Health at Clarity 0) and a Clean token on the room; at 8 Clean tokens "
        "the 4 farthest go. Roaming enemies then move one step towards the group.<br><b>The Gob-Li</b> offers a "
        "Green, a Blue and a Red ware: agents sell treasures at cost, then bid for each ware (at least its "
        "cost, rising); when you control every agent you simply buy at cost.")),
    ("agents", "Agents and skills", (
        "Each agent's unique skill is used once per Round in a window its timing allows, when the group's "
        "Clarity is at least its threshold (checked, not spent); its Energy cost may be shared by agreement. "
        "The combat skill is used in Step 2 only, as often as Clarity allows.<br><br>" + _agents())),
    ("treasures", "Treasures", (
        "Each agent has two hands, a Belt, a Back slot and a backpack for 6 Small treasures; a Large one never "
        "goes in the backpack, a two-handed weapon fills both hands. Only equipped, usable (not Dropped) "
        "treasures give Combat Power, weapon types, Block and passive effects. An item is used only if it could "
        "be equipped at that moment (in combat outside Step 1: already in hand or into a free hand). A gain "
        "without room means shedding treasures (give, return, disenchant). Trades of treasures and Energy "
        "happen in windows outside combat, never in a quiet Round.<br><br>" + _treasures())),
    ("chaos", "Chaos characters", (
        "With one Human seat and Chaos seats the Solo rules apply; with two or more Humans the Two-main rules. "
        "You play the Chaos agents under fixed constraints: their Decision card is one of two drawn at random; "
        "in Step 1 they equip the weapon set with the most Combat Power; in Step 4 they attack where their hand "
        "does the most damage, play damage cards in a fixed order paying for Clever Attacks, and leave overkill "
        "where it is. Everything else is your choice. Under the Two-main rules Chaos agents bid for weapons they "
        "want.")),
    ("end", "Winning and losing", (
        "Reading story card 012 wins the game at once for everyone: it comes right after the combat of story "
        "011 in which every enemy, Aurel Vantz included, is defeated. Health 0 at any moment loses at once, even "
        "in the combat round that felled the Boss. Decks that run out reshuffle their discards, then fall back "
        "to other colours; an empty draw just gives nothing.<br>Presets: <b>Story</b> (easier: Vantz 5 x agents, "
        "the event buffer), <b>Standard</b> (the rules as written: Vantz 6 x agents), <b>Hard</b> (Vantz 7 x "
        "agents, a combat deck with 10 Hits and 2 Hard Counters).")),
    ("exploration", "Exploration mode", (
        "A semi-cooperative game for you and 2 to 5 AI opponents on one of three timelines: <b>The Past</b>, "
        "<b>The Anomaly</b> or <b>The Future</b> (the castle under ice, with two frozen doors and a laboratory "
        "under it). There is no story: every event Round draws a Random Event, and each room showing a \"?\" "
        "starts with 2 Search tokens. Health and Clarity are still shared, and Health 0 at any moment ends the "
        "game with <b>everyone losing</b>; yet each agent plays for its own <b>Data Points</b>.<br>"
        "<b>Trophies.</b> After every combat (Loot or not) each agent, in reward order, may take one defeated "
        "enemy as a trophy; the rest are discarded. Trophies are worth their card's points (Skeleton, Thief 1, "
        "a Woods Wolf 1 or 2 each with two or more, Ghouls and the Resurrected 2, the Black Knight and the "
        "Dragon 3, the Chrono Wraith 4, a Boss 6) and are never traded. Other agents' backpacks and trophies "
        "are face down: you see how many, and a trade can ask only for the treasures you see in their slots (this "
        "edition's choice). A reward auction tied at the top goes to the first in player order.<br>"
        "<b>Bosses.</b> Every 10 enemies defeated, the next Enemy Alert that brings an enemy also brings a Boss "
        "(Aurel Vantz, or the Loghan Wyrm: 7 x agents Health at Standard, weak to Ranged). A Boss gives 3 "
        "Energy and 2 Clarity and always has Loot.<br>"
        "<b>Changing timelines.</b> At the end of each Refresh the Leader may propose another board. Everyone "
        "says what they will pay; at 10 Energy x agents together the group pays and travels: Clean tokens come "
        "off, the Search tokens go back to their pools and 2 are dealt to each \"?\" room of the new board, "
        "and the group stays on its room (from the laboratory it arrives at the Cellar or the Barracks). Doors "
        "opened on a board stay open there.<br>"
        "<b>The end.</b> The game ends at Health 0 (everyone loses), at once when an enemy must be drawn and "
        "none is left, or after the Round in which the 20th Random Event was read. Then each agent may "
        "disenchant treasures, and scores 1 Data Point per full 5 Energy plus its trophies. The most Data Points "
        "win; a tie shares the victory.")),
    ("rulings", "Rulings", "Where the demo rulebook is silent or unclear, this edition rules:<br>" + _rulings()
     + "<br>Back to <a href='about'>About this edition</a>."),
)
