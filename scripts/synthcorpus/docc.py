"""DocC render JSON."""

import json

from .helpers import anchor, hig_url, symbol_url
from .segments import body_segments


def render_docc(page, second, rng):
    refs = {}

    def text(value):
        return {"type": "text", "text": value}

    def link_ref(url, title, code=False):
        if url not in refs:
            refs[url] = {"type": "link", "identifier": url, "title": title, "url": url,
                         "titleInlineContent": [{"type": "codeVoice", "code": title} if code else text(title)]}
        inline = {"type": "reference", "isActive": True, "identifier": url}
        if refs[url]["title"] != title:
            inline["overridingTitle"] = title
            inline["overridingTitleInlineContent"] = [text(title)]
        return inline

    def inlines(segments):
        out = []
        for segment in segments:
            kind = segment[0]
            if kind == "t":
                out.append(text(segment[1]))
            elif kind == "c":
                out.append({"type": "codeVoice", "code": segment[1]})
            elif kind == "e":
                out.append({"type": "emphasis", "inlineContent": [text(segment[1])]})
            elif kind == "x":
                out.append(link_ref(hig_url(segment[2]), segment[1]))
            elif kind == "s":
                out.append(link_ref(symbol_url(segment[1], segment[2]), segment[1], code=True))
            else:
                out.append(link_ref(segment[2], segment[1]))
        return out

    def paragraph(content):
        return {"type": "paragraph", "inlineContent": content}

    def heading(title, level):
        return {"type": "heading", "anchor": anchor(title), "level": level, "text": title}

    image_id = page.image[0]
    refs[image_id] = {"type": "image", "identifier": image_id, "alt": page.image[1],
                      "variants": [{"url": image_id, "traits": ["1x", "light"]}]}
    content = [{"type": "heading", "anchor": "overview", "level": 2, "text": "Overview"},
               paragraph([{"type": "image", "identifier": image_id}])]
    content += [paragraph(inlines(segments)) for segments, _ in page.intro]
    for section in page.sections:
        content.append(heading(section.title, section.level))
        if section.note:
            content.append(paragraph([{"type": "emphasis", "inlineContent": [text(section.note[0])]}]))
        content += [paragraph(inlines(segments)) for segments, _ in section.intro]
        for url, _, alt, caption in section.figures:
            refs[url] = {"type": "image", "identifier": url, "alt": alt,
                         "variants": [{"url": url, "traits": ["2x", "light"]}]}
            content.append(paragraph([{"type": "image", "identifier": url}]))
            if caption:
                content.append(paragraph([text(caption)]))
        items = []
        if section.tips:
            content.append(paragraph([text(section.tips[0])]))
        for practice in section.practices:
            lead = practice.alt_lead if second and practice.reworded else practice.lead
            body = inlines(body_segments(practice, second))
            if section.tips:
                items.append({"content": [paragraph([text(lead + " ")] + body)]})
                continue
            content.append(paragraph([{"type": "strong", "inlineContent": [text(lead)]}, text(" ")] + body))
            if practice.bullets:
                content.append({"type": "unorderedList", "items": [
                    {"content": [paragraph(inlines(segments))]} for segments, _ in practice.bullets]})
            if practice.after:
                content.append(paragraph(inlines(practice.after[0])))
        if items:
            content.append({"type": "unorderedList", "items": items})
    content += [heading("Resources", 2), heading("Related", 4)]
    for title, slug in page.related:
        content.append(paragraph([link_ref(hig_url(slug), title)]))
    content.append(heading("Developer documentation", 4))
    for name, framework in page.developer:
        content.append(paragraph([link_ref(symbol_url(name, framework), name, code=True), text(" — " + framework)]))
    if page.videos:
        content.append(heading("Videos", 4))
        for title, year, number in page.videos:
            url = f"https://developer.apple.com/videos/play/wwdc{year}/{number}"
            refs[url] = {"type": "link", "identifier": url, "title": f" {title} ", "url": url,
                         "titleInlineContent": [text(f" {title} ")]}
            content.append(paragraph([{"type": "reference", "isActive": True, "identifier": url}]))
    content.append(heading("Change log", 2))
    rows = [[[paragraph([text("Date")])], [paragraph([text("Changes")])]]]
    rows += [[[paragraph([text(date)])], [paragraph([text(note)])]] for date, note in page.changelog]
    content.append({"type": "table", "header": "row", "rows": rows})

    see_also = []
    for title, slug in page.related[:2]:
        identifier = f"doc://com.apple.HIG/documentation/HIG/{slug}"
        see_also.append(identifier)
        refs[identifier] = {"type": "topic", "role": "article", "kind": "article", "title": title,
                            "identifier": identifier, "url": f"/documentation/hig/{slug}",
                            "abstract": [text(f"Guidance for {title.lower()}.")]}
    refs["doc://com.apple.HIG/documentation/HIG"] = {
        "type": "topic", "role": "collection", "kind": "article", "title": "HIG",
        "identifier": "doc://com.apple.HIG/documentation/HIG", "url": "/documentation/hig",
        "abstract": [text("Design guidance.")]}
    node = {
        "hierarchy": {"paths": [["doc://com.apple.HIG/documentation/HIG"]]},
        "identifier": {"interfaceLanguage": "swift", "url": f"doc://com.apple.HIG/documentation/HIG/{page.slug}"},
        "schemaVersion": {"major": 0, "minor": 3, "patch": 0},
        "sections": [],
        "primaryContentSections": [{"kind": "content", "content": content}],
        "seeAlsoSections": [{"generated": True, "identifiers": see_also}],
        "metadata": {"role": "article", "title": page.title, "roleHeading": "Article"},
        "kind": "article",
        "abstract": [text(page.abstract)],
        "references": refs,
    }
    if rng.random() < 0.2:
        node["topicSections"] = [{"title": "Related patterns", "identifiers": see_also[::-1]}]
    # Swift's JSONEncoder escapes slashes; the files Apple ships look the same.
    return json.dumps(node, ensure_ascii=False, separators=(",", ":")).replace("/", "\\/")
