import Foundation
import SwiftParser
import SwiftSyntax

// Mutant schemata (Untch, Offutt and Harrold, "Mutation analysis using mutant schemata", ISSTA
// 1993; Stryker's "mutant switching"): every mutant of a file is written into one copy of it,
// each behind a switch read at run time, so that one build serves them all and a test run picks
// one with TACTILE_MUTANT=id.
//
//   tactile-mutants --schema PLAN ROOT OUT
//
// PLAN is a JSON list of mutants: `path` (relative to ROOT), `id` (a whole number), `start`,
// `end` (the edit's UTF-8 offsets in the file), `text` (what replaces them) and `level`:
//
//   expr   the smallest expression around the edit becomes
//          `(__tactileMutant(id) ? (mutated) : (original))` (a callee: the whole call);
//   stmt   the statement around it becomes `if __tactileMutant(id) { mutated } else { original }`
//          (a statement dropped: `if __tactileMutant(id) {  } else { original }`); a declaration,
//          or a guard that binds, with the rest of its block, whose statements use its names;
//   decl   a binding's initializer (a table: `static let t: [K: V] = [...]`, where neither an
//          expression switch, whose branches lose the annotation's type, nor a statement fits)
//          becomes `{ () -> T in func __tactileMutantID() -> T { return (mutated) }; …
//          if __tactileMutant(id) { return __tactileMutantID() }; … return (original) }()`, one
//          local function and one `if` for each mutant of that initializer, each function
//          returning the whole initializer with its one edit (without an annotation, the `if`s
//          return the copies themselves);
//   probe  no switch: `_ = __tactileMutant(id); ` before the statement around the edit, so
//          that a trace says which tests reach a mutant that must be built alone.
//
// The mutated branch is the original text with that one edit; the original branch holds the
// switches of the mutants inside it, so any one mutant runs alone. OUT receives the instrumented
// files at their paths and `schema-map.json`: for each file the output UTF-8 ranges of every
// switch and of its mutated branch, the ranges a build error is blamed by (`BlameRanges`), and
// the mutants that could not be placed at their
// level (a declaration or a guard that binds, which a statement switch would hide from the code
// after it; `defer`, which an `if` would run early).

struct Planned: Decodable {
    var path: String
    var id: Int
    var start: Int
    var end: Int
    var text: String
    var level: String
}

struct PlacedSwitch: Encodable {
    var id: Int
    var start: Int
    var end: Int
    var mutatedStart: Int
    var mutatedEnd: Int
    /// A statement switch around a body's only expression, its value: an `if` there is an `if`
    /// expression, whose branches lose the type the context gave the expression (`.always` in
    /// `map { _ in .always }`), so an error in it does not say the mutant fails alone.
    var sole: Bool
}

struct FileMap: Encodable {
    var path: String
    var switches: [PlacedSwitch]
    var scopes: [[Int]]
    /// Statements and switch cases of the written file: an error in one may hide the errors of
    /// the other switches there (the type checker gives up on an expression at its first).
    var statements: [[Int]]
    var unplaced: [Int]
}

/// A switch to write: the original range it replaces and that range's text with the one edit.
final class Switch {
    enum Kind { case statement, expression, declaration, probe }
    let id: Int
    let start: Int
    let end: Int
    let mutated: [UInt8]
    let kind: Kind
    /// Around a body's only expression (a statement switch: see `PlacedSwitch.sole`; a probe:
    /// `__tactileProbe(id, expression)`, since a statement before it would end the implicit return).
    let sole: Bool
    var children: [Switch] = []
    /// A declaration's switch: the binding's type annotation (none: the closure's type is
    /// inferred from its returns), and the other mutants of the same initializer, one `if` each.
    var annotation: String? = nil
    var merged: [Switch] = []

    init(id: Int, start: Int, end: Int, mutated: [UInt8], kind: Kind, sole: Bool) {
        (self.id, self.start, self.end, self.mutated, self.kind, self.sole) = (id, start, end, mutated, kind, sole)
    }
}

/// Whether a statement stands in the body of a function, accessor, closure or statement, where an
/// `if` may stand: not at a file's top level, even inside `#if`, where `if` is no declaration.
func inBody(_ item: CodeBlockItemSyntax) -> Bool {
    var up = item.parent
    while let u = up {
        if u.is(CodeBlockSyntax.self) || u.is(ClosureExprSyntax.self) || u.is(AccessorBlockSyntax.self) || u.is(SwitchCaseSyntax.self) { return true }
        if u.is(SourceFileSyntax.self) || u.is(MemberBlockSyntax.self) { return false }
        up = u.parent
    }
    return false
}

/// Whether a statement is the only item of a closure's, function's or accessor's body, an
/// expression: its value is the body's (an `if` or loop's body holds no value).
func isSoleExpression(_ item: CodeBlockItemSyntax) -> Bool {
    guard case .expr = item.item, let list = item.parent?.as(CodeBlockItemListSyntax.self), list.count == 1,
          let holder = list.parent else { return false }
    if holder.is(ClosureExprSyntax.self) || holder.is(AccessorBlockSyntax.self) { return true }
    guard holder.is(CodeBlockSyntax.self), let owner = holder.parent else { return false }
    return owner.is(FunctionDeclSyntax.self) || owner.is(AccessorDeclSyntax.self) || owner.is(InitializerDeclSyntax.self)
        || owner.is(SubscriptDeclSyntax.self)
}

/// The statement holding [start, end).
func itemAround(_ tree: SourceFileSyntax, _ start: Int, _ end: Int) -> CodeBlockItemSyntax? {
    var node: Syntax? = tree.token(at: AbsolutePosition(utf8Offset: start)).map(Syntax.init)
    while let n = node {
        if let item = n.as(CodeBlockItemSyntax.self) {
            let (s, e) = range(item)
            if s <= start, e >= end { return item }
        }
        node = n.parent
    }
    return nil
}

/// Expressions that are an operator or a name inside another expression, never an operand.
func isOperand(_ expr: ExprSyntax) -> Bool {
    if expr.is(BinaryOperatorExprSyntax.self) || expr.is(AssignmentExprSyntax.self) || expr.is(ArrowExprSyntax.self)
        || expr.is(UnresolvedAsExprSyntax.self) || expr.is(UnresolvedIsExprSyntax.self) || expr.is(UnresolvedTernaryExprSyntax.self) {
        return false
    }
    if let member = expr.parent?.as(MemberAccessExprSyntax.self), member.declName.id == expr.id { return false }
    return true
}

func range(_ node: some SyntaxProtocol) -> (Int, Int) {
    (node.positionAfterSkippingLeadingTrivia.utf8Offset, node.endPositionBeforeTrailingTrivia.utf8Offset)
}

/// The smallest operand expression holding [start, end); a callee stands for its call.
func expressionAround(_ tree: SourceFileSyntax, _ start: Int, _ end: Int) -> Syntax? {
    var node: Syntax? = tree.token(at: AbsolutePosition(utf8Offset: start)).map(Syntax.init)
    while let n = node {
        let (s, e) = range(n)
        if s <= start, e >= end, let expr = n.as(ExprSyntax.self), isOperand(expr) {
            var chosen = n
            while let parent = chosen.parent, let call = parent.as(FunctionCallExprSyntax.self), call.calledExpression.id == chosen.id {
                chosen = parent
            }
            // In a pattern (`case .a(let x)`) an expression switch would bind or match otherwise.
            var up = chosen.parent
            while let u = up, !u.is(CodeBlockItemSyntax.self), !u.is(MemberBlockItemSyntax.self) {
                if u.is(ExpressionPatternSyntax.self) { return nil }
                up = u.parent
            }
            return chosen
        }
        node = n.parent
    }
    return nil
}

/// The initializer of the binding holding [start, end) (`let t: T = [...]`), with the text of
/// the binding's type annotation.
func initializerAround(_ tree: SourceFileSyntax, _ start: Int, _ end: Int) -> ((Int, Int), String?)? {
    var node: Syntax? = tree.token(at: AbsolutePosition(utf8Offset: start)).map(Syntax.init)
    while let n = node {
        if let binding = n.as(PatternBindingSyntax.self), let value = binding.initializer?.value {
            let (s, e) = range(value)
            guard s <= start, e >= end, binding.accessorBlock == nil else { return nil }
            return ((s, e), binding.typeAnnotation.map { $0.type.trimmedDescription })
        }
        node = n.parent
    }
    return nil
}

/// The range a statement switch holds in `item`, the statement around an edit: the statement
/// (without its `;`, which must stay after the switch's closing brace) or, for a declaration or
/// a guard that binds, whose names the statements after it use, the statement and the rest of
/// its block, so the names stay in scope in both branches. None for a `defer` (an `if` would run
/// it early) or a statement outside a body (a global). With `anyKind`, the statement itself,
/// whatever it is (where a probe goes before it).
func statementRange(_ item: CodeBlockItemSyntax, anyKind: Bool = false) -> (Int, Int)? {
    guard inBody(item) else { return nil }
    let (s, e) = range(item)
    if anyKind { return (s, e) }
    func restOfBlock() -> (Int, Int)? {
        guard let last = item.parent?.as(CodeBlockItemListSyntax.self)?.last else { return nil }
        return (s, range(last).1)
    }
    switch item.item {
    case let .decl(decl):
        return decl.is(VariableDeclSyntax.self) ? restOfBlock() : nil
    case let .expr(e):
        return range(e)
    case let .stmt(stmt):
        if let g = stmt.as(GuardStmtSyntax.self), g.conditions.contains(where: { !$0.condition.is(ExprSyntax.self) }) { return restOfBlock() }
        if stmt.is(DeferStmtSyntax.self) { return nil }
        return range(stmt)
    }
}

/// The ranges of the written file a build error is blamed by: `scopes`, its functions,
/// accessors, closures and initialized bindings (an error outside every switch); `statements`,
/// its statements, switch cases and members (an error that may hide those of the other switches
/// there, since the type checker gives up on an expression at its first).
final class BlameRanges: SyntaxAnyVisitor {
    static let scopeKinds: Set<SyntaxKind> = [.functionDecl, .initializerDecl, .deinitializerDecl, .accessorDecl, .subscriptDecl,
                                              .closureExpr, .patternBinding]
    static let statementKinds: Set<SyntaxKind> = [.codeBlockItem, .switchCase, .memberBlockItem]
    var scopes: [[Int]] = []
    var statements: [[Int]] = []

    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        let (s, e) = range(node)
        if Self.scopeKinds.contains(node.kind) { scopes.append([s, e]) }
        if Self.statementKinds.contains(node.kind) { statements.append([s, e]) }
        return .visitChildren
    }
}

func instrument(bytes: [UInt8], path: String, plan: [Planned]) -> ([UInt8], FileMap) {
    let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
    var switches: [Switch] = []
    var unplaced: [Int] = []
    for p in plan {
        let kind: Switch.Kind = p.level == "stmt" ? .statement : p.level == "decl" ? .declaration
            : p.level == "probe" ? .probe : .expression
        let item = kind == .expression || kind == .declaration ? nil : itemAround(tree, p.start, p.end)
        let around: (Int, Int)?
        var annotation: String? = nil
        switch kind {
        case .statement: around = item.flatMap { statementRange($0) }
        case .probe: around = item.flatMap { statementRange($0, anyKind: true) }
        case .expression: around = expressionAround(tree, p.start, p.end).map { range($0) }
        case .declaration:
            let found = initializerAround(tree, p.start, p.end)
            around = found?.0
            annotation = found?.1
        }
        guard var (s, e) = around else {
            unplaced.append(p.id)
            continue
        }
        let sole = item.map(isSoleExpression) ?? false
        if kind == .probe {
            if sole, case let .expr(expression)? = item?.item {
                // Around the expression, whose value stays the body's.
                (s, e) = range(expression)
                switches.append(Switch(id: p.id, start: s, end: e, mutated: [], kind: .probe, sole: true))
            } else {
                // An empty range before the statement: nothing nests in it.
                switches.append(Switch(id: p.id, start: s, end: s, mutated: [], kind: .probe, sole: false))
            }
            continue
        }
        // A statement dropped names the item with its `;`; the switch holds the item without it.
        let (from, to) = (max(p.start, s), min(p.end, e))
        let mutated = Array(bytes[s..<from]) + Array(p.text.utf8) + Array(bytes[to..<e])
        let w = Switch(id: p.id, start: s, end: e, mutated: mutated, kind: kind, sole: kind == .statement && sole)
        w.annotation = annotation
        switches.append(w)
    }
    // Nest them: syntax nodes nest or are apart; on one range a statement switch goes outside,
    // then a probe around a body's only expression, then an expression switch; a probe before a
    // statement (empty, at its start) goes before all of them.
    func order(_ w: Switch) -> Int {
        switch w.kind {
        case .probe: return w.sole ? 1 : -1
        case .declaration: return -2
        case .statement: return 0
        case .expression: return 2
        }
    }
    switches.sort { ($0.start, -$0.end, order($0), $0.id) < ($1.start, -$1.end, order($1), $1.id) }
    var roots: [Switch] = []
    var stack: [Switch] = []
    for w in switches {
        while let top = stack.last, top.end <= w.start { stack.removeLast() }
        // Mutants of one initializer share its declaration's switch, one `if` each.
        if w.kind == .declaration, let top = stack.last, top.kind == .declaration, top.start == w.start, top.end == w.end {
            top.merged.append(w)
            continue
        }
        if let top = stack.last {
            // Sorted by start, so w starts inside top: inside it or across its end.
            guard w.end <= top.end else { unplaced.append(w.id); continue }
            top.children.append(w)
        } else {
            roots.append(w)
        }
        // A probe before a statement is empty: nothing nests in it.
        if w.kind != .probe || w.sole { stack.append(w) }
    }
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count * 2)
    var placed: [PlacedSwitch] = []
    func copy(_ from: Int, _ to: Int, _ children: [Switch]) {
        var at = from
        for c in children {
            out += bytes[at..<c.start]
            emit(c)
            at = c.end
        }
        out += bytes[at..<to]
    }
    func emit(_ w: Switch) {
        let start = out.count
        if w.kind == .probe {
            if w.sole {
                out += Array("__tactileProbe(\(w.id), ".utf8)
                copy(w.start, w.end, w.children)
                out += Array(")".utf8)
            } else {
                out += Array("_ = __tactileMutant(\(w.id)); ".utf8)
            }
            placed.append(PlacedSwitch(id: w.id, start: start, end: out.count, mutatedStart: start, mutatedEnd: start, sole: w.sole))
            return
        }
        if w.kind == .declaration {
            let all = [w] + w.merged
            // With the annotation each copy is a local function of its own: a function body is
            // type-checked on its own, so the compiler reports every copy that does not build in
            // one build (in one closure it stops at the first few). Without one, each copy is
            // its `if`'s value. Either way each copy is its own switch's range: an error there is
            // that mutant's.
            out += Array((w.annotation.map { "{ () -> \($0) in " } ?? "{ ").utf8)
            for d in all {
                let at = out.count
                out += Array((w.annotation.map { "func __tactileMutant\(d.id)() -> \($0) { return (" }
                    ?? "if __tactileMutant(\(d.id)) { return (").utf8)
                let mutatedStart = out.count
                out += d.mutated
                let mutatedEnd = out.count
                out += Array(") }; ".utf8)
                placed.append(PlacedSwitch(id: d.id, start: at, end: out.count, mutatedStart: mutatedStart, mutatedEnd: mutatedEnd, sole: false))
            }
            if w.annotation != nil {
                for d in all { out += Array("if __tactileMutant(\(d.id)) { return __tactileMutant\(d.id)() }; ".utf8) }
            }
            out += Array("return (".utf8)
            copy(w.start, w.end, w.children)
            out += Array(") }()".utf8)
            return
        }
        let statement = w.kind == .statement
        out += Array((statement ? "if __tactileMutant(\(w.id)) { " : "(__tactileMutant(\(w.id)) ? (").utf8)
        let mutatedStart = out.count
        out += w.mutated
        let mutatedEnd = out.count
        out += Array((statement ? " } else { " : ") : (").utf8)
        copy(w.start, w.end, w.children)
        out += Array((statement ? " }" : "))").utf8)
        placed.append(PlacedSwitch(id: w.id, start: start, end: out.count, mutatedStart: mutatedStart, mutatedEnd: mutatedEnd, sole: w.sole))
    }
    copy(0, bytes.count, roots)
    let ranges = BlameRanges(viewMode: .sourceAccurate)
    ranges.walk(out.withUnsafeBufferPointer { Parser.parse(source: $0) })
    return (out, FileMap(path: path, switches: placed, scopes: ranges.scopes, statements: ranges.statements, unplaced: unplaced))
}

func schemaMain(planPath: String, root: String, out: String) -> Int32 {
    guard let data = FileManager.default.contents(atPath: planPath),
          let plan = try? JSONDecoder().decode([Planned].self, from: data) else {
        FileHandle.standardError.write(Data("tactile-mutants: cannot read the plan \(planPath)\n".utf8))
        return 66
    }
    var maps: [FileMap] = []
    for (path, entries) in Dictionary(grouping: plan, by: \.path).sorted(by: { $0.key < $1.key }) {
        guard let source = FileManager.default.contents(atPath: root + "/" + path) else {
            FileHandle.standardError.write(Data("tactile-mutants: cannot read \(root)/\(path)\n".utf8))
            return 66
        }
        let (written, map) = instrument(bytes: [UInt8](source), path: path, plan: entries)
        let target = URL(fileURLWithPath: out + "/" + path)
        do {
            try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(written).write(to: target)
        } catch {
            FileHandle.standardError.write(Data("tactile-mutants: cannot write \(target.path): \(error)\n".utf8))
            return 73
        }
        maps.append(map)
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    do {
        try encoder.encode(maps).write(to: URL(fileURLWithPath: out + "/schema-map.json"))
    } catch {
        FileHandle.standardError.write(Data("tactile-mutants: cannot write the map: \(error)\n".utf8))
        return 73
    }
    return 0
}
