import Foundation

/// Results written by index from worker threads.
final class ResultSlots: @unchecked Sendable {
    private var slots: [[RuleResult]]
    private let lock = NSLock()
    init(count: Int) { slots = Array(repeating: [], count: count) }
    func set(_ i: Int, _ r: [RuleResult]) { lock.lock(); slots[i] = r; lock.unlock() }
    var all: [[RuleResult]] { lock.lock(); defer { lock.unlock() }; return slots }
}

final class Counter: @unchecked Sendable {
    private var n = 0
    private let lock = NSLock()
    func increment() -> Int { lock.lock(); defer { lock.unlock() }; n += 1; return n }
}
