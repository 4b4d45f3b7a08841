"""On real cards of the pool: "up to N" cards is at least 1, so a lock on that action stops the
activation, while a deed its player "can" do may be left undone (rule ce-up-to-is-at-least-one)."""

from __future__ import annotations

from scenario_cards import ask, card


def test_a_summon_of_up_to_two_monsters_summons_at_least_one():
    cards = {"flute": card("The Flute of Summoning Dragon", "A", "hand"),
             "lord": card("Lord of D.", "A", "monster_zone", position="attack"),
             "dragon": card("Blue-Eyes White Dragon", "A", "hand")}
    fiend = {"fiend": card("Vanity's Fiend", "B", "monster_zone", position="attack")}
    locked = ask(cards | fiend, {"can_activate": "flute"})
    assert (locked.answer, locked.reason) == ("no", "other") and "ce-up-to-is-at-least-one" in locked.rules
    assert ask(cards, {"can_activate": "flute"}).answer == "yes"


def test_a_summon_its_player_can_skip_does_not_stop_the_card():
    cards = {"road": card("Starlight Road", "A", "spell_trap_zone", face_up=False),
             "ox": card("Battle Ox", "A", "monster_zone", position="attack"),
             "elf": card("Mystical Elf", "A", "monster_zone", position="attack"),
             "hole": card("Dark Hole", "B", "hand")}
    steps = [{"activate": "hole"}]
    fiend = {"fiend": card("Vanity's Fiend", "B", "monster_zone", position="attack")}
    locked = ask(cards | fiend, {"can_activate": "road"}, steps, turn_player="B")
    assert locked.answer == "yes" and "ce-up-to-is-at-least-one" in locked.rules
    assert ask(cards, {"can_activate": "road"}, steps, turn_player="B").answer == "yes"


def test_a_monster_unaffected_by_spells_is_still_a_target_for_a_spell():
    """Horus the Black Flame Dragon LV6's Edison ruling: a Spell Card that targets can be activated when the
    only monster is one unaffected by Spell Cards; its effect then does nothing to it."""
    moon = {"moon": card("Book of Moon", "B", "hand")}
    guardian = {"kayest": card("Guardian Kay'est", "A", "monster_zone", position="attack")}
    alone = ask(guardian | moon, {"can_activate": "moon"}, turn_player="B")
    assert alone.answer == "yes" and "ce-unaffected-still-a-target" in alone.rules
    ox = {"ox": card("Battle Ox", "A", "monster_zone", position="attack")}
    beside = ask(guardian | ox | moon, {"can_activate": "moon"}, turn_player="B")
    assert beside.answer == "yes" and "ce-unaffected-still-a-target" not in beside.rules


def test_a_protection_from_the_opponents_spells_only_reaches_the_opponents_spells():
    magician = {"lv8": card("Silent Magician LV8", "A", "monster_zone", position="attack")}
    theirs = ask(magician | {"moon": card("Book of Moon", "B", "hand")}, {"can_activate": "moon"}, turn_player="B")
    assert theirs.answer == "yes" and "ce-unaffected-still-a-target" in theirs.rules
    own = ask(magician | {"rush": card("Rush Recklessly", "A", "hand")}, {"can_activate": "rush"})
    assert own.answer == "yes" and "ce-unaffected-still-a-target" not in own.rules


def test_a_protection_while_a_named_card_is_on_the_field():
    fish = {"fish": card("Torpedo Fish", "A", "monster_zone", position="attack"), "moon": card("Book of Moon", "B", "hand")}
    umi = {"umi": card("Umi", "A", "field_zone", face_up=True)}
    with_umi = ask(fish | umi, {"can_activate": "moon"}, turn_player="B")
    assert with_umi.answer == "yes" and "ce-unaffected-still-a-target" in with_umi.rules
    without = ask(fish, {"can_activate": "moon"}, turn_player="B")
    assert without.answer == "yes" and "ce-unaffected-still-a-target" not in without.rules


def test_a_monster_summoned_to_the_opponents_field_is_no_summon_of_theirs():
    cards = {"queen": card("Volcanic Queen", "A", "hand"), "ox": card("Battle Ox", "B", "monster_zone", position="attack"),
             "hole": card("Bottomless Trap Hole", "B", "spell_trap_zone", face_up=False),
             "judgment": card("Solemn Judgment", "B", "spell_trap_zone", face_up=False)}
    steps = [{"summon": "queen", "method": "special", "materials": ["ox"]}]
    hole = ask(cards, {"can_activate": "hole"}, steps)
    assert hole.answer == "no" and "cond-summoned-to-opponents-field" in hole.rules
    assert ask(cards, {"can_activate": "judgment"}, steps).answer == "yes"
    dragon = {"dragon": card("Cyber Dragon", "A", "hand"), "hole": cards["hole"]}
    assert ask(dragon, {"can_activate": "hole"}, [{"summon": "dragon", "method": "special"}]).answer == "yes"


def synchro_summoned(tuner, other, synchro):
    return [{"events": [[{"event": "sent_to_gy", "card": tuner, "player": "A", "from": "monster_zone", "to": "graveyard",
                          "cause": "summon_material"},
                         {"event": "sent_to_gy", "card": other, "player": "A", "from": "hand", "to": "graveyard",
                          "cause": "summon_material"},
                         {"event": "synchro_summon", "card": synchro, "player": "A", "from": "extra_deck",
                          "to": "monster_zone"}]]}]


def test_a_synchro_monster_that_used_a_locking_material_cannot_activate_its_effects():
    cards = {"boy": card("Eccentric Boy", "A", "monster_zone", position="attack"), "soldier": card("Flame Swordsman", "A", "hand"),
             "brionac": card("Brionac, Dragon of the Ice Barrier", "A", "extra_deck"),
             "spare": card("Kuriboh", "A", "hand"), "ox": card("Battle Ox", "B", "monster_zone", position="attack")}
    locked = ask(cards, {"can_activate": "brionac"}, synchro_summoned("boy", "soldier", "brionac"))
    assert (locked.answer, locked.reason) == ("no", "other") and "ce-granted-by-material" in locked.rules
    other = {"junk": card("Junk Synchron", "A", "monster_zone", position="attack")} | {k: v for k, v in cards.items() if k != "boy"}
    assert ask(other, {"can_activate": "brionac"}, synchro_summoned("junk", "soldier", "brionac")).answer == "yes"


def test_the_monster_an_effect_special_summoned_cannot_activate_its_effects_that_turn():
    cards = {"modulation": card("Level Modulation", "A", "hand"), "armed": card("Armed Dragon LV7", "A", "graveyard"),
             "ox": card("Battle Ox", "A", "hand"), "elf": card("Mystical Elf", "B", "monster_zone", position="attack")}
    steps = [{"activate": "modulation"},
             {"resolve": 1, "events": [[{"event": "drawn", "player": "B", "count": 2, "from": "deck", "to": "hand",
                                         "cause": "effect", "by": "modulation"}],
                                       [{"event": "special_summon", "card": "armed", "player": "A", "from": "graveyard",
                                         "to": "monster_zone", "cause": "effect", "by": "modulation"}]]}]
    locked = ask(cards, {"can_activate": "armed"}, steps)
    assert (locked.answer, locked.reason) == ("no", "other") and "ce-lingering-restriction" in locked.rules
    free = {**cards, "armed": card("Armed Dragon LV7", "A", "monster_zone", position="attack")}
    assert ask(free, {"can_activate": "armed"}).answer == "yes"
