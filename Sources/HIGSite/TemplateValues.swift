import Mustache

/// A value a template shows, in the form Mustache reads: a view becomes a dictionary of its
/// fields, a list a `FlattenedList`, a nil optional nothing (left out, as Mustache treats a
/// missing key). Mustache would otherwise reflect on a struct at every key it looks up, which
/// was a fifth of `hig site`; each type says its own form here, so turning a view into
/// dictionaries asks no dynamic cast of any value (those casts were a seventh of the time a
/// page of 20,000 practices took to render).
protocol TemplateValue: Sendable {
    var templateValue: Any? { get }
}

/// A view that names its fields for its template, by the names the template uses, including
/// flags derived from them (`hasLinks`).
protocol TemplateFields: TemplateValue {
    var templateFields: [String: any TemplateValue] { get }
}

extension TemplateFields {
    var templateValue: Any? {
        var fields: [String: Any] = [:]
        for (key, field) in templateFields {
            if let value = field.templateValue { fields[key] = value }
        }
        return fields
    }
}

extension String: TemplateValue {
    var templateValue: Any? { self }
}

extension Bool: TemplateValue {
    var templateValue: Any? { self }
}

extension Int: TemplateValue {
    var templateValue: Any? { self }
}

extension Optional: TemplateValue where Wrapped: TemplateValue {
    var templateValue: Any? { self?.templateValue }
}

extension Array: TemplateValue where Element: TemplateValue {
    var templateValue: Any? { FlattenedList(elements: self) }
}

/// The tool's words (`SiteWords.table`), which Mustache reads as they are.
extension Dictionary: TemplateValue where Key == String, Value == [String: String] {
    var templateValue: Any? { self }
}

/// A list whose elements are flattened as Mustache reaches them: a page of 20,000 items holds
/// the dictionaries of the one or two being written, not of all of them at once, which was most
/// of the memory `hig site` took for such a page.
struct FlattenedList<Element: TemplateValue>: MustacheSequence {
    let elements: [Element]

    func makeIterator() -> Iterator { Iterator(elements: elements) }

    struct Iterator: IteratorProtocol {
        let elements: [Element]
        var position = 0

        mutating func next() -> Any? {
            while position < elements.count {
                position += 1
                if let flat = elements[position - 1].templateValue { return flat }
            }
            return nil
        }
    }
}
