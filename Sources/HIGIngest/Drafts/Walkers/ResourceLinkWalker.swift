/// The links a page lists under "Related", "Developer documentation" and "Videos" (or their
/// Korean names); "Resources" and a change log hold none worth keeping.
enum ResourceLinkWalker: DraftWalker {
    enum List {
        case related, developer, videos, skipped
    }

    static func take(_ block: Block, _ cursor: inout DraftCursor) -> Bool {
        guard let list = cursor.resourceList else { return false }
        if list == .skipped { return true }
        // Korean in a links section translates it; the Korean walker attaches it.
        if KoreanWalker.isKorean(block.content.text, cursor) { return false }
        let links = block.content.links
        switch list {
        case .related: cursor.draft.related.append(contentsOf: links)
        case .developer: cursor.draft.developerLinks.append(contentsOf: links)
        case .videos: cursor.draft.videoLinks.append(contentsOf: links)
        case .skipped: break
        }
        return true
    }

    /// The links section a heading opens; a deeper heading stays in the one it is under.
    static func list(for title: String, level: Int, current: List?) -> List? {
        switch title.lowercased().trimmed {
        case "resources", "리소스", "자료", "참고 자료": return .skipped
        case "related", "연관 내용", "관련 콘텐츠", "관련 내용", "관련 항목", "관련 문서", "관련": return .related
        case "developer documentation", "developer 문서", "개발자 문서", "개발자 문서화": return .developer
        case "videos", "비디오", "동영상", "영상": return .videos
        case "change log", "changelog", "변경 기록", "변경 내역", "변경 로그": return .skipped
        default: return current != nil && level > 2 ? current : nil
        }
    }
}
