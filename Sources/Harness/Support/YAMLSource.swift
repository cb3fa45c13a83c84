import Foundation
import InputModel
import Yams

/// Reading the user's YAML (and JSON, read as YAML flow syntax) files: scenes, scenario scripts,
/// expectation files. One place turns a missing file, non-UTF-8 text, an empty document or a
/// syntax error into a `TactileError` naming the file and line.
enum YAMLSource {
    /// The text of a file (`what` names the kind of file in messages).
    static func text(path: String, what: String) throws -> String {
        guard FileManager.default.fileExists(atPath: path) else {
            throw TactileError(.missingInput, file: path, "no such \(what)")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw TactileError(.missingInput, file: path, "cannot read the \(what)")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw TactileError.badInput(path, line: nil, "not UTF-8 text")
        }
        return text
    }

    /// The document's root node.
    static func compose(_ text: String, file: String, what: String) throws -> Node {
        do {
            guard let n = try Yams.compose(yaml: text) else { throw TactileError.badInput(file, line: 1, "empty \(what)") }
            return n
        } catch let e as TactileError {
            throw e
        } catch let e as YamlError {
            throw syntaxError(e, file: file)
        } catch {
            throw TactileError.badInput(file, line: nil, "syntax error: \(error)")
        }
    }

    static func syntaxError(_ e: YamlError, file: String) -> TactileError {
        switch e {
        case let .scanner(_, problem, mark, _), let .parser(_, problem, mark, _), let .composer(_, problem, mark, _):
            return TactileError.badInput(file, line: mark.line, "syntax error: \(problem)")
        default:
            return TactileError.badInput(file, line: nil, "syntax error: \(e)")
        }
    }
}
