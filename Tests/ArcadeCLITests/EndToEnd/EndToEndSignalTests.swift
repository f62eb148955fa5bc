import ArcadeTestSupport
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Every signal whose default action ends a process ends the arcade as SIGTERM does, and a file-size
/// limit (`ulimit -f`) is a failed write, not a broken terminal (issue 30, item 7).
@Suite(
  "End to end: every ending signal, a file-size limit", .serialized,
  .ownThreads, .enabled(if: EndToEnd.available, EndToEnd.skipReason))
struct EndToEndSignalTests {
  let arcade = EndToEnd.arcadePath ?? "arcade"

  /// The ending signals besides SIGINT, SIGTERM, SIGHUP and SIGQUIT (tested in `EndToEndTests` and
  /// `EndToEndHostileInputTests`): each would kill the process by default.
  static let signals: [Int32] =
    [
      SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ, SIGSYS, SIGPWR, SIGSTKFLT, SIGIO,
      __libc_current_sigrtmin(), __libc_current_sigrtmax(),
    ]

  @Test(
    "USR1, USR2, ALRM, VTALRM, PROF, XCPU, XFSZ, SYS, PWR, STKFLT, IO and the real-time signals mid-game: exit 128+N, the terminal restored (stty byte for byte, main screen, cursor, mouse off), the tape saved and verifying",
    arguments: signals)
  func endingSignal(signal: Int32) async throws {
    let data = try TemporaryFolder()
    let s = try await TmuxSession("env XDG_DATA_HOME=\(data.path) \(arcade) play frog --seed 9")
    await #expect(s.waitFor("Play").ok, "no title card:\n\(s.screen())")
    s.keys("Enter")
    #expect(await s.waitUntilPlaying(), "the game did not start:\n\(s.screen())")
    #expect(s.flag("alternate_on") == "1" && s.flag("mouse_button_flag") == "1", "the modes were not on mid-game")
    kill(try #require(await s.programPID()), signal)
    let code = await s.exitCode()
    #expect(code == 128 + signal, "signal \(signal): exit code \(code.map(String.init) ?? "none")")
    s.expectRestored("signal \(signal)")
    let tape = data.path + "/arcade/tapes/frog-last.tape"
    #expect(s.standardError.contains("last frog tape saved: \(tape)"), "\(s.standardError)")
    let verify = try await EndToEnd.run(arcade, ["verify", tape])
    #expect(verify.status == 0, "\(verify.stdout) \(verify.stderr)")
  }

  @Test(
    "under ulimit -f 0 every save fails with one warning and play goes on: the score's on the end alert, the tape's on stderr after q; exit 0, the terminal restored"
  )
  func fileSizeLimit() async throws {
    let data = try TemporaryFolder()
    // A subshell, so the limit binds the arcade alone (the wrapper still records stty and the exit code).
    let s = try await TmuxSession("(ulimit -f 0; exec env XDG_DATA_HOME=\(data.path) \(arcade) play heli --seed 4)")
    await #expect(s.waitFor("Play").ok, "no title card:\n\(s.screen())")
    s.keys("Enter")
    // One tap takes off; then, untouched, the helicopter falls within seconds, and saving its score
    // raises SIGXFSZ at the arcade itself.
    await #expect(s.waitFor("take off").ok, "no take-off prompt:\n\(s.screen())")
    s.keys("Space")
    let end = await s.waitFor(timeout: 15) { $0.contains("Game over") }
    #expect(end.ok, "no end alert:\n\(end.screen)")
    let warned = await s.waitFor { $0.contains("File too large for the file-size limit") }
    #expect(warned.ok, "no warning on the end alert:\n\(warned.screen)")
    // The arcade goes on: the end alert still answers keys.
    s.keys("q")
    let code = await s.exitCode()
    #expect(code == 0, "exit code \(code.map(String.init) ?? "none")")
    s.expectRestored("a file-size limit")
    let tapeWarnings = s.standardError.split(separator: "\n").filter { $0.contains("cannot save the last tape") }
    #expect(tapeWarnings.count == 1, "\(s.standardError)")
    #expect(tapeWarnings.first?.contains("(File too large for the file-size limit, ulimit -f)") == true)
    #expect(!FileManager.default.fileExists(atPath: data.path + "/arcade/tapes/heli-last.tape"))
  }

  @Test(
    "under ulimit -f 0, SIGXFSZ sent mid-game ends the arcade as SIGTERM would: exit 153, the terminal restored, a line each saying the scores database and the tape could not be written"
  )
  func fileSizeLimitAndSignal() async throws {
    let data = try TemporaryFolder()
    let s = try await TmuxSession("(ulimit -f 0; exec env XDG_DATA_HOME=\(data.path) \(arcade) play frog --seed 9)")
    await #expect(s.waitFor("Play").ok, "no title card:\n\(s.screen())")
    s.keys("Enter")
    #expect(await s.waitUntilPlaying(), "the game did not start:\n\(s.screen())")
    kill(try #require(await s.programPID()), SIGXFSZ)
    let code = await s.exitCode()
    #expect(code == 128 + SIGXFSZ, "exit code \(code.map(String.init) ?? "none")")
    s.expectRestored("SIGXFSZ under a file-size limit")
    let lines = s.standardError.split(separator: "\n")
    #expect(lines.count == 2, "\(s.standardError)")
    #expect(lines.first?.hasPrefix("arcade: the disk is full, or the file-size limit reached, writing ") == true)
    #expect(lines.last?.hasPrefix("arcade: could not save the last tape: ") == true, "\(s.standardError)")
    #expect(lines.last?.hasSuffix("(File too large for the file-size limit, ulimit -f)") == true)
  }
}
