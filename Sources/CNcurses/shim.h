// Shim for ncursesw: the wide-character API, and values of macros that do not import into Swift.
#ifndef ARCADE_CNCURSES_SHIM_H
#define ARCADE_CNCURSES_SHIM_H
#define NCURSES_WIDECHAR 1
#define _XOPEN_SOURCE_EXTENDED 1
#include <locale.h>
#include <langinfo.h>
#include <wchar.h>
#include <signal.h>
#include <sys/ioctl.h>
#include <time.h>
#include <string.h>
#include <ncursesw/curses.h>
#include <ncursesw/term.h>

static inline WINDOW *arcade_stdscr(void) { return stdscr; }
static inline int arcade_lines(void) { return LINES; }
static inline int arcade_cols(void) { return COLS; }
static inline int arcade_colors(void) { return COLORS; }
static inline int arcade_color_pairs(void) { return COLOR_PAIRS; }

static const attr_t arcade_A_NORMAL = A_NORMAL;
static const attr_t arcade_A_BOLD = A_BOLD;
static const attr_t arcade_A_DIM = A_DIM;
static const attr_t arcade_A_REVERSE = A_REVERSE;
static const attr_t arcade_A_UNDERLINE = A_UNDERLINE;

/// The locale's character set name (e.g. "UTF-8"); call after setlocale.
static inline const char *arcade_codeset(void) { return nl_langinfo(CODESET); }

/// Whether TERM names a terminal ncurses can drive (known to terminfo, with cursor addressing).
/// Returns 1 when usable, 0 when unknown, -1 when it cannot address the cursor (e.g. TERM=dumb).
static inline int arcade_term_usable(const char *term) {
  int err = 0;
  if (setupterm(term, 1, &err) != OK) { return 0; }
  char *cup = tigetstr("cup");
  int usable = (cup != NULL && cup != (char *)-1) ? 1 : -1;
  del_curterm(cur_term);
  return usable;
}

/// Puts one wide character with attributes and a colour pair at (y, x) of stdscr.
static inline int arcade_put(int y, int x, wchar_t ch, attr_t attrs, short pair) {
  cchar_t cc;
  wchar_t wch[2] = { ch, 0 };
  if (setcchar(&cc, wch, attrs, pair, NULL) != OK) { return ERR; }
  return mvwadd_wch(stdscr, y, x, &cc);
}

/// Sets a signal to be ignored (SIG_IGN is a cast macro Swift cannot import).
static inline void arcade_ignore_signal(int sig) { signal(sig, SIG_IGN); }

/// The terminal's size from the kernel (ioctl is variadic, so Swift cannot call it); 0 on success.
static inline int arcade_window_size(int fd, int *rows, int *cols) {
  struct winsize ws;
  if (ioctl(fd, TIOCGWINSZ, &ws) != 0 || ws.ws_row == 0 || ws.ws_col == 0) { return -1; }
  *rows = ws.ws_row; *cols = ws.ws_col;
  return 0;
}

/// Cells a character takes (wcwidth is hidden without _XOPEN_SOURCE in some headers).
extern int wcwidth(wchar_t c);
static inline int arcade_wcwidth(wchar_t c) { return wcwidth(c); }

/// CLOCK_MONOTONIC in nanoseconds.
static inline unsigned long long arcade_monotonic_ns(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (unsigned long long)ts.tv_sec * 1000000000ull + (unsigned long long)ts.tv_nsec;
}


#endif
