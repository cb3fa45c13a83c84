extension TouchscreenNormalizer {
    /// Converts raw contact values to the unified stream's units: points, radius in points, force.
    public struct ContactGeometry: Hashable, Sendable {
        public var mapper: CoordinateMapper
        /// ABS_MT_TOUCH_MAJOR absinfo, nil when the device reports no contact size.
        public var majorAxis: AbsInfo?
        /// ABS_MT_PRESSURE (or ABS_PRESSURE) absinfo, nil when the device reports no pressure.
        public var pressureAxis: AbsInfo?
        public var settings: NormalizerSettings

        public init(mapper: CoordinateMapper, majorAxis: AbsInfo?, pressureAxis: AbsInfo?, settings: NormalizerSettings) {
            self.mapper = mapper
            self.majorAxis = majorAxis
            self.pressureAxis = pressureAxis
            self.settings = settings
        }

        /// `majorRadius` in points. TOUCH_MAJOR is a diameter in surface units
        /// (kernel multi-touch-protocol.rst); when both the major axis and X carry a
        /// resolution the value is first converted to X units (Chromium:
        /// x_res / touch_major_res), then halved and scaled like an X distance.
        /// 0 when the device has no TOUCH_MAJOR axis.
        public func majorRadius(_ major: Int32?) -> Double {
            guard let major, let axis = majorAxis else { return 0 }
            var units = Double(major)
            if axis.resolution > 0 && mapper.x.resolution > 0 {
                units *= Double(mapper.x.resolution) / Double(axis.resolution)
            }
            return max(0, units / 2 * mapper.pointsPerUnitX)
        }

        /// Pressure normalized over the axis range and clamped to 0…1 (Chromium
        /// `ScalePressure`: values above the maximum read as 1); nil without a pressure axis.
        public func normalizedPressure(_ pressure: Int32?) -> Double? {
            guard let pressure, let axis = pressureAxis else { return nil }
            return min(1, max(0, axis.normalized(pressure)))
        }

        /// A unified touch for a contact. A finger has no force on an iPad (no 3D Touch:
        /// `force` and `maximumPossibleForce` 0); its raw pressure, normalized, goes in `pressure`.
        /// Pen contacts (MT_TOOL_PEN) are pencil touches with the pressure scaled to the
        /// pencil's maximum force, perpendicular (altitude π/2, azimuth 0: MT pens carry no
        /// tilt, like Android's MT mapper).
        public func touch(_ contact: Contact, phase: TouchPhase, id: Int, touchType: TouchType) -> Touch {
            let p = mapper.point(x: contact.x, y: contact.y)
            let pressure = normalizedPressure(contact.pressure)
            var touch = Touch(phase: phase, id: id, touchType: touchType, x: p.x, y: p.y,
                              majorRadius: majorRadius(contact.touchMajor))
            if touchType == .pencil {
                let maxForce = settings.pencilMaximumPossibleForce
                touch.force = pressure.map { $0 * maxForce } ?? 0
                touch.maximumPossibleForce = pressureAxis == nil ? 0 : maxForce
            } else {
                touch.pressure = pressure
            }
            if touchType == .pencil {
                touch.altitude = Double.pi / 2
                touch.azimuth = 0
                touch.tool = .pen
            }
            return touch
        }
    }
}
