"""The pile targets of older and wider wordings, on real cards (rule state-target-must-exist):
the old "Select 1 ... in/from your (opponent's) Graveyard ... it/them", a Graveyard target with an exception
("except "Lord Poison"", "(except this card)") or "up to N", "in either player's GY" (both Graveyards together, a card
in the GY may be its own target), and effects that only name another card's target ("a Spell Card that targets
...") are no targeting effects."""

from __future__ import annotations

from edison_kg import timing
from scenario_cards import card
from tests.cardtext.pool import card as read


def ask(cards, question, phase="main1", turn_player="A"):
    return timing.ask({"game": "yugioh-edison", "turn_player": turn_player, "phase": phase, "cards": cards,
                       "steps": [], "ask": question})


def test_the_old_select_in_your_graveyard_needs_that_card_there():
    tuning = card("Psychic Tuning", "A", "spell_trap_zone", face_up=False)
    none = ask({"pt": tuning, "vorse": card("Vorse Raider", "A", zone="graveyard")}, {"can_activate": "pt"})
    assert (none.answer, none.reason) == ("no", "other")            # no Psychic-Type monster in its GY
    assert "state-target-must-exist" in none.rules
    psychic = ask({"pt": tuning, "kre": card("Krebons", "A", zone="graveyard")}, {"can_activate": "pt"})
    assert psychic.answer == "yes"


def test_the_old_select_up_to_two_from_your_opponents_graveyard_needs_one_there():
    ghoul = card("Gravedigger Ghoul", "A", "spell_trap_zone", face_up=False)
    own = ask({"gg": ghoul, "vorse": card("Vorse Raider", "A", zone="graveyard")}, {"can_activate": "gg"})
    assert (own.answer, own.reason) == ("no", "other")              # the monster is in its own player's GY
    theirs = ask({"gg": ghoul, "vorse": card("Vorse Raider", "B", zone="graveyard")}, {"can_activate": "gg"})
    assert theirs.answer == "yes"                                   # "up to 2": one is enough


def test_either_players_graveyard_counts_both():
    reborn = card("Monster Reborn", "A", "spell_trap_zone", face_up=False)
    theirs = ask({"mr": reborn, "vorse": card("Vorse Raider", "B", zone="graveyard")}, {"can_activate": "mr"})
    assert theirs.answer == "yes"
    own = ask({"mr": reborn, "vorse": card("Vorse Raider", "A", zone="graveyard")}, {"can_activate": "mr"})
    assert own.answer == "yes"
    spells = ask({"mr": reborn, "pot": card("Pot of Greed", "A", zone="graveyard"),
                  "mst": card("Mystical Space Typhoon", "B", zone="graveyard")}, {"can_activate": "mr"})
    assert (spells.answer, spells.reason) == ("no", "other")        # no monster in either GY
    assert {"state-target-must-exist", "state-target-in-either-graveyard"} <= set(spells.rules)


def test_the_reader_types_the_wordings():
    [colossal] = [e for e in read("Colossal Fighter") if e.targets]
    assert (colossal.clauses[0].whose, colossal.clauses[0].other_cards) == ("either", False)   # may target itself
    poison = read("Lord Poison")[0].clauses[0]
    assert (poison.from_zone, poison.whose, poison.count, poison.other_cards) == ("graveyard", "you", 1, True)
    assert poison.cards.monster_types == frozenset({"Plant"})
    sorcerer = read("Night's End Sorcerer")[0].clauses[0]
    assert (sorcerer.whose, sorcerer.count) == ("opponent", 1)        # "up to 2 cards in your opponent's GY"
    trigger = read("Psychic Trigger")[-1].clauses[0]
    assert (trigger.from_zone, trigger.count) == ("graveyard", 2)     # "Select 2 ... Remove them from play"
    viper = read("Viper's Rebirth")[0].clauses[0]
    assert viper.count == 1 and viper.cards.excluded_subtypes == frozenset({"Tuner"})   # "1 non-Tuner monster"


def test_naming_another_cards_target_is_no_target():
    assert not read("Big Shield Gardna")[-1].targets                  # "a Spell Card that targets this ... monster"
    assert not read("Card Blocker")[0].targets                        # "change the target to this card"
    assert not read("The Dragon's Bead")[0].targets                   # its cost first: "Negate ... a Trap Card that targets"
    assert not read("Call of the Earthbound")[0].targets              # "You choose the target of the attack"
    assert read("Mystical Space Typhoon")[0].targets


# "Target 3 Psychic-Type monsters in your Graveyard; shuffle all 3 into the Deck": "all 3" acts on the
# targets, which must be there as it is activated (rule state-target-must-exist)
def test_shuffle_all_n_needs_the_n_targets_in_the_graveyard():
    overload = {"overload": card("Psychic Overload", "A", "spell_trap_zone", face_up=False)}
    psychics = {f"p{i}": card(name, "A", "graveyard") for i, name in enumerate(("Krebons", "Psychic Commander", "Mind Protector"))}
    three = ask({**overload, **psychics}, {"can_activate": "overload"})
    assert three.answer == "yes"
    two = ask({**overload, **dict(list(psychics.items())[:2])}, {"can_activate": "overload"})
    assert (two.answer, two.reason) == ("no", "other")
    assert "state-target-must-exist" in two.rules
    not_psychic = ask({**overload, **dict(list(psychics.items())[:2]), "elf": card("Gemini Elf", "A", "graveyard")},
                      {"can_activate": "overload"})
    assert not_psychic.answer == "no"         # a Warrior is not a Psychic-Type monster


def test_the_old_select_from_the_graveyards_counts_both_graveyards():
    # Pot of Benevolence, "Select 2 cards from the Graveyard(s), and shuffle them ...": 2 cards in
    # the two Graveyards together
    pot = card("Pot of Benevolence", "A", "hand")
    one = ask({"p": pot, "g": card("Vorse Raider", "B", zone="graveyard")}, {"can_activate": "p"})
    assert one.answer == "no" and "state-target-must-exist" in one.rules
    two = ask({"p": pot, "g": card("Vorse Raider", "B", zone="graveyard"), "h": card("Dark Hole", "A", zone="graveyard")},
              {"can_activate": "p"})
    assert two.answer == "yes"


def test_a_graveyard_target_except_a_name_is_no_card_of_that_name():
    # 'target 2 "roid" monsters in your GY, except "Expressroid"': another Expressroid there is no target
    # (rule kind-except-a-named-card)
    express = card("Expressroid", "A", "hand")
    summoned = [{"events": [{"event": "normal_summon", "card": "ex", "player": "A", "from": "hand", "to": "monster_zone"}]}]

    def summon_with(graveyard):
        cards = {"ex": express, **{ref: card(name, "A", zone="graveyard") for ref, name in graveyard.items()}}
        return timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "cards": cards,
                           "steps": summoned, "ask": {"can_activate": "ex"}})
    short = summon_with({"ex2": "Expressroid", "steam": "Steamroid"})
    assert short.answer == "no" and "kind-except-a-named-card" in short.rules
    assert summon_with({"drill": "Drillroid", "steam": "Steamroid"}).answer == "yes"
    assert read("Expressroid")[0].clauses[0].cards.excluded_names == frozenset({"Expressroid"})

