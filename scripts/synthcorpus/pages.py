"""Titles, cross-references and the sections of each page."""

from .vocabulary import (
    ADJECTIVES,
    ALL_PLATFORMS,
    AUDIENCES,
    CHANGE_NOTES,
    COLORS,
    DEVICES,
    EXTERNAL_PAGES,
    MONTHS,
    NOUNS,
    PLATFORM_SECTIONS,
    SYMBOLS,
    TITLE_HEADS,
    TITLE_MODIFIERS,
    TITLE_TOPICS,
    TOPIC_SECTIONS,
    TOPIC_SECTION_VERBS,
    VIDEOS,
)
from .grammar import article, capitalize, particle
from .helpers import cumulative, hexid, ko_list, oxford, pick, slugify, weighted
from .templates import ABSTRACTS, SECTION_COUNTS
from .writer import Section, Writer
from .segments import segments_text


class Corpus:
    def __init__(self, pages):
        self.pages = pages
        self.titles = [(page.title, page.slug) for page in pages]
        self.sessions = [page for page in pages if page.session]

    def other_page(self, rng, slug):
        if len(self.titles) == 1 or rng.random() < 0.1:
            slug_, title = rng.choice(EXTERNAL_PAGES)
            return title, slug_
        while True:
            title, other = rng.choice(self.titles)
            if other != slug:
                return title, other


def make_titles(rng, count):
    seen = set()
    titles = []
    while len(titles) < count:
        topic, ko_topic = pick(rng, TITLE_TOPICS)
        head, ko_head = pick(rng, TITLE_HEADS)
        shape = rng.random()
        if shape < 0.6:
            title = f"{pick(rng, TITLE_MODIFIERS)} {topic} {head}"
        elif shape < 0.72:
            title = f"Managing {topic} {head}"
        elif shape < 0.87:
            title = f"{capitalize(topic)} {head}"
        else:
            title = f"{rng.choice(TOPIC_SECTION_VERBS)} {topic} {head}"
        slug = slugify(title)
        if slug in seen:
            # A third word keeps large corpora unique once the two-word titles run out.
            title = f"{title} for {rng.choice(AUDIENCES)}"
            slug = slugify(title)
            if slug in seen:
                continue
        seen.add(slug)
        titles.append((title, slug, f"{topic} {head}", f"{ko_topic} {ko_head}"))
    return titles


FIGURE_COUNTS = cumulative([(0.4, 0), (0.35, 1), (0.25, 2)])


def figure(rng, writer, page, section, index):
    """An image with its alt text and, sometimes, a caption line under it."""
    name = f"{page.slug}-{slugify(section.title)}-{index + 1}"
    url = f"https://docs-assets.developer.apple.com/published/{hexid(rng)}/{name}%402x.png"
    kind = rng.choice(("A screenshot", "An illustration", "A diagram", "A recording"))
    alt = (f"{kind} of {article(pick(rng, ADJECTIVES))} {page.topic} "
           f"{rng.choice(('view', 'layout', 'screen', 'example'))} on {rng.choice(DEVICES)}. "
           f"{segments_text(writer.descriptive()[0])}")
    caption = None
    if rng.random() < 0.5:
        caption = f"{capitalize(pick(rng, ADJECTIVES))} {pick(rng, NOUNS)}"
    return url, name, alt, caption


def build_page(rng, page, corpus):
    writer = Writer(rng, page, corpus)
    lifecycle_bias = rng.choice((0.04, 0.08, 0.25))
    style_bias = rng.choice((0.04, 0.08, 0.22))
    writer.object = (page.topic, page.ko_topic)
    template_en, template_ko = rng.choice(ABSTRACTS)
    topic_words = {"TOPIC": capitalize(page.topic), "topic": page.topic, "topicb": page.topic.split()[0],
                   "CTXW": rng.choice(("the context changes", "the situation changes", "people move between devices"))}
    page.abstract = writer.fill(template_en, topic_words)
    page.ko_abstract = writer.fill_ko(template_ko, {"KTOPIC": page.ko_topic,
                                                    "KTOPICB": page.ko_topic.split()[0]})
    page.intro = [writer.paragraph(rng.randint(1, 4)) for _ in range(rng.randint(2, 4))]

    total = weighted(rng, SECTION_COUNTS)
    platform_subsections = 0
    has_platforms = total >= 3 and rng.random() < 0.6
    if has_platforms:
        platform_subsections = min(rng.choice((0, 1, 1, 2, 2, 3)), total - 2)
    topics = total - 1 - (1 + platform_subsections if has_platforms else 0)
    sections = [Section("Best practices", 2)]
    used_titles = {"Best practices"}
    for _ in range(topics):
        while True:
            if rng.random() < 0.25:
                title = f"{rng.choice(TOPIC_SECTION_VERBS)} {page.topic}"
            else:
                title = pick(rng, TOPIC_SECTIONS)
            if title not in used_titles:
                used_titles.add(title)
                break
        sections.append(Section(title, 2 if rng.random() < 0.85 else 3))
    page.excluded = None
    if has_platforms:
        parent = Section("Platform considerations", 2)
        sections.append(parent)
        named = rng.sample(PLATFORM_SECTIONS, platform_subsections)
        named.sort(key=PLATFORM_SECTIONS.index)
        covered = {name for title in named for name in title.split(", ")}
        rest = [name for name in ALL_PLATFORMS if name not in covered]
        if rest and rng.random() < 0.35:
            candidates = [name for name in ("watchOS", "tvOS", "visionOS", "macOS") if name in rest]
            if candidates:
                page.excluded = rng.choice(candidates)
                rest.remove(page.excluded)
        note_en, note_ko = [], []
        if rest:
            note_en.append(f"No additional considerations for {oxford(rest)}.")
            note_ko.append(f"{ko_list(rest)}에 대한 추가 고려 사항 없음.")
        if page.excluded:
            note_en.append(f"Not supported in {page.excluded}.")
            note_ko.append(f"{page.excluded}에서는 지원되지 않음.")
        if note_en:
            parent.note = (" ".join(note_en), " ".join(note_ko))
        for title in named:
            section = Section(title, 3)
            section.platform = True
            sections.append(section)

    bearing = [section for section in sections if section.title != "Platform considerations"]
    count = max(len(bearing), min(15, int(rng.triangular(3, 15, 10) + 0.5)))
    counts = [1] * len(bearing)
    for _ in range(count - len(bearing)):
        counts[0 if rng.random() < 0.35 else rng.randrange(len(bearing))] += 1
    for section, number in zip(bearing, counts):
        if rng.random() < 0.45:
            section.intro.append(writer.paragraph(rng.randint(1, 3)))
        for index in range(weighted(rng, FIGURE_COUNTS)):
            section.figures.append(figure(rng, writer, page, section, index))
        if not section.platform and section.title != "Best practices" and rng.random() < 0.08:
            excluded = rng.sample(["macOS", "tvOS", "visionOS", "watchOS"], rng.randint(1, 3))
            excluded.sort(key=ALL_PLATFORMS.index)
            section.note = (f"Not applicable for {oxford(excluded)}.", f"{ko_list(excluded)}에는 해당되지 않음.")
        if number >= 3 and rng.random() < 0.1:
            lead_in = rng.choice(("Follow these guidelines when you design {t}:",
                                  "Here are some tips for {t}:",
                                  "Keep these best practices in mind for {t}:"))
            section.tips = (lead_in.format(t=page.topic),
                            f"{page.ko_topic}{particle(page.ko_topic, '을')} 디자인할 때 다음 지침을 따르세요:")
        section.practices = [writer.practice(lifecycle_bias, style_bias) for _ in range(number)]
    page.sections = sections

    page.related = [corpus.other_page(rng, page.slug) for _ in range(rng.randint(2, 4))]
    page.developer = [pick(rng, SYMBOLS) for _ in range(rng.randint(1, 3))]
    page.videos = []
    for _ in range(rng.choice((0, 1, 1, 2))):
        if rng.random() < 0.5:
            page.videos.append(rng.choice(VIDEOS))
        else:
            page.videos.append((f"Design {page.topic} for every platform", rng.randint(2019, 2025),
                                str(rng.randint(100, 10400))))
    page.changelog = []
    year = 2025
    for _ in range(rng.randint(1, 3)):
        year -= rng.randint(0, 1)
        date = f"{rng.choice(MONTHS)} {rng.randint(1, 28)}, {year}"
        page.changelog.append((date, rng.choice(CHANGE_NOTES).format(x=page.topic)))
    page.image = (f"https://docs-assets.developer.apple.com/published/{hexid(rng)}/{page.slug}-intro%402x.png",
                  f"A stylized representation of {article(page.topic.split()[0])} {page.topic.split()[-1]} "
                  f"interface. The image is tinted {rng.choice(COLORS)} to subtly reflect the color in the "
                  f"original six-color Apple logo.")
