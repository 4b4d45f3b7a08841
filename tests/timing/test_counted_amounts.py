"""A deed done once for each card counted (rule activation-needs-cards-it-counts,
edison_kg/timing/rules/counted_amounts.py): with none of those cards in the place the text names, the
activation would do nothing and cannot be activated; the scenario's cards there are all there are."""

from __future__ import annotations

from subset_duel import can_activate, card, own, subset_engine  # noqa: F401  (fixtures)

GAIN = "Gain 400 Life Points for each Spell Card in your Graveyard."
SUMMON = 'Special Summon 1 "Sangan" from your Deck for each DARK monster you control.'
THEN = "Draw 1 card, then gain 500 Life Points for each Spell Card in your Graveyard."
BURN = "Inflict 300 damage to your opponent for each Spell Card in your Graveyard."


def _ask(engine, text, **cards):
    return can_activate(engine, own("Counting Spell", text, "A", "hand", "spell", "Normal"), **cards)


def test_a_count_of_none_in_the_graveyard_rules_the_activation_out(subset_engine):
    assert _ask(subset_engine, GAIN)["answer"] == "no"
    assert _ask(subset_engine, GAIN, hole=card("Dark Hole", "A", "graveyard"))["answer"] == "yes"


def test_only_the_kind_and_the_players_place_the_text_names_count(subset_engine):
    assert _ask(subset_engine, GAIN, theirs=card("Dark Hole", "B", "graveyard"))["answer"] == "no"
    assert _ask(subset_engine, GAIN, trap=card("Solemn Judgment", "A", "graveyard"))["answer"] == "no"


def test_a_count_on_the_field_reads_what_its_player_controls(subset_engine):
    found = _ask(subset_engine, SUMMON)
    assert found["answer"] == "no"
    assert any(r.endswith("/activation-needs-cards-it-counts") for r in found["rules"])
    assert any("all there are" in sentence for sentence in found["assumed"])
    assert _ask(subset_engine, SUMMON, sangan=card("Sangan", "A", position="attack"))["answer"] == "yes"
    assert _ask(subset_engine, SUMMON, sangan=card("Sangan", "B", position="attack"))["answer"] == "no"


def test_a_deed_beside_the_count_still_does_something(subset_engine):
    assert _ask(subset_engine, THEN)["answer"] == "yes"


def test_damage_counted_as_none_rules_the_activation_out(subset_engine):
    # damage counted as none inflicts none (rule activation-needs-cards-it-counts)
    assert _ask(subset_engine, BURN)["answer"] == "no"
    assert _ask(subset_engine, BURN, hole=card("Dark Hole", "A", "graveyard"))["answer"] == "yes"
    they = "Inflict 300 damage to your opponent for each monster they control."
    assert _ask(subset_engine, they)["answer"] == "no"
    assert _ask(subset_engine, they, sangan=card("Sangan", "B", position="attack"))["answer"] == "yes"


def test_a_lock_its_activation_places_is_no_deed(subset_engine):
    locked = ("Inflict 300 damage to your opponent for each Spell Card in your Graveyard. If you activate this card, "
              "you cannot conduct your Battle Phase this turn.")
    assert _ask(subset_engine, locked)["answer"] == "no"
    assert _ask(subset_engine, locked, hole=card("Dark Hole", "A", "graveyard"))["answer"] == "yes"


def test_a_summon_for_each_card_counted_needs_a_free_zone_for_each(subset_engine):
    text = 'Special Summon 1 "Sangan" from your Deck for each Spell Card in your Graveyard.'
    piles = {"hole": card("Dark Hole", "A", "graveyard"), "rota": card("Reinforcement of the Army", "A", "graveyard")}
    field = {f"m{i}": card("Sangan", "A", position="attack") for i in range(4)}
    found = _ask(subset_engine, text, **piles, **field)
    assert found["answer"] == "no"
    assert any(r.endswith("/summon-needs-free-monster-zones") for r in found["rules"])
    del field["m3"]
    assert _ask(subset_engine, text, **piles, **field)["answer"] == "yes"


def test_two_counts_joined_by_and_need_one_card_in_either():
    # Secret Barrel, "for each card in their hand and for each card they control"
    from edison_kg import timing

    def ask(cards):
        return timing.ask({"game": "yugioh-edison", "turn_player": "B", "phase": "main1", "cards": cards, "steps": [],
                           "ask": {"can_activate": "b"}})
    barrel = {"b": {"name": "Secret Barrel", "controller": "A", "zone": "spell_trap_zone", "face_up": False}}
    none = ask(barrel)
    assert none.answer == "no" and "activation-needs-cards-it-counts" in none.rules
    assert ask({**barrel, "h": {"name": "Dark Hole", "controller": "B", "zone": "hand"}}).answer == "yes"
    assert ask({**barrel, "v": {"name": "Vorse Raider", "controller": "B", "zone": "monster_zone",
                                "position": "attack"}}).answer == "yes"
