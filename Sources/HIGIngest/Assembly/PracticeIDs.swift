import HIGModel
import HIGSupport

/// The IDs of one page's practices: the slug of the lead, and for leads the page repeats, the
/// lead's slug with a short digest of the practice's section and body. An ID never depends on
/// where a practice stands among practices with the same lead: numbering them by position moved
/// a review's marks to another guideline when one of them was removed or one was added before.
enum PracticeIDs {
    /// Hex digits of the digest a repeated lead's ID carries: enough to tell a page's repeated
    /// leads apart, short enough to read.
    static let digestLength = 6

    static func make(leads: [String], sections: [String], bodies: [String]) -> [String] {
        let slugs = leads.map { lead in
            let slug = Slug.make(lead)
            return slug.isEmpty ? "practice" : slug
        }
        var counts: [String: Int] = [:]
        for slug in slugs { counts[slug, default: 0] += 1 }
        var unique = UniqueSlugs()
        var ids: [String] = []
        ids.reserveCapacity(slugs.count)
        for (index, slug) in slugs.enumerated() {
            var id = slug
            if counts[slug, default: 0] > 1 {
                let digest = TextDigest.of([Slug.make(sections[index], maxLength: .max), bodies[index]])
                id = "\(slug)-\(digest.prefix(digestLength))"
            }
            // Only practices of one section with the same lead and body are told apart by
            // position, and which of two identical guidelines carries a mark does not matter.
            ids.append(unique.claim(id))
        }
        return ids
    }
}
