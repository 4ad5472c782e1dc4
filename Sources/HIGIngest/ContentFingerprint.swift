import HIGModel
import HIGSupport

/// A short hash of the content's file names, sizes and modification times, and of the tool's
/// own index format: when it changes, the index is stale.
package enum ContentFingerprint {
    package static func compute(_ listing: ContentListing, formatVersion: String) -> String {
        var entries = listing.files
        let described = listing.paths.flatMap {
            [$0 + "/" + TaxonomyLoader.fileName, $0 + "/" + SourceEditions.fileName]
        }
        entries += ContentDiscovery.entries(in: described, sorted: false).files
        // Each file's hash is added, so the order the folders list their files in does not matter
        // and the thousands of paths of a large content folder need no sorting.
        var format = FNV1a()
        format.mix("format \(formatVersion)\n")
        var sum = format.value
        for entry in entries {
            var hash = FNV1a()
            hash.mix(entry.path)
            hash.mix(0)
            hash.mix(number: entry.stamp.size)
            hash.mix(number: entry.stamp.modified)
            hash.mix(number: entry.stamp.changed)
            hash.mix(number: entry.stamp.inode)
            sum = sum &+ hash.value
        }
        return String(sum, radix: 16)
    }
}
