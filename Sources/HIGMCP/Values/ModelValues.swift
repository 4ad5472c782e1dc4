import HIGModel
import MCP

// The rule graph's values a search answer carries, built straight as the SDK's JSON values with
// the fields and values their `encode(to:)` writes: through an encoder every field passed a
// generic container into a tree of nodes, which cost a search answer more than its text and
// its writing together. `AnswerValueTests` holds each to its encoding on real answers, so a
// field added to an `encode(to:)` and not here fails there.

extension Value {
    /// A list of strings as a JSON array.
    static func strings(_ list: [String]) -> Value {
        .array(list.map(Value.string))
    }

    /// A string, or null where `encode(_:forKey:)` writes an absent one as null.
    static func string(orNull text: String?) -> Value {
        text.map(Value.string) ?? .null
    }
}

extension Dictionary where Key == String, Value == MCP.Value {
    /// Sets the field only when there is a value, as `encodeIfPresent` leaves an absent one out.
    mutating func set(_ key: String, ifPresent value: MCP.Value?) {
        if let value { self[key] = value }
    }
}

extension Practice {
    /// The fields `encode(to:)` writes; a search result adds its own beside them.
    func jsonFields(reserving extra: Int = 0) throws -> [String: Value] {
        var fields: [String: Value] = [:]
        fields.reserveCapacity(22 + extra)
        fields["id"] = .string(id)
        fields["lead"] = .string(lead)
        fields["body"] = .string(body)
        fields["ko"] = .string(orNull: ko)
        fields["page"] = .string(page)
        fields["section"] = .string(section)
        fields["strength"] = .string(strength.rawValue)
        fields["platforms"] = .strings(platforms)
        fields["states"] = .strings(states)
        fields["transitions"] = .strings(transitions)
        fields["styles"] = .strings(styles)
        fields["references"] = .array(references.map(\.jsonValue))
        fields["sources"] = .array(sources.map(\.jsonValue))
        fields["outdated"] = .bool(isOutdated)
        fields.set("edition", ifPresent: outdatedEdition.map(Value.string))
        if ko != nil || isKoreanStale { fields["koStale"] = .bool(isKoreanStale) }
        fields.set("koEdition", ifPresent: staleKorean.map { .string($0.koreanEdition) })
        fields.set("enEdition", ifPresent: staleKorean.map { .string($0.englishEdition) })
        fields["url"] = .string(orNull: url)
        fields["sourceKind"] = .string(sourceKind.rawValue)
        // Search results carry the plain text only; the rich text, where a practice has it, goes
        // the general way.
        if let rich { fields["rich"] = try ValueEncoder.encode(rich) }
        fields.set("koSource", ifPresent: koSource.map { .string($0.rawValue) })
        return fields
    }
}

extension Reference {
    var jsonValue: Value {
        .object([
            "kind": .string(kind.rawValue), "target": .string(target), "title": .string(title),
            "resolved": .bool(resolved),
        ])
    }
}

extension SourceLocation {
    var jsonValue: Value {
        var fields: [String: Value] = ["file": .string(file), "line": .int(line)]
        fields.set("kind", ifPresent: kind.map { .string($0.rawValue) })
        fields.set("edition", ifPresent: edition.map(Value.string))
        return .object(fields)
    }
}

extension GuidelineFilter {
    var jsonValue: Value {
        var fields: [String: Value] = [
            "platforms": .strings(platforms), "states": .strings(states), "styles": .strings(styles),
            "pages": .strings(pages), "strengths": .strings(strengths), "sources": .strings(sources),
        ]
        if includeOutdated { fields["includeOutdated"] = .bool(true) }
        if !sourceKinds.isEmpty { fields["sourceKinds"] = .strings(sourceKinds.map(\.rawValue)) }
        return .object(fields)
    }
}

extension TableRowHit {
    /// The fields `encode(to:)` writes; the answer's table entry adds its own beside them.
    var jsonFields: [String: Value] {
        var fields: [String: Value] = [
            "page": .string(page), "table": .int(table), "row": .int(row), "pageTitle": .string(pageTitle),
            "header": .strings(header), "cells": .strings(cells), "source": source.jsonValue, "score": .double(score),
        ]
        fields.set("section", ifPresent: section.map(Value.string))
        fields.set("caption", ifPresent: caption.map(Value.string))
        fields.set("practice", ifPresent: practice.map(Value.string))
        fields.set("pageTitleKo", ifPresent: pageTitleKo.map(Value.string))
        fields.set("sectionKo", ifPresent: sectionKo.map(Value.string))
        fields.set("headerKo", ifPresent: headerKo.map(Value.strings))
        fields.set("cellsKo", ifPresent: cellsKo.map(Value.strings))
        fields.set("onlyInKorean", ifPresent: onlyInKorean.map(Value.bool))
        return fields
    }
}
