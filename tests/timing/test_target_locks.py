"""Targets a lock or a protection keeps out (edison_kg/timing/rules/targets.py): an effect that
must target a card on the field needs one it may target, on real cards."""

from __future__ import annotations

from edison_kg import timing
from scenario_cards import card


def ask(cards, question, turn_player="B"):
    return timing.ask({"game": "yugioh-edison", "turn_player": turn_player, "phase": "main1", "cards": cards,
                       "steps": [], "ask": question})


def test_control_of_a_locked_monster_cannot_be_taken():
    """Rule ce-control-cannot-switch: "You can't use Change of Heart on a face-up Mataza the Zapper"."""
    cards = {"mataza": card("Mataza the Zapper", "A", position="attack"), "coh": card("Change of Heart", "B", "hand")}
    locked = ask(cards, {"can_activate": "coh"})
    assert (locked.answer, locked.reason) == ("no", "other")
    assert {"state-target-must-exist", "ce-control-cannot-switch"} <= set(locked.rules)
    cards["elf"] = card("Gemini Elf", "A", position="attack")          # another monster it may take
    assert ask(cards, {"can_activate": "coh"}).answer == "yes"
    del cards["elf"]
    cards["mataza"].update(position="defense", face_up=False)          # a Set card applies no lock
    assert ask(cards, {"can_activate": "coh"}).answer == "yes"


def test_a_lock_on_control_does_not_keep_out_other_targeting_effects():
    cards = {"mataza": card("Mataza the Zapper", "A", position="attack"), "bom": card("Book of Moon", "B", "hand")}
    assert ask(cards, {"can_activate": "bom"}).answer == "yes"


def test_monsters_that_cannot_be_targeted_are_no_target():
    """Rule ce-cannot-be-targeted: King Dragun keeps the opponent's card effects from targeting
    Dragon-Type monsters, itself included; its own controller may still target them."""
    cards = {"dragun": card("King Dragun", "A", position="attack"), "bom": card("Book of Moon", "B", "hand")}
    kept = ask(cards, {"can_activate": "bom"})
    assert (kept.answer, kept.reason) == ("no", "other")
    assert "ce-cannot-be-targeted" in kept.rules
    own = {"dragun": card("King Dragun", "A", position="attack"), "bom": card("Book of Moon", "A", "hand")}
    assert ask(own, {"can_activate": "bom"}, turn_player="A").answer == "yes"
    cards["elf"] = card("Gemini Elf", "A", position="attack")          # a Spellcaster it may target
    assert ask(cards, {"can_activate": "bom"}).answer == "yes"


def test_a_card_that_cannot_be_targeted_by_anything():
    """Obelisk the Tormentor cannot be targeted by Spells, Traps, or card effects."""
    cards = {"obelisk": card("Obelisk the Tormentor", "A", position="attack"), "coh": card("Change of Heart", "B", "hand")}
    assert ask(cards, {"can_activate": "coh"}).answer == "no"


def test_an_effect_that_does_not_target_still_reaches_them():
    cards = {"dragun": card("King Dragun", "A", position="attack"), "hole": card("Dark Hole", "B", "hand")}
    assert ask(cards, {"can_activate": "hole"}).answer == "yes"


def test_a_protection_from_monster_effects_keeps_out_those_alone():
    """Rule ce-cannot-be-targeted-by-a-kind: Ritual Cage keeps monster effects from targeting the Ritual Monsters its
    controller controls: Exiled Force has no other monster to target; a Spell still may, and so may Exiled Force
    once a monster Ritual Cage does not protect is there."""
    cards = {"cage": card("Ritual Cage", "A", "spell_trap_zone"),
             "magician": card("Magician of Black Chaos", "A", position="attack"),
             "force": card("Exiled Force", "B", position="attack")}
    kept = ask(cards, {"can_activate": "force"})
    assert (kept.answer, kept.reason) == ("no", "other")
    assert "ce-cannot-be-targeted-by-a-kind" in kept.rules
    cards["bom"] = card("Book of Moon", "B", "hand")              # a Spell's effect is not kept out
    assert ask(cards, {"can_activate": "bom"}).answer == "yes"
    del cards["bom"]
    cards["elf"] = card("Gemini Elf", "A", position="attack")      # not a Ritual Monster
    assert ask(cards, {"can_activate": "force"}).answer == "yes"


def test_a_protection_of_the_monsters_you_control_leaves_the_other_players():
    """Ritual Cage protects its controller's Ritual Monsters, not the other player's."""
    cards = {"cage": card("Ritual Cage", "A", "spell_trap_zone"),
             "magician": card("Magician of Black Chaos", "B", position="attack"),
             "force": card("Exiled Force", "B", position="attack")}
    assert ask(cards, {"can_activate": "force"}).answer == "yes"


def _fusion_by(spell: str):
    """A Fusion Spell Card resolves and Fusion Summons Evil HERO Lightning Golem; then a Trap that targets a monster is asked about."""
    cards = {"spell": card(spell, "A", "hand"), "spark": card("Elemental HERO Sparkman", "A", "hand"),
             "clay": card("Elemental HERO Clayman", "A", "hand"),
             "golem": card("Evil HERO Lightning Golem", "A", "extra_deck"),
             "trap": card("Compulsory Evacuation Device", "B", "spell_trap_zone", face_up=False)}
    materials = [{"event": "sent_to_gy", "card": ref, "player": "A", "from": "hand", "to": "graveyard",
                  "cause": "summon_material"} for ref in ("spark", "clay")]
    summon = [{"event": "fusion_summon", "card": "golem", "player": "A", "from": "extra_deck", "to": "monster_zone",
               "cause": "effect", "by": "spell"}]
    return timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "cards": cards,
                       "steps": [{"activate": "spell"}, {"resolve": 1, "events": [materials, summon]}],
                       "ask": {"can_activate": "trap"}})


def test_a_monster_summoned_by_an_effect_keeps_the_lock_it_left_this_turn():
    """Rule ce-lock-left-on-the-summoned-monster: "Your opponent cannot target it with card effects this turn" holds
    on the monster Dark Fusion Summoned: Compulsory Evacuation Device has nothing else to target; after Polymerization it may."""
    kept = _fusion_by("Dark Fusion")
    assert (kept.answer, kept.reason) == ("no", "other")
    assert "ce-lock-left-on-the-summoned-monster" in kept.rules
    assert _fusion_by("Polymerization").answer == "yes"
