import CYaml
import Foundation
import HIGModel
import Yams

/// Loads `taxonomy.yml`. A broken taxonomy is a content error with a line, not a crash: ingest
/// goes on without platform, lifecycle and style tags. What could make the load unbounded is
/// refused before it is decoded: a file past the size limit, one that is not a regular file, one
/// a link leads to from outside the content, and YAML anchors (whose aliases expand without
/// bound: a few kilobytes can stand for gigabytes).
enum TaxonomyLoader {
    static let fileName = "taxonomy.yml"
    /// Many times the shipped taxonomy; its synonyms are matched against every practice.
    static let maximumSize = 256 * 1024

    /// - Parameter folder: the content folder the file was found in, when it was found rather
    ///   than named: a file that resolves outside it is not read.
    static func load(path: String, displayPath: String, folder: String? = nil) -> (Taxonomy, [Diagnostic]) {
        func refused(_ message: String, line: Int = 1) -> (Taxonomy, [Diagnostic]) {
            (
                Taxonomy(),
                [
                    Diagnostic(
                        file: displayPath, line: line, severity: .error, id: "ingest.taxonomy.refused",
                        message: message + "; platforms, states and styles are not tagged")
                ]
            )
        }
        if let folder, let target = realPath(path), let root = realPath(folder),
            !target.hasPrefix(root.hasSuffix("/") ? root : root + "/")
        {
            return refused("taxonomy.yml is a link to \(target), outside the content folder; not read")
        }
        var status = stat()
        if stat(path, &status) == 0 {
            guard status.st_mode & S_IFMT == S_IFREG else {
                return refused("taxonomy.yml is not a regular file; not read")
            }
            guard status.st_size <= maximumSize else {
                return refused("taxonomy.yml is \(status.st_size) bytes, over the \(maximumSize)-byte limit; not read")
            }
        }
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8)
        else {
            return (
                Taxonomy(),
                [
                    Diagnostic(
                        file: displayPath, line: 1, severity: .warning, id: "ingest.taxonomy.missing",
                        message: "no readable taxonomy.yml; platforms, states and styles are not extracted")
                ]
            )
        }
        return decode(text, displayPath: displayPath)
    }

    /// Decodes taxonomy text, refusing anchors and aliases.
    static func decode(_ text: String, displayPath: String) -> (Taxonomy, [Diagnostic]) {
        func refused(_ message: String, line: Int) -> (Taxonomy, [Diagnostic]) {
            (
                Taxonomy(),
                [
                    Diagnostic(
                        file: displayPath, line: line, severity: .error, id: "ingest.taxonomy.refused",
                        message: message + "; platforms, states and styles are not tagged")
                ]
            )
        }
        do {
            if let line = try anchorLine(text) {
                return refused("taxonomy.yml uses YAML anchors and aliases, which are not read", line: line)
            }
            return (try YAMLDecoder().decode(Taxonomy.self, from: text), [])
        } catch {
            return (
                Taxonomy(),
                [
                    Diagnostic(
                        file: displayPath, line: YAMLErrors.line(of: error) ?? 1, severity: .error,
                        id: "ingest.taxonomy.invalid",
                        message: "taxonomy.yml could not be read: \(YAMLErrors.summary(of: error))")
                ]
            )
        }
    }

    /// The line of the first anchor or alias, from libyaml's events: found before anything is
    /// composed, so an alias is never followed. Yams' own API only composes, and composing hashes
    /// every mapping key whole (its duplicate-key check), so an aliased bomb used as a key would
    /// be expanded before any anchor could be seen.
    private static func anchorLine(_ text: String) throws -> Int? {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { return nil }
        defer { yaml_parser_delete(&parser) }
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBufferPointer { buffer -> Int? in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            var event = yaml_event_t()
            // A syntax error stops the scan; the decoder reports it with its line.
            while yaml_parser_parse(&parser, &event) == 1 {
                defer { yaml_event_delete(&event) }
                let line = Int(event.start_mark.line) + 1
                switch event.type {
                case YAML_STREAM_END_EVENT: return nil
                case YAML_ALIAS_EVENT: return line
                case YAML_SCALAR_EVENT where event.data.scalar.anchor != nil: return line
                case YAML_SEQUENCE_START_EVENT where event.data.sequence_start.anchor != nil: return line
                case YAML_MAPPING_START_EVENT where event.data.mapping_start.anchor != nil: return line
                default: continue
                }
            }
            return nil
        }
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
