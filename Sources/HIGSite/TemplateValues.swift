/// A view turned once into nested dictionaries and arrays for Mustache. Mustache would
/// otherwise reflect on a struct at every key it looks up, which was most of the time `hig site`
/// took. A nil optional is left out, as Mustache treats a missing key.
enum TemplateValues {
    static func flatten(_ value: Any) -> Any? {
        switch value {
        case let text as String: return text
        case let flag as Bool: return flag
        case let number as Int: return number
        default: break
        }
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
