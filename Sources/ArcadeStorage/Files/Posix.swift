import Glibc

/// Thin, typed wrappers over the POSIX calls the store (and the command line's own files) need, so the
/// rest reads as what it does.
public enum Posix {
  /// The system's words for an errno value, e.g. "Permission denied".
  public static func describe(_ code: Int32) -> String {
    // "File too large" for a file of a few bytes puzzles: it is the shell's file-size limit almost always.
    code == EFBIG ? "File too large for the file-size limit, ulimit -f" : String(cString: strerror(code))
  }

  /// The folder part of a path ("." when it has none), keeping "/" for the root.
  static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    let folder = String(path[..<slash])
    return folder.isEmpty ? "/" : folder
  }

  public enum Kind {
    case missing, file, folder, other

    /// The kind a `stat` mode says.
    init(mode: mode_t) {
      let type = mode & S_IFMT
      self = type == S_IFREG ? .file : type == S_IFDIR ? .folder : .other
    }
  }

  /// What is at a path (following symbolic links).
  public static func kind(of path: String) -> Kind {
    var info = stat()
    guard stat(path, &info) == 0 else { return errno == ENOENT ? .missing : .other }
    return Kind(mode: info.st_mode)
  }

  /// True when the path itself is a symbolic link (dangling or not).
  public static func isSymbolicLink(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK
  }

  /// True when something (even a dangling symbolic link) is at the path.
  public static func exists(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0
  }

  /// `mkdir -p`; returns 0 or the errno of the step that failed.
  public static func makeFolders(_ path: String) -> Int32 {
    if kind(of: path) == .folder { return 0 }
    let parent = folder(of: path)
    if parent != path && parent != "." && parent != "/" {
      let failure = makeFolders(parent)
      if failure != 0 { return failure }
    }
    if mkdir(path, 0o755) == 0 { return 0 }
    let failure = errno  // read before kind(of:) calls stat again
    guard failure == EEXIST else { return failure }
    return kind(of: path) == .folder ? 0 : ENOTDIR
  }

  /// `open(2)` retried on EINTR; returns the descriptor or -1 with errno set.
  static func open(_ path: String, _ flags: Int32, _ mode: mode_t = 0o644) -> Int32 {
    while true {
      let fd = Glibc.open(path, flags | O_CLOEXEC, mode)
      if fd >= 0 || errno != EINTR { return fd }
    }
  }

  /// Writes every byte; returns 0 or errno.
  public static func writeAll(_ fd: Int32, _ bytes: [UInt8]) -> Int32 {
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes { write(fd, $0.baseAddress! + offset, $0.count - offset) }
      if written < 0 {
        if errno == EINTR { continue }
        return errno
      }
      offset += written
    }
    return 0
  }

  /// Flushes a folder's entries (after a rename or link) so the new name survives a crash.
  static func syncFolder(_ path: String) {
    let fd = open(path, O_RDONLY | O_DIRECTORY)
    guard fd >= 0 else { return }
    _ = fsync(fd)
    close(fd)
  }
}
