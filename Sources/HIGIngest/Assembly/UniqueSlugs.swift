/// The practice IDs of one page: a lead's slug, or the slug numbered (`x-2`, `x-3`, …) when it
/// is taken. Each slug remembers the next number to try, so a list of a hundred thousand equal
/// leads costs a step each, where trying 2, 3, … again for every one grew with their square.
struct UniqueSlugs {
    private var used: Set<String> = []
    private var nextNumber: [String: Int] = [:]
    /// How many names were tried in all: one per slug, and one more per name found taken.
    private(set) var probes = 0

    /// `slug`, or the first free numbered form of it after those handed out already.
    mutating func claim(_ slug: String) -> String {
        var unique = slug
        var number = nextNumber[slug, default: 2]
        probes += 1
        while !used.insert(unique).inserted {
            unique = "\(slug)-\(number)"
            number += 1
            probes += 1
        }
        nextNumber[slug] = number
        return unique
    }
}
