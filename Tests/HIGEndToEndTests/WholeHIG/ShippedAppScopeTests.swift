import Foundation
import HIGKnowledgeBase
import HIGModel
import HIGTestSupport
import Testing

@Suite("An app's project on the whole shipped HIG")
struct ShippedAppScopeTests {
    /// An app with many of the keys the shipped `app-scope.yml` names, and a few symbols.
    private func app() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        let info: [String: Any] = [
            "UIBackgroundModes": ["audio", "location"],
            "UIApplicationSceneManifest": ["UIApplicationSupportsMultipleScenes": true],
            "UIRequiresFullScreen": true, "NSCameraUsageDescription": "Photos.",
            "UISupportedInterfaceOrientations": ["UIInterfaceOrientationPortrait"], "UILaunchScreen": [String: Any](),
            "CFBundleIcons": [String: Any](), "CFBundleDocumentTypes": [[String: Any]](), "UIDeviceFamily": [1, 2],
            "NSExtension": ["NSExtensionPointIdentifier": "com.apple.widgetkit-extension"],
        ]
        try directory.write(
            "App/Info.plist", try PropertyListSerialization.data(fromPropertyList: info, format: .xml, options: 0))
        let entitlements: [String: Any] = [
            "aps-environment": "production", "com.apple.developer.healthkit": true,
            "com.apple.developer.icloud-services": ["CloudKit"],
        ]
        try directory.write(
            "App/App.entitlements",
            try PropertyListSerialization.data(fromPropertyList: entitlements, format: .binary, options: 0))
        try directory.write(
            "App/Share.swift",
            "import SwiftUI\nlet share = UIActivityViewController(activityItems: [], applicationActivities: nil)\n"
                + "let style = UIModalPresentationStyle.pageSheet\nlet auto = automatic\n")
        return directory
    }

    @Test("the shipped map names only pages the HIG has, and keys, entitlements and symbols bring their pages")
    func shippedMap() throws {
        let directory = try app()
        let reading = try KnowledgeBase(indexPath: TestIndex.wholePath).readApp(
            path: directory.path + "/App", displayPath: "App")
        #expect(reading.diagnostics.isEmpty, "\(reading.diagnostics.map(\.formatted))")
        let pages = Set(reading.scope.pages.map(\.page))
        for expected in [
            "playing-audio", "multitasking", "windows", "going-full-screen", "privacy", "maps", "layout", "launching",
            "app-icons", "file-management", "designing-for-ios", "designing-for-ipados", "widgets",
            "managing-notifications", "healthkit", "icloud", "activity-views",
        ] {
            #expect(pages.contains(expected), "\(expected) in \(pages.sorted())")
        }
        #expect(
            reading.scope.reasons(for: "activity-views").contains(
                "UIActivityViewController in Share.swift:2"))
        #expect(
            reading.scope.reasons(for: "multitasking").contains(
                "UIApplicationSceneManifest.UIApplicationSupportsMultipleScenes: true (Info.plist)"))
        #expect(!reading.scope.pages.contains { $0.reasons.isEmpty })
        #expect(
            !reading.scope.pages.flatMap(\.reasons).contains { $0.hasPrefix("SwiftUI ") || $0.hasPrefix("automatic ") })
    }
}
