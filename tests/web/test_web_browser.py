"""The judge's page in a real browser: headless Chromium (Debian's ``chromium`` and
``chromium-driver``, installed by .ci/run) driven by Selenium against ``edison-kg serve`` over
the real graph, at a phone's width (390 px). A card found by part of its name, two questions
built by clicks and answered, a shared link reopened, the chain picture drawn, an error shown
next to its field, the SPARQL page, and no page wider than the screen. Screenshots go to each
test's tmp folder."""

from __future__ import annotations

import pytest

from judge_browser import PHONE


def test_search_finds_a_card_by_part_of_its_name(page):
    page.open("/cards")
    page.find("#q").send_keys("Gorz")
    page.click("#live-results a", "Gorz the Emissary of Darkness")
    assert page.wait("h1").text == "Gorz the Emissary of Darkness"
    # each effect's structure in words, and which text was read
    page.wait(".effects .words", 'optional "when" trigger effect: can miss the timing')
    page.wait(".text.read .tag", "the effects below were read from this text")
    assert page.width() <= PHONE[0]
    page.shot("search-gorz")
    page.open("/cards")
    page.find("#q").send_keys("Chaos Emperor")
    first = page.wait("#live-results li a")
    assert first.text == "Chaos Emperor Dragon - Envoy of the End"


def test_bottomless_then_torrential_built_by_clicks(page):
    page.open("/ask")
    page.add_card("A", "Gemini El", "Gemini Elf")
    page.add_card("A", "Torrential", "Torrential Tribute")
    page.add_card("B", "BTH", "Bottomless Trap Hole")
    page.click("#steps button", "+ Summon")
    page.choose("$.steps[0].summon", "Gemini Elf")
    page.click("#steps button", "+ Activate")
    page.choose("$.steps[1].activate", "Bottomless Trap Hole")
    page.choose("$.ask", "Can this card be activated")
    page.choose("$.ask.can_activate", "Torrential Tribute")
    contract = page.find("#contract-json").get_attribute("value")
    assert '"summon": "ge"' in contract and '"activate": "bth"' in contract and '"can_activate": "tt"' in contract
    page.click("#ask-button")
    assert page.wait("#verdict").text == "YES"
    assert page.find("#reason").get_attribute("data-reason") == "last-thing"
    # the chain picture: Bottomless Trap Hole as Chain Link 1, still on the chain; the last moment marked
    links = page.all("#chain-picture .chain-link")
    assert [l.get_attribute("data-link") for l in links] == ["1"]
    assert "Bottomless Trap Hole" in links[0].text and "still on the chain" in links[0].text
    last = page.all("#chain-picture .moment.last")
    assert len(last) == 1 and "last thing to happen" in last[0].text
    assert "Gemini Elf is Normal Summoned" in page.find("#chain-picture .timeline").text
    assert page.all(".cited .rules a") and page.all(".cited .precedents a")
    assert page.width() <= PHONE[0]
    page.shot("bottomless-torrential")


def test_rota_call_built_by_clicks(page):
    page.open("/ask")
    page.add_card("A", "Reinforcement of", "Reinforcement of the Army")
    page.add_card("A", "Call of the Haun", "Call of the Haunted")
    page.add_card("A", "Cyber Dragon", "Cyber Dragon")
    page.choose("$.cards.cd.zone", "Graveyard")
    page.add_card("B", "Bottomless", "Bottomless Trap Hole")
    page.click("#steps button", "+ Activate")
    page.choose("$.steps[0].activate", "Reinforcement of the Army")
    page.click("#steps button", "+ Activate")
    page.choose("$.steps[1].activate", "Call of the Haunted")
    page.click('details[data-path="$.steps[1].targets"] summary')
    page.click('details[data-path="$.steps[1].targets"] label', "Cyber Dragon")
    page.click("#steps button", "+ Resolve")
    page.click("#steps button", "+ Resolve")
    steps = page.find("#contract-json").get_attribute("value")
    assert '"resolve": 2' in steps and '"resolve": 1' in steps and '"targets": [\n        "cd"' in steps
    page.choose("$.ask.can_activate", "Bottomless Trap Hole")
    page.click("#ask-button")
    assert page.wait("#verdict").text == "NO"
    assert page.find("#reason").get_attribute("data-reason") == "chain-link-2-or-higher"
    links = page.all('#chain-picture figure[data-chain="1"] .chain-link')
    assert [l.get_attribute("data-link") for l in links] == ["2", "1"]   # stacked: Chain Link 1 at the bottom
    assert "resolved 1st" in links[0].text and "resolved 2nd" in links[1].text
    assert "at the same time" in page.find("#chain-picture .moment.simultaneous").text
    assert "last thing to happen" in page.find("#chain-picture .moment.last").text
    assert page.width() <= PHONE[0]
    page.shot("rota-call")


def test_a_shared_link_reopens_the_question(page, browser):
    page.open("/precedent/reinforcement-of-the-army-call-of-the-haunted")
    page.click("a.button.big", "Open this question")
    assert page.wait("#verdict").text == "NO"
    shared = page.find("#share-url").get_attribute("value")
    assert "/ask?s=" in shared
    page.open("/")
    page.open(shared)
    assert page.wait("#verdict").text == "NO"
    assert page.find("#reason").get_attribute("data-reason") == "chain-link-2-or-higher"
    # the builder holds the same question
    assert '"can_activate": "bth"' in page.find("#contract-json").get_attribute("value")
    page.shot("shared-link")


def test_an_engine_error_is_shown_next_to_its_field(page, web_server):
    from edison_kg.web.share import ask_path

    scenario = {"cards": {"bth": {"name": "Bottomless Trap Hole", "controller": "B", "zone": "spell_trap_zone"}},
                "steps": [{"activate": "bth", "effect": 9}], "ask": {"last_thing": True}}
    page.open(ask_path(scenario))
    message = page.wait("#field-error")
    assert "there is no effect 9" in message.text
    assert message.get_attribute("data-where") == "$.steps[0].effect"
    # next to the effect control of that step, inside the step
    step = page.find('.step-item[data-path="$.steps[0]"]')
    assert step.find_element("css selector", "#field-error") is not None
    assert page.width() <= PHONE[0]
    page.shot("error-next-to-field")


def test_the_sparql_page_runs_a_named_query(page):
    page.open("/sparql")
    from selenium.webdriver.support.ui import Select

    Select(page.wait("#named")).select_by_value("banlist")
    page.click("form.named button")
    rows = page.wait("#sparql-results table tbody tr")
    assert rows.text
    assert page.width() <= PHONE[0]
    page.shot("sparql")


@pytest.mark.parametrize("path", ["/", "/cards?q=dragon", "/card/Chaos%20Emperor%20Dragon%20-%20Envoy%20of%20the%20End",
                                  "/precedents", "/rule/mtt-optional-when", "/ask"])
def test_no_page_is_wider_than_a_phone(page, path):
    page.open(path)
    page.wait("main")
    assert page.width() <= PHONE[0], f"{path} is {page.width()} px wide"
    # every search box's hint is shown whole: its text, in the box's own font, fits inside it
    cut = page.driver.execute_script("""
        const canvas = document.createElement("canvas").getContext("2d");
        return [...document.querySelectorAll("input[placeholder]")].filter(box => {
            const style = getComputedStyle(box);
            canvas.font = style.font;
            const room = box.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
            return canvas.measureText(box.placeholder).width > room;
        }).map(box => box.placeholder);""")
    assert cut == [], f"{path}: hints cut short at {PHONE[0]} px: {cut}"
