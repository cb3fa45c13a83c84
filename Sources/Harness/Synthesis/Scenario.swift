import InputModel

/// A point on the screen, or a scene element whose centre is used.
public enum ScenarioTarget: Hashable, Sendable {
    case point(x: Double, y: Double)
    case element(String)
    /// An element with an offset from its centre, in points.
    case elementOffset(String, dx: Double, dy: Double)
}

/// A scenario script: steps run one after another; `parallel` runs its children at once.
public struct Scenario: Hashable, Sendable {
    public var name: String?
    /// Optional seed for jitter; no jitter when nil.
    public var seed: UInt64?
    /// Amplitude of positional jitter in points (applied per sample when `seed` is set).
    public var jitter: Double
    public var steps: [ScenarioStep]
    /// The device profile the script was written for (`profile:`), used when none is given.
    public var profile: String?
    /// The scene whose element ids the script names (`scene:`, relative to the script).
    public var scene: String?
    /// The device, orientation and multitasking the scene is laid out in (`environment:`, words
    /// as `--environment` takes them), used when none is given.
    public var environment: String?
    public init(name: String? = nil, seed: UInt64? = nil, jitter: Double = 0, steps: [ScenarioStep],
                profile: String? = nil, scene: String? = nil) {
        self.name = name
        self.profile = profile
        self.scene = scene
        self.seed = seed
        self.jitter = jitter
        self.steps = steps
    }
}

public enum PointerButtonName: String, Hashable, Sendable { case primary, secondary, tertiary }
public enum ScrollDevice: String, Hashable, Sendable { case trackpad, wheel }

/// One step. Durations are `TimeSpan`s (a literal is seconds), distances points; every step records the script line it came from.
public struct ScenarioStep: Hashable, Sendable {
    public var line: Int
    public var action: Action
    public init(line: Int = 0, _ action: Action) {
        self.line = line
        self.action = action
    }

    public indirect enum Action: Hashable, Sendable {
        /// Finger taps; `count` 2 for a double tap.
        case tap(ScenarioTarget, count: Int, fingers: Int)
        case touchAndHold(ScenarioTarget, duration: TimeSpan)
        /// Touch down at `from`, hold still for `hold`, move to `to` over `duration`, dwell for `dwell`, lift.
        case drag(from: ScenarioTarget, to: ScenarioTarget, hold: TimeSpan, duration: TimeSpan, dwell: TimeSpan)
        /// Several fingers, each along its own path of points, over `duration`.
        case touches(paths: [[ScenarioTarget]], duration: TimeSpan)
        case swipe(from: ScenarioTarget, to: ScenarioTarget, duration: TimeSpan, fingers: Int)
        /// Two fingers around `at`, spreading from `fromSpan` to `toSpan` points apart and turning
        /// `rotate` degrees clockwise. On a trackpad profile the pointer goes to `at` and two
        /// fingers pinch on the pad, spreading by the same ratio.
        case pinch(at: ScenarioTarget, fromSpan: Double, toSpan: Double, duration: TimeSpan, rotate: Double = 0)
        /// Move the pointer to a target (mouse or trackpad).
        case pointerMove(to: ScenarioTarget, duration: TimeSpan)
        case click(at: ScenarioTarget, button: PointerButtonName, modifiers: [String], count: Int)
        /// Press at `from`, move to `to` over `duration`, rest there for `dwell` (spring loading by
        /// pointer), release.
        case clickDrag(from: ScenarioTarget, to: ScenarioTarget, duration: TimeSpan, modifiers: [String], dwell: TimeSpan = 0)
        case scroll(at: ScenarioTarget, dx: Double, dy: Double, device: ScrollDevice, duration: TimeSpan)
        /// Pencil hovering over a target at a height 0 (near) … 1 (far).
        case pencilHover(at: ScenarioTarget, height: Double, duration: TimeSpan)
        /// A pencil stroke along `path`; pressure 0…1 and tilt (degrees x, y) curves are sampled evenly over the stroke.
        case stroke(path: [ScenarioTarget], duration: TimeSpan, pressure: [Double], tilt: [[Double]], eraser: Bool)
        /// A barrel button press (1 = BTN_STYLUS, 2 = BTN_STYLUS2).
        case barrel(button: Int)
        /// Press and release a key chord such as `cmd+shift+z`.
        case key(String)
        /// Hold a chord for `duration` (repeats come from the device's autorepeat).
        case holdKey(String, duration: TimeSpan)
        case keyboard(connected: Bool)
        case wait(TimeSpan)
        case parallel([ScenarioStep])
        /// Steps one after another (useful inside `parallel`: a finger tap during a drag).
        case sequence([ScenarioStep])
    }
}
