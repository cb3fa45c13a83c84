/// Mouse-wheel scrolling as `scroll` events of scrollType `discrete`.
///
/// Units: REL_WHEEL_HI_RES / REL_HWHEEL_HI_RES count 120 per detent (kernel,
/// docs/sources.md, "Event codes"); a legacy REL_WHEEL click is one detent = 120.
/// A device with the hi-res axes sends both; only the hi-res one is used then
/// (libinput does the same), so a detent is never counted twice.
///
/// One detent scrolls `pointsPerDetent` = 10 pt: the line height Quartz uses to
/// turn line-based wheel deltas into pixel deltas (`CGEventSourceGetPixelsPerLine`
/// defaults to 10), the closest documented Apple number; UIKit documents none.
///
/// Direction: kernel REL_WHEEL > 0 is the wheel rolled away from the user,
/// REL_HWHEEL > 0 is a tilt to the right. `dx`/`dy` follow UIKit's pan
/// translation (positive dy: content moves down). Traditional scrolling: away
/// shows earlier content (content moves down, dy > 0) and right tilt moves
/// content left (dx < 0). Natural scrolling (the iPadOS default, Settings ›
/// General › Trackpad & Mouse, applies to mice too) inverts both.
///
/// Phases: a wheel has no touch-down/up, so the first detent after a pause is
/// `began` (carrying its delta), later detents are `changed`, and an `ended`
/// with zero delta follows `idleGap` after the last detent, fired from event time.
public struct DiscreteScroll: Hashable, Sendable {
    public enum State: Hashable, Sendable {
        case idle
        /// Scrolling; the last detent arrived at `last`.
        case scrolling(last: Timestamp)
    }

    public static let unitsPerDetent: Double = 120
    public static let pointsPerDetent: Double = 10
    /// s of wheel silence that ends a discrete scroll (chosen: longer than the
    /// gap between detents of a continuous spin, 20–80 ms; shorter than deliberate single clicks).
    public static let idleGap: TimeSpan = 0.2

    public private(set) var state: State = .idle
    public var naturalScrolling: Bool

    public init(naturalScrolling: Bool) {
        self.naturalScrolling = naturalScrolling
    }

    /// Deltas in points for hi-res units (120 per detent).
    public func points(vertical: Double, horizontal: Double) -> (dx: Double, dy: Double) {
        let scale = DiscreteScroll.pointsPerDetent / DiscreteScroll.unitsPerDetent
        let sign: Double = naturalScrolling ? -1 : 1
        return (-horizontal * scale * sign, vertical * scale * sign)
    }

    /// A wheel event at `time` with hi-res units; (x, y) is the pointer.
    public mutating func wheel(vertical: Double, horizontal: Double, at time: Timestamp,
                               x: Double, y: Double) -> [UnifiedEvent.Payload] {
        guard vertical != 0 || horizontal != 0 else { return [] }
        let d = points(vertical: vertical, horizontal: horizontal)
        let phase: ScrollPhase
        switch state {
        case .idle: phase = .began
        case .scrolling: phase = .changed
        }
        state = .scrolling(last: time)
        return [.scroll(Scroll(scrollType: .discrete, phase: phase, dx: d.dx, dy: d.dy, x: x, y: y))]
    }

    /// The `ended` due at or before `time`, stamped with its due time.
    public mutating func advance(to time: Timestamp, x: Double, y: Double) -> [TimedPayload] {
        guard case .scrolling(let last) = state, time >= last + DiscreteScroll.idleGap else { return [] }
        state = .idle
        return [TimedPayload(time: last + DiscreteScroll.idleGap,
                             payload: .scroll(Scroll(scrollType: .discrete, phase: .ended, dx: 0, dy: 0, x: x, y: y)))]
    }

    /// Ends a scroll in progress now (stream end).
    public mutating func finish(x: Double, y: Double) -> [UnifiedEvent.Payload] {
        guard case .scrolling = state else { return [] }
        state = .idle
        return [.scroll(Scroll(scrollType: .discrete, phase: .ended, dx: 0, dy: 0, x: x, y: y))]
    }
}
