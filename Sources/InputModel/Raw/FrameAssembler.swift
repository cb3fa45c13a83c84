/// Groups one device's events into frames and applies the kernel's SYN_DROPPED rule.
///
/// Kernel rule (Documentation/input/event-codes.rst): after SYN_DROPPED the
/// client "should ignore all events up to and including next SYN_REPORT event
/// and query the device". A trace cannot be queried, so the frame after the
/// dropped one is marked `resync`: the normalizer cancels active contacts and
/// rebuilds its state from that frame on. Tactile's own capture writes the
/// libevdev sync deltas as exactly that frame (SYN_DROPPED, SYN_REPORT, deltas,
/// SYN_REPORT), so a replay sees the same state the live reader did.
public struct FrameAssembler: Sendable {
    public enum State: Sendable, Equatable {
        case collecting
        /// Between SYN_DROPPED and the next SYN_REPORT: events are discarded.
        case dropping
    }

    public let device: Int
    public private(set) var state: State = .collecting
    private var pending: [InputEvent] = []
    /// The frame the last `assemble` completed. Its event storage and `pending`'s are swapped at
    /// each SYN_REPORT, so a caller that does not keep frames makes no allocation per frame.
    public private(set) var frame: RawFrame
    private var resyncNext = false
    /// Events discarded because of SYN_DROPPED (for statistics).
    public private(set) var droppedEvents = 0

    public init(device: Int) {
        self.device = device
        frame = RawFrame(device: device, time: 0, events: [])
        pending.reserveCapacity(64)
        frame.events.reserveCapacity(64)
    }

    /// Feeds one event; returns a frame when a SYN_REPORT completes one.
    public mutating func apply(_ event: InputEvent) -> RawFrame? {
        assemble(event) ? frame : nil
    }

    /// Feeds one event; true when a SYN_REPORT completes a frame, which is then `frame`.
    @inline(__always)
    public mutating func assemble(_ event: InputEvent) -> Bool {
        if event.type == EV.SYN {
            switch event.code {
            case SYN.DROPPED:
                droppedEvents += pending.count
                pending.removeAll(keepingCapacity: true)
                state = .dropping
                resyncNext = true
                return false
            case SYN.REPORT:
                if state == .dropping {
                    state = .collecting
                    return false
                }
                frame.time = event.time
                frame.synValue = event.value
                frame.resync = resyncNext
                swap(&frame.events, &pending)
                resyncNext = false
                pending.removeAll(keepingCapacity: true)
                return true
            default:
                break // SYN_MT_REPORT stays in the frame (protocol A); SYN_CONFIG is kept too
            }
        }
        if state == .dropping {
            droppedEvents += 1
            return false
        }
        pending.append(event)
        return false
    }

    /// Events left without a closing SYN_REPORT at the end of a source.
    public var unterminatedEvents: [InputEvent] { pending }
}
