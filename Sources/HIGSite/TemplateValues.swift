import Mustache

/// A view turned into nested dictionaries for Mustache. Mustache would otherwise reflect on a
/// struct at every key it looks up. Views list their fields themselves (`TemplateFields`),
/// including flags derived from them (`hasLinks`): reflecting on every view of a large site was
/// a fifth of `hig site`. A nil optional is left out, as Mustache treats a missing key. A list is
/// flattened an element at a time as it is rendered (`FlattenedList`).
enum TemplateValues {
    static func flatten(_ value: Any) -> Any? {
        switch value {
        case let text as String: return text
        case let flag as Bool: return flag
        case let number as Int: return number
        case let view as any TemplateFields:
            var fields: [String: Any] = [:]
            for (key, field) in view.templateFields {
                if let field, let flat = flatten(field) { fields[key] = flat }
            }
            return fields
        case let list as [Any]:
            return FlattenedList(elements: list)
        case let optional as any OptionalValue:
            return optional.wrapped.flatMap(flatten)
        default:
            return value
        }
    }
}

/// A list whose elements are flattened as Mustache reaches them: a page of 20,000 items holds
/// the dictionaries of the one or two being written, not of all of them at once, which was most
/// of the memory `hig site` took for such a page.
struct FlattenedList: MustacheSequence {
    let elements: [Any]

    func makeIterator() -> Iterator { Iterator(elements: elements) }

    struct Iterator: IteratorProtocol {
        let elements: [Any]
        var position = 0

        mutating func next() -> Any? {
            while position < elements.count {
                position += 1
                if let flat = TemplateValues.flatten(elements[position - 1]) { return flat }
            }
            return nil
        }
    }
}

/// An optional inside `Any`, so a nil one can be left out.
private protocol OptionalValue {
    var wrapped: Any? { get }
}

extension Optional: OptionalValue {
    fileprivate var wrapped: Any? { map { $0 as Any } }
}

/// A view that names its fields for its template, by the names the template uses.
protocol TemplateFields: Sendable {
    var templateFields: [String: Any?] { get }
}
