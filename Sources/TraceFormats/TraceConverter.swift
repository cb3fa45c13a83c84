import InputModel

/// Whole-file conversion between trace formats, event for event.
///
/// Lossless: times, devices and values are copied exactly (no rebasing, no
/// key obfuscation unless asked for); the output appears only when complete.
public enum TraceConverter {
    public struct Summary: Sendable, Equatable {
        public var from: TraceFormat
        public var to: TraceFormat
        public var devices: Int
        public var events: Int
        /// The files written (several for a multi-device trace written as evemu).
        public var outputPaths: [String]
    }

    /// Converts `inputPath` (format found by content) to `to` (default: the other format).
    @discardableResult
    public static func convert(inputPath: String, descriptionPath: String? = nil, outputPath: String,
                               to target: TraceFormat? = nil,
                               options: TraceWriterOptions = TraceWriterOptions(flushEveryFrame: false)) throws -> Summary {
        // An events-only evemu file takes its sibling NAME.desc, or is refused without one.
        let opened = try TraceFile.openPairing(path: inputPath, descriptionPath: descriptionPath)
        var reader = opened.reader
        let descriptionPath = descriptionPath ?? opened.paired
        let format = target ?? reader.format.other
        let outputs = format == .evemu ? EvemuWriter.paths(for: outputPath, count: reader.devices.count) : [outputPath]
        let inputs = [inputPath] + (descriptionPath.map { [$0] } ?? [])
        if let clash = outputs.first(where: { out in inputs.contains { FileSystem.sameFile(out, $0) } }) {
            throw TactileError(.usage, file: clash, "the output would overwrite an input")
        }
        let writer = try TraceWriters.make(format, path: outputPath, devices: reader.devices, presence: reader.presence, options: options)
        var count = 0
        // On failure nothing was committed: the writer's files remove themselves as it goes.
        // A batch at a time: `next()` through `any TraceReader` checks the existential's box on
        // every call (Benchmarks/notes.md, "Hot paths").
        try reader.forEachBatch { batch in
            for event in batch { try writer.write(event) }
            count += batch.count
        }
        try writer.finish()
        return Summary(from: reader.format, to: format, devices: reader.devices.count, events: count,
                       outputPaths: writer.outputPaths)
    }
}
