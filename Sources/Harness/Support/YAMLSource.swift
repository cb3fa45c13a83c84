import Foundation
import InputModel
import Yams

/// Reading the user's YAML (and JSON, read as YAML flow syntax) files: scenes, scenario scripts,
/// expectation files. One place turns a missing file, non-UTF-8 text, an empty document or a
/// syntax error into a `TactileError` naming the file and line.
///
/// Hostile documents are refused before anything walks them: nesting deeper than
/// `maximumDepth` (checked on the text first, since the YAML parser and composer recurse
/// per level and would overflow the stack) and more than `maximumNodes` nodes once aliases
/// are expanded (a "billion laughs" document composes into a few shared nodes, but every
/// reader that walks it would visit them all).
enum YAMLSource {
    /// Largest file read (it is read whole).
    static let maximumFileSize: Int64 = 16 * 1024 * 1024
    /// Deepest nesting accepted (flow brackets, block indentation and `- `/`? ` indicators).
    static let maximumDepth = 1000
    /// Most nodes accepted, counting each alias as the nodes it stands for.
    static let maximumNodes = 500_000

    /// The bytes of a file, read with a cap (`what` names the kind of file in messages).
    static func data(path: String, what: String) throws -> Data {
        // Read with a cap, not by the size the file claims: a device or FIFO (`scene: /dev/zero`)
        // claims 0 bytes and never ends.
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw TactileError.openFailure(path, what: what, errno: errno) }
        defer { close(fd) }
        var data = Data()
        var chunk = [UInt8](repeating: 0, count: 1 << 20)
        while true {
            // read(2) itself rather than FileHandle, whose errors say only "could not be completed".
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw TactileError(.missingInput, file: path, "cannot read the \(what): \(String(cString: strerror(errno)))")
            }
            if n == 0 { break }
            data.append(contentsOf: chunk[..<n])
            if data.count > maximumFileSize {
                throw TactileError.badInput(path, line: nil, "larger than \(maximumFileSize / (1024 * 1024)) MiB: not a \(what)")
            }
        }
        return data
    }

    /// The text of a file (`what` names the kind of file in messages).
    static func text(path: String, what: String) throws -> String {
        let data = try self.data(path: path, what: what)
        guard let text = String(data: data, encoding: .utf8) else {
            throw TactileError.badInput(path, line: nil, "not UTF-8 text")
        }
        return text
    }

    /// The nodes of a document as `compose` counts them against `maximumNodes`: every scalar,
    /// sequence and mapping, keys included.
    static func nodeCount(_ node: Node) -> Int {
        switch node {
        case .scalar: return 1
        case let .sequence(s): return s.reduce(1) { $0 + nodeCount($1) }
        case let .mapping(m): return m.reduce(1) { $0 + nodeCount($1.key) + nodeCount($1.value) }
        }
    }

    /// The document's root node.
    static func compose(_ text: String, file: String, what: String) throws -> Node {
        try checkNesting(text, file: file)
        do {
            guard let n = try Yams.compose(yaml: text) else { throw TactileError.badInput(file, line: 1, "empty \(what)") }
            var budget = maximumNodes
            try checkSize(n, depth: 0, budget: &budget, file: file)
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

    /// An upper bound of the nesting depth of every line, from the text alone: open flow
    /// brackets (outside quotes and comments) + indentation + leading block indicators.
    /// Over-estimates (a `[` in a plain scalar counts), never under-estimates.
    static func checkNesting(_ text: String, file: String) throws {
        var flow = 0
        var line = 1
        var atLineStart = true
        var indent = 0
        var indicators = 0
        var quote: UInt8?
        var inComment = false
        var previous: UInt8 = 0x20
        for b in text.utf8 {
            if b == 0x0A {
                line += 1
                atLineStart = true
                indent = 0
                indicators = 0
                quote = nil
                inComment = false
                previous = 0x20
                continue
            }
            defer { previous = b }
            if inComment { continue }
            if atLineStart {
                if b == 0x20 { indent += 1; continue }
                if (b == UInt8(ascii: "-") || b == UInt8(ascii: "?")) { indicators += 1; continue }
                atLineStart = false
                if indent + indicators + flow > maximumDepth { throw tooDeep(file, line) }
            }
            if let q = quote {
                if b == q { quote = nil }
                continue
            }
            switch b {
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                quote = b
            case UInt8(ascii: "#") where previous == 0x20 || previous == 0x09:
                inComment = true
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                flow += 1
                if indent + indicators + flow > maximumDepth { throw tooDeep(file, line) }
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                flow = max(0, flow - 1)
            default:
                break
            }
        }
    }

    private static func tooDeep(_ file: String, _ line: Int) -> TactileError {
        TactileError.badInput(file, line: line, "nested deeper than \(maximumDepth) levels")
    }

    /// Walks the composed tree (aliases are shared nodes: each use counts in full) until the
    /// node budget or the depth limit runs out.
    private static func checkSize(_ node: Node, depth: Int, budget: inout Int, file: String) throws {
        budget -= 1
        if budget < 0 {
            throw TactileError.badInput(file, line: node.mark?.line,
                                        "more than \(maximumNodes) nodes (aliases expanded): refused")
        }
        if depth > maximumDepth { throw tooDeep(file, node.mark?.line ?? 1) }
        switch node {
        case .scalar:
            return
        case let .sequence(s):
            for child in s { try checkSize(child, depth: depth + 1, budget: &budget, file: file) }
        case let .mapping(m):
            for (k, v) in m {
                try checkSize(k, depth: depth + 1, budget: &budget, file: file)
                try checkSize(v, depth: depth + 1, budget: &budget, file: file)
            }
        }
    }
}
