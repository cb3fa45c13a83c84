import InputModel

/// Dumps of one app taken in different windows, merged into one scene's elements by id
/// (docs/import.md): a known element gains the new window's frame; a new one goes after the known
/// element before it in its dump, so drawing order follows the dumps. An id matches when it is an
/// accessibility identifier of the same kind of element, or, when it was made from a label or a
/// type, of the same kind under the same parent: a "Folders" bar in one window and a "Folders"
/// back button in another are two elements.
struct SceneMerge {
    /// The merged elements, in drawing order.
    private(set) var elements: [SceneElement] = []
    /// Where each merged element is in `elements`, by id.
    private var index: [String: Int] = [:]
    /// Ids that are a dump's accessibility identifier.
    private var identifierIDs: Set<String> = []
    /// Where each element was first read.
    private(set) var origin: [String: (file: String, line: Int)] = [:]

    /// Merges one dump's elements (frames under `layout`), read from `file`.
    mutating func add(_ identified: [DumpNodes.Identified], layout: String, file: String) {
        // New elements to insert: before every known one, or after the known one at an index.
        var atStart: [SceneElement] = []
        var after: [Int: [SceneElement]] = [:]
        var anchor: Int?
        var renamed: [String: String] = [:]
        var taken = Set(index.keys).union(identified.map(\.element.id))
        // Known elements by what names them apart from their number: the label (or type) the id
        // was made from, the class and the parent. A repeat numbered differently in another dump
        // ("Work#2" here, "Work#3" there) is still the same title label of the same bar.
        func kindKey(_ id: String, _ className: String?, _ parent: String?) -> String {
            SceneImporter.withoutSuffix(id) + "\u{1}" + (className ?? "") + "\u{1}" + (parent ?? "")
        }
        var byKind: [String: [Int]] = [:]
        for (i, known) in elements.enumerated() { byKind[kindKey(known.id, known.className, known.parent), default: []].append(i) }
        for (element, fromIdentifier, line) in identified {
            var e = element
            if let p = e.parent, let q = renamed[p] { e.parent = q }
            if let i = index[e.id] {
                let known = elements[i]
                let trusted = fromIdentifier || identifierIDs.contains(e.id)
                if known.className == e.className && known.frames[layout] == nil && (trusted || known.parent == e.parent) {
                    elements[i].frames[layout] = e.frames[layout]
                    anchor = i
                    continue
                }
                if !fromIdentifier, let j = byKind[kindKey(e.id, e.className, e.parent)]?.first(where: { elements[$0].frames[layout] == nil }) {
                    elements[j].frames[layout] = e.frames[layout]
                    renamed[e.id] = elements[j].id
                    anchor = j
                    continue
                }
                let base = SceneImporter.withoutSuffix(e.id)
                var k = 2, fresh = "\(base)#2"
                while taken.contains(fresh) { k += 1; fresh = "\(base)#\(k)" }
                taken.insert(fresh)
                renamed[e.id] = fresh
                e.id = fresh
            }
            if fromIdentifier { identifierIDs.insert(e.id) }
            origin[e.id] = (file, line)
            if let anchor { after[anchor, default: []].append(e) } else { atStart.append(e) }
        }
        guard !atStart.isEmpty || !after.isEmpty else { return }
        var next = atStart
        for (i, e) in elements.enumerated() {
            next.append(e)
            next.append(contentsOf: after[i] ?? [])
        }
        elements = next
        index = [:]
        for (i, e) in elements.enumerated() { index[e.id] = i }
    }
}
