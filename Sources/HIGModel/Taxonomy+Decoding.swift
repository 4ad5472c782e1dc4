/// Taxonomy entries as written in `taxonomy.yml`: only `id` (or `from` and `to`) is required;
/// names default to the ID, lists to empty.
private enum TaxonomyKeys: String, CodingKey {
    case id, name, ko, synonyms, cues, family, symbols, from, to, callbacks, practices
}

/// The fields every named entry (platform, state, style) shares.
private struct NamedEntry {
    var id: String
    var name: String
    var ko: String
    var synonyms: [String]

    init(_ container: KeyedDecodingContainer<TaxonomyKeys>) throws {
        id = try container.decode(String.self, forKey: .id)
        name = try container.decodeIfPresent(String.self, forKey: .name) ?? id
        ko = try container.decodeIfPresent(String.self, forKey: .ko) ?? ""
        synonyms = try container.list(.synonyms)
    }
}

extension KeyedDecodingContainer where Key == TaxonomyKeys {
    fileprivate func list(_ key: TaxonomyKeys) throws -> [String] {
        try decodeIfPresent([String].self, forKey: key) ?? []
    }
}

extension Transition {
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: TaxonomyKeys.self)
        from = try container.decode(String.self, forKey: .from)
        to = try container.decode(String.self, forKey: .to)
        callbacks = try container.list(.callbacks)
        name = try container.decodeIfPresent(String.self, forKey: .name) ?? "\(from) to \(to)"
        ko = try container.decodeIfPresent(String.self, forKey: .ko) ?? ""
        cues = try container.list(.cues)
        practices = try container.list(.practices)
    }
}

extension LifecycleState {
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: TaxonomyKeys.self)
        let entry = try NamedEntry(container)
        (id, name, ko, synonyms) = (entry.id, entry.name, entry.ko, entry.synonyms)
        cues = try container.list(.cues)
    }
}

extension PresentationStyle {
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: TaxonomyKeys.self)
        let entry = try NamedEntry(container)
        (id, name, ko, synonyms) = (entry.id, entry.name, entry.ko, entry.synonyms)
        family = try container.decodeIfPresent(String.self, forKey: .family) ?? "modal"
        symbols = try container.list(.symbols)
    }
}

extension PlatformInfo {
    package init(from decoder: any Decoder) throws {
        let entry = try NamedEntry(decoder.container(keyedBy: TaxonomyKeys.self))
        (id, name, ko, synonyms) = (entry.id, entry.name, entry.ko, entry.synonyms)
    }
}
