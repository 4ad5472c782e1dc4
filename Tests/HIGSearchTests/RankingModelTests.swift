import Foundation
import HIGModel
import HIGSearch
import HIGTestSupport
import Testing

/// The ranking model is declared once, in Swift; the site's script tests read a copy of it.
@Suite("Ranking model")
struct RankingModelTests {
    @Test("the site tests' copy of the ranking model is the one the command line ranks with")
    func siteCopy() throws {
        let url = TestContent.packageRoot.appendingPathComponent("Tests/site-js/ranking-model.json")
        let copy = try JSONDecoder().decode(RankingModel.self, from: Data(contentsOf: url))
        #expect(copy == RankingModel.standard, "update Tests/site-js/ranking-model.json from RankingModel.standard")
    }

    @Test("explanations name the weights heaviest first")
    func weightsDescription() {
        #expect(
            RankingModel.standard.weightsDescription
                == "lead ×10, symbols ×8, Korean ×4, body ×2, titles ×1.5, callbacks ×1")
        #expect(RankingModel.standard.bm25Arguments == "10.0, 2.0, 1.5, 4.0, 8.0, 1.0, 0.0")
    }
}
