"""English inflection, Korean particles and the verb table built on them."""

import re

from .vocabulary import LEAD_VERB_ROWS, MASS_NOUNS, NEGATIVE_VERB_ROWS


IRREGULAR_PLURALS = {"analysis": "analyses", "child": "children", "shelf": "shelves", "leaf": "leaves",
                     "half": "halves", "life": "lives", "criterion": "criteria"}
IRREGULAR_PARTICIPLES = {
    "build": "built", "choose": "chosen", "do": "done", "find": "found", "give": "given", "hide": "hidden",
    "hold": "held", "keep": "kept", "learn": "learned", "make": "made", "read": "read", "redo": "redone",
    "reset": "reset", "send": "sent", "set": "set", "show": "shown", "spend": "spent", "split": "split",
    "teach": "taught", "undo": "undone", "write": "written", "draw": "drawn", "own": "owned",
    "overload": "overloaded", "override": "overridden", "buy": "bought", "grow": "grown", "ride": "ridden",
    "sell": "sold", "seek": "sought", "shine": "shone", "shrink": "shrunk", "sweep": "swept", "tell": "told",
    "win": "won", "withdraw": "withdrawn", "forgive": "forgiven", "lay": "laid", "lend": "lent", "feed": "fed",
    "rebuild": "rebuilt", "retell": "retold", "rewind": "rewound", "spread": "spread", "slide": "slid",
    "broadcast": "broadcast", "drive": "driven", "sing": "sung", "spin": "spun", "run": "run",
}
# Verbs that double their last consonant before -ing and -ed.
DOUBLING = set("stop let set put begin plan drop tap ship swap scan pin get run cut map shop skip trim "
               "wrap chat log tag drag snap spin admit commit submit permit prefer refer defer control "
               "forget omit fit grab plug flag clip dim unpin rebut hum dub knit sum flip grip strip stir plot "
               "spot clap blur format program emit equip skim pan".split())


def plural(noun):
    if noun in MASS_NOUNS:
        return noun
    if noun in IRREGULAR_PLURALS:
        return IRREGULAR_PLURALS[noun]
    if noun.endswith(("s", "x", "z", "ch", "sh")):
        return noun + "es"
    if noun.endswith("y") and noun[-2:-1] not in "aeiou":
        return noun[:-1] + "ies"
    return noun + "s"


def third_person(verb):
    if verb in ("do", "undo", "redo", "go"):
        return verb + "es"
    if verb.endswith(("s", "x", "z", "ch", "sh", "o")):
        return verb + "es"
    if verb.endswith("y") and verb[-2:-1] not in "aeiou":
        return verb[:-1] + "ies"
    return verb + "s"


def gerund(verb):
    if verb in DOUBLING:
        return verb + verb[-1] + "ing"
    if verb.endswith("ie"):
        return verb[:-2] + "ying"
    if verb.endswith("e") and not verb.endswith(("ee", "oe", "ye")) and verb != "be":
        return verb[:-1] + "ing"
    return verb + "ing"


def participle(verb):
    if verb in IRREGULAR_PARTICIPLES:
        return IRREGULAR_PARTICIPLES[verb]
    if verb in DOUBLING:
        return verb + verb[-1] + "ed"
    if verb.endswith("e"):
        return verb + "d"
    if verb.endswith("y") and verb[-2:-1] not in "aeiou":
        return verb[:-1] + "ied"
    return verb + "ed"


def article(word):
    lowered = word.lower()
    if lowered.startswith(("uni", "use", "usu", "uti")):
        return "a " + word
    if lowered.startswith(("honest", "hour", "honor")) or lowered[:1] in "aeiou":
        return "an " + word
    return "a " + word


def capitalize(text):
    return text[:1].upper() + text[1:]


def has_batchim(text):
    """Whether the last syllable ends in a consonant, which picks 을/은/이 over 를/는/가."""
    for char in reversed(text):
        if char in " .,`)”’\"'":
            continue
        code = ord(char)
        if 0xAC00 <= code <= 0xD7A3:
            return (code - 0xAC00) % 28 != 0
        return False
    return False


def ends_in_rieul(text):
    for char in reversed(text):
        code = ord(char)
        if 0xAC00 <= code <= 0xD7A3:
            return (code - 0xAC00) % 28 == 8
        return False
    return False


PARTICLES = {"을": ("을", "를"), "를": ("을", "를"), "은": ("은", "는"), "는": ("은", "는"),
             "이": ("이", "가"), "가": ("이", "가"), "과": ("과", "와"), "와": ("과", "와")}
PARTICLE_MARK = re.compile(r"\((을|를|은|는|이|가|과|와|으로|로)\)")


def particle(word, mark):
    if mark in ("으로", "로"):
        return "로" if not has_batchim(word) or ends_in_rieul(word) else "으로"
    if mark not in PARTICLES:
        return mark
    with_final, without_final = PARTICLES[mark]
    return with_final if has_batchim(word) else without_final


def fix_particles(text):
    """Resolves "(을)"-style marks against the syllable written before each."""
    if "(" not in text:
        return text
    out = []
    last = 0
    for match in PARTICLE_MARK.finditer(text):
        before = text[last:match.start()]
        out.append(before)
        out.append(particle("".join(out)[-12:], match.group(1)))
        last = match.end()
    out.append(text[last:])
    return "".join(out)


class Verb:
    __slots__ = ("base", "prep", "ko", "ko_particle", "ing")

    def __init__(self, entry):
        self.base, self.prep, self.ko, self.ko_particle = entry
        self.ing = gerund(self.base)

    def phrase(self, form=None):
        word = form or self.base
        return word + " " + self.prep if self.prep else word

    def ko_object(self, obj):
        if self.ko_particle in ("을", "를"):
            return obj + particle(obj, "을")
        return obj + self.ko_particle


LEAD_VERBS = [Verb(entry) for entry in LEAD_VERB_ROWS]
NEGATIVE_VERBS = [Verb(entry) for entry in NEGATIVE_VERB_ROWS]
VERBS_BY_NAME = {verb.base: verb for verb in LEAD_VERBS}
# Korean verbs that take a plain object, for sentences that already place one.
OBJECT_VERBS = [verb for verb in LEAD_VERBS if verb.ko_particle == "을" and " " not in verb.ko]
