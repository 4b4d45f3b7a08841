"""Who a clause's deed is done by or to, in its words: "your opponent", "both players", "its controller", "they", "the
turn player" (cardtext/consequences.py reads the rest of the clause)."""

from __future__ import annotations

import re

from edison_kg.cardtext.scaled import without_count

# "by the ATK of 1 opponent's attacking monster": a possessive of a card names the card's controller, not the player
_OPPONENT = re.compile(r"\b(?:your )?opponent\b(?!'s (?:[a-z-]+ ){0,3}(?:monsters?|cards?)\b)")
_BOTH = re.compile(r"\b(?:both|each) players?\b")
_ITS_CONTROLLER = re.compile(r"\b(?:its|their|the respective card|that (?:monster|card)'s) (?:controller|owner)\b"
                             r"|\bthe (?:controller|owner) of (?:that|the)\b")
# "they", and "the player whose effect activation was negated" (the player of the activation the effect answers)
_THEY = re.compile(r"\s*(?:they|their|the player whose [^,;.]*?\b(?:was|were|is|are|has been) negated)\b")

# "The turn player takes 500 damage", "The turn player must Tribute 1 face-up monster": whoever's turn it is as it
# resolves does it, not the card's controller (rule res-the-turn-player-acts); "their opponent" after it is the other
_TURN_PLAYER = re.compile(r"^\s*the turn player\b(?! controls\b)")
THEIR_OPPONENT = re.compile(r"\btheir opponent\b(?!'s)")


def _turn_player(text: str) -> str | None:
    return "turn" if _TURN_PLAYER.match(text) else None


# the Summons a clause may have each player do
SUMMONS = ("special_summon", "normal_summon", "fusion_summon", "synchro_summon", "ritual_summon")


def clause_player(text: str, event: str | None, player_events, source: str | None) -> str | None:
    """The player of a clause's deed: the turn player; for an event of a player (damage, LP, draws, discards, and
    (185) cards sent from a hand: "Each player sends 2 cards from their hand to the GY"), the player its words name;
    for a Summon, both players when each Summons."""
    if _turn_player(text):
        return "turn"
    if event in player_events:
        return player_named(without_count(text))
    if event == "sent_to_gy" and source == "hand":
        return _whose_hand(text)
    return _each_player_summons(text, event)


# "from your hand", "from your opponent's hand", "its controller sends 1 card from their hand": whose hand it is
_HAND = re.compile(r"\b(?:your opponent's|your|their|his/her|its controller's) hands?\b")


def _whose_hand(text: str) -> str | None:
    """The player whose hand cards are sent from: named by the words up to that hand, never by words after it
    ("send 2 cards from your hand ... while your opponent has more than 3000 Life Points")."""
    hand = _HAND.search(text)
    if hand is None or hand.group().startswith("your ") and not hand.group().startswith("your opponent"):
        return None
    return player_named(text[:hand.end()])


def _each_player_summons(text: str, event: str | None) -> str | None:
    """"each player Special Summons the target from their GY": both players Summon, each
    from their own pile."""
    return "both" if event in SUMMONS and re.match(r"\s*(?:both|each) players?\b(?! can\b)", text) else None


def player_named(text: str) -> str | None:
    """"your opponent" is the other player; "they" is the player the effect answers; "both
    players" each player; "its controller" the controller of the card the clause is about."""
    if _BOTH.search(text):
        return "both"
    if (named := _ITS_CONTROLLER.search(text)):     # "its owner" (round 97): the player who owns it
        return "owner" if "owner" in named.group() else "controller"
    if _OPPONENT.search(text):
        return "opponent"
    if _THEY.match(text):
        return "they"
    return None
