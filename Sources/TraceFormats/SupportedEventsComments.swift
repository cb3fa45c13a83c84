import InputModel

/// Facts that only the human-readable comment block of a description carries.
///
/// Both evemu (`# Supported events:`) and libinput record (`# Supported Events:`
/// inside `evdev:`) print, per code, `Event type N (…)`, `Event code N (…)`,
/// and for EV_ABS a `Value` line (the axis's current value: for ABS_MT_SLOT
/// the slot the recording starts in) and for EV_LED/EV_SW a `State` line.
/// Indentation differs between the two and between evemu versions, so lines
/// are matched by their words, not their columns.
struct SupportedEventsComments {
    private var type: UInt16?
    private var code: UInt16?
    /// ABS code → current value.
    private(set) var absValues: [UInt16: Int32] = [:]
    /// EV_LED / EV_SW code → state, non-zero ones only.
    private(set) var leds: [UInt16: Int32] = [:]
    private(set) var switches: [UInt16: Int32] = [:]
    /// evemu `# Kernel:` and `# DMI:` header lines.
    private(set) var kernel: String?
    private(set) var dmi: String?

    /// Feeds one comment line (with or without its leading `#`).
    mutating func consume(_ comment: String) {
        var text = Substring(comment)
        while let f = text.first, f == "#" || f == " " || f == "\t" { text = text.dropFirst() }
        if let rest = text.strippingPrefix("Kernel:") {
            kernel = rest.trimmingBlanks()
        } else if let rest = text.strippingPrefix("DMI:") {
            dmi = rest.trimmingBlanks()
        } else if let rest = text.strippingPrefix("Event type ") {
            type = leadingNumber(rest).flatMap { UInt16(exactly: $0) }
            code = nil
        } else if let rest = text.strippingPrefix("Event code ") {
            code = leadingNumber(rest).flatMap { UInt16(exactly: $0) }
        } else if let rest = text.strippingPrefix("Value ") {
            if type == EV.ABS, let code, let v = leadingNumber(rest).flatMap({ Int32(exactly: $0) }) {
                absValues[code] = v
            }
        } else if let rest = text.strippingPrefix("State ") {
            guard let code, let s = leadingNumber(rest).flatMap({ Int32(exactly: $0) }), s != 0 else { return }
            if type == EV.LED { leds[code] = s } else if type == EV.SW { switches[code] = s }
        } else if text.hasPrefix("Properties:") {
            type = nil // what follows belongs to no type: no Value or State line reads a code without one
        }
    }

    /// Applies the comment facts to a description built from its data lines.
    /// Data lines win: LED/switch states from `L:`/`S:` lines replace comment states.
    func apply(to description: inout DeviceDescription, dataLeds: [UInt16: Int32]?, dataSwitches: [UInt16: Int32]?) {
        for (code, value) in absValues {
            description.absinfo[code]?.value = value
        }
        // An `L:`/`S:` line saying off replaces a comment saying on; a description keeps the
        // LEDs that are on and the switches that are set.
        description.leds = leds.merging(dataLeds ?? [:]) { _, data in data }.filter { $0.value != 0 }
        description.switches = switches.merging(dataSwitches ?? [:]) { _, data in data }.filter { $0.value != 0 }
        if let kernel { description.extras[DescriptionExtras.kernel] = kernel }
        if let dmi { description.extras[DescriptionExtras.dmi] = dmi }
    }

    private func leadingNumber(_ s: Substring) -> Int64? {
        let t = s.drop(while: { $0 == " " || $0 == "\t" })
        let digits = t.prefix(while: { $0 == "-" || $0.isNumber })
        return Int64(digits)
    }
}

/// Keys of `DeviceDescription.extras` written and read by the trace formats.
public enum DescriptionExtras {
    /// Kernel release (evemu `# Kernel:`, libinput record `system.kernel`).
    public static let kernel = "kernel"
    /// DMI modalias (evemu `# DMI:`, libinput record `system.dmi`).
    public static let dmi = "dmi"
    /// `ID:VERSION_ID` of the recording system (libinput record `system.os`).
    public static let os = "os"
    /// The recording libinput's version and git hash (libinput record `libinput.version`/`.git`).
    public static let libinputVersion = "libinput.version"
    public static let libinputGit = "libinput.git"
    /// Per-device libinput record sections kept verbatim as YAML text, the key
    /// line included and indented from column 0: `yaml:udev`, `yaml:quirks`,
    /// `yaml:hid`, `yaml:libinput`.
    public static let yamlPrefix = "yaml:"
    /// The device sections that are kept verbatim, in the order libinput writes them.
    public static let verbatimSections = ["hid", "udev", "quirks", "libinput"]
}

extension Substring {
    func strippingPrefix(_ prefix: String) -> Substring? {
        hasPrefix(prefix) ? dropFirst(prefix.count) : nil
    }

    /// Without leading and trailing spaces, tabs, CR and LF. Scans UTF-8 bytes: every header
    /// line goes through it, and a `Character` version (drop, reverse, drop, reverse) is slow
    /// (Benchmarks/notes.md, "Hot paths").
    func trimmingBlanks() -> String {
        let isBlank: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D || $0 == 0x0A }
        let bytes = utf8
        guard let first = bytes.firstIndex(where: { !isBlank($0) }),
              let last = bytes.lastIndex(where: { !isBlank($0) }) else { return "" }
        return String(decoding: bytes[first...last], as: UTF8.self)
    }
}
