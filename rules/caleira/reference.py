"""The in-app rules reference for Castles of Caleira, in our own words.

Each section is (id, title, body); bodies use the small HTML subset pygame_gui's text boxes
draw (<b>, <i>, <br>, <a href='section'>). Points marked "App ruling" are our interpretation
where the printed rules are silent (spec section 5).
"""

from __future__ import annotations

SECTIONS: tuple[tuple[str, str, str], ...] = (
    ("goal", "Goal", (
        "Build the most valuable castle from the cards you play, or destroy your rival's "
        "<b>Princess' Spire</b>, which wins at once.<br><br>"
        "Each turn you draw one card and add one card from your hand to your castle, "
        "<a href='faces'>face-up or face-down</a>. When every card has been played the castles are "
        "<a href='scoring'>scored</a>.")),
    ("setup", "Setup", (
        "Two or three players use all 18 cards; four players use 16 (two are set aside unseen and shown "
        "at the end). Everyone gets two cards; the rest form the deck. The app picks who starts; turns then "
        "go round in seat order.")),
    ("turn", "A turn", (
        "<b>1. Draw</b> the top card of the deck (skip this when the deck is empty).<br>"
        "<b>2. Play</b> one card from your hand onto the right end of your castle, face-up or face-down.<br>"
        "<b>3. Resolve</b> effects: a card played face-up fires its effect; see <a href='queue'>the queue</a>.<br>"
        "The game ends when nobody holds a card, or at once when a Spire is destroyed.")),
    ("faces", "Face-up and face-down", (
        "A <b>face-up</b> piece scores its printed points and fires its effect when it turns face-up.<br>"
        "A <b>face-down</b> piece scores 1 point, whatever it is, and hides. If an effect later turns it "
        "face-up, its effect fires for its <b>owner</b>, even during someone else's turn.<br>"
        "The Princess' Spire can only be played face-down.")),
    ("queue", "The effect queue", (
        "Effects wait in a first-in, first-out queue. The effect being resolved always finishes first; any "
        "effects it sets off join the end of the queue. Each effect is carried out by the owner of its card.<br>"
        "<i>App ruling:</i> a queued effect still resolves even if its card was meanwhile turned face-down or "
        "destroyed. Effects are mandatory when they have a target, but any legal target may be chosen, "
        "including your own pieces and the card itself; a target on which nothing changes is how an effect is "
        "wasted.")),
    ("cards", "The cards", (
        "<b>Barracks</b> (3): turn one castle piece face-down.<br>"
        "<b>Battlements</b> (0, x3): cannot be destroyed. A castle showing all three face-up scores 3 for each.<br>"
        "<b>Marketplace</b> (2, x2): give a card from your hand to another player and take one of theirs at "
        "random (<i>app ruling:</i> no exchange when either hand is empty).<br>"
        "<b>Observatory</b> (3): secretly look at a face-down piece; you may turn it face-up.<br>"
        "<b>Princess' Spire</b> (6): only played face-down; if it is destroyed, its owner loses.<br>"
        "<b>Throne Room</b> (2, x2): turn a piece face-up <i>without</i> firing its effect.<br>"
        "<b>Trebuchet</b> (0, x4): destroy a castle piece. See <a href='destroy'>destroying</a>.<br>"
        "<b>Watchtower</b> (2, x3): turn up to two face-down pieces face-up; each fires its effect.<br>"
        "<b>Wizard Tower</b> (3): look at the top three cards of the deck and put them back in any order.<br>"
        "<i>App ruling:</i> copies of one card are alike. You follow a copy only while you can see where it "
        "goes: once a hand you know a copy is in gives away a card of that name, you no longer know whether "
        "your copy is the one that left.")),
    ("destroy", "Destroying a piece", (
        "<b>Battlements</b> are never destroyed: a face-down one turns face-up and stays.<br>"
        "<b>Princess' Spire</b>: the game ends at once and its owner loses.<br>"
        "<b>Any other card</b> goes to the discard pile. <i>App ruling:</i> if it was face-down it is revealed "
        "and its effect fires for its former owner, from the discard pile.")),
    ("scoring", "Scoring and ties", (
        "Face-up pieces score their points (Battlements 3 each with all three face-up in one castle); each "
        "face-down piece scores 1. Highest total wins.<br>"
        "Ties: more face-down pieces wins; then fewer pieces in the castle; still tied, the win is shared.")),
    ("players", "Three or four players", (
        "Effects may target any castle, and the Marketplace's owner chooses the partner. "
        "<i>App ruling:</i> when a Spire is destroyed by another player's effect, that player wins; when its "
        "owner destroyed it, the others are ranked by score.")),
    ("notes", "About these rules", (
        "Card names, counts, points and effects follow the publicly documented rules of Castles of Caleira "
        "(designer Keith D Franks). Passages marked <i>app ruling</i> are our reading where the rules are "
        "silent. The two Moat cards of the Kickstarter edition are not included: their text is not public. "
        "All wording and art in this app are our own.")),
)
