import HIGIngest

/// The content as one walk found it, and the fingerprint of what it found: a run that goes on
/// to update or rebuild the index reads these files rather than walking them again.
package struct CheckedContent: Sendable {
    package let listing: ContentListing
    package let fingerprint: String

    /// Taken before reading the content, so a file edited during an ingest makes the index stale.
    package init(_ contentPaths: [String]) {
        listing = ContentListing(paths: contentPaths)
        fingerprint = ContentFingerprint.compute(listing, formatVersion: ToolIdentity.indexFormat)
    }

    package var contentPaths: [String] { listing.paths }
}
