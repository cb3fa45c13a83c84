import InputModel

/// Dumps of one app taken in different windows, merged into one scene's elements by id
/// (docs/import.md): a known element gains the new window's frame; a new one goes after the known
/// element before it in its dump, so drawing order follows the dumps. An accessibility identifier
/// names one element in every window: it merges with the known element of that identifier and
/// class wherever it sits. An id made from a label or a type merges with the first known element,
/// in drawing order, of the same label (or type), class and parent whose id was made that way too
/// and that has no frame in this window yet: a "Folders" bar in one window and a "Folders" back
/// button in another are two elements, and a repeat numbered differently in another dump
/// ("Work#2" here, "Work#3" there) is still the same title label of the same bar, while a label
/// "Issue #3" is not a repeat of "Issue".
struct SceneMerge {
    /// The merged elements, in drawing order.
    private(set) var elements: [SceneElement] = []
    /// Where each merged element is in `elements`, by id.
    private var index: [String: Int] = [:]
    /// Each accessibility identifier read, and the id of the element it names (the first of its
    /// class; one of another class is numbered on).
    private var byIdentifier: [String: String] = [:]
    /// Where each element was first read, what its id was made from (before a repeat's number),
    /// and whether that is an accessibility identifier.
    private(set) var origin: [String: (file: String, line: Int, base: String, fromIdentifier: Bool)] = [:]

    /// What names an element made from a label or a type apart from its number: the label (or
    /// type), the class and the parent.
    static func kindKey(_ base: String, _ className: String?, _ parent: String?) -> String {
        base + "\u{1}" + (className ?? "") + "\u{1}" + (parent ?? "")
    }

    /// Merges one dump's elements (frames under `layout`), read from `file`.
    mutating func add(_ identified: [DumpNodes.Identified], layout: String, file: String) {
        // New elements to insert: before every known one, or after the known one at an index.
        var atStart: [SceneElement] = []
        var after: [Int: [SceneElement]] = [:]
        var anchor: Int?
        // The dump's ids of elements merged or numbered on under another id, for their children.
        var renamed: [String: String] = [:]
        var taken = Set(index.keys).union(identified.map(\.element.id))
        var byKind: [String: [Int]] = [:]
        for (i, known) in elements.enumerated() {
            let o = origin[known.id]!
            if !o.fromIdentifier { byKind[Self.kindKey(o.base, known.className, known.parent), default: []].append(i) }
        }
        for (element, base, fromIdentifier, line) in identified {
            var e = element
            if let p = e.parent, let q = renamed[p] { e.parent = q }
            let match = fromIdentifier
                ? byIdentifier[e.id].flatMap { index[$0] }.flatMap { elements[$0].className == e.className ? $0 : nil }
                : byKind[Self.kindKey(base, e.className, e.parent)]?.first { elements[$0].frames[layout] == nil }
            if let j = match {
                elements[j].frames[layout] = e.frames[layout]
                renamed[e.id] = elements[j].id
                anchor = j
                continue
            }
            if index[e.id] != nil {
                var k = 2, fresh = "\(base)#2"
                while taken.contains(fresh) { k += 1; fresh = "\(base)#\(k)" }
                taken.insert(fresh)
                renamed[e.id] = fresh
                e.id = fresh
            }
            if fromIdentifier, byIdentifier[element.id] == nil { byIdentifier[element.id] = e.id }
            origin[e.id] = (file, line, base, fromIdentifier)
            if let anchor { after[anchor, default: []].append(e) } else { atStart.append(e) }
        }
        var next = atStart
        for (i, e) in elements.enumerated() {
            next.append(e)
            next.append(contentsOf: after[i] ?? [])
        }
        elements = next
        index = Dictionary(uniqueKeysWithValues: elements.enumerated().map { ($1.id, $0) })
    }
}
