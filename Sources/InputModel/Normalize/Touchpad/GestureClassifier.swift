import Foundation

/// Decides what a multi-finger touchpad gesture is: libinput's
/// `tp_gesture_detect_motion_gestures` (docs/sources.md, "libinput"), simplified.
///
/// In order:
/// 1. Semi-MT pads (read as one position with a finger count): 2 fingers scroll once that
///    position moved `undecidedMovement`; no pinch or swipe, with any number of fingers
///    (libinput disables gestures on semi-MT pads).
/// 2. More fingers than tracked contacts (BTN_TOOL_TRIPLETAP on a 2-slot pad):
///    a swipe once the tracked contacts moved `undecidedMovement` on average.
/// 3. Both touches under `undecidedMovement` (1 mm): no decision, except that
///    touches within `scrollBox` (40 × 7 mm) after `scrollBoxDelay` (150 ms) scroll (2 fingers) or swipe (3+).
/// 4. One touch beyond `maxMove` while the other is under `minMove`
///    (a resting thumb): 2 fingers → scroll; more → pinch.
/// 5. Both beyond `minMove`: moving the same way (within
///    `sameDirectionMaximumAngle`, standing in for libinput's 8-sector direction
///    masks) → scroll (2) or swipe (3+); otherwise → pinch.
/// With more than 2 touches only the topmost and bottommost are compared (libinput).
/// Not modelled: the hold gesture, 3-finger drag, scroll → pinch reclassification
/// within 300 ms. (The finger-switch debounce is `TouchpadNormalizer`'s.)
public enum GestureClassifier {
    public enum Decision: Hashable, Sendable {
        case scroll, pinch, swipe
    }


    /// mm: below this both touches are undecided (libinput: "moved less than 1 mm").
    public static let undecidedMovement: Double = 1.0
    /// mm: the scroll box (40 mm in x, 7 mm in y).
    public static let scrollBox: (x: Double, y: Double) = (40, 7)
    /// Time since the gesture started before the scroll-box rule applies.
    public static let scrollBoxDelay: TimeSpan = 0.150
    /// `PINCH_DISAMBIGUATION_MOVE_THRESHOLD` 1.5 mm + 0.5 mm per finger above 2.
    public static func minMove(fingers: Int) -> Double { 1.5 + 0.5 * Double(max(0, fingers - 2)) }
    /// 4 mm + 2 mm per finger above 2.
    public static func maxMove(fingers: Int) -> Double { 4 + 2 * Double(max(0, fingers - 2)) }
    /// Largest angle between two motions that still counts as the same direction.
    public static let sameDirectionMaximumAngle: Double = .pi / 3

    /// The two touches libinput compares: the topmost and bottommost (smallest and largest y).
    public static func extremeTouches(_ contacts: [Int32: ScreenPoint]) -> (Int32, Int32)? {
        guard contacts.count >= 2 else { return nil }
        let sorted = contacts.sorted { $0.value.y != $1.value.y ? $0.value.y < $1.value.y : $0.key < $1.key }
        return (sorted.first!.key, sorted.last!.key)
    }

    public static func classify(fingers: Int, origins: [Int32: ScreenPoint], current: [Int32: ScreenPoint],
                                elapsed: TimeSpan, semiMT: Bool) -> Decision? {
        let tracked = current.filter { origins[$0.key] != nil }
        func moved(_ id: Int32) -> (dx: Double, dy: Double) {
            (tracked[id]!.x - origins[id]!.x, tracked[id]!.y - origins[id]!.y)
        }
        if semiMT {
            // One position for every finger (ABS_X/ABS_Y): two fingers scroll once it moved; no
            // other gesture, whatever the finger count.
            guard fingers == 2 else { return nil }
            let longest = tracked.keys.map { id -> Double in let d = moved(id); return hypot(d.dx, d.dy) }.max() ?? 0
            return longest >= undecidedMovement ? .scroll : nil
        }
        if fingers >= 3 && fingers > tracked.count {
            guard !tracked.isEmpty else { return nil }
            let mean = tracked.keys.map(moved).reduce((0.0, 0.0)) { ($0.0 + $1.dx, $0.1 + $1.dy) }
            let n = Double(tracked.count)
            return hypot(mean.0 / n, mean.1 / n) >= undecidedMovement ? .swipe : nil
        }
        guard let (a, b) = extremeTouches(tracked) else { return nil }
        let da = moved(a), db = moved(b)
        let la = hypot(da.dx, da.dy), lb = hypot(db.dx, db.dy)
        let multi: Decision = fingers == 2 ? .scroll : .swipe
        if la < undecidedMovement && lb < undecidedMovement {
            let pa = tracked[a]!, pb = tracked[b]!
            if elapsed > scrollBoxDelay && Swift.abs(pa.x - pb.x) <= scrollBox.x && Swift.abs(pa.y - pb.y) <= scrollBox.y
                && max(la, lb) > 0 {
                return multi
            }
            return nil
        }
        let lo = minMove(fingers: fingers), hi = maxMove(fingers: fingers)
        if (la > hi && lb < lo) || (lb > hi && la < lo) {
            return fingers == 2 ? .scroll : .pinch
        }
        if la >= lo && lb >= lo {
            let cosine = (da.dx * db.dx + da.dy * db.dy) / (la * lb)
            return cosine >= cos(sameDirectionMaximumAngle) ? multi : .pinch
        }
        return nil
    }
}
