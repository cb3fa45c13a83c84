/// The normalizers of a pipeline, by concrete type: the standard normalizers live in arrays of
/// their own type and are mutated in place through their array (no existential to open, no
/// copy-on-write check of a boxed value, calls the optimizer can inline); a normalizer of
/// another type stays an existential.
///
/// `routes` lists them in the factory's order, device by device: the pipeline feeds a frame to
/// its device's routes in that order.
///
/// Each operation (start, apply, advance, next due, finish) is a `switch` over the route's kind,
/// one case per array. The five switches are the price of the typed arrays: Swift has no
/// closure generic over the normalizer's type, and one switch handing the normalizer to a
/// generic operation value (a visitor) costs more a raw event (Benchmarks/notes.md, "Hot paths"). A new standard normalizer adds a case to each; one that is
/// not added works as `other`, through its existential, only slower.
struct NormalizerBank {
    enum Kind { case touchscreen, pen, touchpad, mouse, keyboard, other }

    struct Route {
        var device: Int
        var kind: Kind
        /// Index in the array of `kind`.
        var index: Int
    }

    private(set) var routes: [Route] = []
    /// The range of `routes` of each device.
    private(set) var deviceRoutes: [Range<Int>] = []
    private var touchscreens: [TouchscreenNormalizer] = []
    private var pens: [PenNormalizer] = []
    private var touchpads: [TouchpadNormalizer] = []
    private var mice: [MouseNormalizer] = []
    private var keyboards: [KeyboardNormalizer] = []
    private var others: [any DeviceNormalizer] = []
    /// False when no normalizer can ever have a timer (touchscreens and keyboards only: their
    /// `nextTimerDue` is always infinite), so the pipeline need not ask after each frame.
    private(set) var hasTimers = false
    /// Per device: it is connected now (`DevicePresence`). The routes of a device that is not
    /// have no timers due; the pipeline neither starts, feeds nor finishes them.
    private(set) var isActive: [Bool]

    init(_ perDevice: [[any DeviceNormalizer]]) {
        isActive = perDevice.map { _ in true }
        for (device, normalizers) in perDevice.enumerated() {
            let first = routes.count
            for n in normalizers {
                let route: Route
                switch n {
                case let n as TouchscreenNormalizer:
                    route = Route(device: device, kind: .touchscreen, index: touchscreens.count)
                    touchscreens.append(n)
                case let n as PenNormalizer:
                    route = Route(device: device, kind: .pen, index: pens.count)
                    pens.append(n)
                case let n as TouchpadNormalizer:
                    route = Route(device: device, kind: .touchpad, index: touchpads.count)
                    touchpads.append(n)
                case let n as MouseNormalizer:
                    route = Route(device: device, kind: .mouse, index: mice.count)
                    mice.append(n)
                case let n as KeyboardNormalizer:
                    route = Route(device: device, kind: .keyboard, index: keyboards.count)
                    keyboards.append(n)
                default:
                    route = Route(device: device, kind: .other, index: others.count)
                    others.append(n)
                }
                routes.append(route)
            }
            deviceRoutes.append(first..<routes.count)
        }
        hasTimers = routes.contains { r in
            switch r.kind {
            case .touchscreen, .keyboard: return false
            case .pen, .touchpad, .mouse, .other: return true
            }
        }
    }

    mutating func start(_ r: Route, at time: Timestamp) -> [UnifiedEvent.Payload] {
        switch r.kind {
        case .touchscreen: return touchscreens[r.index].start(at: time)
        case .pen: return pens[r.index].start(at: time)
        case .touchpad: return touchpads[r.index].start(at: time)
        case .mouse: return mice[r.index].start(at: time)
        case .keyboard: return keyboards[r.index].start(at: time)
        case .other: return others[r.index].start(at: time)
        }
    }

    mutating func apply(_ r: Route, _ frame: RawFrame, at time: Timestamp, into out: inout [UnifiedEvent.Payload]) {
        switch r.kind {
        case .touchscreen: touchscreens[r.index].apply(frame, at: time, into: &out)
        case .pen: pens[r.index].apply(frame, at: time, into: &out)
        case .touchpad: touchpads[r.index].apply(frame, at: time, into: &out)
        case .mouse: mice[r.index].apply(frame, at: time, into: &out)
        case .keyboard: keyboards[r.index].apply(frame, at: time, into: &out)
        case .other: others[r.index].apply(frame, at: time, into: &out)
        }
    }

    mutating func advance(_ r: Route, to time: Timestamp, into out: inout [TimedPayload]) {
        switch r.kind {
        // Touchscreens and keyboards have no timers (`hasTimers`): never due, never advanced.
        case .touchscreen, .keyboard: return
        case .pen: pens[r.index].advance(to: time, into: &out)
        case .touchpad: touchpads[r.index].advance(to: time, into: &out)
        case .mouse: mice[r.index].advance(to: time, into: &out)
        case .other: others[r.index].advance(to: time, into: &out)
        }
    }

    mutating func setActive(_ device: Int, _ active: Bool) {
        isActive[device] = active
    }

    func nextTimerDue(_ r: Route) -> Timestamp {
        guard isActive[r.device] else { return .distantFuture }
        switch r.kind {
        case .touchscreen: return touchscreens[r.index].nextTimerDue
        case .pen: return pens[r.index].nextTimerDue
        case .touchpad: return touchpads[r.index].nextTimerDue
        case .mouse: return mice[r.index].nextTimerDue
        case .keyboard: return keyboards[r.index].nextTimerDue
        case .other: return others[r.index].nextTimerDue
        }
    }

    /// The earliest `nextTimerDue` of all normalizers.
    var nextTimerDue: Timestamp {
        var due = Timestamp.distantFuture
        for r in routes { due = min(due, nextTimerDue(r)) }
        return due
    }

    mutating func finish(_ r: Route, at time: Timestamp) -> [UnifiedEvent.Payload] {
        switch r.kind {
        case .touchscreen: return touchscreens[r.index].finish(at: time)
        case .pen: return pens[r.index].finish(at: time)
        case .touchpad: return touchpads[r.index].finish(at: time)
        case .mouse: return mice[r.index].finish(at: time)
        case .keyboard: return keyboards[r.index].finish(at: time)
        case .other: return others[r.index].finish(at: time)
        }
    }
}
