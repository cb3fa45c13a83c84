import Foundation
import SwiftParser
import SwiftSyntax

// tactile-mutants ROOT: every mutant of the syntax-tree operators over ROOT/Sources, one JSON
// object a line: `path`, `line`, `endLine` (1-based, inclusive), `operator`, `original` (those
// lines) and `mutated` (the same lines, mutated). Tests/Mutation/generated.py reads them beside
// its line operators; Tests/Mutation/run builds, runs and judges them. The operators make the
// slips people make (TESTING.md, "Mutation testing"):
//
//   delete-assign     an assignment statement dropped (`x = y`, `x += 1`)
//   delete-call       a call whose result is unused dropped (`append`, a reset, a notification)
//   delete-guard      a `guard` of conditions only (no binding) dropped, its early exit with it
//   sibling-property  `a.x` → `a.y`, y a stored property of the same declared type beside x
//   local             a use of a parameter or typed local → another of the same type in scope
//   enum-case         `.a` → `.b`, b the next case of the enum that declares a
//   dict-key          a string key of a dictionary literal → the literal's next key
//   arg-swap          two neighbouring arguments likely of one type swapped: both unlabelled,
//                     labels that pair (x/y, width/height, from/to…), or literals of one kind;
//                     never those of `min`, `max`, `hypot` or `swap`, which give the same whichever comes first
//   sign              a unary minus dropped; binary `+` ↔ `-`
//   range             `..<` ↔ `...`
//   first-last        `first` ↔ `last` (and `firstIndex`, `prefix`/`suffix`, `dropFirst`/`dropLast`, `min`/`max`)
//   drop-call         `reversed()`, `dropFirst()`, `dropLast()`, `sorted()` or a `filter` dropped
//   output-key        a string literal as a call's first argument → another the same function
//                     takes first in the same file (an output field filled under a sibling's name)

struct Mutant: Encodable {
    var path: String
    var line: Int
    var endLine: Int
    var `operator`: String
    var original: String
    var mutated: String
    /// The edit itself: UTF-8 offsets in the file and what replaces them (the schema's plan).
    var start: Int
    var end: Int
    var text: String
}

struct Edit {
    var start: Int
    var end: Int
    var text: String
    var op: String
}

/// What the operators need to know across files: each enum's cases, and each type's stored
/// properties grouped by declared type.
struct Index {
    /// Case name → the case lists of the enums that declare it.
    var enumCases: [String: [[String]]] = [:]
    /// Property name → the other stored properties of the same declared type in the same type.
    var siblings: [String: [String]] = [:]
}

final class IndexBuilder: SyntaxVisitor {
    var index = Index()

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        var cases: [String] = []
        for member in node.memberBlock.members {
            guard let c = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
            cases += c.elements.map { $0.name.text }
        }
        if cases.count >= 2 {
            for c in cases { index.enumCases[c, default: []].append(cases) }
        }
        return .visitChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { storedProperties(node.memberBlock); return .visitChildren }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { storedProperties(node.memberBlock); return .visitChildren }

    func storedProperties(_ block: MemberBlockSyntax) {
        var byType: [String: [String]] = [:]
        for member in block.members {
            guard let v = member.decl.as(VariableDeclSyntax.self),
                  !v.modifiers.contains(where: { $0.name.text == "static" || $0.name.text == "class" }) else { continue }
            for binding in v.bindings where binding.accessorBlock == nil {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                      let type = binding.typeAnnotation?.type.trimmedDescription else { continue }
                byType[type, default: []].append(name)
            }
        }
        for names in byType.values where names.count >= 2 {
            for (i, n) in names.enumerated() {
                let others = names[(i + 1)...] + names[..<i]
                index.siblings[n, default: []] += others.filter { !index.siblings[n, default: []].contains($0) }
            }
        }
    }
}

/// Which functions take which string literals first, in one file (`output-key`).
final class FirstLiterals: SyntaxVisitor {
    var byCallee: [String: [String]] = [:]

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let callee = MutantFinder.calleeName(node), let lit = MutantFinder.firstLiteral(node), !byCallee[callee, default: []].contains(lit) {
            byCallee[callee, default: []].append(lit)
        }
        return .visitChildren
    }
}

final class MutantFinder: SyntaxVisitor {
    let index: Index
    let firstLiterals: [String: [String]]
    /// The file's UTF-8: what lies between two swapped arguments is copied from it.
    let bytes: [UInt8]
    var edits: [Edit] = []
    /// Parameters and typed locals in scope, innermost function last: name → declared type.
    var scopes: [[(name: String, type: String)]] = []

    init(index: Index, firstLiterals: [String: [String]], bytes: [UInt8]) {
        self.index = index
        self.firstLiterals = firstLiterals
        self.bytes = bytes
        super.init(viewMode: .sourceAccurate)
    }

    func edit(_ node: some SyntaxProtocol, _ text: String, _ op: String) {
        edits.append(Edit(start: node.positionAfterSkippingLeadingTrivia.utf8Offset,
                          end: node.endPositionBeforeTrailingTrivia.utf8Offset, text: text, op: op))
    }

    // MARK: Code that is not compiled here

    /// Clauses for other platforms or for builds without live devices: a mutant there changes
    /// nothing this build runs.
    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        let condition = node.condition?.trimmedDescription ?? ""
        // Apple's platforms only (Darwin, Objective-C's runtime: XCTest's attachments and
        // activities): checked by the GitHub Actions jobs on Apple's runners, not built here.
        let elsewhere = ["!LIVE_EVDEV", "canImport(Darwin)", "canImport(ObjectiveC)", "os(macOS)", "os(iOS)", "DEBUG"]
            .contains { condition.contains($0) }
        if elsewhere { return .skipChildren }
        // `#else` of `#if canImport(Glibc)`-style platform tests is the other platform's; that of
        // a test framework's `canImport` is a build without it, which no test run has.
        if node.poundKeyword.tokenKind == .poundElse, let list = node.parent?.as(IfConfigClauseListSyntax.self),
           let first = list.first?.condition?.trimmedDescription,
           ["Glibc", "os(Linux)", "LIVE_EVDEV", "canImport(XCTest)", "canImport(Testing)"].contains(where: { first.contains($0) }) {
            return .skipChildren
        }
        return .visitChildren
    }

    // MARK: Statements dropped

    override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind {
        switch node.item {
        case let .stmt(stmt):
            // A guard that binds a name cannot go without the code after it failing to build.
            if let g = stmt.as(GuardStmtSyntax.self), !g.conditions.contains(where: { !$0.condition.is(ExprSyntax.self) }) {
                edit(node, "", "delete-guard")
            }
            if let e = stmt.as(ExpressionStmtSyntax.self)?.expression { deleted(e, node) }
        case let .expr(e):
            deleted(e, node)
        case .decl:
            break
        }
        return .visitChildren
    }

    func deleted(_ e: ExprSyntax, _ node: CodeBlockItemSyntax) {
        // A closure's lone expression is its value (`map { describe($0) }`), not a statement
        // whose result is unused: dropped, or behind a statement switch, the closure would
        // return `()` and still build where any result is taken (string interpolation).
        if let list = node.parent?.as(CodeBlockItemListSyntax.self), list.count == 1,
           list.parent?.is(ClosureExprSyntax.self) == true {
            return
        }
        var inner = e
        while true {
            if let t = inner.as(TryExprSyntax.self) { inner = t.expression } else if let a = inner.as(AwaitExprSyntax.self) { inner = a.expression } else { break }
        }
        // The parser leaves `x = y` unfolded: a sequence whose second element is the operator.
        if let sequence = inner.as(SequenceExprSyntax.self), sequence.elements.count >= 3 {
            let op = sequence.elements[sequence.elements.index(after: sequence.elements.startIndex)]
            if op.is(AssignmentExprSyntax.self)
                || ["+=", "-=", "*=", "/=", "|=", "&=", "<<=", ">>="].contains(op.as(BinaryOperatorExprSyntax.self)?.operator.text ?? "") {
                edit(node, "", "delete-assign")
            }
        } else if inner.is(FunctionCallExprSyntax.self) {
            edit(node, "", "delete-call")
        }
    }

    // MARK: Member accesses

    static let opposites: [String: String] = [
        "first": "last", "last": "first", "firstIndex": "lastIndex", "lastIndex": "firstIndex",
        "prefix": "suffix", "suffix": "prefix", "dropFirst": "dropLast", "dropLast": "dropFirst",
        "min": "max", "max": "min",
    ]

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.declName.baseName
        let text = name.text
        if node.base == nil {
            if let cases = index.enumCases[text]?.first, let i = cases.firstIndex(of: text) {
                edit(name, cases[(i + 1) % cases.count], "enum-case")
            }
        } else {
            if let other = Self.opposites[text] { edit(name, other, "first-last") }
            if let sibling = index.siblings[text]?.first { edit(name, sibling, "sibling-property") }
        }
        return .visitChildren
    }

    // MARK: Calls

    static let droppable: Set<String> = ["reversed", "dropFirst", "dropLast", "sorted", "filter"]

    static func calleeName(_ call: FunctionCallExprSyntax) -> String? {
        if let m = call.calledExpression.as(MemberAccessExprSyntax.self) { return m.declName.baseName.text }
        return call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
    }

    static func firstLiteral(_ call: FunctionCallExprSyntax) -> String? {
        guard let first = call.arguments.first, first.label == nil,
              let lit = first.expression.as(StringLiteralExprSyntax.self), lit.segments.count == 1,
              lit.segments.first?.is(StringSegmentSyntax.self) == true else { return nil }
        return lit.trimmedDescription
    }

    /// Labels of parameters that take the same type in pairs (a point's, a size's, a range's).
    static let pairedLabels: Set<[String]> = [
        ["x", "y"], ["dx", "dy"], ["width", "height"], ["from", "to"], ["start", "end"], ["min", "max"],
        ["minimum", "maximum"], ["top", "bottom"], ["left", "right"], ["horizontal", "vertical"], ["lower", "upper"],
        ["first", "second"], ["old", "new"], ["type", "code"], ["a", "b"],
    ]

    /// Free functions whose two arguments can be given in either order with the same result (for
    /// `min` and `max`, on values that are not NaN, which the unified stream never holds).
    static let commutative: Set<String> = ["min", "max", "hypot", "swap"]

    /// Two neighbouring arguments that are likely of one type, so that swapping them builds: both
    /// without labels, labels that come in pairs, or literals of one kind.
    static func sameTyped(_ a: LabeledExprSyntax, _ b: LabeledExprSyntax) -> Bool {
        if a.label == nil, b.label == nil { return true }
        guard let la = a.label?.text, let lb = b.label?.text else { return false }
        if pairedLabels.contains([la, lb]) || pairedLabels.contains([lb, la]) { return true }
        let kinds: [any ExprSyntaxProtocol.Type] = [IntegerLiteralExprSyntax.self, FloatLiteralExprSyntax.self,
                                                    StringLiteralExprSyntax.self, BooleanLiteralExprSyntax.self]
        return kinds.contains { a.expression.is($0) && b.expression.is($0) }
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let m = node.calledExpression.as(MemberAccessExprSyntax.self), let base = m.base,
           Self.droppable.contains(m.declName.baseName.text),
           m.declName.baseName.text == "filter" || (node.arguments.isEmpty && node.trailingClosure == nil) {
            edit(node, base.trimmedDescription, "drop-call")
        }
        let args = Array(node.arguments)
        // `max(a, b)` or `Swift.max(a, b)` (qualified where a member of the same name is in scope).
        let callee = node.calledExpression.as(DeclReferenceExprSyntax.self)
            ?? node.calledExpression.as(MemberAccessExprSyntax.self).flatMap { m in
                m.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "Swift" ? m.declName : nil
            }
        let commutative = callee.map { Self.commutative.contains($0.baseName.text) } ?? false
        if args.count >= 2, !commutative {
            for i in 0..<(args.count - 1) {
                let a = args[i], b = args[i + 1]
                guard Self.sameTyped(a, b), a.expression.trimmedDescription != b.expression.trimmedDescription else { continue }
                let start = a.expression.positionAfterSkippingLeadingTrivia.utf8Offset
                let end = b.expression.endPositionBeforeTrailingTrivia.utf8Offset
                let middle = String(decoding: bytes[a.expression.endPositionBeforeTrailingTrivia.utf8Offset..<b.expression.positionAfterSkippingLeadingTrivia.utf8Offset],
                                    as: UTF8.self)
                edits.append(Edit(start: start, end: end,
                                  text: b.expression.trimmedDescription + middle + a.expression.trimmedDescription, op: "arg-swap"))
            }
        }
        if let callee = Self.calleeName(node), let lit = Self.firstLiteral(node), let all = firstLiterals[callee], all.count >= 2,
           let i = all.firstIndex(of: lit), let first = node.arguments.first {
            edit(first.expression, all[(i + 1) % all.count], "output-key")
        }
        return .visitChildren
    }

    // MARK: Operators

    override func visit(_ node: PrefixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
        if node.operator.text == "-" { edit(node, node.expression.trimmedDescription, "sign") }
        return .visitChildren
    }

    override func visit(_ node: BinaryOperatorExprSyntax) -> SyntaxVisitorContinueKind {
        switch node.operator.text {
        case "+": edit(node, "-", "sign")
        case "-": edit(node, "+", "sign")
        case "..<": edit(node, "...", "range")
        case "...": edit(node, "..<", "range")
        default: break
        }
        return .visitChildren
    }

    // MARK: Dictionary keys

    override func visit(_ node: DictionaryElementListSyntax) -> SyntaxVisitorContinueKind {
        let keys = node.compactMap { $0.key.as(StringLiteralExprSyntax.self) }
        guard keys.count >= 2 else { return .visitChildren }
        for (i, key) in keys.enumerated() {
            let next = keys[(i + 1) % keys.count].trimmedDescription
            if next != key.trimmedDescription { edit(key, next, "dict-key") }
        }
        return .visitChildren
    }

    // MARK: Locals of the same type

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        var scope: [(name: String, type: String)] = []
        for p in node.signature.parameterClause.parameters {
            let name = (p.secondName ?? p.firstName).text
            if name != "_" { scope.append((name, p.type.trimmedDescription)) }
        }
        scopes.append(scope)
        return .visitChildren
    }

    override func visitPost(_ node: FunctionDeclSyntax) { scopes.removeLast() }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard !scopes.isEmpty else { return .visitChildren }
        for binding in node.bindings {
            if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let type = binding.typeAnnotation?.type.trimmedDescription {
                // In scope from after its declaration on: a use inside its own initializer is not one.
                pendingLocals.append((name, type))
            }
        }
        return .visitChildren
    }

    var pendingLocals: [(name: String, type: String)] = []

    override func visitPost(_ node: VariableDeclSyntax) {
        guard !scopes.isEmpty else { return }
        scopes[scopes.count - 1] += pendingLocals
        pendingLocals = []
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        guard let scope = scopes.last, node.argumentNames == nil,
              node.parent?.is(MemberAccessExprSyntax.self) != true || node.parent?.as(MemberAccessExprSyntax.self)?.base?.id == node.id else {
            return .visitChildren
        }
        let name = node.baseName.text
        guard let mine = scope.last(where: { $0.name == name }),
              let other = scope.first(where: { $0.name != name && $0.type == mine.type }) else { return .visitChildren }
        edit(node.baseName, other.name, "local")
        return .visitChildren
    }
}

// MARK: Files

/// A source file, read and parsed once for both passes.
struct SourceFile {
    var relative: String
    var bytes: [UInt8]
    var tree: SourceFileSyntax
}

func mutants(of file: SourceFile, index: Index) -> [Mutant] {
    let (relative, bytes, tree) = (file.relative, file.bytes, file.tree)
    let literals = FirstLiterals(viewMode: .sourceAccurate)
    literals.walk(tree)
    let finder = MutantFinder(index: index, firstLiterals: literals.byCallee, bytes: bytes)
    finder.walk(tree)
    var lineStarts = [0]
    for (i, b) in bytes.enumerated() where b == UInt8(ascii: "\n") { lineStarts.append(i + 1) }
    func line(of offset: Int) -> Int {
        var lo = 0, hi = lineStarts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if lineStarts[mid] <= offset { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }
    var out: [Mutant] = []
    var seen = Set<String>()
    for e in finder.edits {
        let first = line(of: e.start), last = line(of: max(e.start, e.end - 1))
        let from = lineStarts[first]
        let to = last + 1 < lineStarts.count ? lineStarts[last + 1] - 1 : bytes.count
        let original = String(decoding: bytes[from..<to], as: UTF8.self)
        let mutated = String(decoding: bytes[from..<e.start] + Array(e.text.utf8) + bytes[e.end..<to], as: UTF8.self)
        guard mutated != original, seen.insert("\(first)|\(mutated)").inserted else { continue }
        out.append(Mutant(path: relative, line: first + 1, endLine: last + 1, operator: e.op, original: original, mutated: mutated,
                          start: e.start, end: e.end, text: e.text))
    }
    return out
}

let arguments = CommandLine.arguments.dropFirst()
if arguments.first == "--schema" {
    let rest = Array(arguments.dropFirst())
    guard rest.count == 3 else {
        FileHandle.standardError.write(Data("usage: tactile-mutants --schema PLAN ROOT OUT\n".utf8))
        exit(64)
    }
    exit(schemaMain(planPath: rest[0], root: rest[1], out: rest[2]))
}
guard let root = arguments.first else {
    FileHandle.standardError.write(Data("usage: tactile-mutants ROOT\n".utf8))
    exit(64)
}
let sources = root + "/Sources"
guard let walker = FileManager.default.enumerator(atPath: sources) else {
    FileHandle.standardError.write(Data("tactile-mutants: no folder \(sources)\n".utf8))
    exit(66)
}
let files = walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted().map { f -> SourceFile in
    let path = sources + "/" + f
    guard let data = FileManager.default.contents(atPath: path) else {
        FileHandle.standardError.write(Data("tactile-mutants: cannot read \(path)\n".utf8))
        exit(66)
    }
    let bytes = [UInt8](data)
    return SourceFile(relative: "Sources/" + f, bytes: bytes, tree: bytes.withUnsafeBufferPointer { Parser.parse(source: $0) })
}
let builder = IndexBuilder(viewMode: .sourceAccurate)
for f in files { builder.walk(f.tree) }
let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
var output = ""
for f in files {
    for m in mutants(of: f, index: builder.index) {
        output += String(decoding: try encoder.encode(m), as: UTF8.self) + "\n"
    }
}
FileHandle.standardOutput.write(Data(output.utf8))
