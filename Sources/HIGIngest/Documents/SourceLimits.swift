import HIGModel

/// What a source file may be and still be read: the bound on its size, and the diagnostics
/// that say it was turned away instead. Readers and the file checks before them share these.
enum SourceLimits {
    static let maximumFileSize = 4 * 1024 * 1024
    /// Warnings that mean the file was not read at all.
    static let skippingDiagnostics: Set<String> = [
        "ingest.file.empty", "ingest.file.binary", "ingest.file.not-regular",
    ]

    /// Whether a file with these diagnostics was turned away rather than read.
    static func isRejected(_ diagnostics: [Diagnostic]) -> Bool {
        diagnostics.contains { $0.severity == .error || skippingDiagnostics.contains($0.id) }
    }
}
