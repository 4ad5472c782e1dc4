import Foundation
import HIGIngest
import HIGModel
import HIGTestSupport
import Testing

/// The forms a practice takes on real pages, and the forms that look like one but are not.
@Suite("Practice forms")
struct PracticeFormTests {
    @Test("plain items of a Best practices list that give an instruction are practices")
    func bestPracticesList() throws {
        let page = """
            # Designing for iOS

            ## Best practices

            Great experiences integrate the platform. Prioritize the following ways.

            - Help people concentrate on primary tasks and content by limiting onscreen controls.
            - Adapt seamlessly to appearance changes, letting people choose configurations.
            - The Home Screen shows apps.
            """
        let (result, _) = try SingleFile.ingest(text: page)
        #expect(
            result.graph.practices.map(\.lead) == [
                "Help people concentrate on primary tasks and content by limiting onscreen controls.",
                "Adapt seamlessly to appearance changes, letting people choose configurations.",
            ])
    }

    @Test("a bold label that only names a thing is not a practice")
    func labels() throws {
        let page = """
            # Icons

            ## Styles

            **Monochrome.** A single color is applied to the whole symbol.

            **Developer note** Use the symbol renderer.

            **Use a consistent style across your icons.** Mixing styles confuses people.
            """
        let (result, _) = try SingleFile.ingest(text: page)
        #expect(result.graph.practices.map(\.lead) == ["Use a consistent style across your icons."])
    }

    @Test("a Korean translation of a list item loses the item's marker")
    func koreanListMarker() throws {
        let page = """
            # **[patterns] loading**

            ## Best practices

            **Show content as soon as possible.** Body.
            > - 가능한 한 빨리 콘텐츠를 표시하세요.
            """
        let (result, _) = try SingleFile.ingest(text: page)
        #expect(result.graph.practices.first?.ko == "가능한 한 빨리 콘텐츠를 표시하세요.")
    }
}
