/// The plural a person types for a synonym the taxonomy lists in the singular: "tap targets",
/// "toasts", "hamburger menus". The full-text search stems every word it matches, but a synonym
/// is looked up as typed, so without these keys a plural question loses the words the guidelines
/// use for the thing.
enum SynonymInflections {
    /// The regular English plural of a phrase's last word, or nil when it has none to give: a
    /// Korean word, one that holds digits or other characters, or one too short to be a noun.
    static func plural(of phrase: String) -> String? {
        guard let last = phrase.split(separator: " ").last, last.count >= 3,
            last.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) })
        else { return nil }
        let word = String(last)
        let stem = phrase.dropLast(word.count)
        if word.hasSuffix("s") || word.hasSuffix("x") || word.hasSuffix("z") || word.hasSuffix("ch")
            || word.hasSuffix("sh")
        {
            // "status" and "glass" are more often read in the singular than typed in the plural.
            return word.hasSuffix("s") ? nil : stem + word + "es"
        }
        if word.hasSuffix("y"), let before = word.dropLast().last, !"aeiou".contains(before) {
            return stem + word.dropLast() + "ies"
        }
        return stem + word + "s"
    }
}

extension SynonymTable {
    /// Each member's plural, for the members that `keys` accepts and whose plural is no key of its
    /// own: an explicit group always wins over an inflection.
    static func pluralKeys(of groups: [[String]], isKey: (String) -> Bool) -> [(plural: String, group: Int)] {
        var added: [(plural: String, group: Int)] = []
        for (index, group) in groups.enumerated() {
            for word in group where isKey(word) {
                guard let plural = SynonymInflections.plural(of: word), !isKey(plural), !group.contains(plural) else {
                    continue
                }
                added.append((plural, index))
            }
        }
        return added
    }
}
