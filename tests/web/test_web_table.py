"""Seven questions from the table, asked on the judge's page as a judge would on a phone: built in
the builder tap by tap, and told in words; each answer checked (a wrong answer fails the test),
each count of actions checked against the goal (a tap is one click or one pick in a list, typing
in one text box is one action: at most 12 in the builder, 5 in words), and every page they pass
through no wider than the phone, with no word of its controls cut. Headless Chromium over
``edison-kg serve`` on the real graph; screenshots go to each test's tmp folder. The counts are
printed at the end of the module's run."""

from __future__ import annotations

import json

import pytest

from judge_browser import PHONE, Page

BUILDER_GOAL, WORDS_GOAL = 12, 5


@pytest.fixture(scope="module")
def tally(request):
    """What each question cost the judge, printed once the module has run."""
    counts: dict[tuple[str, str], int] = {}
    yield counts
    reporter = request.config.pluginmanager.get_plugin("terminalreporter")
    capture = request.config.pluginmanager.get_plugin("capturemanager")
    if reporter is not None and capture is not None and counts:
        with capture.global_and_fixture_disabled():
            reporter.write_line("")
            reporter.write_line("actions per question (taps, picks, text boxes typed in):")
            for (question, way), count in sorted(counts.items()):
                reporter.write_line(f"  {question:<28} {way:<8} {count}")


def fits(page: Page, where: str) -> None:
    assert page.width() <= PHONE[0], f"{where}: the page is {page.width()} px wide"
    assert page.cut_words() == [], f"{where}: words cut at {PHONE[0]} px: {page.cut_words()}"


def asked(page: Page, tally: dict, question: str, way: str, goal: int) -> None:
    """The judge taps Ask: the answer page, which must fit the phone; the count is kept."""
    fits(page, f"{question}, built")
    page.click("#ask-button")
    page.wait("#answer")
    fits(page, f"{question}, answered")
    tally[(question, way)] = page.actions
    page.shot(f"{question}-{way}")
    assert page.actions <= goal, f"{question} took {page.actions} actions {way}; the goal is at most {goal}"


def verdict(page: Page) -> tuple[str, str]:
    return page.wait("#verdict").text, page.find("#reason").get_attribute("data-reason")


# ---------------------------------------------------------------- in the builder

def test_a_second_trap_chained_to_one_summon(page, tally):
    page.open("/ask")
    page.add_card("A", "Gemini El", "Gemini Elf")
    page.add_card("B", "BTH", "Bottomless Trap Hole")
    page.add_card("B", "Torrential", "Torrential Tribute")
    assert page.find(".card-item.is-asked").get_attribute("data-ref") == "tt"   # the card added last is asked
    page.click('[data-action="add-summon"]')
    page.click('[data-action="add-activate"]')
    assert page.find('[data-path="$.steps[1]"] .step-words').text.startswith(
        "2. Player B activates Bottomless Trap Hole · Chain Link 1")
    asked(page, tally, "second-trap", "builder", BUILDER_GOAL)
    assert verdict(page) == ("YES", "last-thing")


def test_a_summon_at_chain_link_2_answered_after_the_chain(page, tally):
    page.open("/ask")
    page.add_card("A", "Reinforcement of", "Reinforcement of the Army")
    page.add_card("A", "Call of the Haun", "Call of the Haunted")
    page.add_card("A", "Cyber Dragon", "Cyber Dragon")
    page.add_card("B", "Bottomless", "Bottomless Trap Hole")
    page.click('[data-action="add-activate"]')
    page.click('[data-action="add-activate"]')
    page.click('[data-action="add-resolve-all"]')
    contract = page.contract()
    # Cyber Dragon is the only card Call of the Haunted can target, and it waits in the Graveyard
    assert '"targets": [\n        "cd"' in contract and '"zone": "graveyard"' in contract
    asked(page, tally, "summon-at-chain-link-2", "builder", BUILDER_GOAL)
    assert verdict(page) == ("NO", "chain-link-2-or-higher")


def test_an_attacking_jinzo_and_a_set_trap(page, tally):
    page.open("/ask")
    page.add_card("A", "Jinzo", "Jinzo")
    page.add_card("B", "Mirror Force", "Mirror Force")
    page.click('[data-action="add-attack"]')
    assert page.find('[data-path="$.steps[0]"] .step-words').text == "1. Jinzo attacks directly"
    contract = page.contract()
    assert '"phase": "battle"' in contract and '"zone": "monster_zone"' in contract   # written whole
    asked(page, tally, "jinzo-and-a-set-trap", "builder", BUILDER_GOAL)
    answer, _ = verdict(page)
    assert answer == "NO" and "Jinzo" in page.find("#answer .explanation").text


def test_a_summon_in_the_damage_step_and_torrential_tribute(page, tally):
    page.open("/ask")
    page.add_card("A", "Gemini El", "Gemini Elf")
    page.add_card("B", "Torrential", "Torrential Tribute")
    page.choose("$.phase", "Damage Step")
    page.click('[data-action="add-summon"]')
    page.choose("$.steps[0].method", "Special")
    asked(page, tally, "damage-step-summon", "builder", BUILDER_GOAL)
    assert verdict(page) == ("NO", "damage-step")


def test_a_tribute_paid_as_a_cost_and_that_cards_when_effect(page, tally):
    page.open("/ask")
    page.add_card("A", "Substitoad", "Substitoad")
    page.add_card("A", "Dupe Frog", "Dupe Frog")
    page.click('[data-action="add-activate"]')
    # the cost can only have been Dupe Frog, Tributed: said, and written
    page.wait('[data-path="$.steps[0].cost"] .said', "Dupe Frog is Tributed")
    page.click('[data-action="add-resolve"]')
    assert '"cause": "cost"' in page.contract()
    asked(page, tally, "tribute-as-a-cost", "builder", BUILDER_GOAL)
    assert verdict(page) == ("NO", "cost")


def test_simultaneous_triggers_answered_as_the_chain(page, tally):
    page.open("/ask")
    page.add_card("A", "Dark Hole", "Dark Hole")
    page.add_card("A", "Sangan", "Sangan")
    page.add_card("B", "Witch of the Bl", "Witch of the Black Forest")
    page.choose("$.ask", "What goes on the next chain")
    page.click('[data-action="add-activate"]')
    page.click('[data-action="add-resolve"]')
    asked(page, tally, "simultaneous-triggers", "builder", BUILDER_GOAL)
    assert not page.all("#verdict")   # the chain itself is the answer, never "OK"
    links = page.all("#answer-chain .chain-link")
    assert [(l.get_attribute("data-link"), l.get_attribute("data-ref")) for l in links] == [("2", "wotbf"), ("1", "s")]
    assert "Witch of the Black Forest" in links[0].text and "Sangan" in links[1].text


def test_a_one_piece_resolution_order(page, tally):
    page.open("/ask")
    page.choose("$.game", "One Piece")
    for player, name in (("A", "Alpha"), ("B", "Beta")):
        page.type(f'input[data-own-name="{player}"]', name)
        page.type(f'textarea[data-own-text="{player}"]', "[On K.O.] Draw 1 card.")
        page.click(f'[data-action="add-own-{player}"]')
    page.click('[data-action="add-event"]')
    page.click('#steps button', "+ at the same time")
    assert page.find('[data-path="$.steps[0]"] .step-words').text == "1. Alpha is K.O.'d and Beta is K.O.'d"
    asked(page, tally, "one-piece-order", "builder", BUILDER_GOAL)
    assert not page.all("#verdict")
    order = page.all("#answer-order li")
    assert [o.get_attribute("data-ref") for o in order] == ["a", "b"]   # the turn player's first (8-6-1)
    assert [o.text for o in order] == ["Alpha, effect 1", "Beta, effect 1"]


# ---------------------------------------------------------------- told in words

def chain_of(page: Page) -> list[str]:
    return [link.get_attribute("data-link") + " " + link.find_element("css selector", ".card").text
            for link in page.all("#answer-chain .chain-link")]


WORDS = [
    ("second-trap", "Opp Normal Summons Gemini Elf. I chain Bottomless Trap Hole. Can I chain Torrential Tribute?",
     lambda page: verdict(page) == ("YES", "last-thing")),
    ("summon-at-chain-link-2", "I activate Reinforcement of the Army and chain Call of the Haunted targeting "
     "Cyber Dragon in my GY. The chain resolves. Can my opponent activate Bottomless Trap Hole?",
     lambda page: verdict(page) == ("NO", "chain-link-2-or-higher")),
    ("jinzo-and-a-set-trap", "My opponent's Jinzo attacks directly. Can I activate my Set Mirror Force?",
     lambda page: verdict(page)[0] == "NO" and "Jinzo" in page.find("#answer .explanation").text),
    ("damage-step-summon", "During the Damage Step my opponent Special Summons Gemini Elf. "
     "Can I activate Torrential Tribute?", lambda page: verdict(page) == ("NO", "damage-step")),
    ("tribute-as-a-cost", "I Tribute Dupe Frog to activate Substitoad's effect. Can I activate Dupe Frog's effect?",
     lambda page: verdict(page) == ("NO", "cost")),
    ("simultaneous-triggers", "I activate Dark Hole, destroying my Sangan and my opponent's Witch of the Black "
     "Forest. What goes on the chain?",
     lambda page: not page.all("#verdict") and chain_of(page) == ["2 Witch of the Black Forest, effect 1",
                                                                  "1 Sangan, effect 1"]),
    ("one-piece-order", 'One Piece: my Alpha "[On K.O.] Draw 1 card." and my opponent\'s Beta "[On K.O.] Draw 1 '
     'card." are K.O.\'d at the same time. In which order do they resolve?',
     lambda page: not page.all("#verdict") and [o.get_attribute("data-ref") for o in page.all("#answer-order li")]
     == ["alpha", "beta"]),
]


@pytest.mark.parametrize("question, text, right", WORDS, ids=[w[0] for w in WORDS])
def test_told_in_words_on_the_home_page(page, tally, question, text, right):
    """From the home page: the words typed, read into the builder's steps, then asked."""
    page.open("/")
    page.type("#words", text)
    page.click("#words-read")
    page.wait("#steps .step-item")
    assert page.find("#words").get_attribute("value") == text   # the words stay, to be fixed and read again
    asked(page, tally, question, "words", WORDS_GOAL)
    assert right(page), f"{question}: a wrong answer to {text!r}"


def test_words_read_on_the_question_page_and_a_step_fixed(page, tally):
    """On the question page the reading replaces the builder's question; the judge fixes what the
    words left out (here: the chain resolving) and asks."""
    page.open("/ask")
    page.type("#words", "I activate Reinforcement of the Army and chain Call of the Haunted targeting Cyber Dragon "
                        "in my GY. Can my opponent activate Bottomless Trap Hole?")
    page.click("#words-read")
    page.wait("#words-notes li")
    assert "Call of the Haunted" in page.wait('[data-path="$.steps[1]"] .step-words').text
    page.click('[data-action="add-resolve-all"]')
    assert '"resolve": 2' in page.contract() and '"resolve": 1' in page.contract()
    asked(page, tally, "summon-at-chain-link-2", "fixed", WORDS_GOAL)
    assert verdict(page) == ("NO", "chain-link-2-or-higher")


def test_words_that_cannot_be_read_say_why(page):
    page.open("/ask")
    page.type("#words", "Opp Normal Summons Gemini Elf. Can I chain Xyzzy Dragonoid?")
    page.click("#words-read")
    error = page.wait("#words-error", "closest")
    assert "no card named 'Xyzzy Dragonoid'" in error.text and "XYZ-Dragon Cannon" in error.text
    page.open("/")
    page.type("#words", "Opp Normal Summons Gemini Elf.")
    page.click("#words-read")
    assert "no question" in page.wait("#words-error", "no question").text
    assert page.width() <= PHONE[0]


# ---------------------------------------------------------------- what the builder does for the judge

def test_what_a_resolution_did_names_its_card(page, tally):
    """Giant Rat's effect Special Summons "1 EARTH monster": the judge picks Green Gadget for that
    clause, so Green Gadget's own trigger is met, and nothing else happens twice."""
    page.open("/ask")
    page.add_card("A", "Giant Rat", "Giant Rat")
    page.add_card("A", "Green Gadget", "Green Gadget")
    page.click('[data-action="add-event"]')                # Giant Rat, the first monster no step uses
    page.choose("$.steps[0].events[0].cause", "by battle")
    page.click('[data-action="add-activate"]')             # the card whose trigger was just met
    assert page.find('[data-path="$.steps[1]"] .step-words').text.startswith("2. Player A activates Giant Rat")
    page.click('[data-action="add-resolve"]')
    page.choose("$.steps[2].clause0", "Green Gadget")
    page.choose("$.ask", "What goes on the next chain")
    contract = page.contract()
    assert contract.count('"special_summon"') == 1 and '"by": "gr"' in contract and '"from": "deck"' in contract
    asked(page, tally, "resolution-names-its-card", "builder", BUILDER_GOAL)
    assert "Green Gadget is Special Summoned by the effect of Giant Rat" in page.find("#chain-picture .timeline").text
    assert [l.get_attribute("data-ref") for l in page.all("#answer-chain .chain-link")] == ["gg"]


def test_enter_in_a_card_box_never_asks_and_the_focus_stays(page):
    page.open("/ask")
    box = page.wait('input[data-add-card="B"]')
    box.send_keys("Sangan")
    page.wait('.player-B button[data-card="Sangan"]')
    from selenium.webdriver.common.keys import Keys

    box.send_keys(Keys.ENTER)                               # takes the first card found
    page.wait(".player-B .card-item", "Sangan")
    assert page.driver.current_url.endswith("/ask")         # nothing was asked
    focused = "return document.activeElement.dataset.path || document.activeElement.dataset.action " \
              "|| document.activeElement.dataset.addCard"
    assert page.driver.execute_script(focused) == "B"       # still in the card box, to add the next
    page.find('input[data-add-card="B"]').send_keys(Keys.ENTER)   # an empty box: Enter does nothing
    assert page.driver.current_url.endswith("/ask") and not page.all("#answer")
    page.choose("$.cards.s.zone", "Graveyard")
    assert page.driver.execute_script(focused) == "$.cards.s.zone"
    adder = page.find('[data-action="add-summon"]')
    page.driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", adder)
    where = page.driver.execute_script("return window.scrollY")
    adder.click()
    page.wait('[data-path="$.steps[0]"]')
    assert page.driver.execute_script(focused) == "add-summon"
    assert page.driver.execute_script("return window.scrollY") == where > 0   # the page did not move


def test_the_sparql_page_asks_a_named_querys_parameters(page):
    from selenium.webdriver.support.ui import Select

    page.open("/sparql")
    Select(page.wait("#named")).select_by_value("card-clauses")
    field = page.wait('fieldset[data-query="card-clauses"] input[name="p.card"]')
    assert field.is_displayed() and field.get_attribute("value") == "Drill Warrior"
    assert not page.find('fieldset[data-query="card-effects"]').is_displayed()
    field.clear()
    field.send_keys("Substitoad")
    page.click("form.named button")
    page.wait("#sparql-results table tbody tr", "tribute 1 monster")
    assert page.width() <= PHONE[0] and page.cut_words() == []


def test_a_card_not_in_the_list_brings_its_own_text(page):
    page.open("/ask")
    page.add_card("A", "Gemini El", "Gemini Elf")
    page.click(".player-B details.own summary")
    page.type('input[data-own-name="B"]', "My Trap")
    from selenium.webdriver.support.ui import Select

    Select(page.find('select[data-own-type="B"]')).select_by_value("trap")
    page.type('textarea[data-own-text="B"]', "When your opponent Normal Summons a monster: Destroy that monster.")
    page.click('[data-action="add-own-B"]')
    page.wait(".player-B .card-item", "My Trap")
    page.click('[data-action="add-summon"]')
    contract = json.loads(page.contract())
    assert contract["cards"]["mt"] == {"name": "My Trap", "text": "When your opponent Normal Summons a monster: Destroy "
                                       "that monster.", "card_type": "trap", "controller": "B",
                                       "zone": "spell_trap_zone", "face_up": False}   # a Trap: Set
    assert contract["ask"] == {"can_activate": "mt"}
    page.click("#ask-button")
    assert verdict(page) == ("YES", "last-thing")
