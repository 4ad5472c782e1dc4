/// Finds quoting CSV.swift reads past without a word: a quote inside an unquoted field, text
/// after a closing quote, a quoted field never closed. Any of these would silently merge rows,
/// so the review is refused with the line instead.
enum CSVQuoting {
    struct Problem {
        var line: Int
        var message: String
    }

    static func firstProblem(in text: String, delimiter: Unicode.Scalar = ",", firstLine: Int = 1) -> Problem? {
        var line = firstLine
        var fieldStart = true
        var inQuotes = false
        var quotedFieldStartLine = 1
        var afterClosingQuote = false
        var scalars = text.unicodeScalars.makeIterator()
        var pending: Unicode.Scalar? = scalars.next()
        while let scalar = pending {
            pending = scalars.next()
            if inQuotes {
                if scalar == "\"" {
                    if pending == "\"" {
                        pending = scalars.next()
                    } else {
                        inQuotes = false
                        afterClosingQuote = true
                    }
                } else if scalar == "\n" {
                    line += 1
                }
                continue
            }
            switch scalar {
            case delimiter:
                fieldStart = true
                afterClosingQuote = false
            case "\n":
                line += 1
                fieldStart = true
                afterClosingQuote = false
            case "\r":
                continue
            case "\"" where fieldStart:
                inQuotes = true
                quotedFieldStartLine = line
                fieldStart = false
            case "\"":
                return Problem(
                    line: line,
                    message:
                        "a quote inside a field that does not start with one; write it as \"\" inside a quoted field")
            default:
                if afterClosingQuote {
                    return Problem(
                        line: line, message: "text after a closing quote; a field's quotes must enclose all of it")
                }
                fieldStart = false
            }
        }
        if inQuotes {
            return Problem(line: quotedFieldStartLine, message: "a quoted field that is never closed")
        }
        return nil
    }
}
