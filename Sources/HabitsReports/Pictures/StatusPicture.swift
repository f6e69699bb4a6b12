import HabitsKit

/// How a status is drawn in the pictures (the SVG heatmap and the HTML report): a colour for
/// each colour scheme and a shape of its own, so a heatmap reads without colour vision too,
/// as the terminal views read without colour by their symbols.
///
/// Every shape fits an 11 by 11 cell and is one path (holes cut with the even-odd rule), so
/// each day is one `<path>` with its `<title>`. Each shape covers the cell's centre or leaves
/// it clear with at least a pixel to spare, so the colour at the centre of a cell is the same
/// in every renderer (the browser tests compare Chromium and rsvg there).
package enum StatusPicture {
  /// The side of a day's cell, in pixels (user units).
  package static let cell = 11
  /// The distance from one cell to the next: the cell and a gap of 2.
  package static let pitch = 13

  /// The class of a status's cells in the pictures' styles: `s-` and its JSON name (written
  /// out: a page has a cell a day, and joining two strings for each cost more than the rest).
  package static func className(_ status: HabitStatus) -> String {
    switch status {
    case .planned: "s-planned"
    case .backlog: "s-backlog"
    case .notDue: "s-not_due"
    case .alreadyCompleted: "s-already_completed"
    case .completedLater: "s-completed_later"
    case .completed: "s-completed"
    case .partiallyCompleted: "s-partially_completed"
    case .overCompleted: "s-over_completed"
    case .sortedOutBacklog: "s-sorted_out_backlog"
    case .failed: "s-failed"
    case .onVacation: "s-on_vacation"
    case .notStarted: "s-not_started"
    case .finished: "s-finished"
    case .withinLimit: "s-within_limit"
    case .overLimit: "s-over_limit"
    }
  }

  /// The position of `status` in `HabitStatus.allCases`, for tables indexed by status.
  package static func index(_ status: HabitStatus) -> Int {
    switch status {
    case .planned: 0
    case .backlog: 1
    case .notDue: 2
    case .alreadyCompleted: 3
    case .completedLater: 4
    case .completed: 5
    case .partiallyCompleted: 6
    case .overCompleted: 7
    case .sortedOutBacklog: 8
    case .failed: 9
    case .onVacation: 10
    case .notStarted: 11
    case .finished: 12
    case .withinLimit: 13
    case .overLimit: 14
    }
  }

  /// The colour of `status` on a light background, or on a dark one.
  package static func colour(_ status: HabitStatus, dark: Bool = false) -> String {
    switch status {
    case .completed: dark ? "#3fb950" : "#2da44e"
    case .overCompleted: dark ? "#7ee787" : "#116329"
    case .sortedOutBacklog: dark ? "#56d364" : "#1a7f37"
    case .withinLimit: dark ? "#2ea043" : "#4ac26b"
    case .completedLater: dark ? "#8ddb8c" : "#6fbf73"
    case .alreadyCompleted: dark ? "#39c5cf" : "#0e8a9e"
    case .partiallyCompleted: dark ? "#e3b341" : "#d4a72c"
    case .planned: dark ? "#58a6ff" : "#0969da"
    case .backlog: dark ? "#f0883e" : "#bc4c00"
    case .failed: dark ? "#f85149" : "#cf222e"
    case .overLimit: dark ? "#ff7b72" : "#82071e"
    case .onVacation: dark ? "#a371f7" : "#8250df"
    case .notDue: dark ? "#6e7681" : "#6e7781"
    case .notStarted: dark ? "#21262d" : "#eaeef2"
    case .finished: dark ? "#484f58" : "#afb8c1"
    }
  }

  /// The colours of the page and its marks, for a light or a dark background.
  package struct Scheme: Sendable {
    /// The background.
    package var background: String
    /// Text.
    package var text: String
    /// Secondary text: labels, captions.
    package var muted: String
    /// The ring around today's cell.
    package var today: String
    /// The line where a later line of the habits file takes over.
    package var change: String
    /// Table rules and borders.
    package var rule: String

    /// On a light background.
    package static let light = Scheme(
      background: "#ffffff", text: "#1f2328", muted: "#59636e", today: "#1f2328", change: "#d6336c",
      rule: "#d1d9e0")
    /// On a dark background.
    package static let dark = Scheme(
      background: "#0d1117", text: "#e6edf3", muted: "#9198a1", today: "#f0f6fc", change: "#ff80b5",
      rule: "#3d444d")
  }

  /// A rectangle of a shape, in cell coordinates.
  private typealias Box = (x: Double, y: Double, width: Double, height: Double)

  /// The parts of `status`'s shape: rectangles and polygons, every part a subpath (nested parts
  /// are holes, and parts inside holes are filled again).
  private static func parts(_ status: HabitStatus) -> (boxes: [Box], polygons: [[(Double, Double)]]) {
    let whole: Box = (0, 0, 11, 11)
    switch status {
    case .completed, .notStarted: return ([whole], [])
    case .overCompleted: return ([whole, (7, 1, 3, 3)], [])
    case .sortedOutBacklog: return ([whole, (1, 7, 3, 3)], [])
    case .withinLimit: return ([whole, (2, 2, 7, 2), (2, 7, 7, 2)], [])
    case .completedLater: return ([], [[(0, 0), (4, 0), (11, 7), (11, 11), (0, 11)]])
    case .alreadyCompleted: return ([], [[(0, 0), (11, 0), (11, 11), (7, 11), (0, 4)]])
    case .partiallyCompleted: return ([whole, (1.5, 1.5, 8, 3)], [])
    case .failed:
      return (
        [],
        [[(0, 2), (2, 0), (5.5, 3.5), (9, 0), (11, 2), (7.5, 5.5), (11, 9), (9, 11), (5.5, 7.5), (2, 11), (0, 9), (3.5, 5.5)]]
      )
    case .overLimit: return ([whole, (2, 2, 3, 3), (6, 2, 3, 3), (2, 6, 3, 3), (6, 6, 3, 3)], [])
    case .planned: return ([whole, (2, 2, 7, 7)], [])
    case .backlog: return ([whole, (2, 2, 7, 7), (4, 4, 3, 3)], [])
    case .notDue: return ([(4, 4, 3, 3)], [])
    case .onVacation: return ([(0, 0.5, 11, 2), (0, 4.5, 11, 2), (0, 8.5, 11, 2)], [])
    case .finished: return ([(1, 4, 9, 3)], [])
    }
  }

  /// The path data of `status`'s shape in the cell whose top left corner is (`x`, `y`): a move
  /// to the corner, then the shape in relative steps, made once per status.
  package static func path(_ status: HabitStatus, x: Int, y: Int) -> String {
    var out = TextBuffer(capacity: 64)
    appendPath(status, x: x, y: y, to: &out)
    return out.text
  }

  /// Appends the path data of ``path(_:x:y:)`` to `out`.
  package static func appendPath(_ status: HabitStatus, x: Int, y: Int, to out: inout TextBuffer) {
    out.append("M")
    out.appendDecimal(x)
    out.append(" ")
    out.appendDecimal(y)
    out.append(relativePaths[index(status)])
  }

  /// Each status's shape as relative path data from the cell's corner, in `allCases` order.
  private static let relativePaths: [String] = {
    var table: [String] = []
    for status in HabitStatus.allCases {
      precondition(index(status) == table.count, "StatusPicture.index follows HabitStatus.allCases")
      var d = ""
      // Where the pen is: a relative move after `z` starts from the closed subpath's start.
      var pen = (0.0, 0.0)
      func move(to point: (Double, Double)) {
        if point != pen { d += "m" + number(point.0 - pen.0) + " " + number(point.1 - pen.1) }
        pen = point
      }
      let (boxes, polygons) = parts(status)
      for box in boxes {
        move(to: (box.x, box.y))
        d += "h" + number(box.width) + "v" + number(box.height) + "h" + number(-box.width) + "z"
      }
      for polygon in polygons {
        move(to: polygon[0])
        var previous = polygon[0]
        for point in polygon.dropFirst() {
          d += "l" + number(point.0 - previous.0) + " " + number(point.1 - previous.1)
          previous = point
        }
        d += "z"
      }
      table.append(d)
    }
    return table
  }()

  /// The path data of the ring around today's cell at (`x`, `y`): in the gap around it, so it
  /// never covers a cell.
  package static func todayRing(x: Int, y: Int) -> String {
    "M" + number(Double(x) - 2) + " " + number(Double(y) - 2) + "h15v15h-15z"
      + "M" + number(Double(x) - 0.5) + " " + number(Double(y) - 0.5) + "h12v12h-12z"
  }

  /// A coordinate as SVG writes it: whole numbers without a fraction, halves with one digit.
  package static func number(_ value: Double) -> String {
    let rounded = (value * 10).rounded() / 10
    if rounded == rounded.rounded() { return String(Int(rounded)) }
    return String(rounded)
  }
}
