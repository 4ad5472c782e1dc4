import Foundation
import MCP
import Testing

@testable import HIGMCP

/// Answers written without JSONEncoder must be the bytes JSONEncoder writes with the SDK
/// server's settings.
@Suite("JSON values written in one pass")
struct SortedJSONTests {
    private static func encoded(_ value: Value) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    static let controlCharacters = String(String.UnicodeScalarView((0..<0x20).compactMap(Unicode.Scalar.init)))

    static let values: [Value] = [
        .null, .bool(true), .bool(false), .int(0), .int(-42), .int(Int.max), .int(Int.min),
        .string(""), .string(controlCharacters), .string("\"quoted\" \\ back/slash \u{7F}"),
        .string("é 한국어 😀 \u{2028} \u{202E} \u{FEFF}"),
        .array([]), .object([:]),
        .array(
            [1.0, 0.1, -0.0, 1e21, 1e-7, 123_456_789.125, 3e15, 1e16, 2.5e-5, 100, 0.300_000_000_000_000_04].map(
                Value.double)),
        .array([.double(.leastNonzeroMagnitude), .double(.greatestFiniteMagnitude), .double(-1.5)]),
        .object(
            Dictionary(
                uniqueKeysWithValues: [
                    "b", "a", "B", "A", "a10", "a9", "_meta", "é", "ä", "Z", "aB", "a_b", "10", "9", "",
                ].enumerated().map { ($1, Value.int($0)) })),
        .object([
            "nested": .array([.object(["z": .null, "y": .array([.string("x/y")])]), .int(1)]), "text": "line\nbreak",
        ]),
        .data(mimeType: "text/plain", Data("hello".utf8)),
    ]

    @Test("every kind of value reads as JSONEncoder writes it", arguments: values.indices)
    func sameAsJSONEncoder(_ index: Int) throws {
        let value = Self.values[index]
        #expect(String(decoding: try SortedJSON.data(value), as: UTF8.self) == (try Self.encoded(value)))
    }

    @Test("a number JSON has no way to write is refused, as JSONEncoder refuses it")
    func notANumber() {
        #expect(throws: EncodingError.self) { try SortedJSON.data(.array([.double(.nan)])) }
        #expect(throws: EncodingError.self) { try SortedJSON.data(.double(.infinity)) }
    }
}
