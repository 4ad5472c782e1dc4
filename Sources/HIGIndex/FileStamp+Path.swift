import Foundation
import HIGModel

extension FileStamp {
    /// The file's stamp, or `unknown` when it cannot be read.
    public init(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else {
            self = .unknown
            return
        }
        self.init(info)
    }
}
