import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Rules of the code itself, read from Sources/, so that later work keeps them: small files
/// with one purpose, and a habit's plan made in one place, the loader.
@Suite struct SourceRulesTests {
  /// Every Swift file under Sources/, by its path from the package's root.
  static let sources: [String] = {
    var found: [String] = []
    func walk(_ folder: String) {
      guard let directory = opendir(Golden.root + "/" + folder) else { return }
      defer { closedir(directory) }
      while let entry = readdir(directory) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        guard name != "." && name != ".." else { continue }
        let path = folder + "/" + name
        if name.hasSuffix(".swift") {
          found.append(path)
        } else if entry.pointee.d_type == DT_DIR {
          walk(path)
        }
      }
    }
    walk("Sources")
    return found.sorted()
  }()

  @Test("Sources/ is found, with files in each layer")
  func found() {
    for layer in ["HabitsKit", "HabitsReports", "HabitsCLI", "HabitsLanguageServer", "HabitsSystem", "habits"] {
      #expect(Self.sources.contains { $0.hasPrefix("Sources/\(layer)/") }, "\(layer)")
    }
    #expect(Self.sources.count > 100)
  }

  @Test("no file in Sources/ is over 400 lines")
  func fileLength() {
    for path in Self.sources {
      let lines = Golden.read(Golden.root + "/" + path)?.split(separator: "\n", omittingEmptySubsequences: false).count ?? 0
      // A final newline makes one more empty piece.
      #expect(lines - 1 <= 400, "\(path) has \(lines - 1) lines")
    }
  }

  @Test("a habit's plan is made only by the loader: `HabitPlan(` is written nowhere else")
  func plansAreMadeByTheLoader() {
    let marker = "HabitPlan" + "("
    var makers: [String] = []
    for path in Self.sources where Golden.read(Golden.root + "/" + path)?.contains(marker) == true {
      makers.append(path)
    }
    #expect(makers.allSatisfy { $0.hasPrefix("Sources/HabitsKit/Loading/") }, "\(makers)")
    #expect(!makers.isEmpty)
  }
}
