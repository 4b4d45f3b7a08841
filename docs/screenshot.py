"""Takes docs/judge-page.png, the README's picture of the judge's page: ``edison-kg serve`` on a
free port of 127.0.0.1, headless Chromium (Debian's chromium and chromium-driver) at a phone's
width (390 px) on the answer to the Reinforcement of the Army + Call of the Haunted question.
The server is stopped by its process id at the end.

Run: ``python docs/screenshot.py [--height 1750] [--out docs/judge-page.png]``.
"""

from __future__ import annotations

import argparse
import http.client
import shutil
import socket
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

PRECEDENT = "reinforcement-of-the-army-call-of-the-haunted"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--height", type=int, default=1750, help="height of the picture in CSS pixels")
    parser.add_argument("--out", default=str(HERE / "judge-page.png"))
    args = parser.parse_args(argv)
    browser, driver_path = shutil.which("chromium") or shutil.which("chromium-browser"), shutil.which("chromedriver")
    if not (browser and driver_path):
        raise SystemExit("screenshot: needs Debian's chromium and chromium-driver")
    from selenium import webdriver
    from selenium.webdriver.chrome.options import Options
    from selenium.webdriver.chrome.service import Service

    from edison_kg.lookup.precedents import describe_precedent
    from edison_kg.web.share import ask_path

    path = ask_path(describe_precedent(PRECEDENT).scenario)
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    server = subprocess.Popen([sys.executable, "-m", "edison_kg", "serve", "--port", str(port)],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 180
        while True:
            try:
                connection = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
                connection.request("GET", path)
                if connection.getresponse().status == 200:
                    break
            except OSError:
                if time.monotonic() > deadline or server.poll() is not None:
                    raise SystemExit("screenshot: edison-kg serve did not answer")
                time.sleep(0.2)
        options = Options()
        for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                         f"--window-size=390,{args.height}"):
            options.add_argument(argument)
        options.binary_location = browser
        driver = webdriver.Chrome(service=Service(driver_path), options=options)
        try:
            driver.set_window_size(390, args.height)
            driver.get(f"http://127.0.0.1:{port}{path}")
            time.sleep(0.5)
            driver.save_screenshot(args.out)
        finally:
            driver.quit()
    finally:
        server.terminate()
        try:
            server.wait(timeout=15)
        except subprocess.TimeoutExpired:
            server.kill()
    print(f"screenshot: wrote {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
