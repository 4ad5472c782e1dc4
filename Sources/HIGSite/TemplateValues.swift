/// A view turned once into nested dictionaries and arrays for Mustache. Mustache would
/// otherwise reflect on a struct at every key it looks up. Views list their fields themselves
/// (`TemplateFields`), including flags derived from them (`hasLinks`): reflecting on every view
/// of a large site was a fifth of `hig site`. A nil optional is left out, as Mustache treats a
/// missing key.
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
            return list.compactMap(flatten)
        case let optional as any OptionalValue:
            return optional.wrapped.flatMap(flatten)
        default:
            return value
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
