// Shim for ncursesw: the wide-character API, and values of macros that do not import into Swift.
#ifndef ARCADE_CNCURSES_SHIM_H
#define ARCADE_CNCURSES_SHIM_H
#define NCURSES_WIDECHAR 1
#define _XOPEN_SOURCE_EXTENDED 1
#include <locale.h>
#include <ncursesw/curses.h>

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

static const mmask_t arcade_ALL_MOUSE_EVENTS = ALL_MOUSE_EVENTS;
static const mmask_t arcade_REPORT_MOUSE_POSITION = REPORT_MOUSE_POSITION;
static const mmask_t arcade_BUTTON1_PRESSED = BUTTON1_PRESSED;
static const mmask_t arcade_BUTTON1_RELEASED = BUTTON1_RELEASED;
static const mmask_t arcade_BUTTON1_CLICKED = BUTTON1_CLICKED;
static inline int arcade_KEY_F(int n) { return KEY_F(n); }
static inline int arcade_COLOR_PAIR(int n) { return (int)COLOR_PAIR(n); }

#endif
