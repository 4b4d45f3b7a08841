"""What a resolution did (round 95): "destroy the other selected monster" acts on the second card selected only,
"Inflict 500 damage to the controller of the equipped monster" goes to whoever controls the equipped monster, and
"remove all Spell Counters from the field; your opponent takes 500 damage for each" counts the counters its cost
removed. Real cards of the pool."""

from __future__ import annotations

from scenario_cards import ask, card

OTHER_SELECTED = "res-the-other-selected-card"
EQUIPPED_CONTROLLER = "res-controller-of-the-equipped-monster"
COST_REMOVED = "res-amount-for-each-counter-its-cost-removed"


def _last(got):
    return [(e["event"], e.get("player"), e.get("amount"), e.get("card")) for e in got.to_dict()["last_thing"]]


def test_solitaire_magician_destroys_only_the_other_selected_monster():
    cards = {"sol": card("Solitaire Magician", "A", position="attack"),
             "light": card("Fortune Lady Light", "A", position="attack", level=5),
             "wolf": card("Gene-Warped Warwolf", "B", position="attack")}
    got = ask(cards, {"last_thing": True}, [{"activate": "sol", "targets": ["light", "wolf"]}, {"resolve": 1}])
    assert _last(got) == [("destroyed", "B", None, "wolf")]
    assert OTHER_SELECTED in got.rules


def test_book_of_life_banishes_only_the_second_target():
    cards = {"bol": card("Book of Life", "A", "hand"), "zom": card("Pyramid Turtle", "A", "graveyard"),
             "foe": card("Sangan", "B", "graveyard")}
    got = ask(cards, {"last_thing": True}, [{"activate": "bol", "targets": ["zom", "foe"]}, {"resolve": 1}])
    assert _last(got) == [("special_summon", "A", None, "zom"), ("banished", "B", None, "foe")]
    assert OTHER_SELECTED in got.rules


def test_reader_reads_the_other_selected_monster_as_the_second_card_only():
    from edison_kg.cardtext.consequences import _subject
    assert _subject("destroy the other selected monster", "destroy") == "second-target"      # Solitaire Magician
    assert _subject("banish the second target", "banish") == "second-target"                   # Book of Life
    assert _subject("destroy the selected monster", "destroy") != "second-target"


def _mask(equipped_side: str):
    cards = {"mask": card("Mask of the Accursed", "A", "spell_trap_zone", face_up=True, equipped_to="cap"),
             "cap": card("Marauding Captain", equipped_side, position="attack")}
    return ask(cards, {"last_thing": True}, [{"activate": "mask", "effect_text": "Inflict 500 damage"},
                                               {"resolve": 1}], phase="standby")


def test_mask_of_the_accursed_damages_the_controller_of_the_equipped_monster():
    got = _mask("B")
    assert _last(got) == [("damage_inflicted", "B", 500, None)]
    assert EQUIPPED_CONTROLLER in got.rules


def test_mask_of_the_accursed_on_its_own_players_monster_damages_that_player():
    got = _mask("A")
    assert _last(got) == [("damage_inflicted", "A", 500, None)]


def _tempest(breaker_counters: int):
    cards = {"tm": card("Tempest Magician", "A", position="attack", counters={"Spell Counter": 2}),
             "brk": card("Breaker the Magical Warrior", "A", position="attack",
                         counters={"Spell Counter": breaker_counters} if breaker_counters else {})}
    return ask(cards, {"last_thing": True}, [{"activate": "tm", "effect_text": "remove all Spell Counters"},
                                             {"resolve": 1}])


def test_tempest_magician_counts_every_spell_counter_its_cost_removed():
    got = _tempest(1)
    assert _last(got) == [("damage_inflicted", "B", 1500, None)]
    assert COST_REMOVED in got.rules
    assert any("3 in all" in line for line in got.assumed)


def test_tempest_magician_with_only_its_own_counters_inflicts_for_those():
    got = _tempest(0)
    assert _last(got) == [("damage_inflicted", "B", 1000, None)]


def test_an_amount_for_each_card_counted_does_not_count_removed_counters():
    cards = {"android": card("Magical Android", "A", position="attack"), "kr": card("Krebons", "A", position="attack")}
    got = ask(cards, {"last_thing": True}, [{"activate": "android"}, {"resolve": 1}], phase="end")
    assert _last(got) == [("lp_gained", "A", 1200, None)]
    assert COST_REMOVED not in got.rules
