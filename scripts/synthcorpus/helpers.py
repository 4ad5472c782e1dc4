"""Random choice, slugs, anchors and URLs shared by every format."""

import re


# Randomness helpers


def pick(rng, seq):
    """Skewed toward the start of a list, so a few words are common and the rest rare."""
    return seq[int(len(seq) * rng.random() ** 2)]


def weighted(rng, table):
    roll = rng.random() * table[-1][0]
    for bound, value in table:
        if roll < bound:
            return value
    return table[-1][1]


def cumulative(items):
    total = 0.0
    table = []
    for weight, value in items:
        total += weight
        table.append((total, value))
    return table


def hexid(rng, bits=128):
    return "%0*x" % (bits // 4, rng.getrandbits(bits))


def oxford(names, conjunction="or"):
    if len(names) == 1:
        return names[0]
    if len(names) == 2:
        return f"{names[0]} {conjunction} {names[1]}"
    return ", ".join(names[:-1]) + f", {conjunction} " + names[-1]


def ko_list(names):
    if len(names) == 1:
        return names[0]
    return ", ".join(names[:-1]) + " 또는 " + names[-1]


def slugify(text):
    return re.sub(r"[^a-z0-9]+", "-", text.lower().replace("’", "").replace("'", "")).strip("-")


def anchor(title):
    return re.sub(r"[^A-Za-z0-9]+", "-", title).strip("-")


def hig_url(slug):
    return "https://developer.apple.com/design/human-interface-guidelines/" + slug


def symbol_url(name, framework, relative=False):
    path = name.replace(".", "/")
    prefix = "/documentation/" if relative else "https://developer.apple.com/documentation/"
    return prefix + framework + "/" + path
