extension Link: TemplateFields {
    var templateFields: [String: any TemplateValue] {
        [
            "linkTitle": linkTitle, "href": href, "isExternal": isExternal, "linkDetail": linkDetail,
            "isCurrent": isCurrent,
        ]
    }
}

extension Frame: TemplateFields {
    var templateFields: [String: any TemplateValue] {
        [
            "root": root, "title": title, "nav": nav, "tool": tool, "contentDigest": contentDigest,
            "indexedDay": indexedDay, "sidebar": sidebar, "hasSidebar": !sidebar.isEmpty,
            "breadcrumbs": breadcrumbs, "hasBreadcrumbs": !breadcrumbs.isEmpty, "pager": pager,
            "hasPager": !pager.isEmpty, "words": words,
        ]
    }
}

extension ListView: TemplateFields {
    var templateFields: [String: any TemplateValue] {
        ["frame": frame, "title": title, "lede": lede, "svg": svg, "groups": groups]
    }
}

extension ListView.Group: TemplateFields {
    var templateFields: [String: any TemplateValue] {
        ["anchor": anchor, "heading": heading, "note": note, "links": links, "hasLinks": !links.isEmpty]
    }
}

extension HomeView: TemplateFields {
    var templateFields: [String: any TemplateValue] {
        [
            "frame": frame, "stats": stats, "categories": categories, "contentDigest": contentDigest,
            "indexedDay": indexedDay, "fileCount": fileCount, "formats": formats,
        ]
    }
}

extension HomeView.Stat: TemplateFields {
    var templateFields: [String: any TemplateValue] { ["count": count, "label": label] }
}

extension HomeView.Category: TemplateFields {
    var templateFields: [String: any TemplateValue] {
        [
            "heading": heading, "headingURL": headingURL, "abstract": abstract, "links": links,
            "hasLinks": !links.isEmpty, "groups": groups,
        ]
    }
}

extension HomeView.Group: TemplateFields {
    var templateFields: [String: any TemplateValue] { ["groupTitle": groupTitle, "links": links] }
}

extension ChecklistView: TemplateFields {
    var templateFields: [String: any TemplateValue] {
        [
            "frame": frame, "title": title, "filters": filters, "contentDigest": contentDigest,
            "itemCount": itemCount, "pageURL": pageURL, "sections": sections, "review": review,
        ]
    }
}

extension ChecklistView.Item: TemplateFields {
    var templateFields: [String: any TemplateValue] {
        [
            "anchor": anchor, "id": id, "lead": lead, "ko": ko, "strength": strength, "href": href,
            "markdown": markdown, "csv": csv, "tables": tables, "leadLang": leadLang, "idLang": idLang,
        ]
    }
}

extension ChecklistView.Section: TemplateFields {
    var templateFields: [String: any TemplateValue] { ["heading": heading, "items": items, "markdown": markdown] }
}

extension ChecklistView.Review: TemplateFields {
    var templateFields: [String: any TemplateValue] {
        ["key": key, "fileName": fileName, "markdown": markdown, "columns": columns, "header": header]
    }
}

extension SearchView: TemplateFields {
    var templateFields: [String: any TemplateValue] { ["frame": frame] }
}

extension PageView: TemplateFields {
    var templateFields: [String: any TemplateValue] {
        [
            "frame": frame, "title": title, "titleKo": titleKo, "abstract": abstract, "abstractKo": abstractKo,
            "abstractKoMachine": abstractKoMachine, "intro": intro,
            "introTables": introTables, "earlier": earlier,
            "archivedEdition": archivedEdition,
            "platforms": platforms,
            "checklistURL": checklistURL, "sections": sections, "related": related, "hasRelated": !related.isEmpty,
            "seeAlso": seeAlso, "hasSeeAlso": !seeAlso.isEmpty, "referrers": referrers,
            "hasReferrers": !referrers.isEmpty,
            "sources": sources, "appleURL": appleURL, "markdownURL": markdownURL, "changeLog": changeLog,
            "hasChangeLog": !changeLog.isEmpty, "hasContents": hasContents,
        ]
    }
}

extension PageView.SectionView: TemplateFields {
    var templateFields: [String: any TemplateValue] {
        [
            "id": id, "title": title, "titleKo": titleKo, "level": level, "practices": practices, "notes": notes,
            "prose": prose,
            "tables": tables, "summary": summary,
        ]
    }
}

extension PageView.ProseView: TemplateFields {
    var templateFields: [String: any TemplateValue] { ["text": text, "ko": ko, "koMachine": koMachine, "html": html] }
}

extension PracticeView: TemplateFields {
    var templateFields: [String: any TemplateValue] {
        [
            "anchor": anchor, "selfURL": selfURL, "lead": lead, "leadHTML": leadHTML, "koLines": koLines,
            "hasKo": !koLines.isEmpty,
            "koLead": koLead, "koFirstRest": koFirstRest, "koLeadOnly": koLeadOnly,
            "koMoreLines": koMoreLines, "leadLang": leadLang, "bodyLang": bodyLang,
            "strength": strength, "strengthKo": strengthKo, "body": body,
            "hasBody": !body.isEmpty || bodyHTML != nil, "bodyHTML": bodyHTML,
            "platforms": platforms,
            "hasPlatforms": !platforms.isEmpty, "lifecycle": lifecycle, "hasLifecycle": !lifecycle.isEmpty,
            "styles": styles, "hasStyles": !styles.isEmpty, "references": references,
            "hasReferences": !references.isEmpty, "sources": sources, "outdatedNote": outdatedNote,
            "appleURL": appleURL,
            "koEdition": koEdition, "enEdition": enEdition, "tables": tables,
            "machineTranslation": machineTranslation, "after": after,
        ]
    }
}
