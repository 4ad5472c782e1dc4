"""Lead and body text split into plain, code and link segments for every format."""

import html

from .helpers import hig_url, symbol_url
from .writer import join_sentences


def practice_leads(page, second):
    """Each practice's lead as this source writes it: a second source rewords some."""
    for section in page.sections:
        for practice in section.practices:
            yield section, practice, (practice.alt_lead if second and practice.reworded else practice.lead)


def segments_text(segments):
    return "".join(segment[1] for segment in segments)


def segments_markdown(segments, links):
    out = []
    for segment in segments:
        kind = segment[0]
        if kind == "t":
            out.append(segment[1])
        elif kind == "c":
            out.append(f"`{segment[1]}`")
        elif kind == "e":
            out.append(f"_{segment[1]}_")
        elif kind == "x":
            out.append(f"[{segment[1]}]({links.page(segment[2])})")
        elif kind == "s":
            out.append(links.symbol(segment[1], segment[2]))
        else:
            out.append(f"[{segment[1]}]({segment[2]})")
    return "".join(out)


def segments_html(segments, links):
    out = []
    for segment in segments:
        kind = segment[0]
        if kind == "t":
            out.append(html.escape(segment[1], quote=False))
        elif kind == "c":
            out.append(f"<code>{html.escape(segment[1], quote=False)}</code>")
        elif kind == "e":
            out.append(f"<em>{html.escape(segment[1], quote=False)}</em>")
        elif kind == "x":
            out.append(f'<a href="{links.page(segment[2])}">{html.escape(segment[1], quote=False)}</a>')
        elif kind == "s":
            url = symbol_url(segment[1], segment[2], links.relative)
            out.append(f'<a href="{html.escape(url)}"><code>{html.escape(segment[1], quote=False)}</code></a>')
        else:
            out.append(f'<a href="{html.escape(segment[2])}">{html.escape(segment[1], quote=False)}</a>')
    return "".join(out)


class Links:
    """How one file writes links: full URLs, site-relative paths, or study-note relative paths."""

    def __init__(self, style, page=None):
        self.style = style
        self.relative = style == "site"
        self.category = page.top if page else "patterns"

    def page(self, slug):
        if self.style == "site":
            return "/design/human-interface-guidelines/" + slug
        if self.style == "notes":
            return f"../{self.category}/{slug}"
        return hig_url(slug)

    def symbol(self, name, framework):
        if self.style == "notes":
            return f"[{name}]({symbol_url(name, framework).lower()})"
        return f"[`{name}`]({symbol_url(name, framework, self.relative)})"


def wrap(text, width=72):
    """Greedy line filling the way pandoc wraps its output."""
    words = text.split(" ")
    lines, line, length = [], [], 0
    for word in words:
        if line and length + 1 + len(word) > width:
            lines.append(" ".join(line))
            line, length = [word], len(word)
        else:
            length += len(word) + (1 if line else 0)
            line.append(word)
    if line:
        lines.append(" ".join(line))
    return "\n".join(lines)


def body_segments(practice, second):
    body = practice.body
    if second and practice.trimmed and len(body) > 1:
        body = body[:-1]
    return join_sentences(body)
