"""Fills sentence templates into practices, sections and pages."""

from .vocabulary import (
    ACCESS_FEATURES,
    ADJECTIVES,
    ADVERBS,
    APPS,
    BACKGROUND_CALLBACKS,
    BODY_VERBS,
    CALLBACKS,
    CONDITIONS,
    CONTEXTS,
    COUNT_NOUNS,
    DEVICES,
    EXAMPLE_NOUNS,
    KO_ADJECTIVES,
    KO_ADVERBS,
    KO_APPS,
    KO_CONDITIONS,
    KO_CONTEXTS,
    KO_FEATURES,
    KO_NOUNS,
    KO_PEOPLE,
    KO_PLACES,
    KO_QUALITIES,
    KO_REASONS,
    MUST_PREDICATES,
    NOUNS,
    OBJECTS,
    OPENERS,
    PEOPLE,
    PLACES,
    PLATFORM_NAMES,
    QUALIFIERS,
    REASONS,
    SHEET_SYMBOLS,
    STATES,
    SUBJECTS,
    SYMBOLS,
    VERB_SYNONYMS,
)
from .grammar import (
    LEAD_VERBS,
    NEGATIVE_VERBS,
    OBJECT_VERBS,
    VERBS_BY_NAME,
    article,
    capitalize,
    fix_particles,
    gerund,
    participle,
    particle,
    plural,
    third_person,
)
from .helpers import cumulative, pick, slugify, weighted
from .templates import (
    BODY_COUNTS,
    GENERIC,
    GUIDANCE_DEV,
    GUIDANCE_XREF,
    KO_DEV,
    KO_GENERIC,
    KO_XREF,
    LEAD_KINDS,
    LIFECYCLE,
    MUST,
    PLATFORM,
    STYLE,
)


# The page model

class Slots(dict):
    """Template slots filled on first use; the same name in one sentence means the same word."""
    __slots__ = ("make",)

    def __missing__(self, key):
        value = self.make(key.rstrip("0123456789"))
        self[key] = value
        return value


class Practice:
    __slots__ = ("lead", "alt_lead", "body", "bullets", "ko", "ko_lead", "ko_body", "reworded", "trimmed", "after")


class Section:
    __slots__ = ("title", "level", "intro", "figures", "practices", "note", "tips", "platform")

    def __init__(self, title, level):
        self.title = title
        self.level = level
        self.intro = []
        self.figures = []
        self.practices = []
        self.note = None
        self.tips = None
        self.platform = False


class Page:
    __slots__ = ("title", "slug", "topic", "ko_topic", "category", "top", "abstract", "ko_abstract",
                 "intro", "sections", "related", "developer", "videos", "changelog", "image", "session",
                 "excluded", "wants_ko")


class Writer:
    """Generates one page's words. Korean is only written for pages that some Korean note
    carries, which keeps the large runs fast."""

    def __init__(self, rng, page, corpus):
        self.rng = rng
        self.page = page
        self.corpus = corpus
        self.ko = page.wants_ko
        self.leads = set()
        self.object = None
        self.last_verb = None

    # English slots
    def make(self, key):
        rng = self.rng
        if key == "N":
            return pick(rng, NOUNS)
        if key == "Ns":
            return plural(pick(rng, COUNT_NOUNS))
        if key == "A":
            return pick(rng, ADJECTIVES)
        if key == "aA":
            return article(pick(rng, ADJECTIVES))
        if key == "aN":
            return article(pick(rng, NOUNS))
        if key == "aEX":
            return article(pick(rng, EXAMPLE_NOUNS))
        if key == "R":
            return pick(rng, ADVERBS)
        if key == "V":
            return pick(rng, BODY_VERBS)
        if key == "Vs":
            return third_person(pick(rng, BODY_VERBS))
        if key == "Ving":
            return gerund(pick(rng, BODY_VERBS))
        if key == "Vpp":
            return participle(pick(rng, BODY_VERBS))
        if key == "S":
            return rng.choice(SUBJECTS)
        if key == "P":
            return pick(rng, PEOPLE)
        if key == "APP":
            return pick(rng, APPS)
        if key == "DEV":
            return rng.choice(DEVICES)
        if key == "FEAT":
            return pick(rng, ACCESS_FEATURES)
        if key == "PLAT":
            return rng.choice(PLATFORM_NAMES)
        if key == "PLACE":
            return pick(rng, PLACES)
        if key == "CTX":
            return pick(rng, CONTEXTS)
        if key == "REASON":
            return pick(rng, REASONS)
        if key == "O":
            return self.object[0]
        raise KeyError(key)

    # Korean slots
    def make_ko(self, key):
        rng = self.rng
        if key == "KN":
            return pick(rng, KO_NOUNS)
        if key == "KADJ":
            return pick(rng, KO_ADJECTIVES)
        if key == "KADV":
            return pick(rng, KO_ADVERBS)
        if key == "KS":
            return pick(rng, KO_PEOPLE)
        if key == "KAPP":
            return pick(rng, KO_APPS)
        if key == "KPLACE":
            return pick(rng, KO_PLACES)
        if key == "KCTX":
            return pick(rng, KO_CONTEXTS)
        if key == "KREASON":
            return pick(rng, KO_REASONS)
        if key == "KV":
            return pick(rng, OBJECT_VERBS).ko[:-1]
        if key == "KCOND":
            return rng.choice(KO_CONDITIONS)
        if key == "KQUAL":
            return rng.choice(KO_QUALITIES)
        if key == "KFEAT":
            return rng.choice(KO_FEATURES)
        if key == "KSTATE":
            return rng.choice(STATES)[1]
        if key == "KO":
            return self.object[1]
        raise KeyError(key)

    def fill(self, template, preset=None):
        slots = Slots(preset or ())
        slots.make = self.make
        return capitalize(template.format_map(slots))

    def fill_ko(self, template, preset=None):
        if not self.ko:
            return ""
        slots = Slots(preset or ())
        slots.make = self.make_ko
        return fix_particles(template.format_map(slots))

    # Objects and leads

    def choose_object(self):
        page = self.page
        if self.rng.random() < 0.22:
            return page.topic, page.ko_topic
        return pick(self.rng, OBJECTS)

    def lead(self):
        """A lead sentence, its Korean, and a reworded variant for a second source."""
        rng = self.rng
        for _ in range(8):
            obj = self.choose_object()
            kind = weighted(rng, LEAD_KINDS)
            qualifier = pick(rng, QUALIFIERS) if rng.random() < 0.6 else None
            lead, ko = self.compose(kind, obj, qualifier)
            key = slugify(lead)
            if key not in self.leads:
                self.leads.add(key)
                break
        self.object = obj
        alt_qualifier = None if qualifier and rng.random() < 0.4 else pick(rng, QUALIFIERS)
        if alt_qualifier == qualifier:
            alt_qualifier = None
        alt, _ = self.compose(kind, obj, alt_qualifier, reword=True)
        return lead, alt, ko

    def compose(self, kind, obj, qualifier, reword=False):
        rng = self.rng
        obj_en, obj_ko = obj
        q = " " + qualifier[0] if qualifier else ""
        kq = qualifier[1] + " " if qualifier else ""
        if kind in ("never", "dont", "avoid"):
            verb = self.verb_for(kind, NEGATIVE_VERBS, reword)
        else:
            verb = self.verb_for(kind, LEAD_VERBS, reword)
        stem = verb.ko
        kobj = verb.ko_object(obj_ko)
        if kind == "plain":
            return f"{capitalize(verb.phrase())} {obj_en}{q}.", f"{kq}{kobj} {stem}세요."
        if kind == "let":
            return (f"Let people {verb.phrase()} {obj_en}{q}.",
                    f"{kq}사람들이 {kobj} {stem[:-1]}할 수 있게 하세요.")
        if kind == "help":
            return (f"Help people {verb.phrase()} {obj_en}{q}.",
                    f"{kq}사람들이 {kobj} {stem[:-1]}할 수 있도록 도와주세요.")
        if kind == "cond":
            if rng.random() < 0.55:
                cond_en, cond_ko = pick(rng, CONDITIONS)
                if rng.random() < 0.6:
                    return f"When {cond_en}, {verb.phrase()} {obj_en}.", f"{cond_ko} 때 {kobj} {stem}세요."
                return f"If {cond_en}, {verb.phrase()} {obj_en}.", f"{cond_ko} 경우 {kobj} {stem}세요."
            opener_en, opener_ko = rng.choice(OPENERS)
            return f"{opener_en}, {verb.phrase()} {obj_en}.", f"{opener_ko} {kobj} {stem}세요."
        if kind == "always":
            return f"Always {verb.phrase()} {obj_en}{q}.", f"{kq}항상 {kobj} {stem}세요."
        if kind == "never":
            return f"Never {verb.phrase()} {obj_en}{q}.", f"{kq}{kobj} 절대 {stem}지 마세요."
        if kind == "dont":
            return f"Don’t {verb.phrase()} {obj_en}{q}.", f"{kq}{kobj} {stem}지 마세요."
        if kind == "avoid":
            return f"Avoid {verb.phrase(verb.ing)} {obj_en}{q}.", f"{kq}{kobj} {stem}는 것을 피하세요."
        if kind == "consider":
            return f"Consider {verb.phrase(verb.ing)} {obj_en}{q}.", f"{kq}{kobj} {stem}는 것을 고려하세요."
        if kind == "prefer":
            return f"Prefer {verb.phrase(verb.ing)} {obj_en}{q}.", f"{kq}가급적 {kobj} {stem}세요."
        if kind == "besure":
            state_en, state_ko = rng.choice(STATES)
            opener = rng.choice(("Be sure to keep", "Make sure to keep"))
            return (f"{opener} {obj_en} {state_en}{q}.",
                    f"{kq}{obj_ko}{particle(obj_ko, '이')} 항상 {state_ko} 상태를 유지하도록 하세요.")
        predicate_en, predicate_ko = rng.choice(MUST_PREDICATES)
        return (f"Remember that {obj_en} must {predicate_en}.",
                f"{obj_ko}{particle(obj_ko, '은')} {predicate_ko}는 점을 기억하세요.")

    def verb_for(self, kind, verbs, reword):
        if reword and self.last_verb is not None:
            synonym = VERB_SYNONYMS.get(self.last_verb.base)
            if synonym and synonym in VERBS_BY_NAME and self.rng.random() < 0.5:
                return VERBS_BY_NAME[synonym]
            return self.last_verb
        self.last_verb = pick(self.rng, verbs)
        return self.last_verb

    # Body sentences: lists of segments ("t" text, "c" code, "x" page link, "s" symbol link,
    # "u" external link, "e" emphasis).

    def sentence(self, kind):
        rng = self.rng
        if kind == "generic":
            template, _ = pick(rng, GENERIC)
            return split_code(self.fill(template)), self.fill_ko(pick(rng, KO_GENERIC))
        if kind == "lifecycle":
            en, ko = rng.choice(LIFECYCLE)
            name, when_en, when_ko = rng.choice(CALLBACKS)
            verb = pick(rng, LEAD_VERBS)
            background = rng.choice(BACKGROUND_CALLBACKS)
            preset = {"CB": name, "CBWHEN": when_en, "CBBG": background, "LV": verb.phrase()}
            ko_preset = {"CB": name, "KCBWHEN": when_ko, "CBBG": background, "KV": verb.ko[:-1]}
            return split_code(self.fill(en, preset)), self.fill_ko(ko, ko_preset)
        if kind == "style":
            en, ko = rng.choice(STYLE)
            symbol = rng.choice(SHEET_SYMBOLS)
            return (split_code(self.fill(en, {"SHEETSYM": symbol})), self.fill_ko(ko, {"SHEETSYM": symbol}))
        if kind == "xref":
            target = self.corpus.other_page(rng, self.page.slug)
            title, slug = target
            opener = rng.choice(GUIDANCE_XREF)
            return [("t", opener), ("x", title, slug), ("t", ".")], self.fill_ko(rng.choice(KO_XREF), {"T": title})
        if kind == "dev":
            name, framework = pick(rng, SYMBOLS)
            if rng.random() < 0.6:
                opener = rng.choice(GUIDANCE_DEV)
                segments = [("t", opener), ("s", name, framework), ("t", ".")]
            else:
                verb = pick(rng, LEAD_VERBS)
                segments = [("t", "You can use "), ("s", name, framework),
                            ("t", f" to {verb.phrase()} {self.object[0]}.")]
            return segments, self.fill_ko(rng.choice(KO_DEV), {"T": name})
        if kind == "must":
            en, ko = rng.choice(MUST)
            verb = pick(rng, LEAD_VERBS)
            qualifier = pick(rng, QUALIFIERS)
            state = rng.choice(STATES)
            stem = verb.ko
            must = (stem[:-1] + "해야 합니다.") if stem.endswith("하") else stem + "아야 합니다."
            preset = {"LV": verb.phrase(), "Q": qualifier[0], "STATE": state[0]}
            ko_preset = {"KQ": qualifier[1], "KOP": verb.ko_object(self.object[1]), "KVMUST": must,
                         "KSTATEN": state[1]}
            return split_code(self.fill(en, preset)), self.fill_ko(ko, ko_preset)
        en, ko = rng.choice(PLATFORM)
        platform = rng.choice(PLATFORM_NAMES)
        device = rng.choice(DEVICES)
        return (split_code(self.fill(en, {"PLAT": platform, "DEV": device})),
                self.fill_ko(ko, {"PLAT": platform, "DEV": device}))

    def descriptive(self):
        """A sentence that describes rather than instructs."""
        rng = self.rng
        while True:
            template, descriptive = pick(rng, GENERIC)
            if not descriptive:
                continue
            text = self.fill(template)
            # "Open …", "Complete …": an adjective that opens a sentence reads as an instruction.
            if text.split(" ", 1)[0].lower() in ("open", "complete", "separate"):
                continue
            return split_code(text), self.fill_ko(pick(rng, KO_GENERIC))

    def practice(self, lifecycle_bias, style_bias):
        rng = self.rng
        practice = Practice()
        practice.lead, practice.alt_lead, practice.ko_lead = self.lead()
        kinds = cumulative([(0.55, "generic"), (lifecycle_bias, "lifecycle"), (style_bias, "style"),
                            (0.12, "xref"), (0.10, "dev"), (0.03, "must"), (0.05, "platform")])
        body, ko = [], []
        used = set()
        for _ in range(weighted(rng, BODY_COUNTS)):
            kind = weighted(rng, kinds)
            if kind in used and kind != "generic":
                kind = "generic"
            used.add(kind)
            segments, korean = self.sentence(kind)
            body.append(segments)
            ko.append(korean)
        practice.body = body
        practice.ko_body = " ".join(ko)
        practice.ko = (practice.ko_lead + " " + practice.ko_body).strip() if self.ko else ""
        practice.after = self.paragraph(rng.randint(1, 2)) if rng.random() < 0.18 else None
        practice.bullets = []
        if rng.random() < 0.08:
            for _ in range(rng.randint(2, 3)):
                segments, korean = self.sentence("generic")
                practice.bullets.append((segments, korean))
        return practice

    def paragraph(self, sentences):
        parts, ko = [], []
        for _ in range(sentences):
            segments, korean = self.descriptive()
            if parts:
                parts.append(("t", " "))
            parts.extend(segments)
            ko.append(korean)
        return merge(parts), " ".join(ko)


def split_code(text):
    if "`" not in text:
        return [("t", text)]
    segments = []
    for index, part in enumerate(text.split("`")):
        if part:
            segments.append(("c", part) if index % 2 else ("t", part))
    return segments


def merge(segments):
    out = []
    for segment in segments:
        if segment[0] == "t" and out and out[-1][0] == "t":
            out[-1] = ("t", out[-1][1] + segment[1])
        else:
            out.append(segment)
    return out


def join_sentences(sentences):
    parts = []
    for sentence in sentences:
        if parts:
            parts.append(("t", " "))
        parts.extend(sentence)
    return merge(parts)
