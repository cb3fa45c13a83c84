/// Checks that a unified stream leaves nothing stuck and holds only finite numbers and real times: every touch
/// that began ends or is cancelled, every key down has an up, every hover that began ends, every
/// transform that began ends or is cancelled. Used by the SYN_DROPPED tests and the fuzz targets.
public struct StreamInvariants {
    private var touches: [Int: Int] = [:]        // id → device
    private var keys = Set<[Int]>()             // [device, usage]
    private var hovers = Set<[Int]>()           // [device, source]
    private var transforms = Set<Int>()         // device
    public private(set) var problems: [String] = []

    public init() {}

    public mutating func apply(_ e: UnifiedEvent) {
        if e.t == .distantFuture || e.t == .distantPast { problems.append("t is a timer's sentinel (\(e.t.microseconds) µs)") }
        switch e.payload {
        case let .touch(t):
            for v in [t.x, t.y, t.majorRadius, t.force, t.maximumPossibleForce, t.altitude ?? 0, t.azimuth ?? 0,
                      t.pressure ?? 0] where !v.isFinite {
                problems.append("touch \(t.id) at \(e.t): a value is \(v)")
            }
            switch t.phase {
            case .began:
                if touches[t.id] != nil { problems.append("touch \(t.id) began twice (at \(e.t))") }
                touches[t.id] = e.device
            case .moved, .stationary:
                if touches[t.id] == nil { problems.append("touch \(t.id) \(t.phase) without began (at \(e.t))") }
            case .ended, .cancelled:
                if touches.removeValue(forKey: t.id) == nil { problems.append("touch \(t.id) \(t.phase) without began (at \(e.t))") }
            }
        case let .key(k):
            switch k.phase {
            case .down: keys.insert([e.device, k.usage])
            case .up: keys.remove([e.device, k.usage])
            case .repeat: break
            }
        case let .hover(h):
            for v in [h.x, h.y, h.zOffset ?? 0, h.altitude ?? 0, h.azimuth ?? 0] where !v.isFinite {
                problems.append("hover at \(e.t): a value is \(v)")
            }
            let key = [e.device, h.source == .pointer ? 0 : 1]
            switch h.phase {
            case .began: hovers.insert(key)
            case .changed: break
            case .ended: hovers.remove(key)
            }
        case let .transform(t):
            switch t.phase {
            case .began: transforms.insert(e.device)
            case .changed: break
            case .ended, .cancelled: transforms.remove(e.device)
            }
        default:
            break
        }
    }

    /// Problems, including what is still down at the end of the stream.
    public var finalProblems: [String] {
        problems
            + touches.keys.sorted().map { "touch \($0) (device \(touches[$0]!)) never ended" }
            + keys.sorted { $0.lexicographicallyPrecedes($1) }.map { "key usage \($0[1]) (device \($0[0])) never released" }
            + hovers.sorted { $0.lexicographicallyPrecedes($1) }.map { "\($0[1] == 0 ? "pointer" : "pencil") hover (device \($0[0])) never ended" }
            + transforms.sorted().map { "transform (device \($0)) never ended" }
    }
}
