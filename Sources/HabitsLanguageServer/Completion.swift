import HabitsKit

extension LanguageServer {
  /// The words of a schedule, offered after a habit's ':'.
  static let scheduleWords: [String] =
    [
      "every day", "daily", "weekdays", "weekends", "every other day", "every 2 days", "every 2 weeks on",
      "3 days a week", "2 days a month", "every 2nd Sunday", "every last Friday", "on", "last",
      "every 2 years on", "3 times in any 7 days", "at least 3 in any 7 days", "at most 2 in any 7 days", "tracked",
    ] + Weekday.allCases.map(\.name) + (1...12).map { MonthName.full[$0 - 1] }

  /// The options, offered after a ';'.
  static let optionWords: [String] = [
    "since", "until", "ends after 10 occurrences", "3 times", "grace 3 days", "backlog", "no backlog", "ahead",
    "no ahead", "carry over", "periods from start", "week starts on Sunday", "week starts on Monday", "tags",
    "at 07:30", "10 points", "-5 points", "priority do first", "priority plan", "priority delay", "priority delegate",
  ]

  /// Completion items for the cursor's place: dates, `vacation`/`skip`/`resume`/`redeem`, habit
  /// names (most recently logged first) and after `redeem` the rewards in the log; schedule words and options in the
  /// habits file.
  mutating func completion(_ params: JSON) -> JSON {
    guard let spot = spot(params) else { return .array([]) }
    let lineBytes = spot.document.lineBytes(spot.position.line)
    let cursor = spot.document.offset(of: spot.position, encoding: encoding)
    let before = Array(lineBytes[lineBytes.startIndex..<max(lineBytes.startIndex, min(cursor, lineBytes.endIndex))])
    // In an allow's list of codes (`# habits: allow ...`, the `allow` setting): the codes.
    let allowStart = LanguageServer.allowCodeStart(before, habitsFile: spot.role == .habits)
    guard allowStart != nil || !before.contains(UInt8(ascii: "#")) else { return .array([]) }
    // The word being typed starts after the last separator, spaces skipped.
    var start = before.count
    let separators: Set<UInt8> = [UInt8(ascii: ":"), UInt8(ascii: ";"), UInt8(ascii: ",")]
    while start > 0 && !separators.contains(before[start - 1]) { start -= 1 }
    while start < before.count && (before[start] == 0x20 || before[start] == 0x09) { start += 1 }
    let today = spot.project.today

    var items: [(label: String, detail: String?, kind: Int)] = []
    switch spot.role {
    case .log:
      let text = String(decoding: before, as: UTF8.self)
      let trimmed = text.drop { $0 == " " || $0 == "\t" }
      if trimmed.allSatisfy({ $0.isNumber || $0 == "-" }) {
        start = before.count - trimmed.utf8.count
        items = [(today.description, "today", 12), ((today - 1).description, "yesterday", 12)]
        break
      }
      let words = trimmed.split(separator: " ", omittingEmptySubsequences: true)
      guard let date = words.first, DateArgument.parseISO(String(date)) != nil, trimmed.count > 10 else { break }
      let afterDate = before.count - trimmed.utf8.count + 11
      if start < afterDate {
        start = afterDate
        while start < before.count && (before[start] == 0x20 || before[start] == 0x09) { start += 1 }
      }
      let segment = String(decoding: before[start...], as: UTF8.self)
      if !before[afterDate..<start].contains(where: { separators.contains($0) }) {
        // The first word after the date: a keyword, or a name; after `redeem`, a reward.
        if segment.hasPrefix("redeem ") {
          start += "redeem ".utf8.count
          while start < before.count && before[start] == 0x20 { start += 1 }
          items = rewardItems(spot.project)
          break
        }
        for keyword in ["vacation", "skip", "resume"] {
          if segment.hasPrefix(keyword + " ") {
            start += keyword.utf8.count + 1
            while start < before.count && before[start] == 0x20 { start += 1 }
          }
        }
        if !segment.contains(" ") {
          items += [("vacation", nil, 14), ("skip", nil, 14), ("resume", nil, 14)]
          if !spot.project.result.journal.rewards.isEmpty { items.append(("redeem", nil, 14)) }
        }
      }
      items += habitNamesByRecency(spot.project).map { ($0, "habit", 6) }
    case .habits:
      if let open = before.firstIndex(where: { $0 != 0x20 && $0 != 0x09 }), before[open] == UInt8(ascii: "["),
        !before.contains(UInt8(ascii: "]"))
      {
        // A group heading being typed: the file's groups.
        start = open + 1
        items = LanguageServer.groupCompletions(project: spot.project).map { ($0 + "]", "group", 19) }
        break
      }
      guard let colon = before.firstIndex(of: UInt8(ascii: ":")), start > colon else { break }
      if let semicolon = before.lastIndex(of: UInt8(ascii: ";")), semicolon > colon,
        let tags = LanguageServer.tagCompletions(
          clause: String(decoding: before[(semicolon + 1)...], as: UTF8.self).drop { $0 == " " }.description,
          project: spot.project)
      {
        // Inside `; tags ...`: the tags the file has, each word a tag.
        start = before.count
        while start > semicolon + 1 && ![0x20, 0x09, UInt8(ascii: ",")].contains(before[start - 1]) { start -= 1 }
        items = tags.map { ($0, "tag", 14) }
      } else if before[colon...].contains(UInt8(ascii: ";")) {
        items = LanguageServer.optionWords.map { ($0, "option", 14) }
        items.insert(("since " + today.description, "option", 14), at: 1)
      } else {
        items = LanguageServer.scheduleWords.map { ($0, "schedule", 14) }
      }
    }
    if let allowStart {
      start = allowStart
      items = LanguageServer.allowableCodes
    }
    let lineStart = lineBytes.startIndex
    let range = JSON.obj([
      "start": spot.document.position(ofOffset: lineStart + start, encoding: encoding).json,
      "end": spot.document.position(ofOffset: lineStart + before.count, encoding: encoding).json,
    ])
    return .obj([
      "isIncomplete": .bool(false),
      "items": .array(
        items.enumerated().map { index, item in
          .obj([
            "label": .string(item.label), "kind": .int(item.kind), "detail": item.detail.map { .string($0) },
            "sortText": .string(String(1000 + index)),
            "textEdit": .obj(["range": range, "newText": .string(item.label)]),
          ])
        }),
    ])
  }

  /// The habits' names, the most recently logged first, then the never logged in file order.
  func habitNamesByRecency(_ project: Project) -> [String] {
    let journal = project.result.journal
    let order = journal.loaded.indices.sorted { a, b in
      let x = journal.loaded[a].log.completions.last?.day
      let y = journal.loaded[b].log.completions.last?.day
      switch (x, y) {
      case (.some(let x), .some(let y)) where x != y: return x > y
      case (.some, .none): return true
      case (.none, .some): return false
      default: return a < b
      }
    }
    return order.map { journal.loaded[$0].habit.name }
  }
}
