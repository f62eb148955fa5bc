import ArcadeTestSupport
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Job control in an interactive shell: a game stopped with Ctrl-Z and sent to the background with
/// `bg` leaves the shell's terminal alone until `fg` (issue 30, item 8).
@Suite("End to end: Ctrl-Z, bg, fg", .serialized, .ownThreads, .enabled(if: EndToEnd.available, EndToEnd.skipReason))
struct EndToEndJobControlTests {
  let arcade = EndToEnd.arcadePath ?? "arcade"

  /// The scheduler's state of a process ("S" sleeping, "T" stopped, ...), from /proc/PID/stat.
  static func state(of pid: Int32) -> String? {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let close = stat.range(of: ")", options: .backwards)
    else { return nil }
    return stat[close.upperBound...].split(separator: " ").first.map(String.init)
  }

  /// How often the process has given up the processor (it does so to sleep, and to stop).
  static func switches(of pid: Int32) -> Int? {
    guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return nil }
    let line = status.split(separator: "\n").first { $0.hasPrefix("voluntary_ctxt_switches:") }
    return line.flatMap { Int($0.split(separator: ":")[1].trimmingCharacters(in: .whitespaces)) }
  }

  /// Ctrl-Z, then `bg`; returns once the arcade, continued in the background, has stopped again.
  static func stopThenBackground(_ s: TmuxSession, pid: Int32) async throws -> Bool {
    s.keys("C-z")
    await #expect(s.waitFor("Stopped").ok, "not stopped:\n\(s.screen())")
    guard await EndToEnd.eventually(timeout: 8, { state(of: pid) == "T" }), let before = switches(of: pid) else {
      return false
    }
    try s.captureOutput()
    s.literal("bg")
    s.keys("Enter")
    // It ran (its switch count moves on) and is stopped again.
    return await EndToEnd.eventually(timeout: 8) { (switches(of: pid) ?? 0) > before && state(of: pid) == "T" }
  }

  @Test(
    "Ctrl-Z then bg: the arcade writes nothing from the background and stops again (cursor still shown, main screen, mouse off); fg redraws the game with its modes; Ctrl-C then restores stty"
  )
  func backgroundWritesNothing() async throws {
    let s = try await TmuxSession("\(arcade) play frog --seed 9", interactive: true)
    await #expect(s.waitFor("Play").ok, "no title card:\n\(s.screen())")
    s.keys("Enter")
    #expect(await s.waitUntilPlaying(), "the game did not start:\n\(s.screen())")
    let pid = try #require(await s.programPID())
    await #expect(
      try Self.stopThenBackground(s, pid: pid),
      "the arcade is \(Self.state(of: pid) ?? "gone") after bg, not stopped again")
    // The terminal keeps output in order: once the shell's marker shows, whatever the arcade wrote
    // after bg has reached tmux too.
    s.literal("echo bg-marker-$((6 * 7))")
    s.keys("Enter")
    await #expect(s.waitFor("bg-marker-42").ok, "the shell did not answer:\n\(s.screen())")
    #expect(s.flag("cursor_flag") == "1", "the shell's cursor was hidden from the background")
    #expect(s.flag("alternate_on") == "0", "the alternate screen came back from the background")
    #expect(s.flag("mouse_any_flag") == "0" && s.flag("mouse_sgr_flag") == "0", "mouse modes from the background")
    var written = ""
    await EndToEnd.eventually(timeout: 8) {
      written = s.output
      return written.contains("bg-marker-42")
    }
    let modes = TerminalModes(from: written)
    #expect(
      !modes.cursorHidden && !modes.alternateScreen && modes.mouse.isEmpty && modes.kittyPushes == 0,
      "written while in the background: \(modes)")
    #expect(!written.contains("\u{1B}[?25l") && !written.contains("\u{1B}[2J"), "\(written.debugDescription)")

    s.resumeJob()
    await #expect(s.waitFor("p pause").ok, "no redraw after fg:\n\(s.screen())")
    #expect(s.flag("alternate_on") == "1")
    #expect(s.flag("mouse_button_flag") == "1")
    #expect(s.flag("cursor_flag") == "0")
    s.keys("C-c")
    await #expect(s.exitCode() == 130)
    s.expectRestored("Ctrl-Z, bg, fg, Ctrl-C")
  }

  @Test(
    "Ctrl-Z, bg, then kill %1: the arcade ends at once, exit 143, stty as before, nothing written to the shell's terminal, the tape saved"
  )
  func killedInTheBackground() async throws {
    let data = try TemporaryFolder()
    let s = try await TmuxSession("env XDG_DATA_HOME=\(data.path) \(arcade) play frog --seed 9", interactive: true)
    await #expect(s.waitFor("Play").ok, "no title card:\n\(s.screen())")
    s.keys("Enter")
    #expect(await s.waitUntilPlaying(), "the game did not start:\n\(s.screen())")
    let pid = try #require(await s.programPID())
    await #expect(try Self.stopThenBackground(s, pid: pid), "not stopped again after bg")
    // bash's kill continues a stopped job after SIGTERM; once the arcade is gone, wait gives its status.
    s.literal("kill %1")
    s.keys("Enter")
    await #expect(
      EndToEnd.eventually(timeout: 8) { [nil, "Z"].contains(Self.state(of: pid)) }, "still running after kill")
    let f = s.folder.path
    s.literal("wait \(pid); echo $? > \(f)/rc.tmp; stty -g > \(f)/after; mv \(f)/rc.tmp \(f)/rc")
    s.keys("Enter")
    await #expect(s.exitCode() == 143)
    s.expectRestored("Ctrl-Z, bg, kill")
    let modes = TerminalModes(from: s.output)
    #expect(
      !modes.cursorHidden && !modes.alternateScreen && modes.mouse.isEmpty, "written from the background: \(modes)")
    let tape = data.path + "/arcade/tapes/frog-last.tape"
    #expect(s.standardError.contains("last frog tape saved: \(tape)") || s.screen().contains("last frog tape saved"))
    let verify = try await EndToEnd.run(arcade, ["verify", tape])
    #expect(verify.status == 0, "\(verify.stdout) \(verify.stderr)")
  }
}
