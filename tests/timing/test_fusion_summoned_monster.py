"""The monster a Fusion Summon brings from the Extra Deck, done after its materials left (rule
res-extra-deck-monster-the-one-named), asked of the whole engine on real cards."""

from __future__ import annotations

from edison_kg import timing


def _last_thing(spell: str, materials_zone: str, extra_deck: dict):
    cards = {"f": {"name": spell, "controller": "A", "zone": "hand"},
             "avian": {"name": "Elemental HERO Avian", "controller": "A", "zone": materials_zone},
             "burst": {"name": "Elemental HERO Burstinatrix", "controller": "A", "zone": materials_zone}, **extra_deck}
    return timing.ask({"game": "yugioh-edison", "turn_player": "A", "cards": cards,
                       "steps": [{"activate": "f"}, {"resolve": 1}], "ask": {"last_thing": True}}).to_dict()


def test_the_one_fusion_monster_named_in_the_extra_deck_is_summoned_last():
    # Miracle Fusion: "Banish Fusion Materials from your field/GY, then Fusion Summon 1 "Elemental HERO" Fusion Monster"
    wingman = {"w": {"name": "Elemental HERO Flame Wingman", "controller": "A", "zone": "extra_deck"}}
    answer = _last_thing("Miracle Fusion", "graveyard", wingman)
    assert [(e["event"], e["card"]) for e in answer["last_thing"]] == [("fusion_summon", "w")]
    assert any(r.endswith("/res-extra-deck-monster-the-one-named") for r in answer["rules"])


def test_two_fusion_monsters_named_leave_the_choice_open():
    both = {"w": {"name": "Elemental HERO Flame Wingman", "controller": "A", "zone": "extra_deck"},
            "t": {"name": "Elemental HERO Thunder Giant", "controller": "A", "zone": "extra_deck"}}
    answer = _last_thing("Polymerization", "hand", both)
    assert [(e["event"], e["card"]) for e in answer["last_thing"]] == [("fusion_summon", None)]
