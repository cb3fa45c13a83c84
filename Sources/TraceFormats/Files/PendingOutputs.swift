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
    /// Initialised by `pthread_mutex_init`, at a stable address: a zeroed `pthread_mutex_t` is a
    /// valid mutex on Linux only (Darwin's needs its signature, and refuses to lock without it).
    nonisolated(unsafe) static let mutex: UnsafeMutablePointer<pthread_mutex_t> = {
        let m = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        m.initialize(to: pthread_mutex_t())
        pthread_mutex_init(m, nil)
        return m
    }()

    /// Registers a temporary path; the token unregisters it. Nil when the table is full (the
    /// file is still written and renamed; only its cleanup on a signal is lost).
    public static func register(_ path: String) -> Int? {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        for i in 0..<capacity where slots[i] == nil {
            slots[i] = strdup(path)
            return i
        }
        return nil
    }

    /// The path was renamed into place or removed: a signal must leave it alone.
    public static func unregister(_ token: Int?) {
        guard let token else { return }
        pthread_mutex_lock(mutex)
        slots[token] = nil
        pthread_mutex_unlock(mutex)
    }

    /// Makes a new temporary file or folder under an unpredictable name, `prefix` and twelve
    /// random letters or digits, registered *before* it exists: a signal at any moment removes it
    /// if it was made. (Registered after `mkstemp` returned, a name was left behind by a signal in
    /// between, whichever thread it reached.) `make` creates the name exclusively (`open` with
    /// `O_CREAT | O_EXCL`, or `mkdir`) and returns a negative value with `errno` set on failure;
    /// a name that exists already is tried again with other letters.
    public static func create(prefix: String, _ make: (String) -> Int32) -> (result: Int32, path: String, token: Int?, error: Int32) {
        let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
        var random = SystemRandomNumberGenerator()
        var err: Int32 = EEXIST
        for _ in 0..<100 {
            let path = prefix + String((0..<12).map { _ in letters[Int(random.next(upperBound: UInt(letters.count)))] })
            let token = register(path)
            let result = make(path)
            if result >= 0 { return (result, path, token, 0) }
            err = errno
            unregister(token)
            if err != EEXIST { break }
        }
        return (-1, "", nil, err)
    }

    /// Paths registered now (for tests).
    static var registered: [String] {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return UnsafeBufferPointer(start: slots, count: capacity).compactMap { $0.map { String(cString: $0) } }
    }

    /// Installs the cleanup handler for SIGINT, SIGTERM, SIGHUP and SIGPIPE (again: the same).
    public static func installSignalHandlers() {
        _ = slots // made now, so the handler never makes it in a signal's context
        for sig in [SIGINT, SIGTERM, SIGHUP, SIGPIPE] {
            var action = sigaction() // zeroed: an empty mask, no flags
            #if canImport(Glibc)
            action.__sigaction_handler.sa_handler = pendingOutputsSignalHandler
            #else
            action.__sigaction_u.__sa_handler = pendingOutputsSignalHandler
            #endif
            sigaction(sig, &action, nil)
        }
    }
}

/// Removes every registered path (files by `unlink`, then directories by `rmdir`, so a
/// directory's files go before it), then dies of the signal.
private func pendingOutputsSignalHandler(_ sig: Int32) {
    let table = UnsafeBufferPointer(start: PendingOutputs.slots, count: PendingOutputs.capacity)
    for case let p? in table { unlink(p) }
    for case let p? in table { rmdir(p) }
    signal(sig, SIG_DFL)
    raise(sig)
}
