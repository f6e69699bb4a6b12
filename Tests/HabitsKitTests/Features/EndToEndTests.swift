import Testing
@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

#if canImport(Glibc)
  import Glibc
#endif

/// The real binary: exit codes and streams as hooks see them, and today from the local clock.
@Suite struct EndToEndTests {
  private let examples = ["--dir", Golden.root + "/examples"]

  @Test("exit codes and streams of the real binary")
  func exitCodes() throws {
    try #require(Subprocess.habits != nil, "the habits binary is not built")
    let clean = try #require(Subprocess.run([Subprocess.habits!] + ["check", "--today", "2026-11-22"] + examples, inheritEnvironment: false))
    #expect(clean.status == 0 && clean.stdout.isEmpty && clean.stderr.isEmpty)
    let broken = try #require(Subprocess.run([Subprocess.habits!] + ["check", "--today", "2026-11-22", "--dir", Golden.root + "/examples/broken"], inheritEnvironment: false))
    #expect(broken.status == 1 && broken.stdout.contains("error:") && broken.stderr.isEmpty)
    let missing = try #require(Subprocess.run([Subprocess.habits!] + ["check", "--dir", "/nonexistent"], inheritEnvironment: false))
    #expect(missing.status == 2 && missing.stdout.isEmpty && missing.stderr.hasPrefix("habits: cannot read the habits file"))
    let usage = try #require(Subprocess.run([Subprocess.habits!] + ["--bogus"], inheritEnvironment: false))
    #expect(usage.status == 2 && usage.stderr.hasPrefix("Error: Unknown option '--bogus'"))
    let version = try #require(Subprocess.run([Subprocess.habits!] + ["--version"], inheritEnvironment: false))
    #expect(version.status == 0 && version.stdout == HelpText.version + "\n")
  }

  @Test("today comes from the local clock and honours TZ")
  func timeZones() throws {
    try #require(Subprocess.habits != nil, "the habits binary is not built")
    guard access("/usr/share/zoneinfo/Pacific/Kiritimati", R_OK) == 0 else {
      Issue.record("no tz database at /usr/share/zoneinfo")
      return
    }
    // UTC+14 and UTC-11 are 25 hours apart: at any moment their dates differ.
    func today(_ zone: String) throws -> String {
      let output = try #require(Subprocess.run([Subprocess.habits!] + ["status", "--json"] + examples, environment: ["TZ": zone], inheritEnvironment: false))
      let json = output.stdout
      let start = try #require(json.firstRange(of: "\"today\":\"")).upperBound
      return String(json[start...].prefix(10))
    }
    let east = try today("Pacific/Kiritimati")
    let west = try today("Pacific/Pago_Pago")
    #expect(east != west)
    #expect(east > west)
  }

  @Test("piped output has no colour unless forced")
  func colourWhenPiped() throws {
    try #require(Subprocess.habits != nil, "the habits binary is not built")
    let plain = try #require(Subprocess.run([Subprocess.habits!] + ["--today", "2026-11-22"] + examples, inheritEnvironment: false))
    #expect(plain.status == 0 && !plain.stdout.contains("\u{1B}["))
    let forced = try #require(Subprocess.run([Subprocess.habits!] + ["--today", "2026-11-22"] + examples, environment: ["CLICOLOR_FORCE": "1"], inheritEnvironment: false))
    #expect(forced.stdout.contains("\u{1B}["))
    let vetoed = try #require(Subprocess.run([Subprocess.habits!] + ["--today", "2026-11-22"] + examples, environment: ["CLICOLOR_FORCE": "1", "NO_COLOR": "1"], inheritEnvironment: false))
    #expect(!vetoed.stdout.contains("\u{1B}["))
  }
}

extension EndToEndTests {
  @Test("a device in a file's place is refused at once, not read forever")
  func devices() throws {
    try #require(Subprocess.habits != nil, "the habits binary is not built")
    let output = try #require(Subprocess.run([Subprocess.habits!, "check", "--file", "/dev/zero"], inheritEnvironment: false))
    #expect(output.status == 2)
    #expect(output.stderr == "habits: cannot read the habits file '/dev/zero': not a regular file\n")
  }
}
