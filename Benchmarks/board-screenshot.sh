#!/usr/bin/env bash
# The board's pages as pictures, Docs/board.png and Docs/watch.png: a release `arcade serve` on a throwaway SQLite
# file, six players playing today's helicopter daily and one the puck's (streaming their inputs as they play, then
# sending their tapes), while a seventh, the helicopter's autoplayer, is still flying; then headless Chromium
# (Debian's `chromium`) screenshots http://127.0.0.1:PORT/ and the page that plays the live flight, /watch/ID.
#
#   Benchmarks/board-screenshot.sh            # about 40 s
set -euo pipefail
cd "$(dirname "$0")/.."
command -v chromium >/dev/null || { echo "board-screenshot: needs chromium (apt-get install chromium)" >&2; exit 1; }
swift build -c release 2>&1 | grep -vE "^warning: " | tail -1
bin=$(swift build -c release --show-bin-path)
work=$(mktemp -d)
trap 'kill "$server" 2>/dev/null || true; rm -rf "$work"' EXIT
today=$(date -u +%F)
"$bin/ArcadeBench" board-tapes "$today" "$work/tapes" 6
"$bin/arcade" serve --listen 127.0.0.1:0 --database "sqlite:$work/board.sqlite" >"$work/log" 2>&1 &
server=$!
for _ in $(seq 100); do grep -q "listening on" "$work/log" 2>/dev/null && break; sleep 0.1; done
port=$(grep -o "127.0.0.1:[0-9]*" "$work/log" | head -1 | cut -d: -f2)
python3 - "$port" "$today" "$work/tapes" "$PWD/Docs" <<'PY'
import subprocess, sys, threading, time
sys.path.insert(0, "Benchmarks")
from board_client import Player, stream
port, today, folder, docs = int(sys.argv[1]), sys.argv[2], sys.argv[3], sys.argv[4]
names = ["ada", "grace", "linus", "margaret", "dennis", "barbara"]
def play(name, game, tape, send=True):
    player = Player("127.0.0.1", port, name, f"{name}-screenshot-token-0001")
    status, answer, _ = player.start(game, today)
    started = time.monotonic()
    if not send:
        live.append(answer["run"])
    stream(player, answer["run"], tape, started)
    if send:
        print(name, game, player.submit(answer["run"], tape)[:2])
runs = [(n, "heli", open(f"{folder}/heli-{i}.tape").read()) for i, n in enumerate(names)]
runs.append(("alan", "puck", open(f"{folder}/puck-0.tape").read()))
live = []
flight = threading.Thread(target=play, args=("ken", "heli", open(f"{folder}/heli-live.tape").read(), False), daemon=True)
flight.start()
threads = [threading.Thread(target=play, args=r) for r in runs]
[t.start() for t in threads]; [t.join() for t in threads]
def shot(path, file, width, height):
    subprocess.run(["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                    f"--window-size={width},{height}", "--virtual-time-budget=2000", f"--screenshot={docs}/{file}",
                    f"http://127.0.0.1:{port}{path}"], stderr=subprocess.DEVNULL, check=True)
    print("wrote Docs/" + file)
shot("/", "board.png", 1000, 900)
shot(f"/watch/{live[0]}", "watch.png", 900, 620)
PY
