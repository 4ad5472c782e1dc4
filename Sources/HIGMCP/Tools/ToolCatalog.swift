import HIGKnowledgeBase
import MCP

/// The tools the server offers, each with the JSON Schema of its arguments and a description
/// an agent can decide from. All of them only read the guidelines.
enum ToolCatalog {
    static let filterNames = ["platform", "state", "style", "page", "strength", "sourceKind"]
    static let sourceKinds = [
        "apple-hig", "apple-translation", "community-translation", "session-notes", "article", "all",
    ]
    static let languages = ["both", "en", "ko"]
    /// The checklist's formats an answer can carry: HTML is a page for a browser, not a text to read.
    static let checklistFormats: [ChecklistFormat] = [.markdown, .json, .csv]
    static let strengths = ["must", "must-not", "avoid", "should", "consider", "informative"]
    static let searchLimit = 1...50
    static let lifecycleLimit = 1...500
    static let changesLimit = 1...200
    static let changeKinds = ChangesSince.kinds

    static var tools: [Tool] {
        [
            tool(
                .search, title: "Search the HIG",
                description: """
                    Search Apple's Human Interface Guidelines in English or Korean and get the ranked practices \
                    (guidelines) that answer it: each with its stable ID, lead sentence, Korean translation, \
                    page › section, strength (must, must-not, avoid, should, consider), platforms, body and Apple \
                    URL. Use it to check whether a screen or behaviour follows the HIG. Filters narrow the \
                    answer; give a query, a filter, or both. Follow up with get_guideline for one practice, or \
                    cite for its Markdown citation.
                    """,
                properties: [
                    "query": string(
                        "What to look for, in English or Korean: \"audio interruption\", \"sheet dismissal\", \"오디오 중단\"."
                    )
                ].merging(filters) { first, _ in first }.merging([
                    "lang": choice(
                        languages,
                        "Language of the text answer: both (English with Korean beneath), en or ko (Korean titles, "
                            + "strengths and labels, English where no Korean is known). Without it, a query written "
                            + "in Hangul is answered in ko, any other in both."),
                    "limit": integer(searchLimit, fallback: 10, "How many practices to return."),
                    "cite": boolean(
                        fallback: false, "Also give each practice's Markdown citation (as the cite tool gives it)."),
                    "explain": boolean(
                        fallback: false, "Also give why each result ranked where it did (as hig query --explain)."),
                ]) { first, _ in first }),
            tool(
                .guideline, title: "Get a guideline",
                description: """
                    Everything about one practice by its ID (page-slug/lead-slug, as search_guidelines returns): \
                    lead, body, Korean, page › section, strength, platforms, lifecycle states and transitions with \
                    their callbacks, presentation styles, sources, the references it makes and the practices that \
                    refer to its page, and its citation.
                    """,
                properties: [
                    "id": string("A practice ID, such as playing-audio/respond-smoothly-to-audio-interruptions."),
                    "lang": pageLanguage,
                ],
                required: ["id"]),
            tool(
                .page, title: "Get a page",
                description: """
                    One HIG page by its ID (see list_pages): abstract, platforms, sources, every practice section by \
                    section with its ID and strength, related pages, and the pages and practices that refer to it.
                    """,
                properties: ["id": string("A page ID, such as multitasking or playing-audio."), "lang": pageLanguage],
                required: ["id"]),
            tool(
                .lifecycle, title: "Practices for a lifecycle moment",
                description: """
                    The practices about one moment in an app's or scene's lifecycle: a state (background, inactive, \
                    app.foreground-active), a transition (active>inactive) or a UIKit/SwiftUI callback name \
                    (sceneDidEnterBackground, applicationWillResignActive). Use it when writing or reviewing code \
                    that runs at that moment.
                    """,
                properties: [
                    "moment": string("A lifecycle state, a transition as from>to, or a callback name."),
                    "platform": filters["platform"]!,
                    "limit": integer(lifecycleLimit, fallback: 100, "How many practices to return."),
                ], required: ["moment"]),
            tool(
                .checklist, title: "Design-review checklist",
                description: """
                    A design-review checklist to put in a pull request: the practices that match the filters (and \
                    the query, if given), grouped by page and section, firmest first, each with its ID and source. \
                    Markdown is a GitHub task list that `hig review report` reads back once marked. Give at least \
                    one filter or a query.
                    """,
                properties: [
                    "query": string("Only practices that answer this query.")
                ].merging(filters) { first, _ in first }.merging([
                    "lang": choice(
                        languages,
                        "Korean beneath each item: both, en (none) or ko (Korean headings and labels too). Without "
                            + "it, a query written in Hangul gives ko, otherwise both."),
                    "format": choice(
                        checklistFormats.map(\.rawValue), "The text answer's format: markdown (default), json or csv."),
                ]) { first, _ in first }),
            tool(
                .cite, title: "Cite a guideline",
                description: """
                    A short Markdown citation of one practice for a pull request, review or comment: the lead \
                    quoted with its body and Korean, page › section, ID and source lines.
                    """,
                properties: ["id": string("A practice ID.")], required: ["id"]),
            tool(
                .pages, title: "List pages",
                description: """
                    Every page in the knowledge base with its ID, title, platforms, number of practices and \
                    sources: the IDs get_page, the page filter and hig://page/{id} take.
                    """,
                properties: [:]),
            tool(
                .changes, title: "What changed since",
                description: """
                    What changed in the HIG since a date or edition (2022, 2024-06, 2022-09-01): pages and \
                    guidelines added, removed, reworded (with the earlier lead), strengthened or weakened (should → \
                    must) and retagged, each with its stable ID and Apple URL, and Apple's change-log rows of the \
                    page. Counts cover every change; the list comes a page at a time (limit, then offset as \
                    nextOffset says).
                    """,
                properties: [
                    "since": string("A date or edition: yyyy, yyyy-MM or yyyy-MM-dd."),
                    "page": filters["page"]!, "platform": filters["platform"]!,
                    "kind": .object([
                        "description": "Only changes of this kind. An array gives alternatives.",
                        "anyOf": .array([
                            .object(["type": "string", "enum": .array(changeKinds.map(Value.string))]),
                            .object([
                                "type": "array",
                                "items": .object(["type": "string", "enum": .array(changeKinds.map(Value.string))]),
                            ]),
                        ]),
                    ]),
                    "limit": integer(changesLimit, fallback: 50, "How many changes to return."),
                    "offset": .object([
                        "type": "integer", "minimum": 0, "default": 0,
                        "description": "The first change to return, as nextOffset gave it.",
                    ]),
                ], required: ["since"]),
        ]
    }

    /// The `lang` of the tools that take an ID, where no question tells the language.
    static let pageLanguage = choice(
        languages,
        "Language of the text answer: both (default; English with Korean beneath), en or ko (Korean title, "
            + "headings and labels, English where no Korean is known).")

    /// The filters search and checklist share: each a string or an array of alternatives.
    static let filters: [String: Value] = [
        "platform": filter(
            "Only practices for this platform: iOS, iPadOS, macOS, tvOS, visionOS, watchOS (or iPad, Mac, …)."),
        "state": filter(
            "Only practices about this lifecycle state or transition: background, active>inactive, sceneDidEnterBackground."
        ),
        "style": filter(
            "Only practices about this presentation style: sheet, alert, popover, full-screen, slide-over."),
        "page": filter("Only practices of this page (ID or title)."),
        "strength": .object([
            "description": "Only practices of this strength.",
            "anyOf": .array([
                .object(["type": "string", "enum": .array(strengths.map(Value.string))]),
                .object([
                    "type": "array",
                    "items": .object(["type": "string", "enum": .array(strengths.map(Value.string))]),
                ]),
            ]),
        ]),
        "sourceKind": .object([
            "description": """
            Guidance of these kinds of source; without it, Apple's own only (apple-hig, apple-translation). \
            all gives every kind: community translations, WWDC session notes, third-party articles.
            """,
            "anyOf": .array([
                .object(["type": "string", "enum": .array(sourceKinds.map(Value.string))]),
                .object([
                    "type": "array",
                    "items": .object(["type": "string", "enum": .array(sourceKinds.map(Value.string))]),
                ]),
            ]),
        ]),
    ]

    private static func tool(
        _ name: ToolName, title: String, description: String, properties: [String: Value], required: [String] = []
    ) -> Tool {
        var schema: [String: Value] = [
            "type": "object", "properties": .object(properties), "additionalProperties": false,
        ]
        if !required.isEmpty { schema["required"] = .array(required.map(Value.string)) }
        return Tool(
            name: name.rawValue, title: title, description: description, inputSchema: .object(schema),
            annotations: .init(
                title: title, readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false))
    }

    /// The argument names a tool takes, from its schema.
    static func argumentNames(of name: String) -> [String] {
        guard let tool = tools.first(where: { $0.name == name }),
            case .object(let schema) = tool.inputSchema, case .object(let properties)? = schema["properties"]
        else { return [] }
        return properties.keys.sorted()
    }

    private static func string(_ description: String) -> Value {
        .object(["type": "string", "description": .string(description)])
    }

    private static func filter(_ description: String) -> Value {
        .object([
            "description": .string(description + " An array gives alternatives."),
            "anyOf": .array([
                .object(["type": "string"]), .object(["type": "array", "items": .object(["type": "string"])]),
            ]),
        ])
    }

    private static func choice(_ choices: [String], _ description: String) -> Value {
        .object(["type": "string", "enum": .array(choices.map(Value.string)), "description": .string(description)])
    }

    private static func boolean(fallback: Bool, _ description: String) -> Value {
        .object(["type": "boolean", "default": .bool(fallback), "description": .string(description)])
    }

    private static func integer(_ range: ClosedRange<Int>, fallback: Int, _ description: String) -> Value {
        .object([
            "type": "integer", "minimum": .int(range.lowerBound), "maximum": .int(range.upperBound),
            "default": .int(fallback), "description": .string(description),
        ])
    }
}
