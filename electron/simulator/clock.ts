import { fieldError } from './http';

/** A month: enough to settle any capture, small enough that no date overflows a client's parser. */
export const MAX_ADVANCE_S = 30 * 24 * 3600;

/**
 * The simulator's notion of now: the real clock plus an offset QA moves forward with
 * `POST /_sandbox/clock`, so a capture that settles "later" settles without anyone waiting.
 * Only moves forward: a clock going back would un-settle money the console already showed.
 */
export class SimulatorClock {
  private offsetMs = 0;

  constructor(private readonly real: () => number = Date.now) {}

  now = (): number => this.real() + this.offsetMs;

  advance(seconds: number): void {
    this.offsetMs += seconds * 1000;
  }

  /** Back to real time: a reset to the seed starts over. */
  reset(): void {
    this.offsetMs = 0;
  }

  json() {
    const now = this.now();
    return {
      now: new Date(now).toISOString(),
      now_s: Math.floor(now / 1000),
      offset_s: Math.round(this.offsetMs / 1000),
    };
  }
}

export type ClockJson = ReturnType<SimulatorClock['json']>;

/** `advance_s` of `POST /_sandbox/clock`: whole seconds, more than 0, at most a month. */
export function parseAdvance(body: Record<string, unknown>): number {
  const value = body.advance_s;
  if (typeof value !== 'number' || !Number.isInteger(value) || value <= 0) {
    throw fieldError(
      'invalid_field',
      'advance_s',
      'advance_s must be a whole number of seconds above 0',
    );
  }
  if (value > MAX_ADVANCE_S) {
    throw fieldError(
      'invalid_field',
      'advance_s',
      `advance_s may be at most ${MAX_ADVANCE_S} (30 days) per call`,
    );
  }
  return value;
}
