import HabitsKit

extension SourceFile {
  /// A file of the editor's text, its bytes copied into memory of huge pages where the file is
  /// large (`HugePages`): a log of megabytes copied into ordinary fresh memory costs a fault a
  /// 4 KiB page, more than the copy, at every load of an edited log.
  static func copying(path: String, bytes: [UInt8]) -> SourceFile {
    guard bytes.count >= HugePages.smallestMapping, let (base, size) = HugePages.map(bytes.count) else {
      return SourceFile(path: path, bytes: bytes)
    }
    bytes.withUnsafeBytes { base.copyMemory(from: $0.baseAddress!, byteCount: $0.count) }
    let file = FileBytes(adopting: base, count: bytes.count) { HugePages.unmap($0, size: size) }
    return SourceFile(path: path, bytes: file)
  }
}
