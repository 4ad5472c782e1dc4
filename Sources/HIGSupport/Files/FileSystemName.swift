/// File names as the file system holds them: bytes, nearly always UTF-8 but not always (a name
/// written by an old Latin-1 tool, `caf\xE9.md`). A byte that is not part of valid UTF-8 travels
/// in a `String` as a scalar of its own, U+10FF00 plus the byte, so the file can be opened again
/// byte for byte and its name shown as `\xE9`. Those scalars are private-use ones no name has
/// reason to hold; one a valid name does hold is carried as its bytes too, so every name comes
/// back exactly.
package enum FileSystemName {
    private static let base: UInt32 = 0x10FF00
    /// The first scalar that stands for a byte: bytes outside UTF-8's ASCII range.
    private static let first: UInt32 = base + 0x80

    /// The name or path for these bytes (without their terminating NUL).
    package static func decode(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        if !bytes.contains(where: { $0 >= 0x80 }) { return String(decoding: bytes, as: UTF8.self) }
        var scalars = String.UnicodeScalarView()
        var index = 0
        while index < bytes.count {
            var rest = bytes[index...].makeIterator()
            var parser = Unicode.UTF8.ForwardParser()
            switch parser.parseScalar(from: &rest) {
            case .valid(let encoded):
                let scalar = Unicode.UTF8.decode(encoded)
                if isByte(scalar) {
                    scalars += encoded.map(byteScalar)
                } else {
                    scalars.append(scalar)
                }
                index += encoded.count
            case .error(let length):
                scalars += bytes[index..<index + length].map(byteScalar)
                index += length
            case .emptyInput:
                index = bytes.count
            }
        }
        return String(scalars)
    }

    /// The name or path for a C string from the system (`readdir`, `realpath`).
    package static func decode(cString: UnsafePointer<CChar>) -> String {
        var length = 0
        while cString[length] != 0 { length += 1 }
        return cString.withMemoryRebound(to: UInt8.self, capacity: length) {
            decode(UnsafeBufferPointer(start: $0, count: length))
        }
    }

    /// Calls `body` with the path as the file system's bytes, NUL-terminated.
    package static func withCString<Result>(
        _ path: String, _ body: (UnsafePointer<CChar>) throws -> Result
    ) rethrows -> Result {
        // Every scalar that stands for a byte is written F4 8F Bx xx in UTF-8.
        guard path.utf8.contains(0xF4), path.unicodeScalars.contains(where: isByte) else {
            return try path.withCString(body)
        }
        var bytes: [UInt8] = []
        for scalar in path.unicodeScalars {
            if isByte(scalar) {
                bytes.append(UInt8(scalar.value - base))
            } else {
                bytes += String(scalar).utf8
            }
        }
        bytes.append(0)
        return try bytes.withUnsafeBufferPointer { buffer in
            try buffer.withMemoryRebound(to: CChar.self) { try body($0.baseAddress!) }
        }
    }

    /// The text with each byte that is not UTF-8 written `\xE9`, for a person to read.
    package static func shown(_ text: String) -> String {
        guard text.utf8.contains(0xF4), text.unicodeScalars.contains(where: isByte) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if let byte = byte(scalar) {
                result += "\\x" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16, uppercase: true)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// The byte a scalar stands for, if it stands for one.
    package static func byte(_ scalar: Unicode.Scalar) -> UInt8? {
        isByte(scalar) ? UInt8(scalar.value - base) : nil
    }

    private static func isByte(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= first
    }

    private static func byteScalar(_ byte: UInt8) -> Unicode.Scalar {
        Unicode.Scalar(base + UInt32(byte))!
    }
}
