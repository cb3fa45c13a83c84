extension TouchscreenNormalizer {
    /// One contact touching the surface in a frame, after the protocol was decoded.
    ///
    /// Values are raw device units; `ContactGeometry` turns them into points and force.
    public struct Contact: Hashable, Sendable {
        /// Identity of the physical contact for as long as it lasts: a slot's
        /// tracking-id generation (protocol B), a matched track (protocol A) or
        /// one press (single touch). Never reused within a normalizer.
        public var key: Int
        public var x: Int32
        public var y: Int32
        /// ABS_MT_TOUCH_MAJOR: contact diameter in surface units, nil when the device has no such axis.
        public var touchMajor: Int32?
        /// ABS_MT_PRESSURE (ABS_PRESSURE on single-touch devices), nil without a pressure axis.
        public var pressure: Int32?
        /// `MT_TOOL` value: FINGER, PEN or PALM.
        public var tool: Int32

        public init(key: Int, x: Int32, y: Int32, touchMajor: Int32? = nil, pressure: Int32? = nil,
                    tool: Int32 = MT_TOOL.FINGER) {
            self.key = key
            self.x = x
            self.y = y
            self.touchMajor = touchMajor
            self.pressure = pressure
            self.tool = tool
        }

        public var isPalm: Bool { tool == MT_TOOL.PALM }
    }
}
