"""A monster's own protection from destruction written short (round 105; rule ce-protected-card-stays, read by the
card reader's cannot-be-destroyed row): "Cannot be destroyed by battle or Spell/Trap effect." (Exodia Necross), "This
card cannot be destroyed by the effects of Trap Cards." (Koa'ki Meiru Valafar), "can't be destroyed by card effects."
(Majestic Red Dragon), "This card cannot be destroyed by Spell Cards." (Evil HERO Infernal Sniper), on real cards."""

from __future__ import annotations

from edison_kg import timing
from edison_kg.cardtext.continuous import restrictions_of
from edison_kg.vocab.model import AnalyzedEffect


def card(name, controller, zone="monster_zone", **state):
    return {"name": name, "controller": controller, "zone": zone, **state}


def destroyed_by(trap_or_spell: str, attacker: str, others: dict, turn_player="A") -> tuple[set[str], list[str]]:
    """The cards B's card destroys as it resolves (Mirror Force during A's attack, Raigeki in B's Main Phase)."""
    cards = {**others, "it": card(trap_or_spell, "B", "spell_trap_zone" if trap_or_spell == "Mirror Force" else "hand",
                                  **({"face_up": False} if trap_or_spell == "Mirror Force" else {}))}
    battle = trap_or_spell == "Mirror Force"
    steps = ([{"events": [{"event": "attack_declared", "card": attacker}]}] if battle else []) + [
        {"activate": "it"}, {"resolve": 1}]
    answer = timing.ask({"game": "yugioh-edison", "turn_player": "A" if battle else "B",
                         "phase": "battle" if battle else "main1", "cards": cards, "steps": steps,
                         "ask": {"last_thing": True}})
    return {e["card"] for e in answer.last_thing if e["event"] == "destroyed"}, answer.rules


def test_mirror_force_leaves_exodia_necross_and_destroys_the_other_attack_position_monster():
    destroyed, rules = destroyed_by("Mirror Force", "necross", {
        "necross": card("Exodia Necross", "A", position="attack"),
        "vorse": card("Vorse Raider", "A", position="attack")})
    assert destroyed == {"vorse"} and "ce-protected-card-stays" in rules


def test_without_necross_mirror_force_destroys_every_attack_position_monster():
    destroyed, rules = destroyed_by("Mirror Force", "vorse", {
        "gemini": card("Gemini Elf", "A", position="attack"),
        "vorse": card("Vorse Raider", "A", position="attack")})
    assert destroyed == {"vorse", "gemini"} and "ce-protected-card-stays" not in rules


def test_raigeki_a_spell_destroys_valafar_protected_from_traps_only():
    destroyed, _ = destroyed_by("Raigeki", None, {"vala": card("Koa'ki Meiru Valafar", "A", position="attack"),
                                                  "vorse": card("Vorse Raider", "A", position="attack")})
    assert destroyed == {"vala", "vorse"}


def test_raigeki_leaves_majestic_red_dragon_and_infernal_sniper():
    destroyed, rules = destroyed_by("Raigeki", None, {
        "majestic": card("Majestic Red Dragon", "A", position="attack"),
        "sniper": card("Evil HERO Infernal Sniper", "A", position="attack"),
        "vorse": card("Vorse Raider", "A", position="attack")})
    assert destroyed == {"vorse"} and "ce-protected-card-stays" in rules


def test_the_reader_reads_each_short_wording():
    def read(text):
        found, = restrictions_of(AnalyzedEffect(number=1, kind="continuous", text=text))
        return found.kind, found.cards.classes
    assert read("Cannot be destroyed by battle or Spell/Trap effect.") == ("cannot-be-destroyed",
                                                                           frozenset({"spell", "trap"}))
    assert read("This card cannot be destroyed by the effects of Trap Cards.") == ("cannot-be-destroyed",
                                                                                   frozenset({"trap"}))
    assert read("This card cannot be destroyed by Spell Cards.") == ("cannot-be-destroyed", frozenset({"spell"}))
    assert read("can't be destroyed by card effects.")[0] == "cannot-be-destroyed"
