import HIGModel

/// Links in a page's prose resolved as its references are: a link to a page the graph holds
/// goes to that page; any other stays the address the source gave.
enum RichLinks {
    static func resolve(_ page: inout Page, _ transform: (Reference) -> Reference) {
        func resolved(_ paragraphs: [Paragraph]?) -> [Paragraph]? {
            paragraphs?.map { paragraph in
                var copy = paragraph
                copy.rich = paragraph.rich?.mappingLinks(transform)
                return copy
            }
        }
        page.prose = resolved(page.prose)
        for index in page.sections.indices {
            page.sections[index].prose = resolved(page.sections[index].prose)
        }
    }
}
