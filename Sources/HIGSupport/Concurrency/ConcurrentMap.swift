import Foundation

extension Array where Element: Sendable {
    /// `map` on every core: each element is transformed on its own, the results keep their order.
    package func concurrentMap<Result: Sendable>(_ transform: @Sendable (Element) -> Result) -> [Result] {
        let slots = ResultSlots<Result>(count: count)
        withoutActuallyEscaping(transform) { transform in
            let work: @Sendable (Int) -> Void = { index in slots.set(index, transform(self[index])) }
            DispatchQueue.concurrentPerform(iterations: count, execute: work)
        }
        return slots.values
    }
}

extension Array {
    /// The elements in runs of `size` (the last may be shorter), in order: work handed out a
    /// run at a time.
    package func chunked(_ size: Int) -> [[Element]] {
        stride(from: 0, to: count, by: size).map { Array(self[$0..<Swift.min($0 + size, count)]) }
    }
}

/// One slot per result, written from worker threads under a lock.
private final class ResultSlots<Value: Sendable>: @unchecked Sendable {
    private var slots: [Value?]
    private let lock = NSLock()

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    func set(_ index: Int, _ value: Value) {
        lock.lock()
        slots[index] = value
        lock.unlock()
    }

    var values: [Value] {
        lock.lock()
        defer { lock.unlock() }
        return slots.map { $0! }
    }
}

/// Counts finished files for a progress callback called from worker threads.
package final class ProgressCounter: @unchecked Sendable {
    private var done = 0
    private let lock = NSLock()

    package init() {}

    package func increment() -> Int {
        lock.lock()
        defer { lock.unlock() }
        done += 1
        return done
    }
}

/// Work started on another thread whose result is waited for later: lets the caller do
/// something else (write rows to SQLite) meanwhile.
package final class Pending<Value: Sendable>: @unchecked Sendable {
    private var value: Value?
    private let finished = DispatchSemaphore(value: 0)

    package init(_ work: @escaping @Sendable () -> Value) {
        DispatchQueue.global().async {
            self.value = work()
            self.finished.signal()
        }
    }

    /// The result, once the work is done. Call it once.
    package func wait() -> Value {
        finished.wait()
        return value!
    }
}
