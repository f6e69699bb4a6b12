extension Streaks {
  /// Gives `sink` the streaks of the eras of a habit with changes from `index` on that are
  /// each computed to its end before today with no streak rule of its own and each starting
  /// the day after the one before ends (`TimelineSpan.runsWhole(before:)`), in one walk over
  /// their days, and returns the index after the last of them: `index` itself when it is not
  /// one. The eras are found as their cuts are set (a loop of their own over the spans cost
  /// about 25 instructions an era; callgrind).
  ///
  /// Such an era's streaks are the runs between failures and period starts that hold a
  /// completed day, as for the walk of one era (`walk`); so are those of a row of them, with
  /// each era's start a cut as well. Walked one by one, each era of a habit of two hundred
  /// changes paid its own setup (its kind read out of the plan, two calls through it, the day
  /// arrays opened twice, its streaks held in a list before the sink) for a few weeks of days.
  ///
  /// A later era's first streak reaches back to the era's start over the days before it that
  /// did not fail (a first period with nothing due, as a Sunday change to "Tue, Thu" has):
  /// from an era's start to its first streak or failure, its period starts are not cuts.
  static func walkEndedEras<Sink: StreakSink>(
    _ timeline: HabitTimeline, from index: Int, reachingBack: Bool, into sink: inout Sink
  ) -> Int {
    let today = timeline.today
    // The spans read in place (each copied out cost more than its cuts).
    return timeline.withSpans { spans in
      guard index < spans.count && spans[index].runsWhole(before: today) else { return index }
      return timeline.withAllDays { allRules, allStarts in
        let (base, first) = (spans[index].base, spans[index].first)
        // Where each era after the first starts, and where each period after an era's first
        // starts: the cuts, as bits of the days from the first era's first day (bit i of word
        // w for day 64 w + i), so that each window of the walk below reads its cuts as one word
        // of each. (Lists of offsets, appended to and read back a cut at a time, cost 0.5 M
        // instructions more on `status` of fifty habits of ten years, half of them with two
        // hundred changes: callgrind.) Room for every day from the first era's on, as where
        // the eras walked whole end is found with their cuts.
        let words = (allRules.count - base) / 64 + 1
        var eraCuts = [UInt64](repeating: 0, count: words)
        var periodCuts = [UInt64](repeating: 0, count: words)
        var next = index
        var end = 0
        while next < spans.count && spans[next].runsWhole(before: today)
          && (next == index || spans[next].first == spans[next - 1].last + 1)
        {
          let offset = spans[next].base - base
          if next > index { eraCuts[offset &>> 6] |= 1 &<< UInt64(offset & 63) }
          end = offset + spans[next].dayCount - 1
          let periods = spans[next].periods
          if spans[next].periodic && periods.count > 1 {
            for p in (periods.lowerBound + 1)..<periods.upperBound {
              let cut = offset + Int(allStarts[p])
              if cut <= end { periodCuts[cut &>> 6] |= 1 &<< UInt64(cut & 63) }
            }
          }
          next += 1
        }
        walkRuns(
          UnsafeBufferPointer(rebasing: allRules[base...(base + end)]), first: first, eraCuts: eraCuts,
          periodCuts: periodCuts, reachingBack: reachingBack, into: &sink)
        return next
      }
    }
  }

  /// Gives `sink` the streaks of `rules` (the days from `first`), the runs between failures,
  /// era starts (`eraCuts`) and period starts (`periodCuts`) that hold a completed day; from an
  /// era's start (and from the first day when `reachingBack`) to its first streak or failure,
  /// period starts are not cuts.
  private static func walkRuns<Sink: StreakSink>(
    _ rules: UnsafeBufferPointer<StatusRule>, first: Day, eraCuts: [UInt64], periodCuts: [UInt64],
    reachingBack: Bool, into sink: inout Sink
  ) {
    let end = rules.count - 1
    var (c, runStart, completed, reachBack) = (0, 0, false, reachingBack)
    while c <= end {
      let length = min(64, end - c + 1)
      let bits = StatusRule.failedAndStarting(in: rules, from: c, length: length)
      let failed = bits.failed
      var completing = bits.starting
      // Each window but the last is 64 days from a multiple of 64: one word of each.
      let (eraStarts, periodStarts) = (eraCuts[c &>> 6], periodCuts[c &>> 6])
      var events = failed | eraStarts | periodStarts
      while events != 0 {
        let e = events.trailingZeroBitCount
        let bit = UInt64(1) &<< UInt64(e)
        let before = bit &- 1
        if completed || completing & before != 0 {
          sink.add(Streak(start: first + runStart, end: first + (c + e - 1)))
          reachBack = false
        }
        completed = false
        completing &= ~before
        if eraStarts & bit != 0 {
          runStart = c + e
          reachBack = true
        } else if periodStarts & bit != 0 && !reachBack {
          runStart = c + e
        }
        if failed & bit != 0 {
          runStart = c + e + 1
          reachBack = false
        }
        events &= events &- 1
      }
      if completing != 0 { completed = true }
      c += length
    }
    if completed { sink.add(Streak(start: first + runStart, end: first + end)) }
  }
}
