"""The judge's page in a real browser, for the browser tests: headless Chromium (Debian's
``chromium`` and ``chromium-driver``, installed by .ci/run) driven by Selenium at a phone's width
(390 px), and a page helper that counts what a judge does: a tap is one click or one pick in a
list, typing in one text box is one action."""

from __future__ import annotations

import shutil
import time

import pytest

PHONE = (390, 844)

# the words of every control the judge reads, measured in its own font: none may be cut at 390 px
CUT_WORDS = """
    const canvas = document.createElement("canvas").getContext("2d");
    const room = (box, arrow) => {
        const style = getComputedStyle(box);
        return box.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - arrow;
    };
    const cut = [];
    for (const box of document.querySelectorAll("input[placeholder], textarea[placeholder]")) {
        if (box.tagName === "TEXTAREA" || !box.offsetParent) continue;
        canvas.font = getComputedStyle(box).font;
        if (canvas.measureText(box.placeholder).width > room(box, 0)) cut.push(box.placeholder);
    }
    for (const box of document.querySelectorAll("select")) {
        if (!box.offsetParent || box.selectedIndex < 0) continue;
        canvas.font = getComputedStyle(box).font;
        const text = box.options[box.selectedIndex].text;
        if (canvas.measureText(text).width > room(box, 18)) cut.push(text);
    }
    for (const node of document.querySelectorAll("label, button, summary, legend, .step-words, .verdict")) {
        if (node.offsetParent && node.scrollWidth > node.clientWidth + 1) cut.push(node.textContent.trim());
    }
    return cut;"""


def chromium() -> tuple[str, str] | None:
    browser = shutil.which("chromium") or shutil.which("chromium-browser")
    driver = shutil.which("chromedriver")
    return (browser, driver) if browser and driver else None


def start_browser():
    """A headless Chromium at a phone's width (the test is skipped where there is none)."""
    found = chromium()
    if found is None:
        pytest.skip("no Chromium here: the browser tests need Debian's chromium and chromium-driver "
                    "(.ci/run installs them)")
    webdriver = pytest.importorskip("selenium.webdriver", reason="selenium (in the test extra) is not installed")
    from selenium.webdriver.chrome.options import Options
    from selenium.webdriver.chrome.service import Service

    options = Options()
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--hide-scrollbars", f"--window-size={PHONE[0]},{PHONE[1]}"):
        options.add_argument(argument)
    options.binary_location = found[0]
    driver = webdriver.Chrome(service=Service(found[1]), options=options)
    driver.set_window_size(*PHONE)
    driver.set_page_load_timeout(60)
    return driver


class Page:
    """The browser with helpers: open a path, find, click, pick, type, wait, and a screenshot
    to ``folder``. ``actions`` counts what the judge did (taps, picks, text boxes typed in)."""

    def __init__(self, driver, base: str, folder):
        self.driver, self.base, self.folder = driver, base, folder
        self.actions = 0

    def open(self, path: str) -> None:
        self.driver.get(path if path.startswith("http") else self.base + path)

    def find(self, css: str):
        from selenium.webdriver.common.by import By

        return self.driver.find_element(By.CSS_SELECTOR, css)

    def all(self, css: str) -> list:
        from selenium.webdriver.common.by import By

        return self.driver.find_elements(By.CSS_SELECTOR, css)

    def wait(self, css: str, text: str | None = None, timeout: float = 20.0):
        """The first element matching ``css`` (whose text contains ``text``), once it is there."""
        deadline = time.monotonic() + timeout
        while True:
            for element in self.all(css):
                try:
                    if text is None or text in element.text:
                        return element
                except Exception:   # it was replaced while being read: look again
                    pass
            if time.monotonic() > deadline:
                raise AssertionError(f"no {css!r}" + (f" with {text!r}" if text else "") + f" on {self.driver.current_url}")
            time.sleep(0.05)

    def click(self, css: str, text: str | None = None) -> None:
        element = self.wait(css, text)
        self.driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", element)
        element.click()
        self.actions += 1

    def choose(self, path: str, label: str) -> None:
        """Pick the option whose text starts with ``label`` in the builder's control of ``path``."""
        from selenium.webdriver.support.ui import Select

        control = self.wait(f'select[data-path="{path}"]')
        options = [o.text for o in Select(control).options]
        match = next((o for o in options if o.startswith(label)), None)
        assert match is not None, f"{label!r} is not among {options}"
        Select(control).select_by_visible_text(match)
        self.actions += 1

    def type(self, css: str, text: str) -> None:
        """Type ``text`` into one text box (one action, however long the text)."""
        box = self.wait(css)
        self.driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", box)
        box.send_keys(text)
        self.actions += 1

    def add_card(self, player: str, typed: str, name: str) -> None:
        self.type(f'input[data-add-card="{player}"]', typed)
        self.click(f'.player-{player} button[data-card="{name}"]')
        self.wait(f".player-{player} .card-item", name)

    def contract(self) -> str:
        return self.find("#contract-json").get_attribute("value")

    def width(self) -> int:
        return self.driver.execute_script("return document.documentElement.scrollWidth")

    def cut_words(self) -> list[str]:
        """The words of controls, labels and buttons that do not fit at this width."""
        return self.driver.execute_script(CUT_WORDS)

    def shot(self, name: str) -> None:
        height = self.driver.execute_script("return document.documentElement.scrollHeight")
        self.driver.set_window_size(PHONE[0], min(max(height, PHONE[1]), 6000))
        self.driver.save_screenshot(str(self.folder / f"{name}.png"))
        self.driver.set_window_size(*PHONE)
        assert (self.folder / f"{name}.png").stat().st_size > 1000
