import Foundation

/// Dates that say which version of a page a source holds: the rows of its change log and the
/// dates its front matter declares, as `yyyy-MM-dd` so that they order as text.
enum RevisionDates {
    /// Front matter keys that date a page, the update before the creation.
    static let frontMatterKeys = [
        "update-date", "updated", "last-updated", "last_updated", "lastmod", "last-modified", "modified",
        "revised", "date", "published", "create-date", "created",
    ]

    private static let months: [String: Int] = [
        "january": 1, "february": 2, "march": 3, "april": 4, "may": 5, "june": 6, "july": 7, "august": 8,
        "september": 9, "october": 10, "november": 11, "december": 12, "jan": 1, "feb": 2, "mar": 3,
        "apr": 4, "jun": 6, "jul": 7, "aug": 8, "sep": 9, "sept": 9, "oct": 10, "nov": 11, "dec": 12,
    ]

    /// The first date a front matter declares under a dating key.
    static func declared(in fields: [String: Any]) -> String? {
        for key in frontMatterKeys {
            switch fields[key] {
            case let date as Date:
                return iso(Calendar(identifier: .gregorian).dateComponents(in: .gmt, from: date))
            case let text as String:
                if let date = dates(in: text).first { return date }
            default:
                continue
            }
        }
        return nil
    }

    /// Every date written in the text: "June 10, 2024", "10 June 2024", "2024-06-10",
    /// "2024.6.10", "2024년 6월 10일".
    static func dates(in text: String) -> [String] {
        let tokens = tokenize(text)
        var found: [String] = []
        var index = 0
        while index < tokens.count {
            if let (date, used) = date(at: index, in: tokens) {
                found.append(date)
                index += used
            } else {
                index += 1
            }
        }
        return found
    }

    private static func tokenize(_ text: String) -> [Substring] {
        text.split { !($0.isLetter || $0.isNumber) }.flatMap(splitKoreanUnits)
    }

    /// "2024년" → "2024", "년": the unit stays a token of its own.
    private static func splitKoreanUnits(_ token: Substring) -> [Substring] {
        guard let last = token.last, "년월일".contains(last), token.count > 1 else { return [token] }
        return [token.dropLast(), token.suffix(1)]
    }

    private static func date(at index: Int, in tokens: [Substring]) -> (String, Int)? {
        func number(_ offset: Int) -> Int? {
            index + offset < tokens.count ? Int(tokens[index + offset]) : nil
        }
        func month(_ offset: Int) -> Int? {
            index + offset < tokens.count ? months[tokens[index + offset].lowercased()] : nil
        }
        if let month = month(0), let day = number(1), let year = number(2) {
            return valid(year, month, day).map { ($0, 3) }
        }
        if let day = number(0), let month = month(1), let year = number(2) {
            return valid(year, month, day).map { ($0, 3) }
        }
        guard let year = number(0), tokens[index].count == 4 else { return nil }
        if let month = number(1), let day = number(2) {
            return valid(year, month, day).map { ($0, 3) }
        }
        if index + 5 < tokens.count, tokens[index + 1] == "년", let month = number(2), tokens[index + 3] == "월",
            let day = number(4), tokens[index + 5] == "일"
        {
            return valid(year, month, day).map { ($0, 6) }
        }
        return nil
    }

    private static func valid(_ year: Int, _ month: Int, _ day: Int) -> String? {
        guard (1990...2100).contains(year), (1...12).contains(month), (1...31).contains(day) else { return nil }
        return iso(DateComponents(year: year, month: month, day: day))
    }

    private static func iso(_ components: DateComponents) -> String? {
        guard let year = components.year, let month = components.month, let day = components.day else { return nil }
        let pad = { (value: Int) in value < 10 ? "0\(value)" : "\(value)" }
        return "\(year)-\(pad(month))-\(pad(day))"
    }
}
