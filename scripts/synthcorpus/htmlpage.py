"""Saved HTML pages."""

import html

from .vocabulary import CATEGORY_NAMES
from .helpers import anchor, hig_url, slugify, symbol_url
from .segments import Links, body_segments, segments_html, wrap


PANDOC_STYLE = """    html {
      line-height: 1.5;
      font-family: Georgia, serif;
      font-size: 20px;
      color: #1a1a1a;
      background-color: #fdfdfd;
    }
    body {
      margin: 0 auto;
      max-width: 36em;
      padding-left: 50px;
      padding-right: 50px;
      padding-top: 50px;
      padding-bottom: 50px;
      hyphens: auto;
      overflow-wrap: break-word;
      text-rendering: optimizeLegibility;
      font-kerning: normal;
    }
    p {
      margin: 1em 0;
    }
    a {
      color: #1a1a1a;
    }
    img {
      max-width: 100%;
    }
    h1, h2, h3, h4, h5, h6 {
      margin-top: 1.4em;
    }
    blockquote {
      margin: 1em 0 1em 1.7em;
      padding-left: 1em;
      border-left: 2px solid #e6e6e6;
      color: #606060;
    }
    code {
      font-family: Menlo, Monaco, 'Lucida Console', Consolas, monospace;
      font-size: 85%;
      margin: 0;
    }
    table {
      margin: 1em 0;
      border-collapse: collapse;
      width: 100%;
      overflow-x: auto;
      display: block;
    }
    header {
      margin-bottom: 4em;
      text-align: center;
    }
    code{white-space: pre-wrap;}
    span.smallcaps{font-variant: small-caps;}"""


def render_html(page, variant, second, rng, corpus):
    links = Links("full", page)
    saved = variant == "saved"
    title = html.escape(page.title, quote=False)
    out = []

    def para(inner):
        out.append(f"<p>{inner}</p>" if saved else wrap(f"<p>{inner}</p>"))

    if saved:
        out += ["<!DOCTYPE html>", '<html lang="en">', "<head>", '<meta charset="utf-8">',
                f"<title>{title} | Apple Developer Documentation</title>",
                '<script>window.analytics = { page: "hig" };</script>', "</head>", "<body>",
                '<nav class="globalnav" aria-label="Global"><ul>']
        for name in ("Apple Developer", "News", "Discover", "Design", "Develop", "Distribute", "Support"):
            out.append(f'<li><a href="/{name.split()[-1].lower()}/">{name}</a></li>')
        out += ["</ul></nav>", '<header class="hero"><p class="eyebrow">Human Interface Guidelines</p>'
                f"<p>{CATEGORY_NAMES[page.top]}</p></header>", '<div class="sidebar"><nav><ul>']
        for other_title, slug in rng.sample(corpus.titles, min(len(corpus.titles), rng.randint(6, 14))):
            out.append(f'<li><a href="/design/human-interface-guidelines/{slug}">'
                       f"{html.escape(other_title, quote=False)}</a></li>")
        out += ["</ul></nav></div>", '<main id="main">', "<article>", f"<h1>{title}</h1>",
                f'<p class="abstract">{html.escape(page.abstract, quote=False)}</p>',
                f'<figure><img src="{page.image[0]}" alt="{html.escape(page.image[1])}" /></figure>']
    else:
        out += ["<!DOCTYPE html>", '<html xmlns="http://www.w3.org/1999/xhtml" lang="" xml:lang="">', "<head>",
                '  <meta charset="utf-8" />', '  <meta name="generator" content="pandoc" />',
                '  <meta name="viewport" content="width=device-width, initial-scale=1.0, user-scalable=yes" />',
                f"  <title>{title}</title>", "  <style>", PANDOC_STYLE, "  </style>", "</head>", "<body>",
                '<header id="title-block-header">', f'<h1 class="title">{title}</h1>', "</header>",
                f'<h1 id="{page.slug}">{title}</h1>']
        para(html.escape(page.abstract, quote=False))
        out.append(wrap(f'<p><img src="{page.image[0]}" alt="{html.escape(page.image[1])}" /></p>'))
    for segments, _ in page.intro:
        para(segments_html(segments, links))

    def heading(text, level):
        escaped = html.escape(text, quote=False)
        if saved:
            out.append(f'<h{level} id="{anchor(text)}">{escaped}</h{level}>')
        else:
            out.append(wrap(f'<h{level} id="{slugify(text)}"><a href="{hig_url(page.slug)}#{anchor(text)}">'
                            f"{escaped}</a></h{level}>"))

    for section in page.sections:
        heading(section.title, section.level)
        if section.note:
            para(f"<em>{html.escape(section.note[0], quote=False)}</em>")
        for segments, _ in section.intro:
            para(segments_html(segments, links))
        for url, _, alt, caption in section.figures:
            if saved:
                out.append(f'<figure><img src="{url}" alt="{html.escape(alt)}" />'
                           + (f"<figcaption>{caption}</figcaption>" if caption else "") + "</figure>")
            else:
                out.append(wrap(f'<p><img src="{url}" alt="{html.escape(alt)}" /></p>'))
                if caption:
                    para(caption)
        if section.tips:
            para(html.escape(section.tips[0], quote=False))
            out.append("<ul>")
        for practice in section.practices:
            lead = practice.alt_lead if second and practice.reworded else practice.lead
            body = segments_html(body_segments(practice, second), links)
            if section.tips:
                out.append(wrap(f"<li>{html.escape(lead, quote=False)} {body}</li>"))
                continue
            para(f"<strong>{html.escape(lead, quote=False)}</strong> {body}")
            if practice.bullets:
                out.append("<ul>")
                for segments, _ in practice.bullets:
                    out.append(wrap(f"<li>{segments_html(segments, links)}</li>"))
                out.append("</ul>")
            if practice.after:
                para(segments_html(practice.after[0], links))
        if section.tips:
            out.append("</ul>")
    heading("Resources", 2)
    heading("Related", 4)
    for other_title, slug in page.related:
        para(f'<a href="{links.page(slug)}">{html.escape(other_title, quote=False)}</a>')
    heading("Developer documentation", 4)
    for name, framework in page.developer:
        para(f'<a href="{symbol_url(name, framework)}"><code>{html.escape(name, quote=False)}</code></a> — {framework}')
    heading("Change log", 2)
    out += ["<table>", "<thead>", '<tr class="header">', "<th>Date</th>", "<th>Changes</th>", "</tr>", "</thead>",
            "<tbody>"]
    for index, (date, note) in enumerate(page.changelog):
        out += [f'<tr class="{"odd" if index % 2 == 0 else "even"}">', f"<td>{date}</td>", f"<td>{note}</td>",
                "</tr>"]
    out += ["</tbody>", "</table>"]
    if saved:
        out += ["</article>", "</main>", '<footer class="footer"><p>Copyright © 2025 Apple Inc. All rights '
                'reserved.</p><p><a href="/terms/">Terms of Use</a></p></footer>']
    out += ["</body>", "</html>", ""]
    return "\n".join(out)
