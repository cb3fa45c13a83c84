// Live devices: Linux with the Evdev trait (Package.swift, LIVE_EVDEV).
#if LIVE_EVDEV
import Glibc
import InputModel

/// What the poller needs of an open device: a descriptor to wait on, a drain of what it
/// holds, and a close. `EvdevDevice` is one.
public protocol PolledDevice: AnyObject {
    var fd: Int32 { get }
    func readAvailable(into events: inout [InputEvent]) -> ReadOutcome
    func close()
}

extension EvdevDevice: PolledDevice {}

/// Waits on several devices (and the stop signals) with one `poll`, and drains
/// whichever are readable. A device that disappears (ENODEV, POLLHUP)
/// is closed and reported; the others go on.
public final class DevicePoller<Device: PolledDevice> {
    public private(set) var devices: [Device?]
    let stop: StopSignals?

    public init(devices: [Device], stop: StopSignals?) {
        self.devices = devices
        self.stop = stop
    }

    public var openCount: Int { devices.lazy.compactMap { $0 }.count }

    /// What one poll waits on: each open device's descriptor with its index, in the devices'
    /// order, then the stop signals' descriptor (no index).
    public var waitList: [(fd: Int32, device: Int?)] {
        var list: [(fd: Int32, device: Int?)] = []
        for (i, d) in devices.enumerated() {
            guard let d else { continue }
            list.append((d.fd, i))
        }
        if let stop { list.append((stop.fd, nil)) }
        return list
    }

    /// One poll of at most `timeoutMs` (−1: no limit), then a drain of every readable device.
    public func poll(timeoutMs: Int32) -> PollRound {
        var round = PollRound()
        let list = waitList
        var fds = list.map { pollfd(fd: $0.fd, events: Int16(POLLIN), revents: 0) }
        let n = Glibc.poll(&fds, nfds_t(fds.count), timeoutMs)
        if n < 0 && errno != EINTR { round.stopRequested = stop?.stopRequested ?? false; return round }
        var buffer: [InputEvent] = []
        for (k, entry) in list.enumerated() where fds[k].revents != 0 {
            guard let i = entry.device, let d = devices[i] else { continue }
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
