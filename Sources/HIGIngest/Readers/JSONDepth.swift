import Foundation
import HIGModel

/// How deep a JSON text nests, for saying why the decoder refused it: Foundation's decoder stops
/// at a fixed depth and calls such a file "not valid JSON". Counts brackets outside strings; it
/// validates nothing.
enum JSONDepth {
    static let decoderLimit = 512

    static func deepest(in data: Data) -> Int {
        var depth = 0
        var deepest = 0
        var structure = JSONStructure()
        for byte in data where structure.isStructural(byte) {
            switch byte {
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                deepest = max(deepest, depth)
            case UInt8(ascii: "]"), UInt8(ascii: "}"): depth = max(depth - 1, 0)
            default: break
            }
        }
        return deepest
    }
}
