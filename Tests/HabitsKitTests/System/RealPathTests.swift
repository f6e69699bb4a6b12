import Testing

@testable import HabitsSystem

/// The folder and name of a path, which the folder rule of appends compares (`LogAppender`).
/// A path is read as bytes, as the kernel reads it: a slash is a separator wherever it is,
/// even before a combining mark, which a reading by characters would join to it.
@Suite struct RealPathTests {
  static let cases: [(path: String, folder: String, name: String)] = [
    ("log.txt", ".", "log.txt"),
    ("/log.txt", "/", "log.txt"),
    ("/home/ana/habits/log.txt", "/home/ana/habits", "log.txt"),
    ("habits/", ".", "habits"),
    ("/home/ana/habits//", "/home/ana", "habits"),
    ("/", "/", ""),
    ("//", "/", ""),
    ("/home/ana/Gewohnheiten/Tagebuch für 2026.txt", "/home/ana/Gewohnheiten", "Tagebuch für 2026.txt"),
    ("/home/ana/\u{301}log.txt", "/home/ana", "\u{301}log.txt"),
    ("/home/añа/log.txt", "/home/añа", "log.txt"),
  ]

  @Test("a path's folder and last component", arguments: cases.indices)
  func folderAndName(index: Int) {
    let row = RealPathTests.cases[index]
    #expect(RealPath.folder(of: row.path) == row.folder)
    #expect(RealPath.name(of: row.path) == row.name)
  }
}
