import Foundation

/// A short hash of the content's file names, sizes and modification times, and of the tool's
/// own index format: when it changes, the index is stale.
public enum ContentFingerprint {
    public static func compute(paths: [String], formatVersion: Int) -> String {
        var files = ContentDiscovery.files(in: paths).files
        if let taxonomy = Ingester.defaultTaxonomyPath(for: paths) { files.append(taxonomy) }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func mix(_ text: String) {
            for byte in text.utf8 {
                hash ^= UInt64(byte)
                hash = hash &* 0x100_0000_01b3
            }
        }
        mix("format \(formatVersion)\n")
        for file in files.sorted() {
            let attributes = try? FileManager.default.attributesOfItem(atPath: file)
            let size = (attributes?[.size] as? NSNumber)?.int64Value ?? -1
            let modified = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            mix("\(file)\t\(size)\t\(modified)\n")
        }
        return String(hash, radix: 16)
    }
}
