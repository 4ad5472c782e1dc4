/// A view turned once into nested dictionaries and arrays for Mustache. Mustache would
/// otherwise reflect on a struct at every key it looks up. Views list their fields themselves
/// (`TemplateFields`): reflecting on every view of a large site was a fifth of `hig site`.
/// A nil optional is left out, as Mustache treats a missing key.
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
        default:
            return reflected(value)
        }
    }

    /// Any other value, by reflection.
    private static func reflected(_ value: Any) -> Any? {
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional:
            return mirror.children.first.flatMap { flatten($0.value) }
        case .collection:
            return mirror.children.compactMap { flatten($0.value) }
        case .struct, .class:
            var fields: [String: Any] = [:]
            for child in mirror.children {
                if let label = child.label, let field = flatten(child.value) { fields[label] = field }
            }
            return fields
        default:
            return value
        }
    }
}

/// A view that names its fields for its template, by the names the template uses.
protocol TemplateFields {
    var templateFields: [String: Any?] { get }
}
