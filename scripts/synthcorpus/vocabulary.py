"""Word lists, read from data/*.txt, and the parsed forms the writer draws from."""

from pathlib import Path

DATA = Path(__file__).resolve().parent / "data"


def read(name):
    return (DATA / name).read_text(encoding="utf-8")


def pairs(block):
    return [tuple(part.strip() for part in line.split("|")) for line in block.strip().splitlines() if line.strip()]


def options(block):
    return [part.strip() for part in block.replace("\n", " ").split("|") if part.strip()]


# ---------------------------------------------------------------------------------------------
# Vocabulary. Lists are ordered roughly from common to rare: `pick` favours the start of a list,
# so word frequencies fall off the way they do in real prose.

TITLE_MODIFIERS = read("title_modifiers.txt").split()

# Added to a title that is already taken.
AUDIENCES = options(read("audiences.txt"))

# (topic, Korean)
TITLE_TOPICS = pairs(read("title_topics.txt"))

# (head noun, Korean); all plural so "X help people …" agrees.
TITLE_HEADS = pairs(read("title_heads.txt"))

# Guideline objects (English, Korean), without articles so every lead shape reads.
OBJECTS = pairs(read("objects.txt"))

# Lead verbs (verb, preposition, Korean stem ending in 하, Korean particle for the object). Every
# verb here opens an instruction that the plain-text reader recognises as imperative.
LEAD_VERB_ROWS = pairs(read("lead_verbs.txt"))

# Verbs that read well after "Never", "Don’t" and "Avoid".
NEGATIVE_VERB_ROWS = pairs(read("negative_verbs.txt"))

VERB_SYNONYMS = {
    "show": "display", "display": "show", "provide": "offer", "offer": "provide", "keep": "maintain",
    "maintain": "keep", "save": "store", "store": "save", "explain": "describe", "describe": "explain",
    "communicate": "convey", "convey": "communicate", "confirm": "verify", "verify": "confirm",
    "organize": "arrange", "arrange": "organize", "emphasize": "highlight", "highlight": "emphasize",
    "defer": "postpone", "postpone": "defer", "restrict": "limit", "limit": "restrict",
    "finish": "complete", "complete": "finish", "choose": "select", "select": "choose",
}

# Qualifiers that end a lead (English, Korean placed before the object).
QUALIFIERS = pairs(read("qualifiers.txt"))

# Conditions for "When …, do X." / "If …, do X." (English, Korean adnominal clause).
CONDITIONS = pairs(read("conditions.txt"))

# Openers that end in a comma, for "In visionOS, do X." (English, Korean).
OPENERS = pairs(read("openers.txt"))

# "Remember that X must …" (English, Korean ending in 한다).
MUST_PREDICATES = pairs(read("must_predicates.txt"))

# "Be sure to keep X …" (English, Korean adnominal).
STATES = pairs(read("states.txt"))

NOUNS = read("nouns.txt").split()

# Everyday nouns for examples ("For example, a bakery app might …").
EXAMPLE_NOUNS = list(dict.fromkeys(read("example_nouns.txt").split()))

# Nouns that have no plural form.
MASS_NOUNS = set(read("mass_nouns.txt").split())
COUNT_NOUNS = list(NOUNS)
NOUNS += sorted(MASS_NOUNS)

ADJECTIVES = read("adjectives.txt").split()

ADVERBS = read("adverbs.txt").split()

# Verbs for body sentences. Taxonomy cue words (launch, suspend, resume, connect, …) are left
# out, so lifecycle tags come only from the sentences written to carry them.
BODY_VERBS = read("body_verbs.txt").split()

PEOPLE = options(read("people.txt"))

SUBJECTS = options(read("subjects.txt"))

APPS = options(read("apps.txt"))

DEVICES = options(read("devices.txt"))

ACCESS_FEATURES = options(read("access_features.txt"))

PLATFORM_NAMES = options(read("platform_names.txt"))

PLACES = options(read("places.txt"))

CONTEXTS = options(read("contexts.txt"))

REASONS = options(read("reasons.txt"))

# Korean pools for body sentences.
KO_PEOPLE = options(read("ko_people.txt"))

KO_APPS = options(read("ko_apps.txt"))

KO_ADVERBS = options(read("ko_adverbs.txt"))

KO_ADJECTIVES = options(read("ko_adjectives.txt"))

KO_NOUNS = [ko for _, ko in OBJECTS] + [ko for _, ko in TITLE_TOPICS] + options(read("ko_nouns_extra.txt"))

KO_PLACES = options(read("ko_places.txt"))

KO_CONTEXTS = options(read("ko_contexts.txt"))

KO_REASONS = options(read("ko_reasons.txt"))

KO_CONDITIONS = options(read("ko_conditions.txt"))
KO_QUALITIES = options(read("ko_qualities.txt"))
KO_FEATURES = options(read("ko_features.txt"))

# Lifecycle callbacks with when they arrive (name, English, Korean).
CALLBACKS = [
    ("applicationWillResignActive", "just before the app becomes inactive", "앱이 비활성화되기 직전에"),
    ("applicationDidEnterBackground", "when the app enters the background", "앱이 백그라운드로 전환될 때"),
    ("applicationWillEnterForeground", "as the app returns to the foreground", "앱이 포그라운드로 돌아올 때"),
    ("applicationDidBecomeActive", "when the app becomes active", "앱이 활성화될 때"),
    ("applicationWillTerminate", "before the app terminates", "앱이 종료되기 전에"),
    ("application(_:didFinishLaunchingWithOptions:)", "at launch", "앱이 실행될 때"),
    ("sceneWillResignActive", "when a scene is about to become inactive", "씬이 비활성화되기 직전에"),
    ("sceneDidBecomeActive", "when a scene becomes active", "씬이 활성화될 때"),
    ("sceneDidEnterBackground", "when a scene enters the background", "씬이 백그라운드로 전환될 때"),
    ("sceneWillEnterForeground", "as a scene returns to the foreground", "씬이 포그라운드로 돌아올 때"),
    ("sceneDidDisconnect", "when the system releases a scene", "시스템이 씬을 해제할 때"),
    ("scene(_:willConnectTo:options:)", "when a new scene connects", "새 씬이 연결될 때"),
]
BACKGROUND_CALLBACKS = ["applicationDidEnterBackground", "sceneDidEnterBackground"]

# Developer symbols (name, framework).
SYMBOLS = [tuple(entry.split()) for entry in options(read("symbols.txt"))]
SHEET_SYMBOLS = ["UISheetPresentationController", "presentationDetents(_:)"]

EXTERNAL_PAGES = pairs(read("external_pages.txt"))

VIDEOS = [(title, int(year), number) for title, year, number in pairs(read("videos.txt"))]

TOPIC_SECTIONS = options(read("topic_sections.txt"))
TOPIC_SECTION_VERBS = options(read("topic_section_verbs.txt"))

PLATFORM_SECTIONS = ["iOS, iPadOS", "macOS", "tvOS", "visionOS", "watchOS"]
ALL_PLATFORMS = ["iOS", "iPadOS", "macOS", "tvOS", "visionOS", "watchOS"]

JEONHUI_CATEGORIES = [
    ("patterns", "patterns"), ("components-presentation", "components"),
    ("components-menus-and-actions", "components"), ("components-selection-and-input", "components"),
    ("components-navigation-and-search", "components"), ("components-layout-and-organization", "components"),
    ("components-status", "components"), ("foundations", "foundations"), ("inputs", "inputs"),
    ("technologies", "technologies"),
]
CATEGORY_NAMES = {
    "patterns": "Patterns", "components": "Components", "foundations": "Foundations", "inputs": "Inputs",
    "technologies": "Technologies",
}

GITHUB_USERS = "mackuba zntfdr mike011 jeonhui yujinkim1 i-colours-u dimsumdev hanbit-lee sora-k mintpark".split()
COLORS = ["red", "orange", "yellow", "green", "blue", "purple"]
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December"]
CHANGE_NOTES = [
    "Updated to include guidance for visionOS.", "Added guidance on {x}.", "Clarified guidance on {x}.",
    "Enhanced guidance for {x} and added artwork.", "Reorganized the page and added guidance for {x}.",
    "Updated guidance for {x} in watchOS.", "New page.",
]
