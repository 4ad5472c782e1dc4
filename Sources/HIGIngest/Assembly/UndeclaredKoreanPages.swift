import HIGModel

/// Korean pages that say neither which page they translate (no `Source:` URL) nor anything
/// English to go by: they are never folded into a page whose slug their name is close to (that
/// would be a merge by guess), and one that matches no page keeps a page of its own, with a
/// warning.
enum UndeclaredKoreanPages {
    /// A Korean-only source without a declared page.
    static func isUndeclaredKorean(_ draft: PageDraft) -> Bool {
        draft.declaredSlug == nil && draft.practices.isEmpty && Hangul.isKorean(draft.title)
    }

    /// A warning for each page made only of such sources.
    static func diagnostics(_ groups: [[PageDraft]]) -> [Diagnostic] {
        groups.filter { $0.allSatisfy(isUndeclaredKorean) }.map { group in
            Diagnostic(
                file: group[0].path, line: 1, severity: .warning, id: "ingest.korean.unmatched-page",
                message:
                    "Korean page '\(group[0].title)' names no Source: URL and its name matches no English page; "
                    + "kept as a page of its own (add a 'Source:' line with the page's URL to attach it)")
        }
    }
}
