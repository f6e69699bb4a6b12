# A Homebrew formula sketch for habits, for a tap (`brew install OWNER/tap/habits`) or a
# homebrew-core submission. Before publishing: point the URLs at the real repository, fill in
# the sha256 of the release tarball (`shasum -a 256 v0.1.0.tar.gz`) and the licence.
#
# It follows the Swift formulae of homebrew-core (swiftlint, mist, ...):
# - `std_swift_args` is `--configuration release --jobs N`, plus `--disable-sandbox` on macOS
#   (SwiftPM's sandbox cannot nest in Homebrew's) and `--static-swift-stdlib` on Linux, so the
#   bottle runs without a Swift toolchain, as `make` builds it.
# - The package has no dependencies, so nothing is fetched during the build.
# - The completions come from the installed binary: `generate_completions_from_executable`
#   runs `habits completion bash|zsh|fish` and puts them where each shell looks.
class Habits < Formula
  desc "Habit tracker and linter for plain-text habit and log files"
  homepage "https://github.com/OWNER/habits"
  url "https://github.com/OWNER/habits/archive/refs/tags/v0.1.0.tar.gz"
  sha256 "0000000000000000000000000000000000000000000000000000000000000000"
  license "FILL-IN"
  head "https://github.com/OWNER/habits.git", branch: "main"

  # swift-tools-version 6.0: Xcode 16 on macOS, the swift formula on Linux.
  on_macos do
    depends_on xcode: ["16.0", :build]
  end
  uses_from_macos "swift" => :build

  def install
    system "swift", "build", *std_swift_args, "--product", "habits"
    bin.install ".build/release/habits"
    man1.install "man/habits.1"
    man5.install "man/habits.5"
    generate_completions_from_executable(bin/"habits", "completion")
  end

  test do
    assert_equal version.to_s, shell_output("#{bin}/habits --version").strip

    (testpath/"habits.txt").write <<~EOS
      Meditate: every day; since 2026-11-01
      Deep clean: 3 days a month; since 2026-11-01
    EOS
    (testpath/"log.txt").write "2026-11-01 Meditate, Deep clean\n"
    system bin/"habits", "check", "--today", "2026-11-22"
    assert_equal "Meditate\nDeep clean\n", shell_output("#{bin}/habits completion --habits")

    # A lint error: exit 1 and a line editors and CI can read.
    (testpath/"log.txt").append_lines "2026-11-02 Meditat"
    output = shell_output("#{bin}/habits check --format compact --today 2026-11-22", 1)
    assert_match "log.txt:2:12: error: unknown habit 'Meditat'", output

    assert_match "complete -F _habits habits", shell_output("#{bin}/habits completion bash")
    assert_match "#compdef habits", (zsh_completion/"_habits").read
  end
end
