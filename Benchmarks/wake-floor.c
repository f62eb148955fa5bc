/* The least any program drawing 30 frames a second in a terminal must do, and nothing more: sleep in
 * poll on the keyboard until the next frame is due, then write one changed cell (a cursor move and a
 * character) in one write. It is C, like moon-buggy, so no language runtime adds to it: terminal-cost.py
 * runs it in the same pty as the replays and moon-buggy, and its CPU per second is what the kernel
 * charges for the wake-ups and writes alone. Build: cc -O2 -o .build/wake-floor Benchmarks/wake-floor.c
 * Usage: wake-floor [FPS]; q (or the end of input) quits. */
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

int main(int argc, char **argv) {
  int fps = argc > 1 ? atoi(argv[1]) : 30;
  if (fps <= 0) {
    fprintf(stderr, "wake-floor: FPS must be a positive number, not '%s'\n", argv[1]);
    return 2;
  }
  const double frame = 1.0 / fps;
  double next = now() + frame;
  int column = 0;
  char input[64], cell[32];
  if (write(1, "wake-floor: ready\r\n", 19) < 0) return 1;
  for (;;) {
    struct pollfd keyboard = {0, POLLIN, 0};
    double wait = (next - now()) * 1000;
    if (poll(&keyboard, 1, wait > 0 ? (int)(wait + 0.999) : 0) > 0) {
      ssize_t n = read(0, input, sizeof input);
      if (n <= 0 || input[0] == 'q') return 0;
    }
    if (now() < next) continue;
    next += frame;
    column = (column + 1) % 80;
    int length = snprintf(cell, sizeof cell, "\033[12;%dH*", column + 1);
    if (write(1, cell, (size_t)length) < 0) return 1;
  }
}
