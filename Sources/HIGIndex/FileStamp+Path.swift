import Foundation
import HIGModel

extension FileStamp {
    /// The file's stamp, or size and time -1 when it cannot be read.
    public init(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else {
            self.init(size: -1, modified: -1)
            return
        }
        self.init(info)
    }
}
