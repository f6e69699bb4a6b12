import Testing

@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

/// `habits graph --svg`: the standalone picture a forge shows in a README.
@Suite struct GraphSVGTests {
  /// The elements the picture is made of.
  static let svgTags: Set<String> = ["svg", "title", "desc", "style", "rect", "text", "g", "path"]

  /// The command that draws the README's picture (docs/views.md says how to keep one current).
  static let readmeArguments = ["graph", "--svg", "Meditate", "Gym", "Read", "Jog", "--weeks", "26"]

  @Test(
    "golden: the small set, and one habit whose schedule changes",
    arguments: [
      (["graph", "--svg", "--weeks", "5"], "graph-small.svg"),
      (["graph", "--format", "svg", "gym", "--weeks", "5"], "graph-small-gym.svg"),
    ] as [([String], String)])
  func golden(arguments: [String], file: String) {
    let result = SmallPictures.run(arguments)
    #expect(result.status == .success)
    #expect(result.err.isEmpty)
    Golden.assertMatches(result.out, SmallPictures.golden(file))
  }

  @Test("docs/habits.svg, the README's picture, is what the command in docs/views.md draws")
  func readmePicture() throws {
    let result = Examples.run(Self.readmeArguments)
    #expect(result.status == .success)
    Golden.assertMatches(result.out, Golden.root + "/docs/habits.svg")
    let readme = try #require(Golden.read(Golden.root + "/README.md"))
    #expect(readme.contains("](docs/habits.svg)"))
    let views = try #require(Golden.read(Golden.root + "/docs/views.md"))
    #expect(views.contains("habits graph --svg Meditate Gym Read Jog --weeks 26"))
  }

  @Test("every day up to today is a cell with its title and the status the heatmap has; none after")
  func cellsAreTheGraphs() {
    let today = day(Examples.today)
    let report = GraphReport(analyses: Examples.analyses(), today: today, weeks: 53)
    let svg = GraphSVGRenderer().svg(report)
    let cells = PictureText.cells(svg)
    var expected: [(String, String)] = []
    for graph in report.habits {
      // Column by column, each column's days from the week start.
      for (index, cell) in graph.cells.enumerated() {
        if let cell { expected.append(((graph.first + index).description, cell.rawValue)) }
      }
      #expect(graph.cells.enumerated().allSatisfy { ($0.element == nil) == (graph.first + $0.offset > today) })
    }
    #expect(cells.map(\.date) == expected.map(\.0))
    #expect(cells.map(\.status) == expected.map(\.1))
  }

  @Test("standalone: a size, no script, no reference, generic fonts, a text alternative and a legend")
  func standalone() {
    let svg = Examples.run(["graph", "--svg"]).out
    #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\""))
    #expect(PictureText.tagNames(svg).isSubset(of: Self.svgTags), "\(PictureText.tagNames(svg).subtracting(Self.svgTags))")
    #expect(!svg.contains("href") && !svg.contains("url(") && !svg.contains("@import") && !svg.contains("<script"))
    #expect(PictureText.count("font-family=", in: svg) == 1 && svg.contains("font-family=\"sans-serif\""))
    #expect(svg.contains("role=\"img\" aria-labelledby=\"graph-title graph-desc\""))
    #expect(svg.contains("<desc id=\"graph-desc\">") && svg.contains("Meditate: current 14 days (since Nov 9) · longest 16 days"))
    // The legend names each status drawn, and today.
    for status in Set(PictureText.cells(svg).map(\.status)) {
      let words = HabitStatus(rawValue: status)!.words
      #expect(svg.contains("\">" + words + "</text>"), "\(words)")
    }
    #expect(svg.contains(">today</text>") && svg.contains("<path class=\"today\""))
    // Every cell carries its light colour as an attribute, which every renderer reads.
    for status in HabitStatus.allCases where svg.contains("<path class=\"s-\(status.rawValue)\"") {
      #expect(svg.contains("class=\"s-\(status.rawValue)\" d=\"") && svg.contains("fill=\"\(StatusPicture.colour(status))\""))
    }
  }

  @Test("graph takes several names, each once, in file order")
  func severalNames() {
    let text = Examples.run(["graph", "read", "meditate", "Read", "--weeks", "4"]).out
    let names = text.split(separator: "\n").filter { $0 == "Meditate" || $0 == "Read" }
    #expect(names == ["Meditate", "Read"])
    let svg = Examples.run(["graph", "--svg", "read", "meditate", "--weeks", "4"]).out
    #expect(PictureText.count("font-weight=\"bold\"", in: svg) == 3)
  }

  @Test("each status has its own shape; each shape leaves the cell's centre filled or clear by a pixel")
  func shapes() {
    let paths = HabitStatus.allCases.map { status -> String in
      let path = StatusPicture.path(status, x: 0, y: 0)
      return status == .notStarted ? path + "faint" : path
    }
    #expect(Set(paths).count == HabitStatus.allCases.count)
    #expect(StatusPicture.path(.completed, x: 24, y: 36) == "M24 36h11v11h-11z")
    #expect(StatusPicture.path(.notDue, x: 0, y: 0) == "M0 0m4 4h3v3h-3z")
    #expect(Set(HabitStatus.allCases.map { StatusPicture.colour($0) }).count == HabitStatus.allCases.count)
    #expect(Set(HabitStatus.allCases.map { StatusPicture.colour($0, dark: true) }).count == HabitStatus.allCases.count)
  }
}
