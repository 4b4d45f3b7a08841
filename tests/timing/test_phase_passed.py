"""A trigger met before the game moved on to a later phase had its chance in that phase: a mandatory one was
activated then (said in `assumed`), and it does not wait for a chain in the later phase (rule
trig-chance-passed-with-its-phase). Real cards of the pool."""

from __future__ import annotations

from edison_kg import timing

RULE = "trig-chance-passed-with-its-phase"


def ask(cards, steps, phase="main1"):
    return timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": phase, "cards": cards,
                       "steps": steps, "ask": {"triggers": True}}).to_dict()


def rules(got):
    return [rule.rsplit("/", 1)[-1] for rule in got["rules"]]


# Maharaghi: "... If this card is Normal Summoned or flipped face-up, look at 1 card on the top of your Deck
# during your next Draw Phase ..." (effect 2, mandatory); its return "during the End Phase" is effect 1
MAHARAGHI = {"maha": {"name": "Maharaghi", "controller": "A", "zone": "hand"}}


def test_maharaghi_summon_trigger_on_the_next_chain_in_its_phase():
    got = ask(MAHARAGHI, [{"summon": "maha", "method": "normal"}])
    assert [(link["card"], link["effect"]) for link in got["chain"]] == [("maha", 2)]
    assert RULE not in rules(got)


def test_maharaghi_summon_trigger_passed_once_the_end_phase_came():
    got = ask(MAHARAGHI, [{"summon": "maha", "method": "normal"}, {"phase": "end"}])
    every = got["chain"] + [link for chain in got["later_chains"] for link in chain]
    assert [(link["card"], link["effect"]) for link in every] == [("maha", 1)]   # only its End Phase return
    assert RULE in rules(got) and got["missed"] == []
    assert any("Maharaghi" in sentence for sentence in got["assumed"])


def test_asura_priest_end_phase_return_is_met_by_the_phase_itself():
    # "During the End Phase of the turn this card is Normal Summoned or flipped face-up: Return it to the hand."
    cards = {"asura": {"name": "Asura Priest", "controller": "A", "zone": "hand"}}
    got = ask(cards, [{"summon": "asura", "method": "normal"}, {"phase": "end"}])
    assert [link["card"] for link in got["chain"]] == ["asura"]


# Sangan: "When this card is sent from the field to the Graveyard, add 1 monster with an ATK of 1500 or less
# from your Deck to your hand." (mandatory)
SANGAN = {"sangan": {"name": "Sangan", "controller": "A", "zone": "monster_zone", "position": "attack"}}
SENT = {"events": [{"event": "destroyed", "card": "sangan", "from": "monster_zone", "to": "graveyard",
                    "cause": "effect"}]}


def test_sangan_sent_in_main_phase_goes_on_the_next_chain():
    got = ask(SANGAN, [SENT])
    assert [link["card"] for link in got["chain"]] == ["sangan"]
    assert RULE not in rules(got)


def test_sangan_sent_in_main_phase_does_not_wait_for_the_battle_phase():
    got = ask(SANGAN, [SENT, {"phase": "battle"}])
    assert got["chain"] == [] and got["missed"] == []
    assert RULE in rules(got)
    assert any("Sangan" in sentence for sentence in got["assumed"])


# Helios Trice Megistus: "If this card is destroyed by battle and sent to the Graveyard, Special Summon it during
# the End Phase and it gains 500 ATK and DEF." Its deed is put off to the End Phase, where it is activated
# (rule trig-deed-put-off-to-a-phase); Helios Duo Megistus has the same words
def helios_battle(name):
    cards = {"helios": {"name": name, "controller": "A", "zone": "monster_zone", "position": "attack"},
             "cd": {"name": "Cyber Dragon", "controller": "B", "zone": "monster_zone", "position": "attack"}}
    steps = [{"events": [{"event": "attack_declared", "card": "cd", "target": "helios"}]}, {"phase": "damage_step"},
             {"events": [{"event": "destroyed", "card": "helios", "cause": "battle", "by": "cd", "to": "graveyard"}]},
             {"phase": "main2"}, {"phase": "end"}]
    return cards, steps


def test_helios_trice_megistus_is_activated_in_the_end_phase_its_text_puts_its_deed_off_to():
    cards, steps = helios_battle("Helios Trice Megistus")
    got = timing.ask({"game": "yugioh-edison", "turn_player": "B", "phase": "battle", "cards": cards, "steps": steps,
                      "ask": {"triggers": True}}).to_dict()
    assert [link["card"] for link in got["chain"]] == ["helios"]
    assert "trig-deed-put-off-to-a-phase" in rules(got) and RULE not in rules(got)


def test_helios_duo_megistus_destroyed_in_a_battle_then_main_phase_2_is_not_activated_there():
    cards, steps = helios_battle("Helios Duo Megistus")
    got = timing.ask({"game": "yugioh-edison", "turn_player": "B", "phase": "battle", "cards": cards,
                      "steps": steps[:-1], "ask": {"triggers": True}}).to_dict()
    assert got["chain"] == [] and RULE in rules(got)      # Main Phase 2: not the phase its deed is put off to


def test_reader_puts_off_only_a_first_deed_right_after_its_condition():
    from edison_kg.cardtext.phases import put_off_to_a_phase

    assert put_off_to_a_phase("If this card is destroyed by battle and sent to the Graveyard, Special Summon it "
                              "during the End Phase and it gains 500 ATK and DEF.") == ("end",)
    # Alien Ammonite: the End Phase destruction is a later sentence, not the trigger's first deed
    assert put_off_to_a_phase('When this card is Normal Summoned, you can Special Summon 1 Level 4 or lower "Alien" '
                              "monster from your Graveyard. Destroy it during the End Phase.") == ()
    # Greed: no "If"/"When" condition leads it
    assert put_off_to_a_phase("Each time a player draws cards because of a card effect, they take 500 damage during "
                              "the End Phase for each card drawn by the card effect.") == ()
