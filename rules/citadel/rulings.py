"""The rulings of spec section 4, numbered as there: where the printed rules are silent or open,
what this edition decided. The rules reference shows them as one list."""

from __future__ import annotations

RULINGS: tuple[str, ...] = (
    # Board and components
    "How many rooms: 12 in all, the Laboratory and the Entrance Hall among them; each has 3 doorways, one switch "
    "and room for one treasure. The clock is not a room.",
    "Carpets: every room has one red, one green and one blue carpet, so the Professor can always walk; the two "
    "sides of a doorway differ, and he follows the carpet on his current room's side.",
    "A door marker closes a doorway for both rooms; there is no per-side lock.",
    "18 markers for 18 doorways: the supply never runs short. An open doorway cannot be unlocked; locking a "
    "locked one changes nothing.",
    "Switch tiles show their type on both sides.",
    "The Professor die has one face per result; the Colour die two of each colour; the Clock die four single "
    "and two double faces (the split is an app option).",
    # Setup
    "The first 6 room cards of the freshly shuffled deck get their switches OFF, the other 6 active; tiles "
    "are dealt from the top in the same order.",
    "The first three treasures are placed red, green, blue; the room deck is reshuffled after the switches; "
    "drawn room cards never return.",
    "Minutes count clockwise from the clock marker's current space (that space is 0); a 55-minute treasure "
    "lands just behind the clock.",
    "Outside is one undivided zone.",
    "The first player is chosen at random (or fixed in the lobby); clockwise means seat order.",
    # Turn and cards
    "Drawn cards are public to every player and AI teammate.",
    "A deck is checked at the Draw step: if empty, all 6 cards are shuffled into a new deck.",
    "\"3 actions and 1 card\" means up to 3 regular actions and at most 1 card; both are optional.",
    "Cards are played only by the active seat, in its own action phase, between steps; roll cards apply to "
    "that turn's Professor phase.",
    "A card is playable only if its play condition holds; modifier cards always are.",
    "Lasting cards end at the start of their owner's next turn and apply to every Professor movement meanwhile, "
    "Puppet Strings included.",
    "The seat playing a card makes its choices; for Duck and Cover, the seat of the ducking character.",
    "Switch cards work from anywhere, outside included; they only turn switches OFF.",
    "Set dice (Fate's Hand) and suppressed dice (Stopped Clock, Steady Hands) are never rolled or rerolled; "
    "Double or Nothing rolls only rolled dice; both rerolls may be used, each once; Not Now applies to the "
    "final face.",
    # Moving
    "Entering from outside costs 1 action, only into the Gallery, Library or Ballroom, never while the "
    "Professor is there. The Entrance Hall is entered from inside only.",
    "No movement ever goes into or through the Professor's room.",
    "Characters never leave the castle voluntarily; only a chase puts them outside.",
    "Any number of characters may share a room.",
    # Doors and switches
    "Any of the three doorways of your room may be unlocked, even one leading to the Professor.",
    "Players only turn switches OFF. The switch in the Professor's room can be turned OFF by remote effects.",
    "Rewire moves tiles between rooms; it never changes a tile's side.",
    # Rescuing
    "To rescue, every switch of every type shown must be OFF, wherever it is, and the character must be in the "
    "treasure's room.",
    "A rescue turns every switch of the shown types ON, in the Professor's room too; Sabotage does not stop it.",
    "Order of a rescue: saved, switches back ON, markers back, win check, replacement.",
    "Replacements use the same markers; one may be rescued at once; any number of rescues per turn.",
    # The Professor
    "The Professor and Colour dice resolve first, then the Clock die.",
    "Walk steps one at a time: lock the doorway (if open), enter, switch ON (if OFF), chase. The start room is "
    "not affected.",
    "Walking, he locks only the doorways he passes; by secret passage, all three of the destination.",
    "A secret passage to his own room: he stays, locks its doorways, switches ON and chases.",
    "A secret passage always has a target: three treasures are always in play.",
    "Chased characters go outside at once; later steps do not concern them; a character chased in its own turn "
    "keeps its actions.",
    # Clock, markers and losses
    "\"Onto or past\" compares steps ahead of the clock: 0 or less after any move is lost.",
    "A 2-step clock move is completed first, then losses, then the idea; replacements count from the new space.",
    "Several losses in one move go in the order the clock reached them (fewest steps first; ties red, green, "
    "blue); a 4th loss ends the game at once.",
    "New treasures are safe for the rest of the move (at least 6 steps ahead).",
    "No marker ever goes more than 11 steps ahead; the excess is lost.",
    "The game ends at once on the 4th rescue or the 4th loss; a tie is impossible.",
    # Ideas and characters
    "An idea happens when the clock enters space III or IX during a move.",
    "An idea must turn a face-down tile up if there is one: the active person decides (else the next person's "
    "seat, else the active AI); with every tile up it is wasted.",
    "A tile turned up during a Professor phase works from its character's next action phase.",
    "Powerful actions cost no action, are used in their owner's action phase, and turn the tile face down at once.",
    "Nathan's move next to the Professor is his ability, usable only as the first step of his action phase.",
    "Once-per-turn abilities: Shadowing, Tinker, Stretch Time, Lucky Streak; Long Reach applies to every flip.",
    # Players
    "1 to 5 characters, each a seat with its own deck, turn and Professor phase.",
    "No turn limit: the clock moves in every Professor phase except with Stopped Clock, so every game ends.",
    "Passing the dice has no rules effect.",
)
