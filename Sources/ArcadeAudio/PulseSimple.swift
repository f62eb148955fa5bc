import Glibc

/// A playback stream through PulseAudio's simple API (PipeWire serves it too), loaded at run time,
/// so that building needs no audio headers and a machine without it still runs the arcade (with the bell).
struct PulseSimple: @unchecked Sendable {
  static let library = "libpulse-simple.so.0"

  /// `pa_sample_spec`.
  private struct SampleSpec {
    var format: Int32
    var rate: UInt32
    var channels: UInt8
  }
  /// `pa_buffer_attr`; -1 asks the server's default.
  private struct BufferAttributes {
    var maxLength: UInt32
    var targetLength: UInt32
    var prebuffer: UInt32
    var minimumRequest: UInt32
    var fragmentSize: UInt32
  }

  private typealias New =
    @convention(c) (
      UnsafePointer<CChar>?, UnsafePointer<CChar>?, Int32, UnsafePointer<CChar>?, UnsafePointer<CChar>?,
      UnsafeRawPointer?, UnsafeRawPointer?, UnsafeRawPointer?, UnsafeMutablePointer<Int32>?
    ) -> OpaquePointer?
  private typealias Write =
    @convention(c) (OpaquePointer?, UnsafeRawPointer?, Int, UnsafeMutablePointer<Int32>?) -> Int32
  private typealias Free = @convention(c) (OpaquePointer?) -> Void
  private typealias StrError = @convention(c) (Int32) -> UnsafePointer<CChar>?

  private let write: Write
  private let free: Free
  private let stream: OpaquePointer

  /// A mono 16-bit playback stream whose server-side buffer holds about `latencySeconds`, or why
  /// there is none (one phrase, for the title card).
  init(library: String = library, sampleRate: Int, latencySeconds: Double) throws(SoundUnavailable) {
    guard let handle = dlopen(library, RTLD_NOW | RTLD_LOCAL) else {
      throw SoundUnavailable("no PulseAudio: \(library) not found")
    }
    func symbol<T>(_ name: String, as type: T.Type) -> T? {
      dlsym(handle, name).map { unsafeBitCast($0, to: type) }
    }
    guard let new = symbol("pa_simple_new", as: New.self), let write = symbol("pa_simple_write", as: Write.self),
      let free = symbol("pa_simple_free", as: Free.self)
    else {
      throw SoundUnavailable("no PulseAudio: \(library) lacks the simple API")
    }
    var spec = SampleSpec(format: 3 /* PA_SAMPLE_S16LE */, rate: UInt32(sampleRate), channels: 1)
    let bytes = UInt32(Double(sampleRate) * latencySeconds) * 2
    var attributes = BufferAttributes(
      maxLength: UInt32.max, targetLength: bytes, prebuffer: UInt32.max, minimumRequest: UInt32.max,
      fragmentSize: UInt32.max)
    var error: Int32 = 0
    guard
      let stream = new(nil, "arcade", 1 /* PA_STREAM_PLAYBACK */, nil, "game sounds", &spec, nil, &attributes, &error)
    else {
      let reason = symbol("pa_strerror", as: StrError.self).flatMap { $0(error) }.map { String(cString: $0) }
      throw SoundUnavailable("no sound server: \(reason ?? "error \(error)")")
    }
    self.write = write
    self.free = free
    self.stream = stream
  }

  /// Writes samples, waiting while the server's buffer is full; false when the stream broke.
  func write(_ samples: [Int16]) -> Bool {
    var error: Int32 = 0
    return samples.withUnsafeBytes { write(stream, $0.baseAddress, $0.count, &error) } == 0
  }

  func close() { free(stream) }
}

/// Why the arcade plays the bell instead of sounds: a phrase for the title card.
struct SoundUnavailable: Error, Equatable {
  let reason: String
  init(_ reason: String) { self.reason = reason }
}
