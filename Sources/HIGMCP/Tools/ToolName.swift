/// The tools by name. A call is dispatched by switching over every case, so a tool cannot be
/// offered without its own answer, and a name that is none of them is refused before any work.
enum ToolName: String, CaseIterable, Sendable {
    case search = "search_guidelines"
    case guideline = "get_guideline"
    case page = "get_page"
    case lifecycle
    case checklist
    case cite
    case pages = "list_pages"
    case changes = "what_changed"
}
