import ArcadeCore
import ArcadeSound
import Foundation
import GameCatalog
import Testing

@testable import ArcadeAudio
@testable import ArcadeCLI
@testable import ArcadeScreens

@Suite("Sound output and the sound command")
struct SoundOutputTests {
  static let note = "Sound: terminal bell (no PulseAudio: libpulse-simple.so.0 not found)"

  @Test("with the bell, a frame whose ticks raised cues rings it once, and the next frame does not")
  func bellRingsOncePerFrameWithCues() {
    let sound = SoundOutput(route: .bell, note: Self.note)
    #expect(sound.frameShown() == false)
    sound.raise(.move, game: "frog")
    sound.raise([.goal, .blip], game: "frog")
    sound.raise([], game: "frog")
    #expect(sound.frameShown() == true)
    #expect(sound.frameShown() == false)
  }

  @Test("without --sound, cues ring nothing")
  func offIsSilent() {
    let sound = SoundOutput(route: .off)
    sound.raise(.explosion, game: "heli")
    #expect(sound.frameShown() == false)
  }

  @Test("a missing sound library is named in the title card's line")
  func missingLibraryIsNamed() {
    #expect(throws: SoundUnavailable("no PulseAudio: libarcade-no-such-audio.so.0 not found")) {
      try PulseSimple(library: "libarcade-no-such-audio.so.0", sampleRate: 44_100, latencySeconds: 0.025)
    }
  }

  @Test("every game's title card at 80x24 shows why the bell stands in for sound, with Play")
  func titleCardShowsTheNote() {
    for entry in Catalog.entries {
      let services = Screens.services(sound: SoundOutput(route: .bell, note: Self.note))
      var stack = ScreenStack([Screens.game(entry.info.id, services)])
      let text = Screens.text(&stack)
      #expect(text.contains(Self.note), "\(entry.info.id)'s title card lacks the sound line:\n\(text)")
      #expect(text.contains("Play"), "\(entry.info.id)'s title card lost its Play item:\n\(text)")
    }
  }

  @Test("--music implies --sound; --sound alone plays no tune")
  func musicImpliesSound() throws {
    let harness = try Harness()
    #expect(harness.run(["play", "plain", "--music"]).status == 0)
    #expect(harness.run(["play", "plain", "--sound"]).status == 0)
    let options = harness.recorder.plays.map(\.options)
    #expect(options.map(\.sound) == [true, true])
    #expect(options.map(\.music) == [true, false])
  }

  @Test("arcade sound --write DIR writes every cue and tune as a WAV file, and never overwrites one")
  func writeRendersEveryCueAndTune() throws {
    let harness = try Harness()
    let folder = harness.folder.path + "/sounds"
    let run = harness.run(["sound", "--write", folder])
    #expect(run.status == 0, "\(run.err)")
    let expected = Catalog.sounds.flatMap { g in g.effects.map { "\(g.game)-\($0.name).wav" } + ["\(g.game)-music.wav"]
    }
    let names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    #expect(names == expected.sorted())
    #expect(run.outLines.count == expected.count)
    let explosion = try Data(contentsOf: URL(fileURLWithPath: folder + "/heli-explosion.wav"))
    let samples = Catalog.entry(id: "heli")!.sounds.effect(for: .explosion)!.render(sampleRate: 44_100).count
    #expect(explosion.count == 44 + 2 * samples)
    #expect(Array(explosion.prefix(4)) == Array("RIFF".utf8))

    let again = harness.run(["sound", "--write", folder])
    #expect(again.status == 1)
    #expect(
      again.err == "arcade: \(folder)/frog-move.wav exists; choose an empty folder (files are never overwritten)\n")
    #expect(try Data(contentsOf: URL(fileURLWithPath: folder + "/heli-explosion.wav")) == explosion)
  }
}
