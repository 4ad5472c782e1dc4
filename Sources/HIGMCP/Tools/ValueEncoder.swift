import Foundation
import MCP

/// Encodes contract types straight into the SDK's JSON values, with the keys and values
/// `JSONEncoder` would write: an answer's structured content is built once, not written as
/// JSON text and read back.
enum ValueEncoder {
    static func encode<Shape: Encodable>(_ value: Shape) throws -> Value {
        let root = ValueNode()
        try value.encode(to: NodeEncoder(node: root, codingPath: []))
        return root.value
    }
}

/// A value being encoded: a keyed container may be asked for again by the same type (a
/// practice's fields, then those its result adds), so objects are filled in place.
/// An integer of any width as a JSON number: an `Int` where it fits.
private func integer<T: BinaryInteger>(_ value: T) -> Value {
    Int(exactly: value).map(Value.int) ?? .double(Double(value))
}

private final class ValueNode {
    var scalar: Value = .null
    var object: [String: ValueNode]?
    var array: [ValueNode]?

    var value: Value {
        if let object { return .object(object.mapValues(\.value)) }
        if let array { return .array(array.map(\.value)) }
        return scalar
    }

    func child(_ key: String) -> ValueNode {
        let node = ValueNode()
        if object == nil { object = [:] }
        object?[key] = node
        return node
    }

    func append() -> ValueNode {
        let node = ValueNode()
        if array == nil { array = [] }
        array?.append(node)
        return node
    }

    /// A value of its own, or an Encodable's encoding; URLs as their text, as JSONEncoder does.
    /// A JSON value already made (an answer's structured content in its response) is taken as
    /// it is, not encoded again node by node.
    func set<T: Encodable>(_ value: T, codingPath: [any CodingKey]) throws {
        switch value {
        case let url as URL: scalar = .string(url.absoluteString)
        case let json as Value: scalar = json
        default: try value.encode(to: NodeEncoder(node: self, codingPath: codingPath))
        }
    }
}

private struct NodeEncoder: Encoder {
    let node: ValueNode
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if node.object == nil { node.object = [:] }
        return KeyedEncodingContainer(KeyedNodeContainer(node: node, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        if node.array == nil { node.array = [] }
        return UnkeyedNodeContainer(node: node, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleNodeContainer(node: node, codingPath: codingPath)
    }
}

private struct KeyedNodeContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let node: ValueNode
    let codingPath: [any CodingKey]

    mutating func encodeNil(forKey key: Key) throws { node.child(key.stringValue).scalar = .null }
    mutating func encode(_ value: Bool, forKey key: Key) throws { node.child(key.stringValue).scalar = .bool(value) }
    mutating func encode(_ value: String, forKey key: Key) throws {
        node.child(key.stringValue).scalar = .string(value)
    }
    mutating func encode(_ value: Double, forKey key: Key) throws {
        node.child(key.stringValue).scalar = .double(value)
    }
    mutating func encode(_ value: Float, forKey key: Key) throws {
        node.child(key.stringValue).scalar = .double(Double(value))
    }
    mutating func encode(_ value: Int, forKey key: Key) throws { node.child(key.stringValue).scalar = .int(value) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { node.child(key.stringValue).scalar = integer(value) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { node.child(key.stringValue).scalar = integer(value) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { node.child(key.stringValue).scalar = integer(value) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { node.child(key.stringValue).scalar = integer(value) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { node.child(key.stringValue).scalar = integer(value) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { node.child(key.stringValue).scalar = integer(value) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws {
        node.child(key.stringValue).scalar = integer(value)
    }
    mutating func encode(_ value: UInt32, forKey key: Key) throws {
        node.child(key.stringValue).scalar = integer(value)
    }
    mutating func encode(_ value: UInt64, forKey key: Key) throws {
        node.child(key.stringValue).scalar = integer(value)
    }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        try node.child(key.stringValue).set(value, codingPath: codingPath + [key])
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        NodeEncoder(node: node.child(key.stringValue), codingPath: codingPath + [key]).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        NodeEncoder(node: node.child(key.stringValue), codingPath: codingPath + [key]).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        NodeEncoder(node: node.child("super"), codingPath: codingPath)
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        NodeEncoder(node: node.child(key.stringValue), codingPath: codingPath + [key])
    }
}

private struct UnkeyedNodeContainer: UnkeyedEncodingContainer {
    let node: ValueNode
    let codingPath: [any CodingKey]
    var count: Int { node.array?.count ?? 0 }

    mutating func encodeNil() throws { node.append().scalar = .null }
    mutating func encode(_ value: Bool) throws { node.append().scalar = .bool(value) }
    mutating func encode(_ value: String) throws { node.append().scalar = .string(value) }
    mutating func encode(_ value: Double) throws { node.append().scalar = .double(value) }
    mutating func encode(_ value: Float) throws { node.append().scalar = .double(Double(value)) }
    mutating func encode(_ value: Int) throws { node.append().scalar = .int(value) }
    mutating func encode(_ value: Int8) throws { node.append().scalar = integer(value) }
    mutating func encode(_ value: Int16) throws { node.append().scalar = integer(value) }
    mutating func encode(_ value: Int32) throws { node.append().scalar = integer(value) }
    mutating func encode(_ value: Int64) throws { node.append().scalar = integer(value) }
    mutating func encode(_ value: UInt) throws { node.append().scalar = integer(value) }
    mutating func encode(_ value: UInt8) throws { node.append().scalar = integer(value) }
    mutating func encode(_ value: UInt16) throws { node.append().scalar = integer(value) }
    mutating func encode(_ value: UInt32) throws { node.append().scalar = integer(value) }
    mutating func encode(_ value: UInt64) throws { node.append().scalar = integer(value) }
    mutating func encode<T: Encodable>(_ value: T) throws { try node.append().set(value, codingPath: codingPath) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
        -> KeyedEncodingContainer<NestedKey>
    {
        NodeEncoder(node: node.append(), codingPath: codingPath).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        NodeEncoder(node: node.append(), codingPath: codingPath).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        NodeEncoder(node: node.append(), codingPath: codingPath)
    }
}

private struct SingleNodeContainer: SingleValueEncodingContainer {
    let node: ValueNode
    let codingPath: [any CodingKey]

    mutating func encodeNil() throws { node.scalar = .null }
    mutating func encode(_ value: Bool) throws { node.scalar = .bool(value) }
    mutating func encode(_ value: String) throws { node.scalar = .string(value) }
    mutating func encode(_ value: Double) throws { node.scalar = .double(value) }
    mutating func encode(_ value: Float) throws { node.scalar = .double(Double(value)) }
    mutating func encode(_ value: Int) throws { node.scalar = .int(value) }
    mutating func encode(_ value: Int8) throws { node.scalar = integer(value) }
    mutating func encode(_ value: Int16) throws { node.scalar = integer(value) }
    mutating func encode(_ value: Int32) throws { node.scalar = integer(value) }
    mutating func encode(_ value: Int64) throws { node.scalar = integer(value) }
    mutating func encode(_ value: UInt) throws { node.scalar = integer(value) }
    mutating func encode(_ value: UInt8) throws { node.scalar = integer(value) }
    mutating func encode(_ value: UInt16) throws { node.scalar = integer(value) }
    mutating func encode(_ value: UInt32) throws { node.scalar = integer(value) }
    mutating func encode(_ value: UInt64) throws { node.scalar = integer(value) }
    mutating func encode<T: Encodable>(_ value: T) throws { try node.set(value, codingPath: codingPath) }
}
