"""An effect whose text needs a state of the field to be activated ("If you control "Dark
Magician": ...", "Activate only while "Umi" is on the field.") cannot be activated while that
state does not hold (rule cond-activation-needs-field-state). The card reader gives the state
(AnalyzedEffect.needs_on_field) and the kind of card it names (needs_kind).

As elsewhere (rules/possible.py), the scenario's cards are the duel as far as it is told: a card
whose zone it leaves open could be the one needed, so only what is known rules an activation out."""

from __future__ import annotations

from edison_kg.vocab.model import AnalyzedEffect
from edison_kg.timing.closed_places import cards_in, could_be_in, is_closed, say_named_are_all
from edison_kg.timing.restrictions import field_treated_as
from edison_kg.timing.rules.verdict import Verdict, only_for

NEEDS_RULES = ["cond-activation-needs-field-state"]
ONLY_FACE_UP = "cond-activation-needs-only-these-face-up"
FACE_UP_NEEDED = "cond-activation-needs-a-face-up-card"
NAMED_OPEN = "cond-activation-needs-the-named-card"
ANOTHER_NAME = "cond-activation-needs-another-name"     # (179) "... with a different name"
# states met by no card of the kind: none at all, or none but this card
_NONE = {"you-control-none": "its controller controls no {}",
         "you-control-no-other": "its controller controls no {} other than this card",
         "none-other-on-the-field": "there is no {} on the field other than this card"}
_WHILE = {"you-control": "its controller controls a {}", "opponent-controls": "the opponent controls a {}",
          "on-the-field": "a {} is on the field",
          "you-control-another": "its controller controls another {}"}     # not this card


@only_for(lambda effect: effect.needs_on_field is not None)
def field_state_verdict(state, ref: str, effect: AnalyzedEffect | None) -> Verdict | None:
    if effect is None or effect.needs_on_field is None:
        return None
    controller = state.controller(ref)
    wanted = effect.needs_on_field
    if wanted == "you-control-only-one":
        return _only_monster_verdict(state, ref, effect, controller)
    if wanted in ("you-control-only", "you-control-only-face-up"):
        return _only_these_verdict(state, ref, effect, controller, face_up_only=wanted == "you-control-only-face-up")
    whose = {"you-control": controller, "you-control-none": controller, "you-control-another": controller,
             "you-control-no-other": controller, "opponent-controls": state.opponent(controller)}.get(wanted)
    not_this = wanted in ("you-control-another", "you-control-no-other", "none-other-on-the-field")
    found, open_ = [], False
    for other, card in state.cards.items():
        if (whose is not None and card.controller != whose) or (not_this and other == ref):
            continue
        if card.on_field is None:
            # (round 151) a card left where the scenario does not say is one that could be needed only if it is
            # of the kind: a named card of another name is never the one named (rule cond-activation-needs-the-named-card)
            open_ = open_ or state.kind_of(other, effect.needs_kind)
            continue
        if card.on_field and state.kind_of(other, effect.needs_kind):
            found.append(other)
    kind = _described(effect)
    treated = field_treated_as(state, effect.needs_kind) if wanted == "on-the-field" and not found else None
    if treated is not None:          # the field counts as that Field Spell
        return Verdict("yes", "other", NEEDS_RULES + ["ce-field-treated-as"],
                       f"{state.infos[treated].name} makes the field count as {kind}, which its text needs.")
    if wanted in _NONE:
        if not found:
            return None
        names = ", ".join(state.infos[other].name for other in found)
        return Verdict("no", "condition-not-met", NEEDS_RULES,
                       f"Its text lets it be activated only while {_NONE[wanted].format(kind)}, and there "
                       f"{'is' if len(found) == 1 else 'are'} {names}.")
    if found or open_:
        return None
    state.assume(f"The cards the scenario names are all the cards on the field: there is no other {kind}")
    where = {"you-control": "its controller controls none", "opponent-controls": "the opponent controls none",
             "you-control-another": "its controller controls none but this card",
             "on-the-field": "there is none on the field"}[wanted]
    rules = NEEDS_RULES + [FACE_UP_NEEDED] if effect.needs_kind.position == "face-up" else NEEDS_RULES
    rules = rules + [ANOTHER_NAME] if effect.needs_kind.excluded_names else rules
    return Verdict("no", "condition-not-met", rules + [NAMED_OPEN] if _names_one_card(effect) else rules,
                   f"Its text lets it be activated only while {_WHILE[wanted].format(kind)}, and {where}.")


def _names_one_card(effect: AnalyzedEffect) -> bool:
    return bool(effect.needs_kind.card_names)


def _described(effect: AnalyzedEffect) -> str:
    kind = effect.needs_kind
    other_name = f' not named "{sorted(kind.excluded_names)[0]}"' if len(kind.excluded_names) == 1 else ""
    if kind.names:       # (179) "... with a different name": one not of this card's name
        return " or ".join(f'"{name}"' for name in sorted(kind.names)) + (" monster" if "monster" in kind.classes else "") \
            + other_name
    words = [*sorted(kind.subtypes), *sorted(kind.attributes), *sorted(kind.monster_types)]
    noun = "monster" if "monster" in kind.classes else "card"
    if kind.position == "face-up":
        noun = f"face-up {noun}"      # a Set one is not (rule cond-activation-needs-a-face-up-card)
    return " ".join([*words, noun]) if words else noun


ONLY_MONSTER_RULES = ["cond-activation-needs-its-only-monster"]


def _only_monster_verdict(state, ref: str, effect: AnalyzedEffect, controller: str) -> Verdict | None:
    """"the only monster you control is 1 face-up ... monster": exactly one monster, of the kind."""
    monsters = [other for other in cards_in(state, controller, "field") if other != ref and _monster_there(state, other)]
    kind = _described(effect)
    said = f"Its text lets it be activated only while the one and only monster its controller controls is a {kind}"
    if len(monsters) >= 2:
        names = ", ".join(sorted(state.infos[other].name for other in monsters))
        return Verdict("no", "condition-not-met", ONLY_MONSTER_RULES, f"{said}, and they control {len(monsters)} monsters: {names}.")
    if len(monsters) == 1:
        if state.kind_of(monsters[0], effect.needs_kind):
            return None
        return Verdict("no", "condition-not-met", ONLY_MONSTER_RULES,
                       f"{said}, and their one monster, {state.infos[monsters[0]].name}, is not one (or is Set).")
    if could_be_in(state, controller, "field") or not is_closed(state, "field"):
        return None
    say_named_are_all(state, controller, "field", apart_from=ref)
    return Verdict("no", "condition-not-met", ONLY_MONSTER_RULES, f"{said}, and they control no monster.")


def _only_these_verdict(state, ref: str, effect: AnalyzedEffect, controller: str,
                        face_up_only: bool = False) -> Verdict | None:
    """"while the only monsters you control are Machine-Type "roid" monster(s)": at least one monster, every one of
    the kind (a face-down monster is of no kind the text names). "the only face-up monsters you control are ...":
    the same of its face-up monsters, a Set monster left out (rule cond-activation-needs-only-these-face-up)."""
    monsters = [other for other in cards_in(state, controller, "field") if other != ref and _monster_there(state, other)
                and not (face_up_only and state.cards[other].face_up is False)]
    kind = _described(effect)
    which = "face-up monster" if face_up_only else "monster"
    rules = NEEDS_RULES + [ONLY_FACE_UP] if face_up_only else NEEDS_RULES
    said = f"Its text lets it be activated only while every {which} its controller controls is a {kind}"
    others = sorted(state.infos[other].name for other in monsters if not state.kind_of(other, effect.needs_kind))
    if others:
        return Verdict("no", "condition-not-met", rules, f"{said}, and they control {', '.join(others)}.")
    if monsters or could_be_in(state, controller, "field") or not is_closed(state, "field"):
        return None
    say_named_are_all(state, controller, "field", apart_from=ref)
    return Verdict("no", "condition-not-met", rules, f"{said}, and they control no {which}.")


def _monster_there(state, other: str) -> bool:
    """Is the card a monster in a Monster Zone (an equipped Monster Card in a Spell & Trap Zone is not)?"""
    card, info = state.cards[other], state.infos.get(other)
    return card.zone == "monster_zone" or (card.zone == "field" and info is not None and info.card_type == "monster")
