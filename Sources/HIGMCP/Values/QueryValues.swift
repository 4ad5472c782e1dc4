import HIGKnowledgeBase
import HIGModel
import MCP

// `hig query --format json`'s shape built straight as the SDK's JSON values, field for field as
// the contract types encode (see ModelValues.swift for why).

extension QueryJSON {
    /// The answer, each result with the fields `extra` gives for its place added beside its own
    /// (a result's object is made once, not copied to add them). Without `explaining`, the
    /// results leave out why they ranked where they did (`explanation`, `explained`).
    func jsonValue(explaining: Bool = true, adding extra: (Int) -> [String: Value] = { _ in [:] }) throws -> Value {
        var fields: [String: Value] = [
            "query": .string(query), "filters": filters.jsonValue,
            "corrections": .object(corrections.mapValues(Value.string)), "unmentioned": .strings(unmentioned),
            "ignoredWords": .strings(ignoredWords), "tables": .array(tables.map(\.jsonValue)),
        ]
        fields.set("message", ifPresent: message.map(Value.string))
        fields.set("comparison", ifPresent: comparison?.jsonValue)
        fields["results"] = .array(
            try results.enumerated().map { offset, result in
                try result.jsonValue(explaining: explaining, adding: extra(offset))
            })
        return .object(fields)
    }
}

extension QueryJSON.Result {
    func jsonValue(explaining: Bool, adding extra: [String: Value]) throws -> Value {
        var fields = try practice?.jsonFields(reserving: 5 + extra.count) ?? [:]
        fields["kind"] = .string(kind)
        fields["score"] = .double(score)
        if explaining {
            fields["explanation"] = .strings(explanation.lines)
            fields["explained"] = ExplanationJSON(explanation).jsonValue
        }
        if practice != nil {
            fields["alsoOn"] = .strings(alsoOn)
        } else {
            fields["id"] = .string(id)
            fields["title"] = .string(title)
            fields["detail"] = .string(detail)
        }
        fields.merge(extra) { _, added in added }
        return .object(fields)
    }
}

extension ExplanationJSON {
    var jsonValue: Value {
        .object([
            "factors": .array(factors.map(\.jsonValue)),
            "matches": .array(
                matches.map { match in
                    .object([
                        "term": .string(match.term),
                        "fields": .array(
                            match.fields.map {
                                .object([
                                    "field": .string($0.field), "label": .string($0.label),
                                    "otherWords": .strings($0.otherWords),
                                ])
                            }),
                    ])
                }),
        ])
    }
}

extension ExplanationJSON.Factor {
    var jsonValue: Value {
        var fields: [String: Value] = ["factor": .string(factor)]
        fields.set("value", ifPresent: value.map(Value.double))
        fields.set("weights", ifPresent: weights.map(Value.string))
        fields.set("expandedShare", ifPresent: expandedShare.map(Value.double))
        fields.set("inLeadShare", ifPresent: inLeadShare.map(Value.double))
        fields.set("pages", ifPresent: pages.map(Value.strings))
        return .object(fields)
    }
}

extension ComparisonJSON {
    var jsonValue: Value {
        .object([
            "sides": .strings(sides),
            "practices": .array(
                practices.map { pick in
                    var fields: [String: Value] = [
                        "id": .string(pick.id), "lead": .string(pick.lead), "pageTitle": .string(pick.pageTitle),
                    ]
                    fields.set("side", ifPresent: pick.side.map(Value.string))
                    return .object(fields)
                }),
        ])
    }
}

extension TableRowJSON {
    var jsonValue: Value {
        var fields = row.jsonFields
        fields["kind"] = .string("table")
        fields["id"] = .string(row.id)
        fields["title"] = .string(row.title)
        fields["detail"] = .string(row.detail)
        return .object(fields)
    }
}
