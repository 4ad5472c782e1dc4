"""Command line: scripts/synth-corpus OUTPUT_DIR --pages N [--seed S]."""

import argparse
import random
import shutil
import sys
import time
from pathlib import Path

from .vocabulary import GITHUB_USERS, JEONHUI_CATEGORIES
from .helpers import weighted
from .templates import PRIMARY_FORMATS, SECOND_FORMATS
from .writer import Page
from .pages import Corpus, build_page, make_titles
from .plaintext import file_name, render


def plan(rng, total):
    """Formats for each page: a primary file, and for about one in ten a second source."""
    seconds = int(total * 0.1 + 0.5) if total > 1 else 0
    primaries = total - seconds
    formats = [weighted(rng, PRIMARY_FORMATS) for _ in range(primaries)]
    eligible = [index for index, (fmt, _) in enumerate(formats) if fmt != "docc-markdown"]
    if len(eligible) < seconds:
        formats += [("markdown", "clip")] * (seconds - len(eligible))
        eligible = [index for index, (fmt, _) in enumerate(formats) if fmt != "docc-markdown"]
        seconds = total - len(formats)
    chosen = sorted(rng.sample(eligible, seconds)) if seconds else []
    extra = {}
    for index in chosen:
        primary = formats[index]
        while True:
            second = weighted(rng, SECOND_FORMATS)
            # Korean-only notes align with the English by section, which a blog post lacks.
            if second[0] != primary[0] and not (second[1].startswith("ko-") and primary == ("text", "blog")):
                break
        extra[index] = second
    return formats, extra


def prepare_output(directory):
    marker = directory / ".synth-corpus"
    if directory.exists():
        if not directory.is_dir():
            sys.exit(f"synth-corpus: {directory} exists and is not a folder")
        entries = list(directory.iterdir())
        if entries and not marker.exists():
            sys.exit(f"synth-corpus: {directory} is not empty and was not written by synth-corpus; "
                     "choose an empty or new folder")
        for entry in entries:
            if entry.is_dir() and not entry.is_symlink():
                shutil.rmtree(entry)
            else:
                entry.unlink()
    directory.mkdir(parents=True, exist_ok=True)
    marker.write_text("Written by scripts/synth-corpus; the folder is replaced on the next run.\n")


def main():
    parser = argparse.ArgumentParser(
        prog="scripts/synth-corpus",
        description="Write a synthetic HIG corpus in every format `hig ingest` reads.")
    parser.add_argument("output", metavar="OUTPUT_DIR", help="folder to write (empty, new, or an earlier output)")
    parser.add_argument("--pages", type=int, required=True, metavar="N",
                        help="page files to write; about one in ten is a second source of another page")
    parser.add_argument("--seed", type=int, default=1, metavar="S", help="random seed (default 1)")
    args = parser.parse_args()
    if args.pages < 1:
        parser.error("--pages must be at least 1")
    taxonomy = Path(__file__).resolve().parents[2] / "Content" / "taxonomy.yml"
    if not taxonomy.is_file():
        sys.exit(f"synth-corpus: {taxonomy} is missing")

    started = time.monotonic()
    rng = random.Random(args.seed)
    formats, extra = plan(rng, args.pages)
    titles = make_titles(rng, len(formats))
    pages = []
    for index, (title, slug, topic, ko_topic) in enumerate(titles):
        page = Page()
        page.title, page.slug, page.topic, page.ko_topic = title, slug, topic, ko_topic
        page.category, page.top = rng.choice(JEONHUI_CATEGORIES)
        wanted = [formats[index]] + ([extra[index]] if index in extra else [])
        page.wants_ko = any(fmt == "markdown-bilingual" for fmt, _ in wanted)
        page.session = None
        if formats[index][0] == "docc-markdown":
            page.session = (rng.randint(19, 25), None, rng.randint(8, 40), rng.choice(GITHUB_USERS))
        pages.append(page)
    sessions = sum(1 for page in pages if page.session)
    numbers = rng.sample(range(100, 100 + max(10900, 2 * sessions)), sessions)
    for page in (page for page in pages if page.session):
        year, _, minutes, user = page.session
        page.session = (year, numbers.pop(), minutes, user)
    corpus = Corpus(pages)

    output = Path(args.output)
    prepare_output(output)
    for folder in ("docc-json", "docc-markdown", "html", "markdown", "markdown-bilingual", "text"):
        (output / folder).mkdir(exist_ok=True)
    shutil.copyfile(taxonomy, output / "taxonomy.yml")

    files = 1
    size = taxonomy.stat().st_size
    seconds = 0
    for index, page in enumerate(pages):
        build_page(rng, page, corpus)
        for section in page.sections:
            for practice in section.practices:
                practice.reworded = False
                practice.trimmed = False
        jobs = [(formats[index], False)]
        if index in extra:
            jobs.append((extra[index], True))
            for section in page.sections:
                for practice in section.practices:
                    practice.reworded = rng.random() < 0.3
                    practice.trimmed = rng.random() < 0.15
        for (fmt, variant), second in jobs:
            data = render(page, fmt, variant, second, rng, corpus).encode("utf-8")
            with open(output / file_name(page, fmt, variant), "wb") as handle:
                handle.write(data)
            files += 1
            size += len(data)
            seconds += second
    elapsed = time.monotonic() - started
    print(f"synth-corpus: {len(pages) + seconds} pages ({len(pages)} titles, {seconds} second sources) "
          f"in {files} files (with taxonomy.yml), {size:,} bytes, seed {args.seed}, {elapsed:.1f} s -> {output}")


if __name__ == "__main__":
    main()
