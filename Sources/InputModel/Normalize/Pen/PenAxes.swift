extension PenNormalizer {
    /// The pen's raw axis values (kept between frames: evdev sends deltas) and
    /// their conversion to unified-stream units.
    public struct Axes: Hashable, Sendable {
        public var x: Int32 = 0
        public var y: Int32 = 0
        public var pressure: Int32 = 0
        public var distance: Int32 = 0
        public var tiltX: Int32 = 0
        public var tiltY: Int32 = 0

        public init() {}

        /// Starts from the description's current values (the state at recording start).
        public init(description d: DeviceDescription) {
            x = d.abs(ABS.X)?.value ?? 0
            y = d.abs(ABS.Y)?.value ?? 0
            pressure = d.abs(ABS.PRESSURE)?.value ?? 0
            distance = d.abs(ABS.DISTANCE)?.value ?? 0
            tiltX = d.abs(ABS.TILT_X)?.value ?? 0
            tiltY = d.abs(ABS.TILT_Y)?.value ?? 0
        }

        /// Returns true for axis codes it took.
        public mutating func apply(_ event: InputEvent) -> Bool {
            guard event.type == EV.ABS else { return false }
            switch event.code {
            case ABS.X: x = event.value
            case ABS.Y: y = event.value
            case ABS.PRESSURE: pressure = event.value
            case ABS.DISTANCE: distance = event.value
            case ABS.TILT_X: tiltX = event.value
            case ABS.TILT_Y: tiltY = event.value
            default: return false
            }
            return true
        }
    }

    /// The device's axis ranges, and the conversions.
    public struct Calibration: Hashable, Sendable {
        public var mapper: CoordinateMapper
        public var pressure: AbsInfo?
        public var distance: AbsInfo?
        public var tiltX: AbsInfo?
        public var tiltY: AbsInfo?
        public var settings: NormalizerSettings

        public init(description d: DeviceDescription, screen: ScreenModel, settings: NormalizerSettings) {
            let fallback = AbsInfo(minimum: 0, maximum: 32767)
            mapper = CoordinateMapper(x: d.abs(ABS.X) ?? fallback, y: d.abs(ABS.Y) ?? fallback, screen: screen)
            pressure = d.hasAbs(ABS.PRESSURE) ? d.abs(ABS.PRESSURE) : nil
            distance = d.hasAbs(ABS.DISTANCE) ? d.abs(ABS.DISTANCE) : nil
            tiltX = d.hasAbs(ABS.TILT_X) ? d.abs(ABS.TILT_X) : nil
            tiltY = d.hasAbs(ABS.TILT_Y) ? d.abs(ABS.TILT_Y) : nil
            self.settings = settings
        }

        /// Pressure over the axis range, clamped to 0…1; 0 without a pressure axis.
        public func normalizedPressure(_ a: Axes) -> Double {
            guard let pressure else { return 0 }
            return min(1, max(0, pressure.normalized(a.pressure)))
        }

        /// `zOffset`: ABS_DISTANCE over its range, 0 near … 1 far (libinput normalizes
        /// distance to 0…1; UIKit zOffset 1 = maximum hover distance). A device with no
        /// distance axis hovers at 0.
        public func zOffset(_ a: Axes) -> Double {
            guard let distance else { return 0 }
            return min(1, max(0, distance.normalized(a.distance)))
        }

        /// UIKit altitude and azimuth from the tilt axes (π/2 and 0 without them).
        public func angles(_ a: Axes) -> (altitude: Double, azimuth: Double) {
            TiltConversion.altitudeAzimuth(rawX: a.tiltX, axisX: tiltX, rawY: a.tiltY, axisY: tiltY)
        }

        public func touch(_ a: Axes, phase: TouchPhase, id: Int, tool: PencilTool) -> Touch {
            touch(a, phase: phase, id: id, tool: tool, angles: angles(a))
        }

        /// `touch` with the angles of `a` already computed.
        func touch(_ a: Axes, phase: TouchPhase, id: Int, tool: PencilTool,
                   angles: (altitude: Double, azimuth: Double)) -> Touch {
            let p = mapper.point(x: a.x, y: a.y)
            let maxForce = pressure == nil ? 0 : settings.pencilMaximumPossibleForce
            return Touch(phase: phase, id: id, touchType: .pencil, x: p.x, y: p.y, majorRadius: 0,
                         force: normalizedPressure(a) * maxForce, maximumPossibleForce: maxForce,
                         altitude: angles.altitude, azimuth: angles.azimuth, tool: tool)
        }

        public func hover(_ a: Axes, phase: HoverPhase) -> Hover {
            hover(a, phase: phase, angles: angles(a))
        }

        /// `hover` with the angles of `a` already computed.
        func hover(_ a: Axes, phase: HoverPhase, angles: (altitude: Double, azimuth: Double)) -> Hover {
            let p = mapper.point(x: a.x, y: a.y)
            return Hover(phase: phase, source: .pencil, x: p.x, y: p.y, zOffset: zOffset(a),
                         altitude: angles.altitude, azimuth: angles.azimuth)
        }
    }
}
