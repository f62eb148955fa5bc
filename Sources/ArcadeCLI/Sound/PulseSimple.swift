import Glibc

/// PulseAudio's simple API (PipeWire serves it too), loaded at run time, so that building needs no
/// audio headers and a machine without it still runs the arcade (with the bell).
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

  private let new: New
  private let write: Write
  private let free: Free
  private let strerror: StrError?

  /// The library's functions, or why they cannot be had (one phrase, for the title card).
  static func load(_ library: String = library) -> Result<PulseSimple, SoundUnavailable> {
    guard let handle = dlopen(library, RTLD_NOW | RTLD_LOCAL) else {
      return .failure(SoundUnavailable("no PulseAudio: \(library) not found"))
    }
    func symbol<T>(_ name: String, as type: T.Type) -> T? {
      dlsym(handle, name).map { unsafeBitCast($0, to: type) }
    }
    guard let new = symbol("pa_simple_new", as: New.self), let write = symbol("pa_simple_write", as: Write.self),
      let free = symbol("pa_simple_free", as: Free.self)
    else {
      return .failure(SoundUnavailable("no PulseAudio: \(library) lacks the simple API"))
    }
    return .success(PulseSimple(new: new, write: write, free: free, strerror: symbol("pa_strerror", as: StrError.self)))
  }

  /// A mono 16-bit playback stream whose server-side buffer holds about `latencySeconds`.
  func openPlayback(sampleRate: Int, latencySeconds: Double) -> Result<OpaquePointer, SoundUnavailable> {
    var spec = SampleSpec(format: 3 /* PA_SAMPLE_S16LE */, rate: UInt32(sampleRate), channels: 1)
    let bytes = UInt32(Double(sampleRate) * latencySeconds) * 2
    var attributes = BufferAttributes(
      maxLength: UInt32.max, targetLength: bytes, prebuffer: UInt32.max, minimumRequest: UInt32.max,
      fragmentSize: UInt32.max)
    var error: Int32 = 0
    let stream = new(nil, "arcade", 1 /* PA_STREAM_PLAYBACK */, nil, "game sounds", &spec, nil, &attributes, &error)
    guard let stream else { return .failure(SoundUnavailable("no sound server: \(describe(error))")) }
    return .success(stream)
  }

  /// Writes samples, waiting while the server's buffer is full; false when the stream broke.
  func write(_ stream: OpaquePointer, _ samples: [Int16]) -> Bool {
    var error: Int32 = 0
    return samples.withUnsafeBytes { write(stream, $0.baseAddress, $0.count, &error) } == 0
  }

  func close(_ stream: OpaquePointer) { free(stream) }

  private func describe(_ error: Int32) -> String {
    strerror.flatMap { $0(error) }.map { String(cString: $0) } ?? "error \(error)"
  }
}

/// Why the arcade plays the bell instead of sounds: a phrase for the title card.
struct SoundUnavailable: Error, Equatable {
  let reason: String
  init(_ reason: String) { self.reason = reason }
}
