import Foundation

/// Reads one pipe to its end on a thread of its own, so that a test reading a child's other pipe
/// never waits on a child that is itself blocked writing to this one (a full pipe holds 64 KiB).
final class PipeDrain: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    // Written once by the reading thread before `done` is signalled, read only after `wait`.
    private var data = Data()

    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            data = handle.readDataToEndOfFile()
            done.signal()
        }
    }

    /// Everything the pipe held, once its writer closed it.
    func wait() -> Data {
        done.wait()
        return data
    }
}
