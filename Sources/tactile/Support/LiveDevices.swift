import InputModel

/// The commands that read or create devices (`capture`, `play`, `devices`, `describe /dev/…`)
/// work where this build reads live devices: Linux with the Evdev trait (Package.swift,
/// `LIVE_EVDEV`). Elsewhere, a Mac among them, they exit 69 (EX_UNAVAILABLE) saying so and
/// where to go instead; every command that reads files works the same on every system.
enum LiveDevices {
    static func unavailable(_ command: String) -> TactileError {
        TactileError(.unavailable, """
            `tactile \(command)` reads Linux evdev devices, which this build cannot: it needs Linux \
            with libevdev (the Evdev trait). Record on a Linux machine (`tactile capture`), then \
            replay, convert or describe the trace here.
            """)
    }
}
