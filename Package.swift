// swift-tools-version: 6.0
import PackageDescription

// The shipped executables, built for release on Linux, link with lld and pack their relative
// relocations (DT_RELR, glibc 2.36 or later): the dynamic loader then applies the ~100,000
// pointers of a position-independent binary from a bitmap instead of one 24-byte entry each,
// which is part of every command's start (docs/benchmarks.md, "Start-up").
//
// They also take SQLite and the C++ library from their static archives, as they take every other
// library but the C library's own: at every start the loader looked up about 1,700 symbols of
// libstdc++ and 1,500 of libsqlite3 in those libraries themselves, more than all the rest of a
// `hig --version`. GRDB's module map asks for `-lsqlite3` and the Swift runtime's static link for
// `-lstdc++`, which find the shared libraries first; `Linking/` holds a linker script of each
// name, searched first, that names the archive instead. Debug builds link the Swift runtime,
// which needs the shared libstdc++, dynamically, and keep the shared libraries.
let releaseLinking: [LinkerSetting] = [
    .unsafeFlags(
        [
            "-use-ld=lld", "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs",
            "-L", Context.packageDirectory + "/Linking",
        ],
        .when(platforms: [.linux], configuration: .release))
]

// libxml2 and cmark-gfm linked from the static archives their Debian -dev packages ship: as
// shared libraries they were a fifth of the dynamic loader's work at every start, though only an
// ingest and the site parse anything. libxml2 needs the ICU, lzma and zlib it was built with: a
// release build takes them from their archives too (ICU's converters with its 31 MB of data, since
// a shared ICU would bring the shared libstdc++ back), a debug build from the shared libraries.
// On macOS the shared libraries are linked as before.
let linuxDebug = BuildSettingCondition.when(platforms: [.linux], configuration: .debug)
let linuxRelease = BuildSettingCondition.when(platforms: [.linux], configuration: .release)
let parserLibraries: [LinkerSetting] = [
    .linkedLibrary(":libxml2.a", .when(platforms: [.linux])),
    .linkedLibrary("icuuc", linuxDebug),
    .linkedLibrary("lzma", linuxDebug),
    .linkedLibrary("z", linuxDebug),
    .linkedLibrary(":libicuuc.a", linuxRelease),
    .linkedLibrary(":libicudata.a", linuxRelease),
    .linkedLibrary(":liblzma.a", linuxRelease),
    .linkedLibrary(":libz.a", linuxRelease),
    // ICU is C++; a release build without --static-swift-stdlib would not name the library itself.
    .linkedLibrary("stdc++", linuxRelease),
    .linkedLibrary("m", .when(platforms: [.linux])),
    .linkedLibrary(":libcmark-gfm-extensions.a", .when(platforms: [.linux])),
    .linkedLibrary(":libcmark-gfm.a", .when(platforms: [.linux])),
    .linkedLibrary("xml2", .when(platforms: [.macOS])),
    .linkedLibrary("cmark-gfm-extensions", .when(platforms: [.macOS])),
    .linkedLibrary("cmark-gfm", .when(platforms: [.macOS])),
]

let package = Package(
    name: "hig",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "hig", targets: ["hig"]),
        .executable(name: "hig-mcp", targets: ["hig-mcp"]),
        .executable(name: "hig-fetch", targets: ["hig-fetch"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/yaslab/CSV.swift", from: "2.5.2"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
        .package(url: "https://github.com/modelcontextprotocol/swift-sdk", from: "0.12.1"),
        // The MCP SDK's logging API, which the server's logger is written against.
        .package(url: "https://github.com/apple/swift-log.git", from: "1.6.0"),
    ],
    targets: [
        // The headers alone (scripts/setup installs the -dev packages); HIGParsers links the libraries.
        .systemLibrary(name: "CLibXML2"),
        .systemLibrary(name: "CCmarkGFM"),
        .target(name: "HIGModel"),
        // What touches the system for the model's values: files (names as bytes, kinds, a replaced
        // file's owner and mode, abandoned temporary files), a file's stamp from `stat`, digests of
        // text and of the graph, and work spread over threads. HIGModel stays values alone.
        .target(name: "HIGSupport", dependencies: ["HIGModel"]),
        .target(
            name: "HIGParsers", dependencies: ["CLibXML2", "CCmarkGFM"],
            // libxml2's headers sit in a folder of their own, which pkg-config named when it also
            // linked the shared library.
            swiftSettings: [.unsafeFlags(["-Xcc", "-iwithsysroot/usr/include/libxml2"])],
            linkerSettings: parserLibraries
        ),
        .target(
            name: "HIGIngest",
            dependencies: ["HIGModel", "HIGSupport", "HIGParsers", .product(name: "Yams", package: "Yams")]
        ),
        // The search itself, apart from storage: normalizing, planning over a lexicon, measuring and
        // ranking candidates, explaining. No SQLite, so it is tried with an in-memory lexicon.
        .target(name: "HIGSearch", dependencies: ["HIGModel"]),
        .target(
            name: "HIGIndex",
            dependencies: [
                "HIGModel", "HIGSupport", "HIGSearch", .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "GRDBSQLite", package: "GRDB.swift"),
            ]
        ),
        .target(name: "HIGCompare", dependencies: ["HIGModel"]),
        .target(name: "HIGFetch", dependencies: ["HIGIngest", "HIGSupport"]),
        .target(
            name: "HIGExport",
            dependencies: [
                "HIGModel", "HIGSupport", "HIGParsers", "HIGCompare", .product(name: "CSV", package: "CSV.swift"),
            ]
        ),
        .target(
            name: "HIGSite",
            dependencies: [
                "HIGModel", "HIGSupport", "HIGSearch", "HIGExport", "HIGParsers",
                .product(name: "Mustache", package: "swift-mustache"),
            ]
        ),
        .target(
            name: "HIGKnowledgeBase",
            dependencies: [
                "HIGModel", "HIGSupport", "HIGIngest", "HIGSearch", "HIGIndex", "HIGCompare", "HIGExport",
                "HIGSite",
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        .target(
            name: "HIGCommandLine",
            dependencies: [
                "HIGModel", "HIGSupport", "HIGKnowledgeBase",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            // The commands reach the library through HIGKnowledgeBase alone (and HIGSupport for the
            // files they write and the file names they show); with this setting even a member of
            // another target's type needs that target imported, so the imports list every target the
            // commands use.
            swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]
        ),
        .target(
            name: "HIGMCP",
            dependencies: [
                "HIGModel", "HIGKnowledgeBase", .product(name: "MCP", package: "swift-sdk"),
                .product(name: "Logging", package: "swift-log"),
            ],
            // The server reaches the library through HIGKnowledgeBase alone, as the commands do; with
            // this setting even a member of another target's type needs that target imported.
            swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]
        ),
        .executableTarget(name: "hig", dependencies: ["HIGCommandLine"], linkerSettings: releaseLinking),
        // A second executable: the SDK links FoundationNetworking, so libcurl and the libraries it
        // loads, which would slow the start of every hig command (README, "Speed").
        .executableTarget(
            name: "hig-mcp",
            dependencies: ["HIGMCP", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            linkerSettings: releaseLinking
        ),
        // And a third: `hig fetch` needs the network stack (FoundationNetworking, libcurl), which no
        // other command does; `hig` runs hig-fetch for it.
        .executableTarget(
            name: "hig-fetch", dependencies: ["HIGCommandLine", "HIGKnowledgeBase", "HIGFetch"],
            linkerSettings: releaseLinking),
        .executableTarget(
            name: "hig-mcp-bench",
            dependencies: ["HIGMCP", "HIGKnowledgeBase", .product(name: "MCP", package: "swift-sdk")],
            // Linked as hig-mcp is, so that a call counted in process costs what it costs the server.
            linkerSettings: releaseLinking
        ),
        .executableTarget(name: "hig-bench", dependencies: ["HIGIndex", "HIGModel", "HIGSearch"]),
        .executableTarget(name: "hig-fuzz", dependencies: ["HIGIngest", "HIGExport", "HIGFetch"]),
        // What the test targets share: the shipped Content and small inline fixtures read once,
        // temporary folders, golden files (Snapshots/, re-recorded with HIG_RECORD_SNAPSHOTS=1), the
        // recorded fetch server and the tags that select browser, node, subprocess and network tests
        // (docs/testing.md). A plain target, so the test targets below can all depend on it.
        .target(
            name: "HIGTestSupport",
            dependencies: ["HIGModel", "HIGParsers", "HIGIngest", "HIGIndex", "HIGSite"],
            path: "Tests/HIGTestSupport",
            exclude: ["Snapshots"],
            resources: [.copy("Fixtures")]
        ),
        // One test target per library target, each depending on that target and the support alone.
        .testTarget(name: "HIGModelTests", dependencies: ["HIGModel", "HIGTestSupport"]),
        .testTarget(name: "HIGSupportTests", dependencies: ["HIGSupport", "HIGTestSupport"]),
        .testTarget(name: "HIGParsersTests", dependencies: ["HIGParsers", "HIGTestSupport"]),
        .testTarget(name: "HIGIngestTests", dependencies: ["HIGIngest", "HIGTestSupport"]),
        // The search core alone, over an in-memory lexicon: no index file, no SQLite.
        .testTarget(name: "HIGSearchTests", dependencies: ["HIGSearch", "HIGModel", "HIGTestSupport"]),
        .testTarget(name: "HIGIndexTests", dependencies: ["HIGIndex", "HIGTestSupport"]),
        .testTarget(name: "HIGExportTests", dependencies: ["HIGExport", "HIGTestSupport"]),
        .testTarget(name: "HIGSiteTests", dependencies: ["HIGSite", "HIGTestSupport"]),
        .testTarget(name: "HIGFetchTests", dependencies: ["HIGFetch", "HIGTestSupport"]),
        .testTarget(name: "HIGKnowledgeBaseTests", dependencies: ["HIGKnowledgeBase", "HIGTestSupport"]),
        .testTarget(name: "HIGCommandLineTests", dependencies: ["HIGCommandLine", "HIGTestSupport"]),
        // Across targets: the hig executable run as a subprocess, the whole shipped Content, the
        // judged relevance and tags, and the site's search against the index's.
        .testTarget(name: "HIGEndToEndTests", dependencies: ["HIGCommandLine", "HIGTestSupport"]),
        // Its small content is written inline (SmallContent), so it needs none of the support.
        .testTarget(name: "HIGMCPTests", dependencies: ["HIGMCP"]),
    ],
    swiftLanguageModes: [.v6]
)
