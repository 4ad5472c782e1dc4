import HIGModel

/// Source paths as the user should see them, applied to whatever is printed.
extension PathDisplay {
    public func practice(_ practice: Practice) -> Practice {
        var shown = practice
        shown.sources = practice.sources.map { SourceLocation(file: display($0.file), line: $0.line) }
        return shown
    }

    public func page(_ page: Page) -> Page {
        var shown = page
        shown.sources = page.sources.map(display)
        shown.koreanNotes = page.koreanNotes.map { note in
            var shownNote = note
            shownNote.source.file = display(note.source.file)
            return shownNote
        }
        return shown
    }

    public func location(_ location: SourceLocation) -> String {
        "\(display(location.file)):\(location.line)"
    }
}
