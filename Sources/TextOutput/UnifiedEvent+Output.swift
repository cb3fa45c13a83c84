import InputModel

extension UnifiedEvent {
    /// One line of `tactile normalize --format jsonl`.
    public var jsonLine: String {
        var j = JSONLine()
        j.add("t", t)
        j.add("type", type)
        j.add("device", device)
        switch payload {
        case .touch(let touch):
            j.add("phase", touch.phase.rawValue)
            j.add("id", touch.id)
            j.add("touchType", touch.touchType.rawValue)
            j.add("x", touch.x)
            j.add("y", touch.y)
            j.add("majorRadius", touch.majorRadius)
            j.add("force", touch.force, decimals: 4)
            j.add("maximumPossibleForce", touch.maximumPossibleForce, decimals: 4)
            if let a = touch.altitude { j.add("altitude", a, decimals: 4) }
            if let a = touch.azimuth { j.add("azimuth", a, decimals: 4) }
            if let tool = touch.tool { j.add("tool", tool.rawValue) }
            if let b = touch.buttons { j.add("buttons", b.names) }
            if let p = touch.pressure { j.add("pressure", p, decimals: 4) }
        case .hover(let h):
            j.add("phase", h.phase.rawValue)
            j.add("source", h.source.rawValue)
            j.add("x", h.x)
            j.add("y", h.y)
            if let z = h.zOffset { j.add("zOffset", z, decimals: 4) }
            if let a = h.altitude { j.add("altitude", a, decimals: 4) }
            if let a = h.azimuth { j.add("azimuth", a, decimals: 4) }
        case .scroll(let s):
            j.add("scrollType", s.scrollType.rawValue)
            j.add("phase", s.phase.rawValue)
            j.add("dx", s.dx)
            j.add("dy", s.dy)
            j.add("x", s.x)
            j.add("y", s.y)
        case .transform(let tr):
            j.add("phase", tr.phase.rawValue)
            j.add("scale", tr.scale, decimals: 4)
            j.add("rotation", tr.rotation, decimals: 4)
            j.add("x", tr.x)
            j.add("y", tr.y)
        case .key(let k):
            j.add("phase", k.phase.rawValue)
            j.add("usage", k.usage)
            j.add("modifiers", k.modifiers.names)
        case .pencil(let p):
            j.add("action", p.action.rawValue)
        case .device(let d):
            j.add("phase", d.phase.rawValue)
            j.add("role", d.role.rawValue)
            j.add("name", d.name)
            j.add("hardwareKeyboard", d.hardwareKeyboard)
        case .resync:
            break
        case .systemGesture(let g):
            j.add("kind", g.kind.rawValue)
            j.add("phase", g.phase.rawValue)
            j.add("fingers", g.fingers)
        }
        return j.string
    }

    /// The time column of a text line (`tactile normalize`, and the outcomes of `capture --live
    /// --scene` between its lines): the time in seconds, padded to 11 characters.
    public static func timeColumn(_ t: Timestamp) -> String {
        let time = t.description
        return time + String(repeating: " ", count: max(0, 11 - time.count))
    }

    /// One line of `tactile normalize --format text`.
    public var textLine: String {
        func n(_ v: Double) -> String { JSONLine.number(v, decimals: 1) }
        let body: String
        switch payload {
        case .touch(let touch):
            var s = "touch \(touch.phase.rawValue) #\(touch.id) \(touch.touchType.rawValue) (\(n(touch.x)), \(n(touch.y)))"
            if touch.maximumPossibleForce > 0 { s += " force \(JSONLine.number(touch.force, decimals: 3))" }
            if touch.majorRadius > 0 { s += " r \(n(touch.majorRadius))" }
            if let a = touch.altitude, let z = touch.azimuth {
                s += " alt \(JSONLine.number(a, decimals: 3)) az \(JSONLine.number(z, decimals: 3))"
            }
            if let tool = touch.tool, tool != .pen { s += " \(tool.rawValue)" }
            if let b = touch.buttons, !b.isEmpty { s += " [\(b.names.joined(separator: ","))]" }
            body = s
        case .hover(let h):
            var s = "hover \(h.phase.rawValue) \(h.source.rawValue) (\(n(h.x)), \(n(h.y)))"
            if let z = h.zOffset { s += " z \(JSONLine.number(z, decimals: 3))" }
            body = s
        case .scroll(let s):
            body = "scroll \(s.scrollType.rawValue) \(s.phase.rawValue) d(\(n(s.dx)), \(n(s.dy))) at (\(n(s.x)), \(n(s.y)))"
        case .transform(let tr):
            body = "transform \(tr.phase.rawValue) scale \(JSONLine.number(tr.scale, decimals: 3)) rotation \(JSONLine.number(tr.rotation, decimals: 3))"
        case .key(let k):
            let mods = k.modifiers.names
            body = "key \(k.phase.rawValue) usage \(k.usage)" + (mods.isEmpty ? "" : " [\(mods.joined(separator: ","))]")
        case .pencil(let p):
            body = "pencil \(p.action.rawValue)"
        case .device(let d):
            // Quoted as JSON: a name's control characters would act on the terminal.
            body = "device \(d.phase.rawValue) \(d.role.rawValue) \(JSONLine.quote(d.name))" + (d.hardwareKeyboard ? " hardwareKeyboard" : "")
        case .resync:
            body = "resync"
        case .systemGesture(let g):
            body = "systemGesture \(g.kind.rawValue) \(g.phase.rawValue) \(g.fingers) fingers"
        }
        return Self.timeColumn(t) + " [\(device)] " + body
    }
}
