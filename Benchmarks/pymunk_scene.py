"""The ArcadeBench physics scene in pymunk (Chipmunk2D), for Benchmarks/physics-vs-pymunk.sh.

Same as Benchmarks/ArcadeBench/BenchScene.swift: COUNT circles of radius 1 filling 10 % of a square box
closed by four static segment walls, on a jittered lattice with random velocities (each component uniform
in -30..30 px/s), elasticity 1, friction 0, no gravity, space.step(1/60). The random numbers differ from
ours (Python's generator, seeded); the scene's statistics are the same.

Prints one tab-separated line per run: pymunk, variant, bodies, steps, steps per second (wall clock),
steps per second (process CPU time).
"""

import argparse
import math
import random
import time

import pymunk

RADIUS = 1.0
FILL = 0.1
SPEED = 30.0


def make_space(count, sensors, seed=2026):
    space = pymunk.Space()
    space.gravity = (0, 0)
    side = math.sqrt(count * math.pi * RADIUS * RADIUS / FILL)
    corners = [(0, 0), (side, 0), (side, side), (0, side)]
    for a, b in zip(corners, corners[1:] + corners[:1]):
        wall = pymunk.Segment(space.static_body, a, b, 0.5)
        wall.elasticity = 1.0
        wall.friction = 0.0
        space.add(wall)
    rng = random.Random(seed)
    per_row = math.ceil(math.sqrt(count))
    spacing = side / per_row
    jitter = (spacing / 2 - RADIUS) * 0.9
    mass = math.pi * RADIUS * RADIUS
    moment = pymunk.moment_for_circle(mass, 0, RADIUS)
    for k in range(count):
        body = pymunk.Body(mass, moment)
        body.position = (
            (k % per_row + 0.5) * spacing + rng.uniform(-jitter, jitter),
            (k // per_row + 0.5) * spacing + rng.uniform(-jitter, jitter),
        )
        body.velocity = (rng.uniform(-SPEED, SPEED), rng.uniform(-SPEED, SPEED))
        shape = pymunk.Circle(body, RADIUS)
        shape.elasticity = 1.0
        shape.friction = 0.0
        shape.sensor = sensors
        space.add(body, shape)
    return space


def default_steps(count):
    # The same step counts as ArcadeBench, so both time the same stretch of simulated time.
    return max(100, 2_000_000 // count)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--counts", default="100,1000,10000")
    parser.add_argument("--runs", type=int, default=1)
    parser.add_argument("--variant", choices=["solid", "sensors", "both"], default="solid")
    parser.add_argument("--steps", type=int)
    args = parser.parse_args()
    variants = ["solid", "sensors"] if args.variant == "both" else [args.variant]
    for variant in variants:
        for count in [int(c) for c in args.counts.split(",")]:
            steps = args.steps or default_steps(count)
            for _ in range(args.runs):
                space = make_space(count, variant == "sensors")
                wall0, cpu0 = time.perf_counter(), time.process_time()
                for _ in range(steps):
                    space.step(1 / 60)
                wall, cpu = time.perf_counter() - wall0, time.process_time() - cpu0
                print(f"pymunk\t{variant}\t{count}\t{steps}\t{steps / wall}\t{steps / cpu}", flush=True)


if __name__ == "__main__":
    main()
