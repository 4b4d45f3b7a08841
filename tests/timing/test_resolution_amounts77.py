"""What a resolution did, read as it resolves (round 77): an amount "for each" card counted then (rule
res-amount-counted-as-it-resolves), the card "with the highest ATK" picked by the ATK it has then, after the chain's
changes (rules res-picked-by-stat-as-it-resolves, res-target-stat-changed-as-it-resolved), "all cards on the field"
with the effect's own card among them (rule res-all-cards-includes-its-own), damage turned back onto the player whose
effect inflicts it (rule ce-damage-turned-back-on-its-activator) and a monster Special Summoned from its owner's
Graveyard by the other player (rule cond-summoned-from-whose-graveyard). Real pool cards on the whole graph."""

from __future__ import annotations

from cardtext.pool import card as read
from scenario_cards import ask, card


def _last(answer) -> list[tuple]:
    return [(e["event"], e.get("card"), e.get("player"), e.get("amount")) for e in answer.to_dict()["last_thing"]]


def _cites(answer, rule: str) -> bool:
    return any(str(ref).rsplit("/", 1)[-1] == rule for ref in answer.rules)


# ------------------------------------------------------------------ what the reader stores

def test_the_reader_stores_the_amount_for_each_card_and_the_pick_by_stat():
    blast = next(e for e in read("Magical Blast") if e.number == 1).clauses[0]
    assert (blast.lp_per_card, blast.scales_with) == (200, "you field")
    assert read("Just Desserts")[0].clauses[0].lp_per_card == 500
    assert read("Ookazi")[0].clauses[0].lp_per_card is None        # a whole amount, not one per card
    assert read("Hammer Shot")[0].clauses[0].picks_by_stat == "atk highest"
    assert read("Fissure")[0].clauses[0].picks_by_stat == "atk lowest"
    assert read("Smashing Ground")[0].clauses[0].picks_by_stat == "def highest"
    assert read("Shrink")[0].clauses[0].changes_target_stat == "atk half"
    # "destroy all other cards on the field" leaves its own card out; "destroy all cards on the field" does not
    assert read("Judgment Dragon")[0].clauses[0].spares_own_card is True
    assert read("Black Rose Dragon")[0].clauses[0].spares_own_card is False


def test_the_reader_stores_damage_turned_back():
    reflection = read("Nature's Reflection")[0]
    assert reflection.clauses[0].moves_damage
    assert [(r.kind, r.players) for r in reflection.restrictions] == [("damage-turned-back", "opponent")]
    assert read("Barrel Behind the Door")[0].clauses[0].moves_damage


# ------------------------------------------------------------------ 1. an amount counted as it resolves

def _blast(chained: bool, unnamed: str = "absent"):
    cards = {"blast": card("Magical Blast", "A", zone="hand"), "dm": card("Dark Magician", "A", position="attack"),
             "breaker": card("Breaker the Magical Warrior", "A", position="attack"),
             "otd": card("Offerings to the Doomed", "B", zone="spell_trap_zone", face_up=False)}
    steps = [{"activate": "blast"}]
    steps += [{"activate": "otd", "targets": ["dm"]}, {"resolve": 2}] if chained else []
    scenario = {"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "cards": cards, "unnamed_cards": unnamed,
                "steps": steps + [{"resolve": 1}], "ask": {"last_thing": True}}
    from edison_kg import timing
    return timing.ask(scenario)


def test_magical_blast_counts_the_spellcasters_left_when_it_resolves():
    answer = _blast(chained=True)
    assert _last(answer) == [("damage_inflicted", None, "B", 200)]
    assert _cites(answer, "res-amount-counted-as-it-resolves")
    assert any("counted 1 Spellcaster" in line for line in answer.assumed)


def test_magical_blast_with_both_spellcasters_still_there():
    assert _last(_blast(chained=False)) == [("damage_inflicted", None, "B", 400)]


def test_an_open_field_gives_no_amount():
    # a question told in words names only the cards it is about: the count cannot be made
    answer = _blast(chained=False, unnamed="open")
    assert _last(answer) == [("damage_inflicted", None, "B", None)]
    assert not _cites(answer, "res-amount-counted-as-it-resolves")


def test_just_desserts_counts_the_opponents_monsters():
    cards = {"jd": card("Just Desserts", "A", zone="spell_trap_zone", face_up=False),
             "ox": card("Battle Ox", "B", position="attack"), "gob": card("Goblin Attack Force", "B", position="attack")}
    answer = ask(cards, {"last_thing": True}, [{"activate": "jd"}, {"resolve": 1}])
    assert _last(answer) == [("damage_inflicted", None, "B", 1000)]


# ------------------------------------------------------------------ 2. a card picked by its ATK as it resolves

def _hammer(shrunk: bool):
    cards = {"hs": card("Hammer Shot", "A", zone="hand"), "vorse": card("Vorse Raider", "A", position="attack"),
             "cyber": card("Cyber Dragon", "B", position="attack"), "shrink": card("Shrink", "B", zone="spell_trap_zone", face_up=False)}
    steps = [{"activate": "hs"}]
    steps += [{"activate": "shrink", "targets": ["cyber"]}, {"resolve": 2}] if shrunk else []
    return ask(cards, {"last_thing": True}, steps + [{"resolve": 1}])


def test_hammer_shot_picks_by_the_atk_after_shrink():
    answer = _hammer(shrunk=True)
    assert _last(answer) == [("destroyed", "vorse", "A", None)]
    assert _cites(answer, "res-picked-by-stat-as-it-resolves") and _cites(answer, "res-target-stat-changed-as-it-resolved")


def test_hammer_shot_without_shrink_destroys_the_higher_printed_atk():
    assert _last(_hammer(shrunk=False)) == [("destroyed", "cyber", "B", None)]


def _fissure(*monsters):
    cards = {"fis": card("Fissure", "A", zone="hand")}
    cards.update({f"m{i}": card(name, "B", position="attack") for i, name in enumerate(monsters)})
    return ask(cards, {"last_thing": True}, [{"activate": "fis"}, {"resolve": 1}])


def test_fissure_destroys_the_lowest_atk():
    assert _last(_fissure("Cyber Dragon", "Vorse Raider")) == [("destroyed", "m1", "B", None)]


def test_fissure_with_a_tie_leaves_the_card_unnamed():
    answer = _fissure("Vorse Raider", "Vorse Raider")
    assert [(event, ref) for event, ref, _, _ in _last(answer)] == [("destroyed", None)]
    assert not _cites(answer, "res-picked-by-stat-as-it-resolves")


# ------------------------------------------------------------------ 3. all cards, its own card among them

def test_norleras_sends_itself_with_the_rest_and_draws_at_the_same_moment():
    cards = {"nor": card("Sky Scourge Norleras", "A", position="attack"),
             "mf": card("Mirror Force", "B", zone="spell_trap_zone", face_up=False)}
    answer = ask(cards, {"last_thing": True}, [{"activate": "nor"}, {"resolve": 1}])
    assert _last(answer) == [("sent_to_gy", "nor", "A", None), ("sent_to_gy", "mf", "B", None), ("drawn", None, "A", None)]
    assert _cites(answer, "res-all-cards-includes-its-own")


def test_all_other_cards_leave_its_own_card_out():
    cards = {"jd": card("Judgment Dragon", "A", position="attack"),
             "mf": card("Mirror Force", "B", zone="spell_trap_zone", face_up=False)}
    answer = ask(cards, {"last_thing": True}, [{"activate": "jd"}, {"resolve": 1}])
    assert _last(answer) == [("destroyed", "mf", "B", None)]
    assert not _cites(answer, "res-all-cards-includes-its-own")


def test_a_spell_card_resolving_is_not_among_all_spell_and_trap_cards():
    cards = {"storm": card("Heavy Storm", "A", zone="hand"),
             "mf": card("Mirror Force", "B", zone="spell_trap_zone", face_up=False)}
    answer = ask(cards, {"last_thing": True}, [{"activate": "storm"}, {"resolve": 1}])
    assert _last(answer) == [("destroyed", "mf", "B", None)]


# ------------------------------------------------------------------ 4. damage turned back onto its activator

def _ookazi_after(reflection_controller: str | None):
    cards = {"ook": card("Ookazi", "A", zone="hand")}
    steps = []
    if reflection_controller is not None:
        cards["nr"] = card("Nature's Reflection", reflection_controller, zone="spell_trap_zone", face_up=False)
        steps = [{"activate": "nr"}, {"resolve": 1}]
    return ask(cards, {"last_thing": True}, steps + [{"activate": "ook"}, {"resolve": 1}])


def test_natures_reflection_turns_the_opponents_damage_back():
    answer = _ookazi_after("B")
    assert _last(answer) == [("damage_inflicted", None, "A", 800)]
    assert _cites(answer, "ce-damage-turned-back-on-its-activator")


def test_natures_reflection_inflicts_nothing_itself_and_spares_its_own_players_effects():
    assert _last(_ookazi_after("A")) == [("damage_inflicted", None, "B", 800)]
    assert _last(_ookazi_after(None)) == [("damage_inflicted", None, "B", 800)]
    cards = {"nr": card("Nature's Reflection", "B", zone="spell_trap_zone", face_up=False)}
    assert _last(ask(cards, {"last_thing": True}, [{"activate": "nr"}, {"resolve": 1}])) == \
        [("effect_applied", "nr", "B", None)]


def test_barrel_behind_the_door_chained_turns_the_damage_back():
    cards = {"ook": card("Ookazi", "A", zone="hand"),
             "barrel": card("Barrel Behind the Door", "B", zone="spell_trap_zone", face_up=False)}
    steps = [{"activate": "ook"}, {"activate": "barrel"}, {"resolve": 2}, {"resolve": 1}]
    answer = ask(cards, {"last_thing": True}, steps)
    assert _last(answer) == [("damage_inflicted", None, "A", 800)]
    assert _cites(answer, "ce-damage-turned-back-on-its-activator")


# ------------------------------------------------------------------ 5. Special Summoned from your Graveyard

def _reborn(owner: str, *extra):
    cards = {"reborn": card("Monster Reborn", "B", zone="hand"), "cyber": card("Cyber Dragon", owner, zone="graveyard")}
    cards.update(extra)
    return cards, [{"activate": "reborn", "targets": ["cyber"]}, {"resolve": 1}]


def test_call_of_the_reaper_answers_the_opponent_reviving_your_monster():
    cards, steps = _reborn("A", ("cotr", card("Call of the Reaper", "A", zone="spell_trap_zone", face_up=False)),
                           ("supay", card("Supay", "A", zone="graveyard")))
    answer = ask(cards, {"can_activate": "cotr"}, steps, turn_player="B")
    assert answer.answer == "yes"
    assert _cites(answer, "cond-summoned-from-whose-graveyard")


def test_card_of_safe_return_is_not_met_by_a_monster_from_the_opponents_graveyard():
    safe = ("safe", card("Card of Safe Return", "A", zone="spell_trap_zone", face_up=True))
    cards, steps = _reborn("A", safe)
    met = ask(cards, {"can_activate": "safe"}, steps, turn_player="B")
    cards, steps = _reborn("B", safe)
    unmet = ask(cards, {"can_activate": "safe"}, steps, turn_player="B")
    assert (met.answer, unmet.answer) == ("yes", "no")


def _zombie_revived(owner: str):
    """Zombie Master (A's) Special Summons a Pyramid Turtle of ``owner``'s Graveyard to A's field."""
    cards = {"master": card("Zombie Master", "A", zone="monster_zone", position="attack"),
             "tomato": card("Mystic Tomato", "A", zone="hand"),
             "turtle": card("Pyramid Turtle", owner, zone="graveyard"),
             "tomb": card("Trap of the Imperial Tomb", "A", zone="spell_trap_zone", face_up=False),
             "cyber": card("Cyber Dragon", "B", zone="monster_zone", position="attack")}
    steps = [{"activate": "master", "targets": ["turtle"],
              "cost": [{"event": "sent_to_gy", "card": "tomato", "from": "hand", "to": "graveyard", "cause": "cost"}]},
             {"resolve": 1}]
    return ask(cards, {"can_activate": "tomb"}, steps)


def test_a_condition_naming_whose_field_is_not_read_by_the_graveyards_owner():
    # "Special Summoned from your opponent's GY to your field": "your" is the field's, the Graveyard is the opponent's
    assert read("Trap of the Imperial Tomb")[0].condition.player_by_zone is False
    # (whose Graveyard it left is not read for such a condition: the engine does not tell the two apart yet)
    assert _zombie_revived("B").answer == "yes"
