import Foundation
import HIGIngest
import HIGModel

/// Two small pages in Apple's Markdown form: prose with links (to the other page, to a page the
/// content lacks, to developer documentation), emphasis, code, a callout, an image with its
/// caption, nested and numbered lists, a practice whose body has a link and a list, and
/// platform subsections.
package enum RichTextFixture {
    package static let playingAudio = """
        # Playing audio

        *People expect audio to behave well.*

        See [Sheets](Sheets.md), [a page not here](Nowhere%20page.md), *emphasis*, `AVAudioSession` and \
        [UIView](https://developer.apple.com/documentation/uikit/uiview).

        > **Note**
        >
        > Reorganized guidance in platform considerations.

        ![A speaker with sound waves.](https://docs-assets.developer.apple.com/speaker.png)  
        *The speaker plays audio.*

        ## Categories

        Audio categories:

        - First category
          - A nested kind
        - Second category

        1. One step
        2. Another step

        ## Best practices

        **Respond smoothly to audio interruptions.** Pause audio when a [sheet](Sheets.md) appears:

        - Pause indefinitely for calls.

        ## Platform considerations

        ### iOS

        On iPhone, audio continues in the background.
        """

    package static let sheets = """
        # Sheets

        *A sheet helps people perform a scoped task.*

        ## Best practices

        **Use sheets sparingly.** Sheets interrupt what people are doing.
        """

    /// The two pages read together, and the folder they are in.
    package static func ingest() throws -> (graph: RuleGraph, folder: TemporaryDirectory) {
        let folder = try TemporaryDirectory()
        try folder.write("Playing audio.md", playingAudio)
        try folder.write("Sheets.md", sheets)
        let result = Ingester().ingest(paths: [folder.url.path])
        return (result.graph, folder)
    }
}
