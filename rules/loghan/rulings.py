"""The Resolutions of spec section 3, numbered as there, in our own words: where the demo rulebook
is silent, unclear or contradicts itself, what this edition decided. The rules reference shows
them under "Rulings" (spec section 4); section 2 of the spec, and so the engine, follows them all.
"""

from __future__ import annotations

RULINGS: tuple[str, ...] = (
    # Players, seats and counts (1-8)
    "\"n (m)\" values count the agents in play, Chaos characters included: 3 agents use n, 4 to 6 use m.",
    "Hand size counts agents too: 5 cards with 3 or 4 agents, 4 with 5 or 6.",
    "Every game has 3 to 6 agents. Seats are Human, AI or Chaos; one Human with Chaos seats plays the Solo "
    "rules, two or more the Two-main rules; AI seats play the normal rules; AI and Chaos seats never mix.",
    "There are six phases, not five; the Reward Phase follows a combat only when §2.4 says so.",
    "Every agent has its own 30-card combat deck, so there are up to six decks, not four.",
    "The ring is the lobby's seat order; left and clockwise mean the next seat; player order starts at the "
    "Leader; Reach is the two ring neighbours (with 3 agents, everyone).",
    "The first Leader is Seat 1, or a random seat if the lobby asks; the token then moves as ruling 66 says.",
    "Story setup deals 2(3) Search tokens per \"?\" room; Exploration setup, timeline changes and story "
    "redistribution deal 2. Rooms are served in table order; a short pool deals round-robin, one token per "
    "room at a time, so the last rooms in table order go short.",
    # Skills (9-12)
    "\"Once per turn\" and \"once per Round\" mean the same: once per game Round.",
    "Unique skills are used in windows; \"General\" means any window outside Combat Steps 3-7 and outside an "
    "event; a timing printed on a skill overrides that.",
    "A skill's Clarity threshold is checked, never spent. Any agents may share its Energy cost, each by its own "
    "consent; shares are transfers, not gains.",
    "The combat skill is each agent's version of the board's \"2 Clarity for 1 card\": Step 2 only, repeatable. "
    "With an empty deck it still costs Clarity, draws nothing and never forces Recuperation.",
    # Combat (13-40)
    "Priority 1: each agent plays at most one Priority 1 card per combat round, in a loop where agents may pass "
    "and come back; the step ends after a full pass with no play.",
    "Combat Power is max(1, the sum of the CP of usable equipped treasures) plus temporary bonuses. Weapons, "
    "shields and amulets add up; with nothing equipped, CP is 1.",
    "An unarmed attack is Melee, weakness bonus included. An agent whose only equipped items are not Weapons "
    "(a shield, say) is unarmed.",
    "The weakness bonus is one extra token at most once per attack turn, placed with the first damage a card "
    "puts on the turn's target; it counts for defeat and excess; redirected and carried damage never trigger "
    "it; with two weapon types, either may match.",
    "One target per attack turn, chosen before the first card. An agent may end its turn without a target or "
    "a card.",
    "Overkill: excess is the target's tokens beyond its Health when it fell this turn. The attacker may carry "
    "half of it, rounded down, to the nearest undefeated enemy on either side (its choice; the rest is lost), "
    "or leave all of it on the defeated enemy for the reward order. Carried damage never carries again.",
    "Agents who have not attacked when every enemy is down still take their turn: playing is optional, tokens "
    "go on the enemy defeated last, there is no carry, and they count for rewards and Energy.",
    "Cards drawn during an attack turn may be played in that turn if CP allows; Priority 3 cards drawn then "
    "wait in hand for Step 5.",
    "A Hard Counter makes the group lose 2 Health.",
    "A Shield negates Counters and Hard Counters, but only in its holder's hand, up to its Block number each "
    "combat round; a Hard Counter uses 1 point like a Counter.",
    "Voluntary Recuperation comes after all of Step 2's draws: discard any chosen cards and sit out Steps 3-6; "
    "kept Priority 3 cards wait for a later round in which the agent takes part. Forced Recuperation: the deck "
    "is short of the hand size, so the whole hand is discarded, discard pile and deck are shuffled together, "
    "nothing is drawn and the agent sits out.",
    "Voluntary Recuperation may discard Counters and MISS cards at no cost: that is how MISS cards are cleared.",
    "Clarity draws go in player order, one pass: each agent makes all its draws, then passes.",
    "Drawing from an empty deck in the middle of a combat round gives nothing and does not reshuffle.",
    "Initiative and Overwhelmed come only from event and story outcomes. Each changes the hand size by 1 in "
    "the first combat round of the next combat in the same Round; both may be held and cancel out; they end "
    "when used or at the end of the Round (those from story 001 last through Round 1).",
    "Only discard piles are shuffled back at combat end, so hands, MISS cards included, carry on to the next "
    "combat.",
    "Step 5 always happens, even when Step 4 defeated the last enemy, so a Counter can still lose the game "
    "after the Boss falls. With no enemy standing after Step 5 the combat ends; Steps 6 and 7 are skipped.",
    "Aid: the partner must be in Reach and taking part; each side picks its own discard or none; MISS never "
    "qualifies; with no partner only the player discards.",
    "A Clever Attack may be played without paying Energy: it spends 1 CP for nothing. With several weapon "
    "types the attacker picks the rider; unarmed gives the Melee rider.",
    "Every payment needs the full amount: Energy for a Clever Attack, skills and the Cloak, Clarity for Parry, "
    "combat skills and Sneak. Nobody spends what they do not have.",
    "Blocks are assigned automatically, Hard Counters first. With Bulwark, Counters cost nothing, so blocks go "
    "to Hard Counters. Two shields add up.",
    "The Storm Lance gives 1 Energy for each enemy its owner's damage defeats in the owner's attack turn.",
    "A Stun negates one whole attack text, Vantz's summon included; Stuns stack.",
    "A Drop lasts until the end of the first combat round that begins after it; a round that ends the combat "
    "after Step 5 counts; a Drop outside combat lasts through the next combat's first round.",
    "Enemies enter left to right in draw order; later arrivals (coin-flip summons, the Exploration Boss, "
    "lurkers, engaged roaming enemies, enemies summoned in combat) join on the right.",
    "Step 6 goes left to right, each effect at once; \"the Leader\" is the Leader then; an enemy summoned in "
    "Step 6 does not attack in it; the Black Knight makes the Leader Drop one of their own equipped usable "
    "treasures, if any.",
    "Combat-end gains: any token placed anywhere, carried ones included, earns an agent Energy for every "
    "defeated enemy; the group gains Clarity per defeated Blue, Red, Violet or Boss enemy. Violet gives 2 "
    "Energy and 2 Clarity, a Boss 3 and 2.",
    "Neutral tokens (story 011) count towards Health but belong to nobody: no reward order, no Energy, no "
    "carrying.",
    # Events and alerts (41-54)
    "An outcome is applied once per agent who chose it, in player order, \"you\" being that agent; the Ending "
    "applies once, after D.",
    "Outcomes nobody chose are never revealed, not even in the log.",
    "Nothing interrupts an event from its draw to the end of its Ending except its own decisions, overflow and "
    "the Paradox Coin; items and trades wait for the windows.",
    "All summons of outcomes and Endings are gathered and drawn in the Enemy Alert Phase. Any summon cancels "
    "the coin flip, and so does NO ALERT; a story card without either leaves the flip in place.",
    "Lurkers join only after a Random Event: those on the node colour's stack when the Event Phase began, plus "
    "those of a fallback deck's stack. A lurker placed during this Event Phase waits. Lurkers join after the "
    "summons and the flip; a combat of lurkers alone is still a combat.",
    "A Summon token places 1 lurker; a failed Sneak places 2(3).",
    "An empty Random Event deck falls back like the enemy and treasure decks; with all three empty no card is "
    "drawn but the Enemy Alert (coin flip, lurkers of the node's colour) still happens.",
    "A Cover naming a cleaned room still triggers, and that room stops movement while the Cover is on top.",
    "With no Cover on top, every Event Phase reads the next story card; the included story always places a "
    "Cover or keeps drawing.",
    "Story card 001 is read at setup and is not a Round; Round 1 starts with the Move Phase at the P.O.D.",
    "A summon's colour is the node's colour, even under a Clean token.",
    "Coin flips are fair digital flips: the Leader flips for the Enemy Alert, the chooser for FLIP outcomes, "
    "the sneaking agent for Sneak; the Paradox Coin may follow any flip.",
    "Private looks: in Exploration mode Sneak peeks, PEEK and the Spyglass are the looker's alone; in Story "
    "mode everyone sees them. The Echo Lens is private in both modes.",
    "Card 012 is read right after the combat that defeats every enemy of story 011, and the game is won; no "
    "rewards or Refresh follow.",
    # Movement and Refresh (55-67)
    "A quiet Round has no Event or Enemy Alert, no Rest, Recharge, Disenchant, Leader change, Clarity check or "
    "Clean token, and no trading from the end of its Move Phase to the next Move Phase; Search and Sneak are "
    "allowed.",
    "The group may stop at any node that does not force a stop, or stay put, for a quiet Round. Staying on a "
    "visible \"?\" or the top Cover's node makes an event Round, so standing still never skips a \"?\".",
    "Entering a visible \"?\" ends movement: the group never passes through one.",
    "Roaming enemies are placed only by card instruction (story 010). They move one edge towards the group in "
    "Refresh Step 6, obeying doors; meeting them stops the group and engages them for this Round's combat, or "
    "the next Round's when they arrive in Step 6, even in a quiet Round.",
    "A locked door opens for good with its artifact (Story), Lockpicks or a story instruction. A frozen door "
    "lets the group through while someone has a usable Shock weapon equipped, and the first crossing thaws it "
    "for good. Sneak, roaming enemies and distances obey the same doors.",
    "Sneak targets a neighbour through a door passable now that shows a visible \"?\"; it needs Clarity 1; "
    "the treasure comes even from a room without tokens; the peek is optional; one alert flip; others may help "
    "pay the Cloak.",
    "\"Must perform one action\": in a quiet Round an agent may Pass instead of being forced to Sneak; Pass is "
    "also legal whenever nothing else is.",
    "Elevators are ordinary edges: no \"?\", no cost.",
    "Clearing a room without a \"?\" does nothing.",
    "Search tokens left in a cleaned room stay and may be searched in a quiet Round.",
    "At 8 Clean tokens, the 4 farthest from the group are removed, distance over open or opened doors, "
    "unreachable nodes farthest; the Leader breaks a tie at the cut; a reopened room shows its \"?\" and keeps "
    "its tokens.",
    "The Leader token moves in Refresh Step 3 of every event Round, never in a quiet Round.",
    "The Leader's seat decides movement; Human seats may suggest, and in Story mode an AI Leader follows a "
    "Human's legal suggestion.",
    # Rewards (68-75)
    "The reward order is set in Step 1. The reward deck holds one card per agent plus one, the Leader's draw "
    "included.",
    "Reward Points start at 0 and carry over; taking a card costs at least 1, so 0 RP takes nothing; a card "
    "nobody takes is reshuffled.",
    "Tied agents bid in an open auction where offers may match; the Leader picks among the top bidders.",
    "Taking a card needs room after rearranging; an agent may discard or rearrange before answering.",
    "At a node without colour the reward colour is the highest among the defeated Loot enemies, Red over Blue "
    "over Green, Violet and Boss counting as Red.",
    "Exploration mode sets the reward order and takes trophies after every combat, Loot or not; Reward Step 2 "
    "needs Loot. In Story mode the Reward Phase needs Loot and defeated enemies are discarded.",
    "Trophy ties go in player order; an agent may decline a trophy.",
    "Solo rewards: one treasure per agent that placed damage, 3 of them kept at random (all if 3 or fewer), "
    "the rest reshuffled; no Reward Points.",
    # Chaos characters (76-78)
    "A Chaos agent's decision: once every Human has decided, 2 of its 4 Decision cards are drawn at random and "
    "the person picks one.",
    "Chaos combat: equip the highest-CP weapon set (the person breaks ties), attack where its hand places the "
    "most tokens counting weakness, play every damage card it can paying Energy when possible, always leave "
    "overkill; every other choice is the person's.",
    "Two-main Chaos rewards: Chaos agents gain RP; without a full weapon load they want every Weapon, "
    "otherwise only stronger ones; they raise by 1 while they can; the person decides the rest.",
    # Treasures, Energy, Gob-Li (79-95)
    "The Gob-Li draws one ware each from the Green, Blue and Red decks, redrawing costless cards; selling comes "
    "first at the printed cost; then an open auction per ware opening at the cost, bids strictly rising, the "
    "winner paying its bid; unsold wares are reshuffled.",
    "When one person controls every agent there is no auction: the person buys any ware at its printed cost "
    "for an agent with room, paying with any of its agents' Energy.",
    "Cards without a cost are never offered by the Gob-Li, sold or disenchanted; they can only be discarded.",
    "Disenchanting gives the cost minus 2 in Energy, never less than 0.",
    "The Sphere Syphon lasts until the end of the Round it was destroyed in, and only gains from the game "
    "feed it, never transfers.",
    "To use a treasure's effect the agent must be able to equip it: passive effects need it equipped, activated "
    "ones need it equippable and the arrangement is restored after use; in combat outside Step 1 only a card "
    "already in hand or one that fits a free hand can be used.",
    "Outside combat agents rearrange freely in any window; in combat weapons change only in Step 1.",
    "A two-handed weapon takes both hands when equipped and one inventory slot when stored; the rulebook's "
    "\"Bow in his backpack\" means an inventory slot.",
    "An agent holding more than it can store resolves the excess at once: give it away (not in combat or a "
    "quiet Round), return it to its deck, or disenchant it.",
    "Trading happens only in windows outside combat and never in a quiet Round. RP, combat and Decision "
    "cards, trophies and artifacts are never traded; promises do not bind.",
    "Health caps at 15 and Clarity at 10; Energy runs 0 to 99; Health 0 is an immediate loss; Clarity losses "
    "at 0 become Health losses; the Refresh check at Clarity 0 costs 1 Health; spending never turns into Health.",
    "The Focus Amulet reduces the first Clarity loss of each Round by itself; spending Clarity is not a loss.",
    "Requisition affects only treasure draws that go straight to one agent, never reward-deck, Solo-pool or "
    "Gob-Li draws.",
    "Backpacks are face down in Exploration mode and face up in Story mode.",
    "The app draws and reads the event card for the Leader.",
    "Damage tokens have no limit; the printed 15 per player is a component count.",
    "Random Event Covers only hide card text in the box; in the app the lurker stacks sit on the decks.",
    # Exploration mode (96-105)
    "Exploration is competitive, so the person plays exactly one agent against AI opponents.",
    "Changing timelines costs 10 Energy per agent from voluntary contributions and happens only if the total "
    "is reached; Search and Clean tokens leave the old board, 2 tokens per room are dealt, the group keeps its "
    "node.",
    "Travelling from a laboratory node of The Future arrives at the castle node next to the nearest elevator.",
    "Boss timing: after 10 defeated non-boss enemies, the next Enemy Alert that draws an event or coin-flip "
    "enemy also draws a Boss, and the count starts again.",
    "The Boss deck holds Aurel Vantz and the Loghan Wyrm.",
    "Violet treasures and enemies enter only by card instruction; an exhausted Violet deck reshuffles its "
    "discards, else draws Red, then Blue, then Green.",
    "The 20 Random Events count Random Event cards only, fallback ones included; the game ends at the end of "
    "the Round of the 20th, after its Refresh.",
    "Health 0 in Exploration mode means everyone loses.",
    "\"No more enemies to summon\" is checked after discard reshuffles and fallbacks; trophies never return.",
    "Data Points: 1 per full 5 Energy, after the end-of-game Disenchants, plus each trophy's value; equal "
    "highest totals share the victory.",
    # General (106-109)
    "Ties follow one fixed rule each: rewards by auction then the Leader; trophies in player order; Clean "
    "tokens by the Leader; the overkill side by the attacker; a Chaos weapon set or target by the person; "
    "roaming paths by table order; the Gob-Li cannot tie; Data Points share the victory.",
    "The errata apply: Parry is Priority 2; the Sphere Syphon uses its errata text; exactly card 1 of each "
    "regular enemy type has Loot; the story errata (2 tokens when redistributing, the last card ends the game) "
    "apply to cards 010 and 012.",
    "Table talk stays vague. The app offers no way to show a hand; signals such as leans and calls have no "
    "rules effect.",
    "Engine guards: at most 60 steps in one Move Phase and a game that reaches Round 500 ends; neither happens "
    "in normal play.",
)
