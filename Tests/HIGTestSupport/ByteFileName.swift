// `swift build --static-swift-stdlib` (the release build .ci/run makes) builds this target too,
// and Testing is not among the static libraries; the test targets that use this file have it.
#if canImport(Testing)
    import Foundation
    import Testing

    /// File names that are bytes rather than UTF-8, written as an old tool would write them.
    package enum ByteFileName {
        /// Creates a file under `folder` whose name is the given bytes, with `open` as an old tool would.
        package static func create(_ name: [UInt8], in folder: String, _ text: String) throws {
            let path = Array(folder.utf8) + [UInt8(ascii: "/")] + name + [0]
            let descriptor = path.withUnsafeBufferPointer { buffer in
                buffer.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_WRONLY | O_CREAT | O_EXCL, 0o644) }
            }
            try #require(descriptor >= 0, "created")
            defer { close(descriptor) }
            let bytes = Array(text.utf8)
            #expect(write(descriptor, bytes, bytes.count) == bytes.count)
        }

        package static let latin1Cafe: [UInt8] = Array("caf".utf8) + [0xE9] + Array(".md".utf8)
    }
#endif
