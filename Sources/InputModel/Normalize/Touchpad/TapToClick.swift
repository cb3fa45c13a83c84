/// Tap-to-click: a subset of libinput's tap state machine (docs/sources.md, "libinput").
///
/// Modelled: IDLE → TOUCH(_2, _3) → release within the tap timeout without
/// moving → a tap with the most fingers seen (1, 2 or 3; libinput counts at
/// most 3); timeout → HOLD (no tap, shown here as `dead`); motion beyond 1.3 mm,
/// a fourth finger or a physical button → DEAD until every finger lifts.
/// The 180 ms timer restarts whenever a finger goes down or up, as libinput's
/// TOUCH → TOUCH_2 → TOUCH_2_RELEASE transitions re-arm it.
///
/// Not modelled: tap-and-drag, drag lock and double-tap-drag (libinput's
/// "drag off" path: the click is pressed and released at the final lift),
/// palm/thumb detection. On semi-MT pads the motion threshold is skipped in a
/// frame where the finger count changes (libinput's exception: the bounding box jumps).
public struct TapToClick: Hashable, Sendable {
    public enum State: Hashable, Sendable {
        case idle
        /// Fingers down; `deadline` is when the tap times out; origins in mm per tracking id.
        case touching(maxFingers: Int, deadline: Timestamp, origins: [Int32: ScreenPoint])
        /// HOLD or DEAD: no tap until every finger is up.
        case dead
    }

    /// `DEFAULT_TAP_TIMEOUT_PERIOD`, s.
    public static let tapTimeout: TimeSpan = 0.180
    /// `DEFAULT_TAP_MOVE_THRESHOLD`, mm.
    public static let moveThreshold: Double = 1.3
    /// Taps count at most 3 fingers; a fourth makes TOUCH_3 → DEAD.
    public static let maximumFingers = 3

    public private(set) var state: State = .idle

    public init() {}

    /// One frame. `contacts` are positions in mm by tracking id. Returns the
    /// finger count of a tap completed in this frame.
    public mutating func update(fingers: Int, previousFingers: Int, contacts: [Int32: ScreenPoint], time: Timestamp,
                                buttonPressed: Bool, semiMT: Bool) -> Int? {
        switch state {
        case .idle:
            guard fingers > 0 else { return nil }
            if buttonPressed || fingers > TapToClick.maximumFingers { state = .dead; return nil }
            state = .touching(maxFingers: fingers, deadline: time + TapToClick.tapTimeout, origins: contacts)
            return nil
        case .dead:
            if fingers == 0 { state = .idle }
            return nil
        case .touching(let maxFingers, let deadline, var origins):
            if buttonPressed || time > deadline || fingers > TapToClick.maximumFingers {
                state = fingers == 0 ? .idle : .dead
                return nil
            }
            let countChanged = fingers != previousFingers
            if semiMT && countChanged {
                origins = contacts
            } else {
                for (id, p) in contacts {
                    guard let o = origins[id] else { origins[id] = p; continue }
                    let dx = p.x - o.x, dy = p.y - o.y
                    if (dx * dx + dy * dy).squareRoot() > TapToClick.moveThreshold {
                        state = fingers == 0 ? .idle : .dead
                        return nil
                    }
                }
            }
            if fingers == 0 {
                state = .idle
                return maxFingers
            }
            state = .touching(maxFingers: max(maxFingers, fingers),
                              deadline: countChanged ? time + TapToClick.tapTimeout : deadline, origins: origins)
            return nil
        }
    }

    /// Resync or a lost stream: no tap can complete.
    public mutating func reset(fingers: Int) {
        state = fingers == 0 ? .idle : .dead
    }
}
