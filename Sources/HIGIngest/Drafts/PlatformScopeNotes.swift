import HIGModel

/// What a paragraph says about the platforms of what it stands in: "Not supported in watchOS."
/// rules a platform out, "The guidance below applies to windows in macOS." names them.
struct PlatformScopeNotes {
    let platforms: PhraseMatcher

    private static let platformConsiderationTitles = ["platform considerations", "플랫폼별 고려", "플랫폼 고려"]

    /// Notes both kinds of statement of one paragraph in `section` (nil before any section).
    func read(_ text: String, section: Int?, into draft: inout PageDraft) {
        noteExclusions(text, section: section, draft: &draft)
        noteScope(text, section: section, draft: &draft)
    }

    /// "Not supported in watchOS." in Platform considerations rules the platform out for the page;
    /// "Not applicable for macOS, visionOS, or watchOS." in another section rules it out there.
    private func noteExclusions(_ text: String, section: Int?, draft: inout PageDraft) {
        let markers = ["not supported in", "not applicable for", "not applicable to", "not available in"]
        guard let tail = Self.tail(of: text, after: markers) else { return }
        let excluded = platforms.keys(in: String(tail))
        guard !excluded.isEmpty else { return }
        if let section,
            !Self.platformConsiderationTitles.contains(where: draft.sections[section].title.lowercased().contains)
        {
            draft.sections[section].excludedPlatforms += excluded
        } else {
            draft.excludedPlatforms += excluded
        }
    }

    /// "The guidance below applies to windows in macOS." names the platforms of what follows: of
    /// the section it stands in, or of the whole page before any section.
    private func noteScope(_ text: String, section: Int?, draft: inout PageDraft) {
        let markers = ["applies to", "applies only to", "apply only to", "is only for", "are only for"]
        guard let tail = Self.tail(of: text, after: markers) else { return }
        let named = platforms.keys(in: String(tail))
        guard !named.isEmpty else { return }
        if let section {
            draft.sections[section].namedPlatforms = named
        } else {
            draft.declaredPlatforms = named
        }
    }

    /// The sentence's words after the first marker found (in any letter case), up to its end.
    private static func tail(of text: String, after markers: [String]) -> String? {
        for marker in markers {
            guard let offset = ByteSearch.firstOffset(of: marker, in: text, foldingASCIICase: true) else { continue }
            let start = text.utf8.index(text.utf8.startIndex, offsetBy: offset + marker.utf8.count)
            return String(text[start...].prefix { $0 != "." })
        }
        return nil
    }
}
