extension Streaks {
  /// Gives `sink` the streaks of eras `eras` of a habit with changes, each computed to its end
  /// before today with no streak rule of its own and each starting the day after the one
  /// before ends (`TimelineSpan.runsWhole(before:)`), in one walk over their days.
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
    _ timeline: HabitTimeline, _ eras: Range<Int>, reachingBack: Bool, into sink: inout Sink
  ) {
    let head = timeline.span(ofEra: eras.lowerBound)
    let tail = timeline.span(ofEra: eras.upperBound - 1)
    let (base, first) = (head.base, head.first)
    let end = tail.base + tail.dayCount - 1 - base
    timeline.withAllDays { allRules, allStarts in
      // Where each era after the first starts, and where each period after an era's first
      // starts: the cuts, as bits of the days from the first era's first day (bit i of word
      // w for day 64 w + i), so that each window of the walk below reads its cuts as one word
      // of each. (Lists of offsets, appended to and read back a cut at a time, cost 0.5 M
      // instructions more on `status` of fifty habits of ten years, half of them with two
      // hundred changes: callgrind.)
      let words = end / 64 + 1
      var eraCuts = [UInt64](repeating: 0, count: words)
      var periodCuts = [UInt64](repeating: 0, count: words)
      // The spans read in place (each copied out cost more than its cuts).
      timeline.withSpans { spans in
        for index in eras {
          let offset = spans[index].base - base
          if index > eras.lowerBound { eraCuts[offset &>> 6] |= 1 &<< UInt64(offset & 63) }
          let periods = spans[index].periods
          guard spans[index].periodic, periods.count > 1 else { continue }
          for p in (periods.lowerBound + 1)..<periods.upperBound {
            let cut = offset + Int(allStarts[p])
            if cut <= end { periodCuts[cut &>> 6] |= 1 &<< UInt64(cut & 63) }
          }
        }
      }
      let rules = UnsafeBufferPointer(rebasing: allRules[base...(base + end)])
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
}
