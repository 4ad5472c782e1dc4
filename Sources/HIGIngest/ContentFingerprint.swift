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
        mix("format \(formatVersion)\n")
        for entry in entries.sorted(by: { $0.path < $1.path }) {
            mix("\(entry.path)\t\(entry.size)\t\(entry.modified)\n")
        }
        return String(hash, radix: 16)
    }
}
