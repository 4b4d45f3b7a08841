"""The headless browser the page tests drive: one Chromium per test module, and a page helper on
the module's ``edison-kg serve``."""

from __future__ import annotations

import pytest

from judge_browser import Page, start_browser


@pytest.fixture(scope="module")
def browser():
    driver = start_browser()
    try:
        yield driver
    finally:
        driver.quit()


@pytest.fixture()
def page(browser, web_server, tmp_path):
    """The browser with helpers: open a path, find, click, wait, and a screenshot to tmp_path."""
    base, _ = web_server
    return Page(browser, base, tmp_path)
