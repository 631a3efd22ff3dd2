import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAX_ADVANCE_S, SimulatorClock } from './clock';
import { expectError, openSimulator, request, type Simulator } from './test-support';

describe('SimulatorClock', () => {
  it('is real time plus what it was advanced by, until reset', () => {
    let real = 1_000_000;
    const clock = new SimulatorClock(() => real);
    clock.advance(90);
    expect(clock.now()).toBe(1_090_000);
    real += 5;
    expect(clock.json()).toEqual({
      now: new Date(1_090_005).toISOString(),
      now_s: 1090,
      offset_s: 90,
    });
    clock.reset();
    expect(clock.now()).toBe(1_000_005);
  });
});

describe('/_sandbox/clock', () => {
  let ctx: Simulator;
  let real = Date.UTC(2026, 0, 15, 12);
  beforeAll(async () => {
    ctx = await openSimulator({ now: () => real });
  });
  afterAll(() => ctx.sb.close());
  beforeEach(() => ctx.sb.control.reset());

  it('reads the simulator’s now, moves it forward and answers the new now; a reset goes back', async () => {
    expect((await ctx.control('GET', '/clock')).body).toEqual({
      now: '2026-01-15T12:00:00.000Z',
      now_s: real / 1000,
      offset_s: 0,
    });
    const moved = await ctx.control('POST', '/clock', { advance_s: 3600 });
    expect({ status: moved.status, body: moved.body }).toEqual({
      status: 200,
      body: { now: '2026-01-15T13:00:00.000Z', now_s: real / 1000 + 3600, offset_s: 3600 },
    });
    real += 1000;
    expect((await ctx.control('GET', '/clock')).body.now).toBe('2026-01-15T13:00:01.000Z');
    await ctx.control('POST', '/reset');
    expect((await ctx.control('GET', '/clock')).body.offset_s).toBe(0);
  });

  it('refuses an advance that is missing, not a whole number, not above 0 or above a month, at the field', async () => {
    for (const advance_s of [undefined, 0, -5, 1.5, '60', MAX_ADVANCE_S + 1]) {
      const refused = await ctx.control('POST', '/clock', { advance_s });
      expectError(refused, 400, 'invalid_field', 'advance_s');
    }
    expect((await ctx.control('POST', '/clock', { advance_s: MAX_ADVANCE_S })).status).toBe(200);
  });

  it('needs the control token like the rest of the control API', async () => {
    const anonymous = await request(ctx.sb.baseUrl, 'POST', '/_sandbox/clock', {
      body: { advance_s: 60 },
    });
    expect(anonymous.status).toBe(401);
    expect((await ctx.control('GET', '/clock')).body.offset_s).toBe(0);
  });

  it('keeps tokens on real time: a day later the console’s token still works', async () => {
    await ctx.control('POST', '/clock', { advance_s: 86_400 });
    expect((await ctx.call('GET', '/v1/payments?page_size=1')).status).toBe(200);
  });
});
