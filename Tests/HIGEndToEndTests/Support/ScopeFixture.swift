import Foundation
import HIGTestSupport

/// A small content folder written inline: four pages, with sections a scope can name, and the
/// shipped taxonomy, so platforms, states and styles are tagged as in the real HIG.
enum ScopeFixture {
    static func make() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        try directory.write(
            "Content/taxonomy.yml",
            try Data(contentsOf: TestContent.contentDirectory.appendingPathComponent("taxonomy.yml")))
        try directory.write(
            "Content/markdown/Sheets.md",
            """
            # Sheets

            ## Best practices

            **Use a sheet for a focused task.** A sheet helps people finish one task before they return to the parent view.

            **Avoid stacking sheets.** A second sheet on top of the first hides where people are.

            ## watchOS

            **Keep a sheet short on the watch.** People glance at their wrist for a moment.

            """)
        try directory.write(
            "Content/markdown/Alerts.md",
            """
            # Alerts

            ## Best practices

            **Keep an alert title short.** An alert interrupts, so its title must say what happened at once.

            """)
        try directory.write(
            "Content/markdown/Multitasking.md",
            """
            # Multitasking

            ## Best practices

            **Respond smoothly to audio interruptions.** Pause audio for a phone call and resume it afterwards.

            **Finish user-initiated tasks in the background.** A download continues when people switch away.

            ## Platform considerations

            **Support several windows at once.** People compare documents side by side.

            """)
        try directory.write(
            "Content/markdown/File management.md",
            """
            # File management

            ## Best practices

            **Let people choose where to export a document.** Exporting puts a copy in a folder people pick.

            **Give a toolbar a background that contrasts with the content.** A plain background keeps controls legible.

            """)
        return directory
    }
}
