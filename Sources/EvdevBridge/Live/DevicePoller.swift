// Live devices: Linux with the Evdev trait (Package.swift, LIVE_EVDEV).
#if LIVE_EVDEV
import Glibc
import InputModel

/// Waits on several evdev nodes (and the stop signals) with one `poll`, and
/// drains whichever are readable. A device that disappears (ENODEV, POLLHUP)
/// is closed and reported; the others go on.
public final class DevicePoller {
    public private(set) var devices: [EvdevDevice?]
    let stop: StopSignals?

    public init(devices: [EvdevDevice], stop: StopSignals?) {
        self.devices = devices
        self.stop = stop
    }

    public var openCount: Int { devices.lazy.compactMap { $0 }.count }

    /// One poll of at most `timeoutMs` (−1: no limit), then a drain of every readable device.
    public func poll(timeoutMs: Int32) -> PollRound {
        var round = PollRound()
        var fds: [pollfd] = []
        var owners: [Int] = []
        for (i, d) in devices.enumerated() {
            guard let d else { continue }
            fds.append(pollfd(fd: d.fd, events: Int16(POLLIN), revents: 0))
            owners.append(i)
        }
        if let stop { fds.append(pollfd(fd: stop.fd, events: Int16(POLLIN), revents: 0)) }
        let n = Glibc.poll(&fds, nfds_t(fds.count), timeoutMs)
        if n < 0 && errno != EINTR { round.stopRequested = stop?.stopRequested ?? false; return round }
        var buffer: [InputEvent] = []
        for (k, i) in owners.enumerated() where fds[k].revents != 0 {
            guard let d = devices[i] else { continue }
            buffer.removeAll(keepingCapacity: true)
            let outcome = d.readAvailable(into: &buffer)
            round.events.append(contentsOf: buffer.map { DeviceEvent(device: i, event: $0) })
            switch outcome {
            case .drained:
                // POLLHUP/POLLERR with nothing to read: the node went away.
                if fds[k].revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 {
                    d.close(); devices[i] = nil; round.removed.append(i)
                }
            case .removed:
                d.close(); devices[i] = nil; round.removed.append(i)
            case .failed(let e):
                d.close(); devices[i] = nil; round.failed.append((i, e))
            }
        }
        round.stopRequested = stop?.stopRequested ?? false
        return round
    }

    /// Closes every device still open (releasing grabs).
    public func closeAll() {
        for i in devices.indices { devices[i]?.close(); devices[i] = nil }
    }
}

extension DevicePoller: LiveEventSource {}
#endif
