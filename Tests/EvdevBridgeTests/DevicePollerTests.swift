// Live devices: Linux with the Evdev trait (Package.swift, LIVE_EVDEV).
#if LIVE_EVDEV
import XCTest
import Glibc
@testable import EvdevBridge
import InputModel

/// A device whose descriptor is a pipe's read end: readable when a test writes a byte, hung up
/// when the test closes the write end. Each drain empties the pipe and hands out the next
/// scripted read (by default nothing, `.drained`), the way `EvdevDevice.readAvailable` hands
/// out what libevdev read.
final class PipeDevice: PolledDevice {
    let fd: Int32
    private(set) var writeEnd: Int32
    var reads: [(events: [InputEvent], outcome: ReadOutcome)] = []
    private(set) var drains = 0
    private(set) var closes = 0

    init() {
        var ends: [Int32] = [0, 0]
        precondition(pipe(&ends) == 0 && fcntl(ends[0], F_SETFL, O_NONBLOCK) == 0)
        fd = ends[0]
        writeEnd = ends[1]
    }

    deinit {
        if closes == 0 { Glibc.close(fd) }
        hangUp()
    }

    /// Makes the descriptor readable (POLLIN).
    func makeReadable() {
        var byte: UInt8 = 1
        precondition(write(writeEnd, &byte, 1) == 1)
    }

    /// Closes the write end: the read end reports POLLHUP.
    func hangUp() {
        if writeEnd >= 0 { Glibc.close(writeEnd); writeEnd = -1 }
    }

    func readAvailable(into events: inout [InputEvent]) -> ReadOutcome {
        drains += 1
        var bytes = [UInt8](repeating: 0, count: 64)
        while read(fd, &bytes, bytes.count) > 0 {}
        guard !reads.isEmpty else { return .drained }
        let next = reads.removeFirst()
        events.append(contentsOf: next.events)
        return next.outcome
    }

    func close() {
        closes += 1
        if closes == 1 { Glibc.close(fd) }
    }
}

/// `DevicePoller` (the capture's wait on its devices and the stop signals) over pipes: what one
/// poll waits on, whose events each drain gives, and what a removal, a hang-up or a read that
/// fails does — the rules its documentation states and `tactile capture` relies on
/// (docs/capture.md: a removed device is closed and said, the others go on).
final class DevicePollerTests: XCTestCase {
    private func key(_ t: Int64, _ code: UInt16, _ value: Int32) -> InputEvent {
        InputEvent(time: t, type: EV.KEY, code: code, value: value)
    }

    func testOnePollWaitsOnEachOpenDeviceInOrderThenTheStopSignals() {
        let (stop, w) = StopSignals.pipe()
        defer { Glibc.close(w) }
        let a = PipeDevice(), b = PipeDevice(), c = PipeDevice()
        let poller = DevicePoller(devices: [a, b, c], stop: stop)
        XCTAssertEqual(poller.waitList.map(\.fd), [a.fd, b.fd, c.fd, stop.fd])
        XCTAssertEqual(poller.waitList.map(\.device), [0, 1, 2, nil])
        b.reads = [([], .removed)]
        b.makeReadable()
        _ = poller.poll(timeoutMs: 0)
        // The removed one is no longer waited on; the others keep their indices.
        XCTAssertEqual(poller.waitList.map(\.fd), [a.fd, c.fd, stop.fd])
        XCTAssertEqual(poller.waitList.map(\.device), [0, 2, nil])
        XCTAssertEqual(DevicePoller(devices: [a], stop: nil).waitList.map(\.fd), [a.fd])
    }

    func testTwoDevicesReadableInOneRoundEachGiveOnlyTheirOwnEvents() {
        let a = PipeDevice(), b = PipeDevice()
        a.reads = [([key(10, 30, 1), key(10, 0, 0)], .drained)]
        b.reads = [([key(12, 48, 1)], .drained)]
        a.makeReadable(); b.makeReadable()
        let poller = DevicePoller(devices: [a, b], stop: nil)
        let round = poller.poll(timeoutMs: 0)
        XCTAssertEqual(round.events, [DeviceEvent(device: 0, event: key(10, 30, 1)),
                                      DeviceEvent(device: 0, event: key(10, 0, 0)),
                                      DeviceEvent(device: 1, event: key(12, 48, 1))])
        XCTAssertEqual(round.removed, [])
        XCTAssertTrue(round.failed.isEmpty)
        XCTAssertEqual(poller.openCount, 2)
    }

    func testOnlyTheReadableDeviceIsDrained() {
        let a = PipeDevice(), b = PipeDevice()
        b.reads = [([key(5, 30, 1)], .drained)]
        b.makeReadable()
        let poller = DevicePoller(devices: [a, b], stop: nil)
        let round = poller.poll(timeoutMs: 0)
        XCTAssertEqual(round.events, [DeviceEvent(device: 1, event: key(5, 30, 1))])
        XCTAssertEqual(a.drains, 0)
        XCTAssertEqual(b.drains, 1)
        // Nothing readable: no drain at all.
        XCTAssertTrue(poller.poll(timeoutMs: 0).events.isEmpty)
        XCTAssertEqual(b.drains, 1)
    }

    func testARemovedDeviceIsClosedOnceReportedAndNotDrainedAgain() {
        let a = PipeDevice(), b = PipeDevice()
        a.reads = [([key(7, 30, 0)], .removed)]
        a.makeReadable()
        let poller = DevicePoller(devices: [a, b], stop: nil)
        let round = poller.poll(timeoutMs: 0)
        // What was read before ENODEV is kept.
        XCTAssertEqual(round.events, [DeviceEvent(device: 0, event: key(7, 30, 0))])
        XCTAssertEqual(round.removed, [0])
        XCTAssertTrue(round.failed.isEmpty)
        XCTAssertEqual(a.closes, 1)
        XCTAssertEqual(b.closes, 0)
        XCTAssertEqual(poller.openCount, 1)
        XCTAssertNil(poller.devices[0])
        XCTAssertTrue(poller.devices[1] === b)
        XCTAssertEqual(poller.poll(timeoutMs: 0).removed, [])
        XCTAssertEqual(a.drains, 1)
    }

    func testAReadThatFailsClosesTheDeviceAndReportsItsErrno() {
        let a = PipeDevice(), b = PipeDevice()
        b.reads = [([key(3, 30, 1)], .failed(EIO))]
        b.makeReadable()
        let poller = DevicePoller(devices: [a, b], stop: nil)
        let round = poller.poll(timeoutMs: 0)
        XCTAssertEqual(round.events, [DeviceEvent(device: 1, event: key(3, 30, 1))])
        XCTAssertEqual(round.failed.map(\.0), [1])
        XCTAssertEqual(round.failed.map(\.1), [EIO])
        XCTAssertEqual(round.removed, [])
        XCTAssertEqual(b.closes, 1)
        XCTAssertEqual(a.closes, 0)
        XCTAssertEqual(poller.openCount, 1)
        XCTAssertNil(poller.devices[1])
        XCTAssertEqual(poller.waitList.map(\.fd), [a.fd])
    }

    /// POLLHUP with nothing left to read is the node gone (another kernel's evdev, or a device
    /// that reports its end by hang-up alone); a drain without a hang-up is not.
    func testAHangUpWithNothingToReadIsARemovalAndADrainWithoutOneIsNot() {
        let a = PipeDevice(), b = PipeDevice()
        a.reads = [([key(4, 30, 1)], .drained)]
        a.makeReadable()
        b.hangUp()
        let poller = DevicePoller(devices: [a, b], stop: nil)
        let round = poller.poll(timeoutMs: 0)
        XCTAssertEqual(round.events, [DeviceEvent(device: 0, event: key(4, 30, 1))])
        XCTAssertEqual(round.removed, [1])
        XCTAssertEqual(b.closes, 1)
        XCTAssertEqual(a.closes, 0)
        XCTAssertEqual(poller.openCount, 1)
        XCTAssertNil(poller.devices[1])
        XCTAssertEqual(poller.waitList.map(\.fd), [a.fd])
    }

    func testAStopRequestEndsTheWaitAndIsSaid() {
        let (stop, w) = StopSignals.pipe()
        defer { Glibc.close(w) }
        let a = PipeDevice()
        let poller = DevicePoller(devices: [a], stop: stop)
        XCTAssertFalse(poller.poll(timeoutMs: 0).stopRequested)
        StopSignals.send(SIGTERM, to: w)
        // Wakes on the stop descriptor alone (nothing else is readable).
        let round = poller.poll(timeoutMs: 10_000)
        XCTAssertTrue(round.stopRequested)
        XCTAssertEqual(stop.received, SIGTERM)
        XCTAssertEqual(a.drains, 0)
        XCTAssertEqual(a.closes, 0)
    }

    func testCloseAllClosesEachOpenDeviceOnce() {
        let a = PipeDevice(), b = PipeDevice(), c = PipeDevice()
        b.reads = [([], .removed)]
        b.makeReadable()
        let poller = DevicePoller(devices: [a, b, c], stop: nil)
        _ = poller.poll(timeoutMs: 0)
        poller.closeAll()
        XCTAssertEqual([a.closes, b.closes, c.closes], [1, 1, 1])
        XCTAssertEqual(poller.openCount, 0)
        XCTAssertTrue(poller.waitList.isEmpty)
        poller.closeAll()
        XCTAssertEqual([a.closes, b.closes, c.closes], [1, 1, 1])
    }
}
#endif
