#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Temporary output files (and directories) that a fatal signal must not leave behind.
///
/// Outputs are written under a temporary name and renamed into place when complete, so the
/// target is whole or absent; this registry makes the temporary name go too when SIGINT,
/// SIGTERM, SIGHUP or SIGPIPE ends the process: the handler (async-signal-safe: it only reads a
/// preallocated table of C strings and calls `unlink`/`rmdir`) removes every registered path
/// (files, then directories), then re-raises the signal with its default action, so the exit status still
/// says which signal it was. Signals a command blocks for itself (capture's and play's
/// `signalfd`) never reach the handler.
public enum PendingOutputs {
    static let capacity = 256
    /// Registered paths; a slot is nil when free. Strings are never freed (a handler running on
    /// another thread may be reading one); a process registers a handful.
    nonisolated(unsafe) static let slots: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> = {
        let p = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: capacity)
        p.initialize(repeating: nil, count: capacity)
        return p
    }()
    nonisolated(unsafe) static var mutex = pthread_mutex_t()
    nonisolated(unsafe) static var installed = false

    /// Registers a temporary path; the token unregisters it. Nil when the table is full (the
    /// file is still written and renamed; only its cleanup on a signal is lost).
    public static func register(_ path: String) -> Int? {
        pthread_mutex_lock(&mutex)
        defer { pthread_mutex_unlock(&mutex) }
        for i in 0..<capacity where slots[i] == nil {
            slots[i] = strdup(path)
            return i
        }
        return nil
    }

    /// The path was renamed into place or removed: a signal must leave it alone.
    public static func unregister(_ token: Int?) {
        guard let token else { return }
        pthread_mutex_lock(&mutex)
        slots[token] = nil
        pthread_mutex_unlock(&mutex)
    }

    /// Paths registered now (for tests).
    static var registered: [String] {
        pthread_mutex_lock(&mutex)
        defer { pthread_mutex_unlock(&mutex) }
        return (0..<capacity).compactMap { slots[$0].map { String(cString: $0) } }
    }

    /// Installs the cleanup handler for SIGINT, SIGTERM, SIGHUP and SIGPIPE (once).
    public static func installSignalHandlers() {
        pthread_mutex_lock(&mutex)
        defer { pthread_mutex_unlock(&mutex) }
        guard !installed else { return }
        installed = true
        _ = slots
        for sig in [SIGINT, SIGTERM, SIGHUP, SIGPIPE] {
            var action = sigaction()
            #if canImport(Glibc)
            action.__sigaction_handler.sa_handler = pendingOutputsSignalHandler
            #else
            action.__sigaction_u.__sa_handler = pendingOutputsSignalHandler
            #endif
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            sigaction(sig, &action, nil)
        }
    }
}

/// Removes every registered path (files by `unlink`, then directories by `rmdir`, so a
/// directory's files go before it), then dies of the signal.
private func pendingOutputsSignalHandler(_ sig: Int32) {
    for pass in 0..<2 {
        for i in 0..<PendingOutputs.capacity {
            guard let p = PendingOutputs.slots[i] else { continue }
            if pass == 0 { unlink(p) } else { rmdir(p) }
        }
    }
    signal(sig, SIG_DFL)
    raise(sig)
}
