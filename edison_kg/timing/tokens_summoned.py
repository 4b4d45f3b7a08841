"""Tokens a resolution Special Summons ("Special Summon 4 "Sheep Tokens" (Beast/EARTH/Level 1/ATK 0/DEF 0) in
Defense Position": Scapegoat, Stray Lambs, Fiend's Sanctuary, the Token Summons of monsters and Traps) are monsters
on their player's field from then on (rule state-tokens-summoned-are-on-the-field). A scenario names printed cards
only, so the Tokens are added to the duel state as cards of their own, one per Token the clause stores
(`summons_at_once`, the kind its words give): every rule that counts or checks the cards on the field (Secret
Barrel's count, free Monster Zones, "you control no monsters", Tributes) then sees them, and each is a card of its
own in the history ("4 Sheep Tokens were Special Summoned")."""

from __future__ import annotations

import copy
from dataclasses import replace

from edison_kg.timing.cards import CardInfo
from edison_kg.timing.scenario import CardRef
from edison_kg.timing.state import TOKEN_GONE, CardState

TOKENS_RULE = "state-tokens-summoned-are-on-the-field"
STATS_RULE = "state-token-has-its-printed-stats"
MONSTER_ZONES = 5
TOKEN_REF = "-token-"      # a Token made here is the card "<its summoner>-token-<n>"


def token_name(clause) -> str | None:
    """The name of the Token the clause Summons, in the singular ("Lamb Tokens": "Lamb Token"); None when the
    monster it Summons is not a Token its words give whole (a Trap Card Summoned as a monster, "Kuriboh")."""
    if not clause.stats_given:
        return None
    for name in sorted(clause.cards.card_names or clause.cards.names):
        if name.endswith("Tokens"):
            return name[:-1]
        if name.endswith("Token"):
            return name
    return None


def _how_many(clause) -> int | None:
    """How many Tokens it Summons at once: the number its words give, never a number that depends on the duel
    ("1 Token for every 500 points of battle damage") nor one left to its player ("up to 2")."""
    if clause.summons_per_damage is not None or clause.up_to or clause.alternative:
        return None
    return clause.summons_at_once or clause.count


def _free_zones(state, player: str) -> int:
    used = sum(1 for ref, card in state.cards.items() if card.controller == player and card.zone == "monster_zone"
               and not card.negated)
    return max(0, MONSTER_ZONES - used)


def _made_here(ref: str) -> bool:
    return TOKEN_REF in ref


def _named_by_the_scenario(state, name: str) -> bool:
    """Does the scenario name Tokens of that name itself (its own "Sheep Token" cards, placed by its steps or left
    open)? Then those are the Tokens it means, and none is added (the engine would count them twice)."""
    return any(info.name == name and not _made_here(ref) for ref, info in state.infos.items())


def _token_info(name: str, clause) -> CardInfo:
    """A Token as a card: a monster of the kind its words give (its Type, Attribute, Level, ATK and DEF), with no effect of its own
    to activate (a Token's own effect is read on the card that Summons it: rule token-effects-belong-to-the-token)."""
    kind = clause.cards
    one = lambda values: next(iter(values)) if len(values) == 1 else None    # noqa: E731
    exact = lambda high, low: high if high is not None and high == low else None      # noqa: E731
    # its printed ATK and DEF, stored with the clause (rule state-token-has-its-printed-stats)
    return CardInfo(iri=None, name=name, card_type="monster", subtypes=("Token",), in_pool=False,
                    attribute=one(kind.attributes), monster_type=one(kind.monster_types),
                    level=exact(kind.level_max, kind.level_min), atk=exact(kind.atk_max, kind.atk_min),
                    defense=exact(kind.def_max, kind.def_min))


def as_tokens(state, clause, link, events: list) -> list:
    """The events of a Special Summon of Tokens, one per Token, each Token now a card of the duel (placed nowhere
    until the moment is recorded, which puts it in its player's Monster Zone); other events are left as they are."""
    if len(events) != 1 or events[0].event != "special_summon" or events[0].card is not None:
        return events
    name, number = token_name(clause), _how_many(clause)
    if name is None or not number or _named_by_the_scenario(state, name):
        return events
    event = events[0]
    player = event.side or event.player or link.controller
    number = min(number, _free_zones(state, player))
    if not number:
        return events
    info = _token_info(name, clause)
    # the scenario as this duel has it, with its Tokens (never the asked scenario itself: it may be played again)
    state.scenario = copy.copy(state.scenario)
    state.scenario.cards = dict(state.scenario.cards)
    summoned = []
    for _ in range(number):
        ref = f"{link.card}{TOKEN_REF}{sum(1 for r in state.cards if r.startswith(link.card + TOKEN_REF)) + 1}"
        state.infos[ref] = info
        state.scenario.cards[ref] = CardRef(ref=ref, controller=player, name=name, owner=player, card_type="monster",
                                            subtypes=("Token",))
        state.cards[ref] = CardState(zone=TOKEN_GONE, face_up=None, position=None, controller=player, owner=player)
        summoned.append(replace(event, card=ref, player=player))
    state.cite(TOKENS_RULE)
    if info.atk is not None or info.defense is not None:
        state.cite(STATS_RULE)
    state.assume(f"{state.infos[link.card].name} Special Summoned {number} {name}{'s' if number > 1 else ''} to "
                 f"player {player}'s side of the field (rule {TOKENS_RULE})")
    return summoned


def not_summoned(state, clause, link) -> None:
    """A Token Summon read for a part that was then not done (the part before it, which it needs, was not): nothing
    of it is said in `assumed`, and its rules are not cited while no Token made here came onto the field."""
    name = token_name(clause)
    if name is None:
        return
    said = f"{state.infos[link.card].name} Special Summoned "
    state.assumptions[:] = [s for s in state.assumptions if not (s.startswith(said) and name in s and TOKENS_RULE in s)]
    if all(card.zone == TOKEN_GONE for ref, card in state.cards.items() if _made_here(ref)):
        state.notes[:] = [note for note in state.notes if note not in (TOKENS_RULE, STATS_RULE)]
