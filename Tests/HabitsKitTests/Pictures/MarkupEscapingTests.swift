import Testing

@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

/// Markup in a habit name, a note, a group or a title never becomes markup in the HTML report
/// or the SVG: it is escaped in every place it appears (element text, titles, attributes).
@Suite struct MarkupEscapingTests {
  /// Habit names that are markup, each a valid habit name.
  static let hostileHabits = """
    <script>alert("x&y")</script> 'q': every day; since 2026-11-01
    Tom & Jerry "<b>": Mon, Wed, Fri; since 2026-11-01
    <img src=x onerror=alert(1)>: every day; 2 km; since 2026-11-01

    """
  static let hostileLog = """
    2026-11-02 vacation Tom & Jerry "<b>" until 2026-11-08
    2026-11-20 <script>alert("x&y")</script> 'q', Tom & Jerry "<b>"  # a note
    2026-11-21 <img src=x onerror=alert(1)> 1.5 km

    """
  /// What must never appear in the output as it was written.
  static let raw = ["<script", "<img", "<b>", "onerror=alert(1)>", "\"x&y\"", "'q'", "Tom & Jerry", "</b>"]

  /// The hostile files in a fake environment under `h/`.
  static func run(_ arguments: [String]) -> (status: HabitsKit.ExitStatus, out: String) {
    let env = FakeEnvironment(today: "2026-11-22", files: ["h/habits.txt": hostileHabits, "h/log.txt": hostileLog])
    let status = env.run(["-d", "h"] + arguments)
    return (status, env.stdout)
  }

  /// The page of the hostile files with a hostile title, group and notes (injected through the
  /// report values, as the model will give them).
  static func hostilePage() -> String {
    let loaded = load(hostileHabits, log: hostileLog)
    let today = day("2026-11-22")
    let report = PageReport(
      analyses: JournalAnalysis.analyse(loaded.journal, today: today), range: day("2026-11-01")...today, today: today,
      title: "<script>alert('title')</script> & \"quoted\"",
      group: { $0.name.hasPrefix("Tom") ? "<i>Group</i> & 'co'" : nil },
      notes: { _, range in [range.upperBound - 2: "<script>note()</script> & \"a\" 'b' \u{1}"] })
    return PageRenderer().html(report)
  }

  @Test("the page: names, title, group and notes escaped in text, titles and attributes")
  func page() {
    let page = Self.hostilePage()
    for text in Self.raw + ["<i>", "<script>note", "\u{1}"] { #expect(!page.contains(text), "\(text)") }
    #expect(PictureText.tagNames(page).subtracting(PageReportTests.pageTags).isEmpty)
    #expect(PictureText.references(page).isSubset(of: ["&amp;", "&lt;", "&gt;", "&quot;", "&#39;"]))
    #expect(page.contains("<title>&lt;script&gt;alert(&#39;title&#39;)&lt;/script&gt; &amp; &quot;quoted&quot; · "))
    #expect(page.contains("<h2 id=\"group-1\">&lt;i&gt;Group&lt;/i&gt; &amp; &#39;co&#39;</h2>"))
    #expect(page.contains("<h3 id=\"habit-0-name\">&lt;script&gt;alert(&quot;x&amp;y&quot;)&lt;/script&gt; &#39;q&#39;</h3>"))
    #expect(page.contains("</time>: &lt;script&gt;note()&lt;/script&gt; &amp; &quot;a&quot; &#39;b&#39; \u{FFFD}</li>"))
    #expect(page.contains(". Note: &lt;script&gt;note()&lt;/script&gt; &amp; &quot;a&quot; &#39;b&#39; \u{FFFD}</title>"))
    #expect(page.contains("Tom &amp; Jerry &quot;&lt;b&gt;&quot;: 2 behind"))
  }

  @Test("the page through the CLI, with a hostile --title")
  func cli() {
    let result = Self.run(["report", "--html", "--title", "<script>&\"'"])
    #expect(result.status == .success)
    for text in Self.raw { #expect(!result.out.contains(text), "\(text)") }
    #expect(result.out.contains("<h1>&lt;script&gt;&amp;&quot;&#39;</h1>"))
    #expect(result.out.contains("<a href=\"#habit-2\">&lt;img src=x onerror=alert(1)&gt;</a>"))
  }

  @Test("the SVG: names in text, titles and the text alternative escaped")
  func svg() {
    let result = Self.run(["graph", "--svg"])
    #expect(result.status == .success)
    for text in Self.raw { #expect(!result.out.contains(text), "\(text)") }
    #expect(PictureText.tagNames(result.out).isSubset(of: GraphSVGTests.svgTags))
    #expect(PictureText.references(result.out).isSubset(of: ["&amp;", "&lt;", "&gt;", "&quot;", "&#39;"]))
    #expect(result.out.contains(">Tom &amp; Jerry &quot;&lt;b&gt;&quot;</text>"))
  }

  @Test(
    "escape: the five markup characters, controls and noncharacters; everything else as it is",
    arguments: [
      ("plain text", "plain text"), ("a & b", "a &amp; b"), ("<x y='1' z=\"2\">", "&lt;x y=&#39;1&#39; z=&quot;2&quot;&gt;"),
      ("tab\tand\nline\rend", "tab and line end"), ("bell\u{7}", "bell\u{FFFD}"), ("c1\u{85}", "c1\u{FFFD}"),
      ("\u{FFFE}\u{FFFF}", "\u{FFFD}\u{FFFD}"), ("日本語 ✓ é", "日本語 ✓ é"), ("&amp;", "&amp;amp;"),
    ] as [(String, String)])
  func escape(_ input: String, _ expected: String) {
    #expect(MarkupText.escape(input) == expected)
  }
}
