"""A Continuous or Equip card's effect that refers to what its own activation did ("take damage
equal to that monster's Level", "banish the selected monster") has nothing to refer to when that
activation never applied: negated, or its card gone from the field before it resolved. Such an
effect is not activated (rules cond-refers-to-what-its-activation-did, eq-equip-must-resolve)."""

from __future__ import annotations

from edison_kg.vocab.model import AnalyzedEffect
from edison_kg.timing.rules.verdict import Verdict, only_for

STAYING = ("Continuous", "Equip", "Field")
# what the effect's words refer back to is read once by the reader (cardtext/activation_refs.py)
RULES = ["cond-refers-to-what-its-activation-did", "eq-equip-must-resolve"]


@only_for(lambda effect: effect.kind not in ("card-activation", "continuous", "unanalyzed"))
def activation_never_applied(state, ref: str, effect: AnalyzedEffect | None) -> Verdict | None:
    """The activation rule: the card was activated in the duel, and that activation did nothing."""
    if effect is None or effect.kind in ("card-activation", "continuous", "unanalyzed"):
        return None
    info = state.infos[ref]
    if info.card_type not in ("spell", "trap") or not any(word in s for s in info.subtypes for word in STAYING) \
            or not effect.refers_to_its_activation:
        return None
    own = [link for link, _ in state.activations
           if link.card == ref and (link.effect is None or link.effect.kind == "card-activation")]
    if not own:
        return None               # on the field since before the duel's steps: it applied then
    last = own[-1]
    if not (last.activation_negated or last.effect_negated or any(link is last for link in state.chain)):
        return None
    return Verdict("no", "condition-not-met", list(RULES),
                   f"{info.name}'s activation never applied (it was negated or left the field before it "
                   f"resolved): there is no monster of its own for this effect to refer to.")


@only_for(lambda effect: effect.kind in ("trigger", "trigger-like") and effect.activates_from is None)
def left_behind_before_it_applied(state, ref: str, effect: AnalyzedEffect | None) -> Verdict | None:
    """The activation rule: a Normal Spell or Trap's trigger that its resolved activation leaves
    behind ("Each time a monster ... by this effect is destroyed, draw 1 card") exists only once
    that activation has applied, and only that turn when its text says "this turn" (rule
    tl-left-behind-by-a-resolved-card)."""
    if effect is None or effect.kind not in ("trigger", "trigger-like") or effect.activates_from is not None:
        return None
    info = state.infos[ref]
    if info.card_type not in ("spell", "trap") or any(word in s for s in info.subtypes for word in STAYING):
        return None
    if effect.condition is None or effect.condition.self_card or not effect.left_behind:
        return None
    applied = [link for link, _ in state.activations
               if link.card == ref and (link.effect is None or link.effect.kind == "card-activation")
               and not (link.activation_negated or link.effect_negated or any(on is link for on in state.chain))]
    if applied and not (effect.says_this_turn and applied[-1].turn != state.turn):
        return None
    when = "this turn" if applied else "in this duel"
    return Verdict("no", "condition-not-met", ["tl-left-behind-by-a-resolved-card"],
                   f"{info.name}'s activation has not applied {when}: the effect it leaves behind when it resolves "
                   f"does not exist.")


_SUMMONED = ("normal_summon", "tribute_summon", "special_summon", "flip_summon", "synchro_summon", "fusion_summon",
             "ritual_summon")


@only_for(lambda effect: effect.kind in ("trigger", "trigger-like") and effect.about_its_tributes)
def no_tributes_of_its_own(state, ref: str, effect: AnalyzedEffect | None) -> Verdict | None:
    """The activation rule: an effect about the monsters Tributed for the card's own Tribute
    Summon, when the card last came to the field some other way (Special Summoned from the GY):
    there are none, so it is not activated (rule cond-refers-to-what-its-summon-did)."""
    if effect is None or effect.kind not in ("trigger", "trigger-like") or not effect.about_its_tributes:
        return None
    last = next((e.event for moment in reversed(state.moments) for e in moment.events
                 if e.card == ref and e.event in _SUMMONED), None)
    if last is None or last == "tribute_summon":
        return None               # Tribute Summoned, or on the field since before the duel's steps
    return Verdict("no", "condition-not-met", ["cond-refers-to-what-its-summon-did"],
                   f"{state.infos[ref].name} last came to the field by a {last.replace('_', ' ')}, not a Tribute "
                   f"Summon: no monster was Tributed for it, so this effect has nothing to act on.")
