// `swift build --static-swift-stdlib` (the release build .ci/run makes) builds this target too,
// and Testing is not among the static libraries; the test targets that use this file have it.
#if canImport(Testing)
    import Testing

    /// Tags for the tests that need more than the Swift toolchain, so a run can select or skip them
    /// (`swift test --skip tag:network` where Swift Testing reads tags; docs/testing.md gives the
    /// test-ID patterns for Swift 6.3).
    extension Tag {
        /// Runs Debian's headless Chromium (`scripts/setup` installs it).
        @Tag package static var browser: Self

        /// Runs a script of the site under node.
        @Tag package static var node: Self

        /// Starts a process of the package's own (`hig`, `hig-fetch`, `scripts/install`) or of the
        /// system (`script`, `setpriv`) and reads what it writes.
        @Tag package static var subprocess: Self

        /// Talks to the recorded server (`Tests/fetch-server`, python3) over 127.0.0.1.
        @Tag package static var network: Self
    }
#endif
