// Live devices: Linux with the Evdev trait (Package.swift, LIVE_EVDEV).
#if LIVE_EVDEV
import Glibc
import CLibevdev
import InputModel

/// The outcome of draining one device.
public enum ReadOutcome: Equatable {
    /// No more events for now (EAGAIN).
    case drained
    /// The device is gone (ENODEV): close it.
    case removed
    /// Another read error (errno).
    case failed(Int32)
}

extension EvdevDevice {
    /// Reads every event available now, appending to `events`, and returns why it stopped.
    ///
    /// SYN_DROPPED: libevdev returns `LIBEVDEV_READ_STATUS_SYNC` with the SYN_DROPPED
    /// event; it has already re-read the device state, and `LIBEVDEV_READ_FLAG_SYNC`
    /// reads return the state deltas until -EAGAIN. They are written as the kernel's
    /// rule and `FrameAssembler` expect: SYN_DROPPED, SYN_REPORT (the empty dropped
    /// frame), then the deltas ending in SYN_REPORT (the resync frame), so no touch,
    /// key or tool stays stuck after an overflow.
    public func readAvailable(into events: inout [InputEvent]) -> ReadOutcome {
        var ev = input_event()
        let normal = UInt32(LIBEVDEV_READ_FLAG_NORMAL.rawValue)
        let sync = UInt32(LIBEVDEV_READ_FLAG_SYNC.rawValue)
        let statusSync = Int32(LIBEVDEV_READ_STATUS_SYNC.rawValue)
        while true {
            let rc = libevdev_next_event(dev, normal, &ev)
            if rc == -EAGAIN { return .drained }
            if rc == -ENODEV { return .removed }
            if rc < 0 { return .failed(-rc) }
            if rc == statusSync {
                let t = Self.time(ev)
                events.append(InputEvent(time: t, type: EV.SYN, code: SYN.DROPPED, value: 0))
                events.append(InputEvent(time: t, type: EV.SYN, code: SYN.REPORT, value: 0))
                var deltas: [InputEvent] = []
                while true {
                    let s = libevdev_next_event(dev, sync, &ev)
                    if s == -EAGAIN { break }
                    if s == -ENODEV { events.append(contentsOf: deltas); return .removed }
                    if s < 0 { break }
                    deltas.append(Self.event(ev))
                }
                // libevdev ends non-empty deltas with its own SYN_REPORT; an empty or
                // unterminated resync gets one so the resync frame is written at once.
                if deltas.last?.isSynReport != true {
                    deltas.append(InputEvent(time: deltas.last?.time ?? t, type: EV.SYN, code: SYN.REPORT, value: 0))
                }
                events.append(contentsOf: deltas)
                continue
            }
            events.append(Self.event(ev))
        }
    }

    static func time(_ ev: input_event) -> Int64 {
        Int64(ev.time.tv_sec) * 1_000_000 + Int64(ev.time.tv_usec)
    }

    static func event(_ ev: input_event) -> InputEvent {
        InputEvent(time: time(ev), type: ev.type, code: ev.code, value: ev.value)
    }
}
#endif
