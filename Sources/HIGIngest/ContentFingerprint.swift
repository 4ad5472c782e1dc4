/// A short hash of the content's file names, sizes and modification times, and of the tool's
/// own index format: when it changes, the index is stale.
public enum ContentFingerprint {
    public static func compute(paths: [String], formatVersion: String) -> String {
        var entries = ContentDiscovery.entries(in: paths).files
        entries += ContentDiscovery.entries(in: paths.map { $0 + "/" + TaxonomyLoader.fileName }).files
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func mix(_ text: String) {
            for byte in text.utf8 {
                hash ^= UInt64(byte)
                hash = hash &* 0x100_0000_01b3
            }
        }
        func mix(number: Int64) {
            var value = UInt64(bitPattern: number)
            for _ in 0..<8 {
                hash ^= value & 0xff
                hash = hash &* 0x100_0000_01b3
                value >>= 8
            }
        }
        mix("format \(formatVersion)\n")
        // Discovery gives the files in a stable order (each folder sorted), so no second sort.
        for entry in entries {
            mix(entry.path)
            mix(number: 0)
            mix(number: entry.size)
            mix(number: entry.modified)
        }
        return String(hash, radix: 16)
    }
}
