import HIGKnowledgeBase
import HIGModel

struct QueryMarkdown {
    let paths: PathDisplay

    func render(_ response: SearchResponse) -> String {
        if let message = response.message { return message }
        let citation = CitationMarkdown(paths: paths)
        let blocks = response.hits.compactMap { hit in
            hit.practice.map { citation.render($0, pageTitle: hit.pageTitle) }
        }
        return blocks.isEmpty ? "No practice matches \"\(response.query)\"." : blocks.joined(separator: "\n\n---\n\n")
    }
}
