import Testing

@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

/// The fuzz targets' seeds and findings (fuzz/corpus/TARGET/) replayed through the same
/// harness the fuzzers run, so `swift test` catches what `scripts/fuzz --smoke` would, and a
/// finding stays fixed once its input is committed as `finding-NN-...`.
@Suite struct FuzzCorpusTests {
  static let corpus = Golden.root + "/fuzz/corpus"

  /// The files of one target's corpus.
  static func inputs(_ target: String) -> [String] { Golden.list(corpus + "/" + target) }

  @Test("every target has seeds, and the findings are among them", arguments: ["habits-file", "log", "pipeline"])
  func seedsExist(target: String) {
    #expect(FuzzCorpusTests.inputs(target).count >= 10)
  }

  @Test("habits-file seeds and findings keep every invariant", arguments: inputs("habits-file"))
  func habitsFile(name: String) throws {
    let bytes = try #require(Golden.bytes(FuzzCorpusTests.corpus + "/habits-file/" + name))
    #expect(FuzzTargets.habitsFile(bytes) == [])
  }

  @Test("log seeds and findings keep every invariant", arguments: inputs("log"))
  func log(name: String) throws {
    let bytes = try #require(Golden.bytes(FuzzCorpusTests.corpus + "/log/" + name))
    #expect(FuzzTargets.log(bytes) == [])
  }

  @Test("pipeline seeds and findings keep every invariant", arguments: inputs("pipeline"))
  func pipeline(name: String) throws {
    let bytes = try #require(Golden.bytes(FuzzCorpusTests.corpus + "/pipeline/" + name))
    #expect(FuzzTargets.pipeline(bytes) == [])
  }
}
