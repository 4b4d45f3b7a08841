"""Set cards a resolved effect keeps from destruction stay while the face-up ones are destroyed (rules
ce-set-cards-cannot-be-destroyed, ce-protected-card-stays; the card reader stores Timidity's "Set Spell and Trap
Cards" as a kind of position "set", lasting until-next-turn), asked of the whole engine on real cards."""

from __future__ import annotations

from scenario_cards import ask, card


def _storm(storm: str, timidity: bool):
    cards = {"hs": card(storm, "A", "hand"),
             "rd": card("Royal Decree", "B", "spell_trap_zone", face_up=True),
             "mf": card("Mirror Force", "B", "spell_trap_zone", face_up=False)}
    steps = []
    if timidity:    # "Neither player can destroy Set Spell and Trap Cards on the field until your opponent's next End Phase."
        cards["tim"] = card("Timidity", "A", "hand")
        steps = [{"activate": "tim"}, {"resolve": 1}]
    steps += [{"activate": "hs"}, {"resolve": 1}]
    return ask(cards, {"last_thing": True}, steps=steps)


def _destroyed(answer) -> set:
    return {event["card"] for event in answer.last_thing if event["event"] == "destroyed"}


def test_heavy_storm_under_timidity_destroys_the_face_up_cards_only():
    answer = _storm("Heavy Storm", timidity=True)
    assert _destroyed(answer) == {"rd"} and "ce-set-cards-cannot-be-destroyed" in answer.rules


def test_without_timidity_the_set_card_is_destroyed_too():
    answer = _storm("Heavy Storm", timidity=False)
    assert _destroyed(answer) == {"rd", "mf"} and "ce-set-cards-cannot-be-destroyed" not in answer.rules


def test_another_destroyer_of_the_family():
    answer = _storm("Harpie's Feather Duster", timidity=True)     # "Destroy all Spells/Traps your opponent controls"
    assert _destroyed(answer) == {"rd"} and "ce-set-cards-cannot-be-destroyed" in answer.rules
