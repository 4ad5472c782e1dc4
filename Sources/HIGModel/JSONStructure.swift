/// Tells the bytes of a JSON text that lie outside its strings (brackets, separators, numbers)
/// from those inside one, a byte at a time, without parsing: what the cheap checks made before
/// a decoder runs (how deep the text nests, how many values it holds) count.
package struct JSONStructure: Sendable {
    private var inString = false
    private var escaped = false

    package init() {}

    /// Whether `byte` lies outside every string. A quote that opens or closes one does not.
    package mutating func isStructural(_ byte: UInt8) -> Bool {
        if inString {
            if escaped {
                escaped = false
            } else if byte == UInt8(ascii: "\\") {
                escaped = true
            } else if byte == UInt8(ascii: "\"") {
                inString = false
            }
            return false
        }
        if byte == UInt8(ascii: "\"") {
            inString = true
            return false
        }
        return true
    }
}
