import HabitsKit

/// Draws ``PageReport`` as one self-contained HTML file (`habits report --html`): inline CSS
/// and SVG, no script, nothing fetched, no font but the reader's own.
///
/// The page is a header (title and range), a list of the habits to jump to, today's board, a
/// legend of the heatmaps' marks, then a section per group with an article per habit, and a
/// footer. Landmarks (`header`, `nav`, `main`, `footer`), one `h1`, then `h2` sections, `h3`
/// habits and `h4` parts; every heatmap is an image with a text alternative, every day's cell
/// has its own title, and every table says what its rows and columns are.
package struct PageRenderer {
  /// Creates a renderer.
  package init() {}

  /// The page.
  package func html(_ report: PageReport) -> String {
    let habits = report.habits
    let cells = habits.reduce(0) { $0 + $1.graphs.reduce(0) { $0 + $1.cells.count } }
    var out = TextBuffer(capacity: 16_384 + habits.count * 4096 + cells * 100)
    let range = PageRenderer.rangeText(report.range)
    out.append("<!doctype html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
    out.append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
    out.append("<meta name=\"color-scheme\" content=\"light dark\">\n")
    out.append("<title>" + escaped(report.title) + " · " + escaped(range) + "</title>\n")
    out.append("<style>\n" + PageStyle.css + "</style>\n</head>\n<body>\n<div class=\"page\">\n")
    out.append("<a class=\"skip\" href=\"#habits\">Skip to the habits</a>\n")
    out.append("<header>\n<h1>" + escaped(report.title) + "</h1>\n")
    out.append("<p>" + escaped(range) + " · today is " + DayText.weekdayAndDate(report.today) + "</p>\n</header>\n")
    if !habits.isEmpty {
      out.append("<nav aria-label=\"Habits\">\n<ul>\n")
      for habit in habits {
        out.append("<li><a href=\"#habit-\(habit.index)\">" + escaped(habit.name) + "</a></li>\n")
      }
      out.append("</ul>\n</nav>\n")
    }
    out.append("<main>\n")
    board(report, into: &out)
    if habits.isEmpty {
      out.append("<p id=\"habits\">No habits yet: add one to the habits file, e.g. 'Meditate: every day'.</p>\n")
    } else {
      legend(habits, today: report.today, into: &out)
      let article = HabitArticle(report: report)
      for (number, section) in report.sections.enumerated() {
        let id = number == 0 ? "habits" : "group-\(number)"
        out.append("<section aria-labelledby=\"\(id)\">\n<h2 id=\"\(id)\">" + escaped(section.group ?? "Habits") + "</h2>\n")
        for habit in section.habits { article.draw(habit, into: &out) }
        out.append("</section>\n")
      }
    }
    out.append("</main>\n<footer>\n<p>Made by habits on " + DayText.weekdayAndDate(report.today))
    out.append(". Each day's status is the one <code>habits history</code> reports; the streaks and figures are ")
    out.append("those of <code>habits streaks</code> and <code>habits stats</code>.</p>\n</footer>\n")
    out.append("</div>\n</body>\n</html>\n")
    return out.text
  }

  /// Today's board: a row per habit (its mark, status, what to do and streak), the summary
  /// and the warnings.
  private func board(_ report: PageReport, into out: inout TextBuffer) {
    out.append("<section aria-labelledby=\"today\">\n<h2 id=\"today\">Today, " + DayText.weekdayAndDate(report.today) + "</h2>\n")
    guard !report.habits.isEmpty else { return out.append("</section>\n") }
    out.append("<table class=\"board\">\n<caption>Each habit's status today, what it asks for, and its current streak</caption>\n")
    out.append("<colgroup><col class=\"c-habit\"><col class=\"c-status\"><col class=\"c-todo\"><col class=\"c-streak\"></colgroup>\n")
    out.append("<thead><tr><th scope=\"col\">Habit</th><th scope=\"col\">Status</th><th scope=\"col\">To do</th>")
    out.append("<th scope=\"col\" class=\"n\">Streak</th></tr></thead>\n")
    for section in report.sections {
      out.append("<tbody>\n")
      if let group = section.group {
        out.append("<tr><th scope=\"rowgroup\" colspan=\"4\">" + escaped(group) + "</th></tr>\n")
      }
      for habit in section.habits {
        let row = habit.row
        out.append("<tr><th scope=\"row\"><a href=\"#habit-\(habit.index)\">" + escaped(row.name) + "</a></th><td>")
        out.append("<span class=\"st\">" + PageRenderer.mark(row.status) + "<span>" + escaped(row.status.words) + "</span></span></td><td>")
        out.append(escaped(StatusRenderer.todoWords(row, date: report.board.date, today: report.today)) + "</td>")
        out.append("<td class=\"n\">" + (row.currentStreak > 0 ? DayText.count(row.currentStreak, "day") : "–") + "</td></tr>\n")
      }
      out.append("</tbody>\n")
    }
    out.append("</table>\n<p class=\"summary\">" + escaped(String(StatusRenderer().short(report.board).dropLast())) + "</p>\n")
    if !report.board.warnings.isEmpty {
      out.append("<h3>Warnings</h3>\n<ul class=\"warnings\">\n")
      for warning in report.board.warnings {
        out.append("<li>" + escaped(StatusRenderer.words(warning, date: report.board.date)) + "</li>\n")
      }
      out.append("</ul>\n")
    }
    out.append("</section>\n")
  }

  /// The marks the heatmaps use, each with its meaning: the statuses shown, today's ring and
  /// the line where a schedule changes.
  private func legend(_ habits: [PageReport.HabitPage], today: Day, into out: inout TextBuffer) {
    var shown = Array(repeating: false, count: HabitStatus.allCases.count)
    var hasToday = false
    var hasChanges = false
    for habit in habits {
      for graph in habit.graphs {
        for cell in graph.cells { if let cell { shown[StatusPicture.index(cell)] = true } }
        if graph.shownDays?.contains(today) == true { hasToday = true }
        if !graph.changes.isEmpty { hasChanges = true }
      }
    }
    out.append("<section aria-labelledby=\"legend\">\n<h2 id=\"legend\">Reading the heatmaps</h2>\n")
    out.append("<p>A column a week, a row a weekday; each day is drawn by its status, in a colour and a shape ")
    out.append("of its own. Point at a day for its date, status, what was logged and its note.</p>\n<ul class=\"legend\">\n")
    for status in HabitStatus.allCases where shown[StatusPicture.index(status)] {
      out.append("<li>" + PageRenderer.mark(status) + escaped(status.words) + "</li>\n")
    }
    if hasToday {
      out.append("<li><svg class=\"mark\" width=\"15\" height=\"15\" viewBox=\"-2 -2 15 15\" aria-hidden=\"true\">")
      out.append("<path class=\"today\" fill-rule=\"evenodd\" d=\"" + StatusPicture.todayRing(x: 0, y: 0) + "\"/></svg>today</li>\n")
    }
    if hasChanges {
      out.append("<li><svg class=\"mark\" width=\"15\" height=\"15\" viewBox=\"-2 -2 15 15\" aria-hidden=\"true\">")
      out.append("<path class=\"change\" fill=\"none\" stroke-width=\"1.5\" d=\"M5.5 -2V13\"/></svg>")
      out.append("a later line of the habits file takes over</li>\n")
    }
    out.append("</ul>\n</section>\n")
  }

  /// A status's shape as a small picture beside its words (hidden from assistive technology,
  /// which reads the words).
  static func mark(_ status: HabitStatus) -> String {
    "<svg class=\"mark\" width=\"15\" height=\"15\" viewBox=\"-2 -2 15 15\" aria-hidden=\"true\"><path class=\""
      + StatusPicture.className(status) + "\" fill-rule=\"evenodd\" d=\"" + StatusPicture.path(status, x: 0, y: 0)
      + "\"/></svg>"
  }

  /// "Nov 23, 2025 to Nov 22, 2026".
  static func rangeText(_ range: ClosedRange<Day>) -> String {
    range.lowerBound == range.upperBound
      ? longDate(range.lowerBound) : longDate(range.lowerBound) + " to " + longDate(range.upperBound)
  }

  /// "Nov 23, 2025".
  static func longDate(_ day: Day) -> String {
    MonthName.short(day.month) + " " + String(day.dayOfMonth) + ", " + DayText.year(day.year)
  }
}

/// `text` escaped for the page and its pictures (``MarkupText/escape(_:)``).
func escaped(_ text: String) -> String { MarkupText.escape(text) }
