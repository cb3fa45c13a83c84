import InputModel
import TextOutput

/// Events, frames and duration of one device in a trace.
struct EventStatistics {
    var count = 0
    var frames = 0
    var first: Int64?
    var last: Int64?

    mutating func add(_ e: InputEvent) {
        count += 1
        if e.isSynReport { frames += 1 }
        if first == nil { first = e.time }
        last = e.time
    }

    var duration: Double {
        guard let first, let last else { return 0 }
        return TimeSpan(microseconds: last - first).seconds
    }
}

/// What `tactile describe` prints for one device.
struct DeviceReport {
    var description: DeviceDescription
    var statistics: EventStatistics?

    var classification: DeviceClassification { DeviceClassification(description) }

    private func hex(_ v: UInt16) -> String {
        let s = String(v, radix: 16)
        return "0x" + String(repeating: "0", count: max(0, 4 - s.count)) + s
    }

    var json: String {
        let c = classification
        var j = JSONLine()
        j.add("name", description.name)
        var id = JSONLine()
        id.add("bustype", Int(description.id.bustype))
        id.add("vendor", Int(description.id.vendor))
        id.add("product", Int(description.id.product))
        id.add("version", Int(description.id.version))
        j.addRaw("id", id.string)
        j.add("tags", c.sortedTags.map(\.rawValue))
        j.add("role", c.role.rawValue)
        j.add("fakeMT", c.isFakeMT)
        j.add("hardwareKeyboard", c.isAlphanumericKeyboard)
        j.add("properties", description.properties.sorted().map { EventCodes.propertyName($0) ?? "INPUT_PROP_\($0)" })
        let axes = description.absinfo.keys.sorted().filter { description.hasAbs($0) }.map { code -> String in
            let a = description.absinfo[code]!
            var o = JSONLine()
            o.add("code", EventCodes.describe(type: EV.ABS, code: code))
            o.add("value", Int(a.value))
            o.add("min", Int(a.minimum))
            o.add("max", Int(a.maximum))
            o.add("fuzz", Int(a.fuzz))
            o.add("flat", Int(a.flat))
            o.add("resolution", Int(a.resolution))
            return o.string
        }
        j.addRaw("axes", "[" + axes.joined(separator: ",") + "]")
        if let s = statistics {
            var e = JSONLine()
            e.add("count", s.count)
            e.add("frames", s.frames)
            e.add("duration", s.duration, decimals: 6)
            j.addRaw("events", e.string)
        }
        return j.string
    }

    var text: String {
        let c = classification
        var lines: [String] = []
        lines.append("\(description.name)")
        lines.append("  id: bus \(hex(description.id.bustype)) vendor \(hex(description.id.vendor)) product \(hex(description.id.product)) version \(hex(description.id.version))")
        lines.append("  role: \(c.role.rawValue)")
        lines.append("  tags: \(c.sortedTags.map(\.rawValue).joined(separator: " "))")
        if c.isFakeMT { lines.append("  fake MT: vendor axes overflow into ABS_MT_*; they are not touches") }
        if c.isAlphanumericKeyboard { lines.append("  hardware keyboard: yes") }
        let props = description.properties.sorted().map { EventCodes.propertyName($0) ?? "INPUT_PROP_\($0)" }
        lines.append("  properties: \(description.propertiesUnknown ? "unknown (the description does not record them)" : props.isEmpty ? "none" : props.joined(separator: " "))")
        if c.tags.contains(.touchpad), TouchpadContacts.isSemiMT(description) {
            let inferred = !description.hasProperty(INPUT_PROP.SEMI_MT)
            lines.append("  semi-MT: read as one position with a finger count\(inferred ? " (inferred: two slots without per-contact pressure)" : "")")
        }
        let axes = description.absinfo.keys.sorted().filter { description.hasAbs($0) }
        if !axes.isEmpty {
            lines.append("  axes:")
            for code in axes {
                let a = description.absinfo[code]!
                let name = EventCodes.describe(type: EV.ABS, code: code)
                let pad = String(repeating: " ", count: max(1, 20 - name.count))
                lines.append("    \(name)\(pad)\(a.minimum)…\(a.maximum)  res \(a.resolution)  fuzz \(a.fuzz)  flat \(a.flat)  value \(a.value)")
            }
        }
        for type in description.codes.keys.sorted() where type != EV.SYN && type != EV.ABS {
            let n = description.codes[type]?.count ?? 0
            lines.append("  \(EventCodes.typeName(type) ?? "EV_\(type)"): \(n) codes")
        }
        if let s = statistics {
            lines.append("  events: \(s.count) in \(s.frames) frames over \(JSONLine.number(s.duration, decimals: 3)) s")
        }
        return lines.joined(separator: "\n")
    }
}
