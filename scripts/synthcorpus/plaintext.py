"""Plain text, blog clippings, file names and the format switch."""

from .segments import body_segments, practice_leads, segments_text
from .markdown import render_korean_only, render_markdown, render_notes, render_session
from .htmlpage import render_html
from .docc import render_docc


def render_text(page, variant, second, rng):
    if variant == "blog":
        return render_blog(page, second, rng)
    out = []
    if variant == "pandoc":
        out += [page.title, "", page.abstract, "", f"[{page.image[1]}]", ""]
    else:
        out += [page.abstract, ""]
    for segments, _ in page.intro:
        out += [segments_text(segments), ""]
    bullet = "-   " if variant == "pandoc" else "  • "
    for section in page.sections:
        out += [section.title, ""]
        if section.note:
            out += [section.note[0], ""]
        for segments, _ in section.intro:
            out += [segments_text(segments), ""]
        if variant == "pandoc":
            # pandoc keeps alt text in brackets; captions would read as headings, so none here.
            out += [line for _, _, alt, _ in section.figures for line in (f"[{alt}]", "")]
        if section.tips:
            out += [section.tips[0], ""]
        for practice in section.practices:
            lead = practice.alt_lead if second and practice.reworded else practice.lead
            body = segments_text(body_segments(practice, second))
            if section.tips:
                out.append(f"{bullet}{lead} {body}")
                continue
            out += [f"{lead} {body}", ""]
            if practice.bullets:
                out += [bullet + segments_text(segments) for segments, _ in practice.bullets]
                out.append("")
            if practice.after:
                out += [segments_text(practice.after[0]), ""]
        if section.tips:
            out.append("")
    if variant == "pandoc":
        out += ["Resources", "", "Related", ""]
        out += [title for title, _ in page.related]
        out += ["", "Developer documentation", ""]
        out += [f"{name} — {framework}" for name, framework in page.developer]
        out.append("")
    return "\n".join(out)


def render_blog(page, second, rng):
    """A blog post's run-together lines: no headings, a list of responsibilities at the end."""
    out = [page.abstract + " " + segments_text(page.intro[0][0])]
    for segments, _ in page.intro[1:]:
        out.append(segments_text(segments))
    out.append(f"Here is a list of responsibilities and best practices when working with {page.topic}:")
    for _, practice, lead in practice_leads(page, second):
        body = segments_text(body_segments(practice, second))
        out.append(f"- {lead} {body}")
    out.append(f"My source of knowledge: WWDC {rng.randint(2012, 2024)} session on {page.topic}")
    return "\n".join(out)


# ---------------------------------------------------------------------------------------------
# Driving

def file_name(page, fmt, variant):
    dashed = page.title.replace(" ", "-")
    if fmt == "docc-json":
        return f"docc-json/{page.slug}.json"
    if fmt == "html":
        return f"html/{page.slug}.html"
    if fmt == "docc-markdown":
        year, number, _, _ = page.session
        return f"docc-markdown/WWDC{year}-{number}-{dashed}.md"
    if fmt == "markdown":
        suffix = {"clip": "clip", "setext": "setext", "jsnav": "jsnav-clip", "cupertino": "index.cupertino"}[variant]
        return f"markdown/{page.slug}.{suffix}.md"
    if fmt == "markdown-bilingual":
        suffix = {"notes": "ko", "ko-colours": "ko-i-colours-u", "ko-yujin": "ko-yujinkim1"}[variant]
        return f"markdown-bilingual/{page.slug}.{suffix}.md"
    return f"text/{page.slug}.txt" if variant == "pandoc" else f"text/{dashed}.txt"


def render(page, fmt, variant, second, rng, corpus):
    if fmt == "docc-json":
        return render_docc(page, second, rng)
    if fmt == "html":
        return render_html(page, variant, second, rng, corpus)
    if fmt == "markdown":
        return render_markdown(page, variant, second, rng, corpus)
    if fmt == "markdown-bilingual":
        return render_notes(page, second) if variant == "notes" else render_korean_only(page, variant, rng)
    if fmt == "docc-markdown":
        return render_session(page, second, rng, corpus)
    return render_text(page, variant, second, rng)
