#!/usr/bin/env python3
"""A review made in the browser, read back by `hig review report`.

Builds the site of the shipped Content, opens a checklist page in headless Chromium (Debian's
chromium-driver), sets a status on four items (one by keyboard alone) and notes holding commas,
quotes, line ends, `|`, Markdown and HTML, reloads the page to see the marks were kept, clicks
"Export Markdown" and "Export CSV", and runs `hig review report --format json` on both downloaded
files: the counts and every note must come back as they were typed, and `hig review update`
must re-scope each file to the same items (none new, none removed).

usage: Tests/site-checks/check_review.py HIG [--site DIR]
Prints one line per failure and a closing 'N passed, N failed'; exits 1 on any failure.
"""

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from check_site import ROOT, browser, build_site

PAGE = "checklists/sheets.html"
# What the reviewer types: every character a CSV cell or a Markdown line could take for its own.
NOTES = {
    "fail": 'Crashes, then "Done" | stays\n# not a heading\n- nor a list *item* `code` [link](x) & <b>bold</b>',
    "waived": "Known; see https://example.com/a?b=1, ticket 12",
}


class Checks:
    def __init__(self):
        self.passed = self.failed = 0

    def expect(self, condition, message):
        if condition:
            self.passed += 1
        else:
            self.failed += 1
            print(f"review: {message}")


def items(driver):
    from selenium.webdriver.common.by import By

    return driver.find_elements(By.CSS_SELECTOR, "li[data-review-id]")


def choose(item, status):
    from selenium.webdriver.common.by import By

    item.find_element(By.CSS_SELECTOR, f'input[type="radio"][value="{status}"]').click()


def mark_page(driver):
    """Marks the first four items; returns {id: (status, note)} as typed."""
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys

    first, second, third, fourth = items(driver)[:4]
    typed = {}
    choose(first, "pass")
    typed[first.get_attribute("data-review-id")] = ("pass", "")
    choose(second, "fail")
    second.find_element(By.CSS_SELECTOR, "textarea").send_keys(NOTES["fail"])
    typed[second.get_attribute("data-review-id")] = ("fail", NOTES["fail"])
    # By keyboard alone: focus the group's checked radio (Unset) and move with the arrow keys.
    unset = third.find_element(By.CSS_SELECTOR, 'input[type="radio"][value=""]')
    driver.execute_script("arguments[0].focus()", unset)
    unset.send_keys(Keys.ARROW_RIGHT, Keys.ARROW_RIGHT, Keys.ARROW_RIGHT)
    typed[third.get_attribute("data-review-id")] = ("n/a", "")
    choose(fourth, "waived")
    fourth.find_element(By.CSS_SELECTOR, "textarea").send_keys(NOTES["waived"])
    typed[fourth.get_attribute("data-review-id")] = ("waived", NOTES["waived"])
    return typed


def kept_marks(driver):
    from selenium.webdriver.common.by import By

    kept = {}
    for item in items(driver):
        checked = item.find_elements(By.CSS_SELECTOR, 'input[type="radio"]:checked')
        note = item.find_element(By.CSS_SELECTOR, "textarea").get_attribute("value")
        status = checked[0].get_attribute("value") if checked else None
        if status or note:
            kept[item.get_attribute("data-review-id")] = (status, note)
    return kept


def export(driver, downloads, label, name):
    from selenium.webdriver.common.by import By

    driver.find_element(By.XPATH, f'//button[normalize-space()="{label}"]').click()
    path = Path(downloads) / name
    for _ in range(100):
        if path.exists() and path.stat().st_size > 0:
            return path
        time.sleep(0.1)
    return None


def run_hig(hig, site_folder, *arguments):
    where = ["--content", str(ROOT / "Content"), "--index", os.path.join(site_folder, "index.sqlite")]
    run = subprocess.run([hig, *arguments, *where], capture_output=True, text=True)
    return run.returncode, run.stdout, run.stderr


def check_update(checks, hig, file, site_folder, want):
    """`hig review update` re-scopes with the filters the export names: the same items, none new
    or removed, every mark carried over."""
    updated = file.with_name("updated-" + file.name)
    code, _, err = run_hig(hig, site_folder, "review", "update", str(file), "--output", str(updated), "--force")
    checks.expect(code == 0, f"{file.name}: hig review update exits {code}: {err.strip()}")
    if code != 0:
        return
    code, out, err = run_hig(hig, site_folder, "review", "report", str(updated), "--format", "json")
    counts = json.loads(out)["counts"] if code == 0 else {}
    got = {key: counts.get(key) for key in list(want) + ["changed", "new", "removed"]}
    expected = dict(want, changed=0, new=0, removed=0)
    checks.expect(got == expected, f"{file.name} after review update: {got}, not {expected}")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("hig")
    parser.add_argument("--site", help="build the site into this folder and keep it")
    arguments = parser.parse_args()
    hig = os.path.abspath(arguments.hig)
    folder = arguments.site or tempfile.mkdtemp(prefix="hig-review-check-")
    os.makedirs(folder, exist_ok=True)
    downloads = os.path.join(folder, "downloads")
    os.makedirs(downloads, exist_ok=True)
    checks = Checks()
    try:
        site = build_site(hig, folder)
        page = Path(site, PAGE).as_uri()
        driver = browser()
        try:
            driver.execute_cdp_cmd("Browser.setDownloadBehavior", {"behavior": "allow", "downloadPath": downloads})
            driver.get(page)
            total = len(items(driver))
            checks.expect(total >= 4, f"{PAGE} has {total} items; four are needed")
            typed = mark_page(driver)
            summary = driver.find_element("css selector", ".review-summary").text
            checks.expect(
                summary == f"4 of {total} reviewed: 1 pass, 1 fail, 1 n/a, 1 waived, {total - 4} open",
                f"the summary says {summary!r}",
            )
            driver.get(page)
            kept = kept_marks(driver)
            checks.expect(kept == typed, f"after a reload the page shows {kept}, not {typed}")
            html_in_note = driver.execute_script("return document.querySelectorAll('main b, main textarea *').length")
            checks.expect(html_in_note == 0, "a note's HTML became elements")
            entry = os.path.basename(PAGE)[: -len(".html")]
            for label, extension in [("Export Markdown", "md"), ("Export CSV", "csv")]:
                file = export(driver, downloads, label, f"review-{entry}.{extension}")
                if file is None:
                    checks.expect(False, f"{label} downloaded no review-{entry}.{extension}")
                    continue
                code, out, err = run_hig(hig, folder, "review", "report", str(file), "--format", "json")
                checks.expect(code == 0, f"{file.name}: hig review report exits {code}: {err.strip()}")
                if code != 0:
                    continue
                answer = json.loads(out)
                counts = answer["counts"]
                got = {key: counts.get(key) for key in ["total", "pass", "fail", "n/a", "waived", "open"]}
                want = {"total": total, "pass": 1, "fail": 1, "n/a": 1, "waived": 1, "open": total - 4}
                checks.expect(got == want, f"{file.name}: counts {got}, not {want}")
                check_update(checks, hig, file, folder, want)
                notes = {item["id"]: item["note"] for item in answer["failing"] + answer["waived"]}
                for status in ["fail", "waived"]:
                    id = next(key for key, value in typed.items() if value[0] == status)
                    checks.expect(
                        notes.get(id) == NOTES[status], f"{file.name}: the {status} note came back as {notes.get(id)!r}"
                    )
        finally:
            driver.quit()
    finally:
        if not arguments.site:
            shutil.rmtree(folder, ignore_errors=True)
    print(f"review checks: {checks.passed} passed, {checks.failed} failed")
    return 1 if checks.failed else 0


if __name__ == "__main__":
    sys.exit(main())
