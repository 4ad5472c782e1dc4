import Testing

extension CommandLineTests {
    @Test("a mistyped command, filter value or ID gets one suggestion")
    func didYouMean() throws {
        let command = try hig("qeury", "tap")
        #expect(command.status == 2)
        #expect(command.error.contains("unknown command 'qeury'; did you mean 'hig query'?"), "\(command.error)")
        let nested = try hig("review", "reprot", "x.md")
        #expect(nested.error.contains("did you mean 'hig review report'?"), "\(nested.error)")
        let page = try hig("checklist", "--page", "multitaskng")
        #expect(page.status == 2)
        #expect(page.error.contains("unknown page 'multitaskng'; did you mean 'multitasking'?"), "\(page.error)")
        #expect(!page.error.contains("sheets"), "one suggestion, not every page")
        let id = try hig("show", "multitasking/respond-smoothly-to-audio-interuptions")
        #expect(
            id.error.contains("did you mean 'multitasking/respond-smoothly-to-audio-interruptions'?"), "\(id.error)")
    }
}
