import XCTest
@testable import InputModel

/// Momentum after a trackpad scroll, against the model docs/sources.md gives: release velocity
/// over the last 100 ms, UIScrollView's normal deceleration (0.998 of the speed kept per ms),
/// ticks of 1/60 s, no momentum under 50 pt/s, an end under 10 pt/s. Expected values are worked
/// out from that model, not read from the type's constants.
final class ScrollMomentumTests: XCTestCase {
    /// Ten 10-ms samples of `dy` points each: 10 × dy pt in the 100-ms window, 100 × dy pt/s.
    func coast(dyPerSample dy: Double) -> [(Double, UnifiedEvent.Payload)] {
        var m = ScrollMomentum()
        for i in 1...10 { m.record(time: Timestamp(microseconds: Int64(i) * 10_000), dx: 0, dy: dy) }
        m.release(at: 0.1)
        return m.advance(to: 10, x: 0, y: 0).map { ($0.time.seconds, $0.payload) }
    }

    func dy(_ p: UnifiedEvent.Payload) -> Double { if case .scroll(let s) = p { return s.dy } else { return .nan } }

    /// 1 000 pt/s released: each 1/60-s tick keeps r = 0.998^(1000/60) = 0.967184 of the speed and
    /// moves speed/60; the speed falls under 10 pt/s at tick 139 (1000 · r^139 < 10 < 1000 · r^138),
    /// which ends it 139/60 = 2.3167 s after the release, having moved Σ₁¹³⁸ 1000 · rᵏ / 60 = 486.3 pt.
    func testAFlickCoastsWithUIScrollViewsNormalDeceleration() throws {
        let ticks = coast(dyPerSample: 10)
        XCTAssertEqual(ticks.count, 139)
        // 139/60 s = 2 316 666.67 µs: stamped at the nearest µs.
        XCTAssertEqual(try XCTUnwrap(ticks.last?.0) - 0.1, 2.316667, accuracy: 1e-9)
        XCTAssertEqual(dy(try XCTUnwrap(ticks.last?.1)), 0, "the last tick marks the end")
        if case .scroll(let end) = try XCTUnwrap(ticks.last?.1) { XCTAssertEqual(end.dx, 0) } else { XCTFail("a scroll") }
        XCTAssertEqual(ticks.map { dy($0.1) }.reduce(0, +), 486.3, accuracy: 0.1)
        XCTAssertEqual(dy(ticks[0].1), 1000 * 0.967184 / 60, accuracy: 1e-3)
    }

    /// No momentum under 50 pt/s: 60 pt/s coasts (0.6 pt per 10-ms sample), 40 pt/s does not.
    func testMomentumStartsFromFiftyPointsPerSecond() {
        XCTAssertFalse(coast(dyPerSample: 0.6).isEmpty)
        XCTAssertTrue(coast(dyPerSample: 0.4).isEmpty)
    }

    /// A 60 Hz tick falls between microseconds: tick n is due at the first whole µs at or after
    /// n/60 s and stamped with the nearest. Tick 2 (33 333.33 µs) is due at 33 334 and stamped
    /// 33 333; tick 3 (50 000 µs) is due and stamped at 50 000.
    func testTicksFallDueOnWholeMicroseconds() {
        var m = ScrollMomentum()
        for i in 1...10 { m.record(time: Timestamp(microseconds: Int64(i) * 10_000), dx: 0, dy: 10) }
        let release = Timestamp(microseconds: 100_000)
        m.release(at: release)
        XCTAssertEqual(m.nextTick, release + TimeSpan(microseconds: 16_667))
        XCTAssertEqual(m.advance(to: release + TimeSpan(microseconds: 16_666), x: 0, y: 0).count, 0)
        XCTAssertEqual(m.advance(to: release + TimeSpan(microseconds: 16_667), x: 0, y: 0).map(\.time),
                       [release + TimeSpan(microseconds: 16_667)])
        XCTAssertEqual(m.nextTick, release + TimeSpan(microseconds: 33_334))
        XCTAssertEqual(m.advance(to: release + TimeSpan(microseconds: 33_333), x: 0, y: 0).count, 0)
        XCTAssertEqual(m.advance(to: release + TimeSpan(microseconds: 50_000), x: 0, y: 0).map(\.time),
                       [release + TimeSpan(microseconds: 33_333), release + TimeSpan(microseconds: 50_000)])
    }

    /// A release forgets the scroll it ends: a second scroll begun 10 ms after a fast flick's
    /// release and released 20 ms later, slow (30 pt/s over the 100-ms window), does not coast
    /// on the flick's samples, which are still inside that window.
    func testAReleaseForgetsTheScrollItEnds() {
        var m = ScrollMomentum()
        for i in 1...10 { m.record(time: Timestamp(microseconds: Int64(i) * 10_000), dx: 0, dy: 10) }
        m.release(at: Timestamp(microseconds: 100_000))
        XCTAssertTrue(m.isCoasting)
        m.record(time: Timestamp(microseconds: 110_000), dx: 0, dy: 3)
        m.release(at: Timestamp(microseconds: 130_000))
        XCTAssertFalse(m.isCoasting)
        XCTAssertEqual(m.releaseVelocity(at: Timestamp(microseconds: 130_000)).vy, 0, "nothing kept after a release")
    }

    /// A sideways flick decays as an upward one does (1 000 pt/s: 139 ticks, the first moving
    /// 1000 · 0.967184 / 60 pt), and every tick, the end included, is at the pointer's place.
    func testASidewaysFlickDecaysAlikeAndTicksAreAtThePointer() {
        var m = ScrollMomentum()
        for i in 1...10 { m.record(time: Timestamp(microseconds: Int64(i) * 10_000), dx: -10, dy: 0) }
        m.release(at: 0.1)
        let ticks = m.advance(to: 10, x: 300, y: 700).compactMap { if case .scroll(let s) = $0.payload { return s } else { return nil } }
        XCTAssertEqual(ticks.count, 139)
        XCTAssertEqual(ticks.first?.dx ?? 0, -1000 * 0.967184 / 60, accuracy: 1e-3)
        XCTAssertEqual(ticks.map(\.dx).reduce(0, +), -486.3, accuracy: 0.1)
        XCTAssertEqual(Set(ticks.map(\.dy)), [0])
        XCTAssertTrue(ticks.allSatisfy { $0.x == 300 && $0.y == 700 })
        XCTAssertEqual(ticks.last.map { [$0.dx, $0.dy] }, [0, 0])
    }

    /// Fingers touching again stop the coasting with one zero `momentum` at the pointer;
    /// forgotten samples (a scroll ended without momentum) give no momentum at the release.
    func testStopAndClearedSamples() {
        var m = ScrollMomentum()
        for i in 1...10 { m.record(time: Timestamp(microseconds: Int64(i) * 10_000), dx: 0, dy: 10) }
        m.release(at: 0.1)
        let stop = m.stop(x: 300, y: 700).compactMap { if case .scroll(let s) = $0 { return s } else { return nil } }
        XCTAssertEqual(stop.map { [$0.dx, $0.dy, $0.x, $0.y] }, [[0, 0, 300, 700]])
        XCTAssertEqual(stop.first?.phase, .momentum)
        XCTAssertEqual(m.stop(x: 300, y: 700), [], "stopped once")
        for i in 1...10 { m.record(time: Timestamp(microseconds: 200_000 + Int64(i) * 10_000), dx: 0, dy: 10) }
        m.clearSamples()
        m.release(at: 0.3)
        XCTAssertFalse(m.isCoasting)
    }
}
