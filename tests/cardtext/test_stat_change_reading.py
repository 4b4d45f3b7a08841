"""The card reader's fixed ATK/DEF changes of continuous effects (cardtext/stat_changes.py):
whose ATK/DEF, by how much, while what holds; changes it cannot be sure of are left out."""

from __future__ import annotations

from edison_kg.cardtext import analyze
from edison_kg.cardtext.stat_counts import per_count


def _changes(text: str, card_type="spell", subtypes=("Field",)):
    return [(r.kind, r.amount, r.stat_of, r.players, r.holds_while, tuple(sorted(r.cards.monster_types | r.cards.attributes)))
            for e in analyze(text, card_type=card_type, subtypes=subtypes) for r in e.restrictions
            if r.kind.startswith(("atk-", "def-"))]


def test_a_field_spell_gains_and_loses_for_the_monsters_it_names():
    assert _changes("All EARTH monsters lose 500 ATK and gain 400 DEF.") == [
        ("atk-gain", -500, None, "both", None, ("EARTH",)), ("def-gain", 400, None, "both", None, ("EARTH",))]
    assert _changes("All WATER monsters on the field gain 200 ATK/DEF.") == [
        ("atk-gain", 200, None, "both", None, ("WATER",)), ("def-gain", 200, None, "both", None, ("WATER",))]


def test_a_monster_that_boosts_its_controllers_monsters():
    assert _changes("All Warrior-Type monsters you control gain 400 ATK.", "monster", ("Effect",)) == [
        ("atk-gain", 400, None, "you", None, ("Warrior",))]


def test_an_equip_spell_changes_the_equipped_monster():
    assert _changes("The equipped monster gains 1000 ATK and loses 1000 DEF.", "spell", ("Equip",)) == [
        ("atk-gain", 1000, "equipped", "both", None, ()), ("def-gain", -1000, "equipped", "both", None, ())]


def test_a_value_set_while_the_card_has_no_other_of_its_kind():
    text = "If you control no other Dragon-Type monsters, this card's ATK and DEF become 500."
    assert _changes(text, "monster", ("Effect",)) == [("atk-set", 500, "self", "both", "you-control-no-other", ()),
                                                      ("def-set", 500, "self", "both", "you-control-no-other", ())]


def test_changes_it_cannot_be_sure_of_are_left_out():
    for text in ("All monsters you control gain 200 ATK during your Battle Phase only.",
                 "Gains 1500 ATK while you have no cards in your hand nor in your Spell & Trap Zones.",   # two states
                 "Increase the DEF of all Defense Position monsters by 500 points."):      # a position not read
        assert _changes(text, "monster", ("Effect",)) == [], text


def test_changes_worded_increase_or_decrease_by_points():
    # Witch's Apprentice: the lead says only what every continuous effect of a monster needs
    witch = ("As long as this card remains face-up on the field, increase the ATK of all DARK monsters by 500 points "
             "and decrease the ATK of all LIGHT monsters by 400 points.")
    assert _changes(witch, "monster", ("Effect",)) == [("atk-gain", 500, None, "both", None, ("DARK",)),
                                                       ("atk-gain", -400, None, "both", None, ("LIGHT",))]
    yami = ("Increases the ATK and DEF of all Fiend and Spellcaster-Type monsters by 200 points. Also decreases the ATK "
            "and DEF of all Fairy-Type monsters by 200 points.")
    assert _changes(yami) == [("atk-gain", 200, None, "both", None, ("Fiend", "Spellcaster")),
                              ("def-gain", 200, None, "both", None, ("Fiend", "Spellcaster")),
                              ("atk-gain", -200, None, "both", None, ("Fairy",)), ("def-gain", -200, None, "both", None, ("Fairy",))]
    assert _changes("Increase the ATK of all WATER monsters by 500 points and decrease their DEF by 400 points.") == [
        ("atk-gain", 500, None, "both", None, ("WATER",)), ("def-gain", -400, None, "both", None, ("WATER",))]   # Umiiruka
    assert _changes("Increase the ATK and DEF of a monster equipped with this card by 500 points.", "spell", ("Equip",)) == [
        ("atk-gain", 500, "equipped", "both", None, ()), ("def-gain", 500, "equipped", "both", None, ())]     # Sword of Deep-Seated


def test_two_changes_joined_by_also():
    umi = ("All Fish, Sea Serpent, Thunder, and Aqua monsters on the field gain 200 ATK/DEF, also all Machine and Pyro "
           "monsters on the field lose 200 ATK/DEF.")
    kinds = ("Aqua", "Fish", "Sea Serpent", "Thunder")
    assert _changes(umi) == [("atk-gain", 200, None, "both", None, kinds), ("def-gain", 200, None, "both", None, kinds),
                             ("atk-gain", -200, None, "both", None, ("Machine", "Pyro")),
                             ("def-gain", -200, None, "both", None, ("Machine", "Pyro"))]


def test_a_change_while_you_control_a_monster_of_a_kind():
    effect = analyze('Gains 400 ATK while you control an "Ally of Justice" monster(s).', card_type="monster",
                     subtypes=("Effect", "Tuner"))[0]         # Flamvell Magician
    [change] = [r for r in effect.restrictions if r.kind == "atk-gain"]
    assert (change.amount, change.stat_of, change.holds_while, sorted(change.while_kind.names)) == (
        400, "self", "you-control-kind", ["Ally of Justice"])


def _counted(text: str, card_type="monster", subtypes=("Effect",)):
    return [(r.kind, r.amount, r.stat_of, r.per_count, tuple(sorted(r.per_kind.names | r.per_kind.monster_types
                                                                    | r.per_kind.attributes | r.per_kind.classes)))
            for e in analyze(text, card_type=card_type, subtypes=subtypes) for r in e.restrictions
            if r.kind.startswith(("atk-", "def-"))]


def test_changes_that_count_cards_name_whose_where_and_what():
    assert _counted('This card gains 100 ATK for each "Amazoness" monster you control.') == [
        ("atk-gain", 100, "self", "you field", ("Amazoness", "monster"))]
    assert _counted("This card gains 200 ATK for each LIGHT monster in your opponent's Graveyard.") == [
        ("atk-gain", 200, "self", "opponent graveyard", ("LIGHT", "monster"))]
    assert _counted("This card gains 300 ATK and DEF for each of your banished cards.") == [
        ("atk-gain", 300, "self", "you banished", ()), ("def-gain", 300, "self", "you banished", ())]
    assert _counted("Decrease the ATK and DEF of this card by 400 points for each card in your hand.") == [
        ("atk-gain", -400, "self", "you hand", ()), ("def-gain", -400, "self", "you hand", ())]
    assert _counted("The equipped monster gains 500 ATK and DEF for each Spell/Trap Card you control.", "spell",
                    ("Equip",)) == [("atk-gain", 500, "equipped", "you field", ("spell", "trap")),
                                    ("def-gain", 500, "equipped", "you field", ("spell", "trap"))]
    assert _counted("This card gains 1000 ATK for each face-up FIRE monster on the field, except this card.") == [
        ("atk-gain", 1000, "self", "both field other face-up", ("FIRE", "monster"))]


def test_a_value_that_is_a_number_of_cards_times_an_amount():
    assert _counted("The ATK of this card is the number of Monster Cards in your Graveyard x 300.") == [
        ("atk-set", 300, "self", "you graveyard", ("monster",))]
    text = "The ATK and DEF of this card are each equal to the number of Fiend-Type monsters on the field (excluding this card) x 1000."
    assert _counted(text) == [("atk-set", 1000, "self", "both field other", ("Fiend", "monster")),
                              ("def-set", 1000, "self", "both field other", ("Fiend", "monster"))]


def test_for_every_is_for_each():
    assert _counted("All monsters your opponent controls lose 100 ATK for every Warrior-Type monster in your Graveyard.",
                    "monster", ("Effect", "Synchro")) == [("atk-gain", -100, None, "you graveyard", ("Warrior", "monster"))]
    assert per_count("Plant-Type monster that is face-up on the field")[0] == "both field face-up"


def test_counts_the_reader_cannot_be_sure_of_are_left_out():
    for text in ("This card gains 300 ATK for each Spell Counter on it.",
                 'This card gains 300 ATK for each "Lightsworn" monster with a different name in your Graveyard.',
                 "Gains 500 ATK for each Dragon monster your opponent controls or is in their GY.",
                 "This card gains 100 ATK for each monster destroyed by this effect.",
                 "The ATK/DEF of this card are each equal to the number of Spells in your opponent's GY x 500.",
                 "This card gains 800 ATK for each Equip Card equipped to this card."):
        assert _counted(text) == [], text


def test_an_atk_set_from_the_tributes_of_the_tribute_summon():
    assert _changes("The ATK of this card becomes equal to the combined original ATK of the 2 monsters you Tributed "
                    "for the Tribute Summon of this card.", "monster", ("Effect",)) == [
        ("atk-set", 1, "self", "both", None, ())]
    assert _changes("The ATK of this card becomes twice the original ATK of 1 monster that you Tributed for the "
                    "Tribute Summon of this card.", "monster", ("Effect",)) == [("atk-set", 2, "self", "both", None, ())]
    assert _changes("It gains ATK equal to the Tributed monster's original ATK.", "monster", ("Effect",)) == []


def test_counters_placed_each_time_a_spell_card_is_activated():
    effect = analyze("Each time a Spell Card is activated, place 1 Spell Counter on this card when that Spell Card "
                     "resolves (max. 3).", card_type="monster", subtypes=("Effect",))[0]
    assert [(r.kind, r.amount, r.limit, sorted(r.cards.classes)) for r in effect.restrictions] == [
        ("counters-each-activation", 1, 3, ["spell"])]
    # Magical Exemplar's Edison wording names the activated card "it"
    exemplar = analyze("Each time a Spell Card is activated, place 2 Spell Counters on this card when it resolves.",
                       card_type="monster", subtypes=("Effect",))[0]
    assert [(r.kind, r.amount, r.limit) for r in exemplar.restrictions] == [("counters-each-activation", 2, None)]
    other = analyze("Each time a Spell Card is activated, your opponent takes 500 damage.", card_type="monster",
                    subtypes=("Effect",))[0]
    assert not [r for r in other.restrictions if r.kind == "counters-each-activation"]


def test_a_change_by_the_monsters_own_level_is_read_per_level():
    # (round 111) Burden of the Mighty: 100 ATK per Level of each monster it reaches (per_count "own level")
    text = "Each face-up monster your opponent controls loses 100 ATK x its own Level."
    assert _changes(text, "spell", ("Continuous",)) == [("atk-gain", -100, None, "opponent", None, ())]
    assert [r.per_count for e in analyze(text, card_type="spell", subtypes=("Continuous",)) for r in e.restrictions] \
        == ["own level"]
