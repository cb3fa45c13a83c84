extension TouchscreenNormalizer {
    /// Single-touch touchscreens: ABS_X/ABS_Y (+ ABS_PRESSURE) and BTN_TOUCH.
    ///
    /// Contact is BTN_TOUCH; a device without BTN_TOUCH touches while
    /// ABS_PRESSURE > 0 (Android's hover rule, docs/sources.md, "Android and Chromium"), or while
    /// BTN_LEFT is down on devices with neither (a Chromium quirk for old single-touch screens). Every
    /// press is a new contact key. Axes keep their values between frames (deltas).
    public struct SingleTouchDecoder: Hashable, Sendable {
        public enum ContactSource: Hashable, Sendable { case btnTouch, pressure, btnLeft }
        public let source: ContactSource
        public private(set) var x: Int32
        public private(set) var y: Int32
        public private(set) var pressure: Int32?
        public private(set) var touching = false
        private var button = false
        private var key = 0

        public init(description: DeviceDescription) {
            x = description.abs(ABS.X)?.value ?? 0
            y = description.abs(ABS.Y)?.value ?? 0
            if description.hasAbs(ABS.PRESSURE) { pressure = description.abs(ABS.PRESSURE)?.value ?? 0 }
            if description.hasKey(BTN.TOUCH) {
                source = .btnTouch
            } else if description.hasAbs(ABS.PRESSURE) {
                source = .pressure
            } else {
                source = .btnLeft
            }
        }

        public mutating func apply(_ events: [InputEvent]) {
            for event in events {
                switch (event.type, event.code) {
                case (EV.ABS, ABS.X): x = event.value
                case (EV.ABS, ABS.Y): y = event.value
                case (EV.ABS, ABS.PRESSURE): pressure = event.value
                case (EV.KEY, BTN.TOUCH) where source == .btnTouch && event.value != 2: button = event.value != 0
                case (EV.KEY, BTN.LEFT) where source == .btnLeft && event.value != 2: button = event.value != 0
                default: break
                }
            }
            let now = source == .pressure ? (pressure ?? 0) > 0 : button
            if now && !touching { key += 1 }
            touching = now
        }

        public func appendContacts(to out: inout [Contact]) {
            if touching { out.append(Contact(key: key, x: x, y: y, pressure: pressure)) }
        }
    }
}
