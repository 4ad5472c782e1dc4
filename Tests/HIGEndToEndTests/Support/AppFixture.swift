import Foundation
import HIGTestSupport

/// A made-up app beside a small content folder: the scope fixture's pages, a page listing a
/// developer symbol, and an `app-scope.yml` of a few keys. The app has an XML Info.plist, a
/// binary entitlements file, an Xcode project setting Info.plist keys, and Swift and
/// Objective-C sources.
enum AppFixture {
    static let map = """
        infoPlist:
          UIBackgroundModes:
            audio: [multitasking]
          "NS*UsageDescription": [file-management]
          UIApplicationSupportsMultipleScenes:
            "true": [multitasking]
        entitlements:
          aps-environment: [alerts]
        ignoredSymbols: [UIWindow]
        skippedFolders: [Pods]
        """

    static let infoPlist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
            <key>UIBackgroundModes</key>
            <array><string>audio</string><string>fetch</string></array>
            <key>NSCameraUsageDescription</key>
            <string>Take photos to edit.</string>
            <key>UIApplicationSupportsMultipleScenes</key>
            <false/>
        </dict>
        </plist>
        """

    /// The content folder and the app folder, `Content` and `PhotoEditor` in one temporary folder.
    static func make() throws -> TemporaryDirectory {
        let directory = try ScopeFixture.make()
        try directory.write("Content/app-scope.yml", map)
        try directory.write(
            "Content/markdown/Activity views.md",
            """
            # Activity views

            ## Best practices

            **Offer the actions people expect in an activity view.** Sharing and copying come first.

            #### Developer documentation

            [UIActivityViewController](https://developer.apple.com/documentation/UIKit/UIActivityViewController) — UIKit

            [UIWindow](https://developer.apple.com/documentation/UIKit/UIWindow) — UIKit

            """)
        try directory.write("PhotoEditor/App/Info.plist", infoPlist)
        let entitlements = try PropertyListSerialization.data(
            fromPropertyList: ["aps-environment": "development"], format: .binary, options: 0)
        try directory.write("PhotoEditor/App/PhotoEditor.entitlements", entitlements)
        try directory.write(
            "PhotoEditor/PhotoEditor.xcodeproj/project.pbxproj",
            """
            // !$*UTF8*$!
            {
                archiveVersion = 1;
                objects = {
                    A1 /* Debug */ = {
                        isa = XCBuildConfiguration;
                        buildSettings = {
                            INFOPLIST_KEY_NSMicrophoneUsageDescription = "Record voice notes.";
                            INFOPLIST_KEY_UIApplicationSupportsMultipleScenes = NO;
                        };
                        name = Debug;
                    };
                };
            }
            """)
        try directory.write(
            "PhotoEditor/Sources/Editor/EditorView.swift",
            """
            import UIKit
            // A UIAlertController would be too much here; UIActivityViewController is shown below.
            let window = UIWindow()
            let title = "UIActivityViewController"
            func share() {
                let controller = UIActivityViewController(activityItems: [], applicationActivities: nil)
                _ = controller
            }
            """)
        try directory.write(
            "PhotoEditor/Sources/Share/Share.m",
            "#import <UIKit/UIKit.h>\n\nvoid Share(void) {\n    [[UIActivityViewController alloc] init];\n}\n")
        try directory.write("PhotoEditor/Pods/Vendor/Vendor.swift", "let vendor = UIActivityViewController()\n")
        return directory
    }
}
