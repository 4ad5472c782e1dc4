"""Markdown web clippings, Korean study notes and DocC Markdown session notes."""

from .vocabulary import ALL_PLATFORMS, CALLBACKS, CATEGORY_NAMES
from .helpers import anchor, hexid, hig_url
from .segments import Links, body_segments, segments_markdown, segments_text


def render_markdown(page, variant, second, rng, corpus):
    links = Links("site" if variant in ("setext", "jsnav", "cupertino") else "full", page)
    url = hig_url(page.slug)
    anchor_base = ("/design/human-interface-guidelines/" + page.slug) if links.relative else url
    out = []
    if variant == "clip":
        out += ["---", f'title: "{page.title} | Apple Developer Documentation"', f"source: {url}"]
        if rng.random() < 0.5:
            out.append("---")
        out += ["", f"# {page.title}", ""]
    elif variant == "jsnav":
        out += ["---", f'title: "{page.title} | Apple Developer Documentation"', f"source: {url}", "---", "",
                "# This page requires JavaScript.", "",
                "Please turn on JavaScript in your browser and refresh the page to view its content.", "",
                "Skip Navigation ", "", "  * Global Nav Open MenuGlobal Nav Close Menu", "  * [Apple Developer](/)",
                "", "", "", "[Search Developer Cancel ](/search/)", ""]
        for name in ("News", "Discover", "Design", "Develop", "Distribute", "Support", "Account"):
            out.append(f"  * [{name}](/{name.lower()}/)")
        out += ["", "", "", "## Human Interface Guidelines", ""]
        sidebar = rng.sample(corpus.titles, min(len(corpus.titles), rng.randint(8, 20)))
        for index, (title, slug) in enumerate(sidebar, 1):
            out += ["To navigate the symbols, press Up Arrow, Down Arrow, Left Arrow or Right Arrow ", "",
                    f"{index} of {len(sidebar)} symbols inside -{rng.randint(10**9, 2 * 10**9)} "
                    f"[{title}](/design/human-interface-guidelines/{slug})", ""]
        out += [f"# {page.title}", ""]
    elif variant == "setext":
        date, note = page.changelog[0]
        heading = f" {note} {page.title}" if note.endswith(".") else f" {page.title}"
        out += [date, "", heading, "=" * 6, ""]
    else:
        camel = "".join(word[:1].upper() + word[1:] for word in page.title.split())
        platforms = [name for name in ALL_PLATFORMS if name != page.excluded]
        quoted = ", ".join(f'"{name}"' for name in platforms)
        out += ["---", f'title: "{camel}|AppleDeveloperDocumentation"', f'category: "{page.top}"',
                f"platforms: [{quoted}]", f'url: "{url}"', "source: hig", "---", "",
                f"# {camel}|AppleDeveloperDocumentation", "", f"> **Category:** {CATEGORY_NAMES[page.top]}",
                f"> **Platforms:** {', '.join(platforms)}", "", f"# {page.title}"]

    image = f"![{page.image[1]}]({page.image[0]})"
    if variant == "setext":
        out += [page.abstract + image, ""]
    elif variant == "cupertino":
        out += [page.abstract, ""]
    else:
        out += [page.abstract, "", image, ""]
    for segments, _ in page.intro:
        out += [segments_markdown(segments, links), ""]

    def heading(title, level):
        link = f"[{title}]({anchor_base}#{anchor(title)})"
        if variant == "setext" and level == 2:
            return [link, "-" * len(link), ""]
        return ["#" * level + " " + link, ""]

    for section in page.sections:
        out += heading(section.title, section.level)
        if section.note:
            out += [f" _{section.note[0]}_", ""]
        for segments, _ in section.intro:
            out += [segments_markdown(segments, links), ""]
        for url, _, alt, caption in section.figures:
            out += [f"![{alt}]({url})", ""] + ([caption, ""] if caption else [])
        if section.tips:
            out += [section.tips[0], ""]
        for practice in section.practices:
            lead = practice.alt_lead if second and practice.reworded else practice.lead
            body = segments_markdown(body_segments(practice, second), links)
            if section.tips:
                out += [f"  * {lead} {body}", ""]
                continue
            out += [f"**{lead}** {body}", ""]
            if practice.bullets:
                for segments, _ in practice.bullets:
                    bullet = "* " if variant == "setext" else "  * "
                    out += [bullet + segments_markdown(segments, links), ""]
                out.append("")
            if practice.after:
                out += [segments_markdown(practice.after[0], links), ""]

    out += resources_markdown(page, links, heading, variant)
    if variant == "jsnav":
        out += [f"Current page is {page.title}", "", "  * [Contact Us](/contact/)",
                "  * [Bug Reporting](/bug-reporting/)", "", "Select a color scheme preference", "", "Light", "",
                "Dark", "", "Auto", "", "English  简体中文  日本語  한국어 ", "",
                "Copyright © 2025 [Apple Inc.](https://www.apple.com) All rights reserved. ", ""]
    return "\n".join(out)


def resources_markdown(page, links, heading, variant):
    if variant == "cupertino":
        return []
    out = heading("Resources", 2) + heading("Related", 4)
    for title, slug in page.related:
        out += [f"[{title}]({links.page(slug)})", ""]
    out += heading("Developer documentation", 4)
    for name, framework in page.developer:
        out += [f"{links.symbol(name, framework)} — {framework}", ""]
    if page.videos:
        out += heading("Videos", 4)
        for title, year, number in page.videos:
            thumb = f"https://devimages-cdn.apple.com/wwdc-services/images/{number}/{number}_wide_250x141_1x.jpg"
            out += [f"[![]({thumb}) {title} ](https://developer.apple.com/videos/play/wwdc{year}/{number})", ""]
    out += heading("Change log", 2)
    out += ["Date| Changes  ", "---|---  "]
    out += [f"{date}| {note}  " for date, note in page.changelog]
    out += ["  ", ""]
    return out


# --- Korean study notes -------------------------------------------------------------------------

QUOTE_GAP = ["", "", "", ""]


def render_notes(page, second):
    """English paragraph, then its Korean as a "> " quote, the way the Jeonhui notes are kept."""
    links = Links("notes", page)
    out = [f"# **[{page.category}] {page.slug}**", "", f"# {page.abstract}", f"> {page.ko_abstract}", ">"]
    out += QUOTE_GAP + [f"![{page.image[0]}]({page.image[0]})", ""]
    for segments, ko in page.intro:
        out += [segments_markdown(segments, links), f"> {ko}", ">"] + QUOTE_GAP
    for section in page.sections:
        out += [("# " if section.level == 2 else "### ") + f"**{section.title}**", ""]
        if section.note:
            out += [f"*{section.note[0]}*", f"> {section.note[1]}", ">"] + QUOTE_GAP
        for segments, ko in section.intro:
            out += [segments_markdown(segments, links), f"> {ko}", ">"] + QUOTE_GAP
        for url, _, _, caption in section.figures:
            out += [f"![{url}]({url})", ""] + ([caption, ""] if caption else [])
        if section.tips:
            out += [section.tips[0], f"> {section.tips[1]}", ">", ""]
        for practice in section.practices:
            lead = practice.alt_lead if second and practice.reworded else practice.lead
            body = segments_markdown(body_segments(practice, second), links)
            if section.tips:
                out += [f"- {lead} {body}", f"- >  {practice.ko}", ""]
                continue
            out += [f"**{lead}** {body}", f"> {practice.ko}", ">"] + QUOTE_GAP
            for segments, ko in practice.bullets:
                out += [f"- {segments_markdown(segments, links)}", f"- >  {ko}", ""]
            if practice.bullets:
                out.append("")
            if practice.after:
                out += [segments_markdown(practice.after[0], links), f"> {practice.after[1]}", ">"] + QUOTE_GAP
    return "\n".join(out)


def render_korean_only(page, variant, rng):
    """Korean body under English headings: each practice's Korean lead, then its Korean body."""
    out = []
    if variant == "ko-colours":
        out += ["", f"# {page.title}", f"[원문 보기]({hig_url(page.slug)})", "", f"### {page.ko_abstract}", "",
                f"![](https://i.imgur.com/{hexid(rng, 28)}.jpg)", ""]
        for _, ko in page.intro:
            out += [ko, ""]
        for section in page.sections:
            out += [("## " if section.level == 2 else "### ") + section.title]
            if section.note:
                out += [section.note[1], ""]
            for _, ko in section.intro:
                out += [ko, ""]
            for practice in section.practices:
                out += [("### " if section.level == 2 else "#### ") + practice.ko_lead, practice.ko_body, ""]
                if practice.after and not section.tips:
                    out += [practice.after[1], ""]
            out.append("")
        return "\n".join(out)
    platforms = [name for name in ALL_PLATFORMS if name != page.excluded]
    out += ["---", f"create-date: {2023 + rng.randint(0, 1)}-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}",
            f"update-date: 2024-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}", "supported-platforms:"]
    out += [f"  - {name}" for name in platforms]
    out += ["---", "", f"# {page.title}", "", f"<h2>{page.ko_abstract}</h2>", "", '<div align="center">',
            f'  <img alt="{page.slug}-intro" src=".attachments/.{page.slug}/{page.slug}-intro@2x.png" width="740"/>',
            "</div>", "", "<br />", ""]
    for section in page.sections:
        out += [("## " if section.level == 2 else "### ") + section.title, ""]
        if section.note:
            out += [section.note[1], ""]
        for practice in section.practices:
            out += [f"**{practice.ko_lead}**", "", practice.ko_body, "", "<br />", ""]
    return "\n".join(out)


# --- DocC Markdown session notes ----------------------------------------------------------------

def render_session(page, second, rng, corpus):
    links = Links("full", page)
    year, number, minutes, user = page.session
    out = [f"# {page.title}", "", page.abstract + " " + segments_text(page.intro[0][0]), "", "@Metadata {",
           f'   @TitleHeading("WWDC{year}")', "   @PageKind(sampleCode)",
           f'   @CallToAction(url: "https://developer.apple.com/wwdc{year}/{number}", purpose: link, '
           f'label: "Watch Video ({minutes} min)")', "", "   @Contributors {", f"      @GitHubUser({user})", "   }",
           "}", "", "", ""]
    others = [other for other in corpus.sessions if other.slug != page.slug]
    if others and rng.random() < 0.5:
        other = rng.choice(others)
        out += [f"See [{other.title}](../{other.session[1]}) session.", ""]
    for segments, _ in page.intro[1:]:
        out += [segments_markdown(segments, links), ""]
    for section in page.sections:
        out += ["#" * section.level + " " + section.title, ""]
        if section.note:
            out += [f"*{section.note[0]}*", ""]
        for segments, _ in section.intro:
            out += [segments_markdown(segments, links), ""]
        for _, name, _, _ in section.figures:
            # Session notes use reference-style images whose definitions are often missing.
            out += [f"![][{name.rsplit('-', 2)[-2]}]", ""]
        if section.tips:
            out += [section.tips[0], ""]
        # The reader takes a bulleted lead as a practice only from three words on.
        as_list = section.tips or (rng.random() < 0.4 and all(len(practice.lead.split()) >= 3
                                                             and len(practice.alt_lead.split()) >= 3
                                                             for practice in section.practices))
        for practice in section.practices:
            lead = practice.alt_lead if second and practice.reworded else practice.lead
            body = segments_markdown(body_segments(practice, second), links)
            if section.tips:
                out.append(f"- {lead} {body}")
            elif as_list:
                out.append(f"- **{lead}** {body}")
            else:
                out += [f"**{lead}** {body}", ""]
            if practice.after and not section.tips:
                out += ["", segments_markdown(practice.after[0], links), ""]
        out.append("")
        if rng.random() < 0.15:
            name, _, _ = rng.choice(CALLBACKS)
            delegate = "SceneDelegate" if name.startswith("scene") else "AppDelegate"
            out += ["Going through the lifecycle:", "",
                    f"- `{delegate}`: [`{name}`](https://developer.apple.com/documentation/uikit/"
                    f"{delegate.lower()}/{name.split('(')[0].lower()})", "", "```swift",
                    f"func {name.split('(')[0]}(_ sender: Any) {{", "    // Save state here.", "}", "```", ""]
    if rng.random() < 0.3:
        out += ["> *“State restoration is no longer a nicety”*", ""]
    text = "\n".join(out).rstrip("\n")
    return text if rng.random() < 0.3 else text + "\n"
