import Foundation
import HIGSupport
import HIGTestSupport
import Testing

/// A file name's bytes kept in a `String` and given back to the system exactly, whatever they
/// are; the bytes that are not UTF-8 shown escaped.
@Suite("File system names")
struct FileSystemNameTests {
    @Test(
        "names come back byte for byte",
        arguments: [
            Array("plain.md".utf8), ByteFileName.latin1Cafe, Array("café.md".utf8), [0xFF, 0xFE, 0x80],
            // Truncated and overlong sequences, a surrogate's encoding, and a valid name that
            // holds one of the scalars that otherwise stand for a byte.
            [0x61, 0xE2, 0x82], [0xC0, 0xAF], [0xED, 0xA0, 0x80], Array("x\u{10FFE9}y".utf8),
        ])
    func roundTrip(bytes: [UInt8]) {
        let name = bytes.withUnsafeBufferPointer { FileSystemName.decode($0) }
        let back = FileSystemName.withCString(name) { pointer in
            Array(UnsafeBufferPointer(start: pointer, count: strlen(pointer)).map { UInt8(bitPattern: $0) })
        }
        #expect(back == bytes)
    }

    @Test("only bytes that are not UTF-8 are escaped")
    func shown() {
        let name = [UInt8]([0x61, 0xFF, 0x0A]).withUnsafeBufferPointer { FileSystemName.decode($0) }
        #expect(FileSystemName.shown(name) == "a\\xFF\n")
    }
}
