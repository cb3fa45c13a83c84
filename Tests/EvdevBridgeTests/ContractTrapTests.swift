#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
import InputModel
@testable import TraceFormats

/// A writer or reader used against its contract (each `precondition`'s message says which) stops
/// the process instead of writing into a file that is finished, or replaying a line that never
/// was. Each body runs in a child process (Swift Testing's exit tests) that exits with 0 when the
/// misuse returns or throws, so only the trap, with its message, passes.
@Suite struct ContractTrapTests {
    /// Runs the misuse; reaching the end (or an error) is a clean exit, which the test refuses.
    static func misuse(_ body: () throws -> Void) -> Never {
        do { try body() } catch {}
        exit(0)
    }

    static func expectTrap(_ message: String, _ result: ExitTest.Result?, sourceLocation: SourceLocation = #_sourceLocation) {
        let stderr = result.map { String(decoding: $0.standardErrorContent, as: UTF8.self) } ?? ""
        #expect(stderr.contains(message), "standard error: \(stderr)", sourceLocation: sourceLocation)
    }

    static func temporaryDirectory() -> String {
        var template = Array("/tmp/tactile-traps-XXXXXX".utf8CString)
        return template.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)!) }
    }

    static let mouse = DeviceDescription(name: "Mouse", codes: [EV.REL: [REL.X], EV.KEY: [BTN.LEFT]])
    static let motion = DeviceEvent(device: 0, event: InputEvent(time: 0, type: EV.REL, code: REL.X, value: 1))

    @Test func anEvemuWriterTakesNoEventAfterItsFinish() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            ContractTrapTests.misuse {
                let w = try EvemuWriter(path: ContractTrapTests.temporaryDirectory() + "/m.evemu", devices: [ContractTrapTests.mouse])
                try w.finish()
                try w.write(ContractTrapTests.motion)
            }
        }
        ContractTrapTests.expectTrap("write after finish", result)
    }

    @Test func aLibinputRecordWriterTakesNoEventAfterItsFinish() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            ContractTrapTests.misuse {
                let w = try LibinputRecordWriter(path: ContractTrapTests.temporaryDirectory() + "/m.yml", devices: [ContractTrapTests.mouse])
                try w.finish()
                try w.write(ContractTrapTests.motion)
            }
        }
        ContractTrapTests.expectTrap("write after finish", result)
    }

    @Test func anOutputIsPublishedOnce() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            ContractTrapTests.misuse {
                let f = try AtomicOutputFile(path: ContractTrapTests.temporaryDirectory() + "/out", privateFile: false)
                try f.publish()
                try f.publish()
            }
        }
        ContractTrapTests.expectTrap("publish after publish, commit or discard", result)
    }

    @Test func aCommittedOutputIsNotPublished() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            ContractTrapTests.misuse {
                let f = try AtomicOutputFile(path: ContractTrapTests.temporaryDirectory() + "/out", privateFile: false)
                try f.commit()
                try f.publish()
            }
        }
        ContractTrapTests.expectTrap("publish after publish, commit or discard", result)
    }

    @Test func anOutputIsCommittedOnce() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            ContractTrapTests.misuse {
                let f = try AtomicOutputFile(path: ContractTrapTests.temporaryDirectory() + "/out", privateFile: false)
                try f.commit()
                try f.commit()
            }
        }
        ContractTrapTests.expectTrap("commit after commit or discard", result)
    }

    @Test func aDiscardedOutputIsNotCommitted() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            ContractTrapTests.misuse {
                let f = try AtomicOutputFile(path: ContractTrapTests.temporaryDirectory() + "/out", privateFile: false)
                f.discard()
                try f.commit()
            }
        }
        ContractTrapTests.expectTrap("commit after commit or discard", result)
    }

    @Test func noLineIsPushedBackBeforeTheFirst() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            ContractTrapTests.misuse {
                let dir = ContractTrapTests.temporaryDirectory()
                try AtomicOutput.write("one\n", to: dir + "/lines")
                let reader = try LineReader(path: dir + "/lines")
                reader.pushBack()
            }
        }
        ContractTrapTests.expectTrap("pushBack before the first line", result)
    }
}
