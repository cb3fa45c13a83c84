import PropertyBased
import Testing

/// A property's body with what it throws recorded as an issue. `propertyCheck` counts the
/// issues its body records and, built with Swift 6.2 or later, drops an error the body throws
/// (swift-property-based runs the body under `try?` in its issue-counting scope): a writer
/// whose output the loader refuses would pass. Every property here runs its body through this.
func recordingErrors(sourceLocation: SourceLocation = #_sourceLocation, _ body: () async throws -> Void) async {
    do {
        try await body()
    } catch {
        Issue.record(error, sourceLocation: sourceLocation)
    }
}

/// What `recordingErrors` is for: a property whose body throws fails.
@Suite struct RecordingErrorsTests {
    struct Refused: Error {}

    @Test func aThrowingBodyFailsTheProperty() async {
        await withKnownIssue {
            await propertyCheck(count: 3, input: Gen.int(in: 0...9)) { _ in
                await recordingErrors { throw Refused() }
            }
        }
    }
}
