import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coreFixture, type CoreFixture } from '../testing/core-fixture';

let f: CoreFixture;
beforeAll(async () => {
  f = await coreFixture();
});
afterAll(async () => {
  await f.core.close();
});

/** The settled state of the run, read as the page reads it when it comes back. */
async function until(state: 'waiting' | 'done') {
  for (let i = 0; i < 400; i++) {
    const read = await f.call('scenarios:status');
    if (read.value?.state === state) return read.value;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`the run never reached ${state}`);
}

describe('the Scenarios area’s files', () => {
  it('offers the shipped examples read-only and copies one into the data folder', async () => {
    const listed = await f.call('scenarios:list');
    expect(listed.value.examples.map((e: { name: string }) => e.name)).toContain(
      'authorize-capture-refund',
    );
    expect(listed.value.mine).toEqual([]);
    const copy = await f.call('scenarios:copyExample', { name: 'authorize-capture-refund' });
    expect(copy.value).toEqual({ name: 'authorize-capture-refund-copy' });
    const again = await f.call('scenarios:copyExample', { name: 'authorize-capture-refund' });
    expect(again.value).toEqual({ name: 'authorize-capture-refund-copy-2' });
    expect(readdirSync(join(f.dataDir, 'scenarios')).sort()).toEqual([
      'authorize-capture-refund-copy-2.scenario.yaml',
      'authorize-capture-refund-copy.scenario.yaml',
    ]);
    // There is no channel that writes an example: a save names the person's own folder only.
    const saved = await f.call('scenarios:save', { name: 'authorize-capture-refund', text: 'x' });
    expect(saved.ok).toBe(true);
    const example = await f.call('scenarios:read', {
      source: 'example',
      name: 'authorize-capture-refund',
    });
    expect(example.value.text).toContain('version: 1');
  });

  it('takes a name, never a path: a name with a slash or dots is refused at its field', async () => {
    for (const name of ['../profiles', 'a/b', '..', 'Upper']) {
      const saved = await f.call('scenarios:save', { name, text: 'version: 1' });
      expect(saved.ok).toBe(false);
      expect(saved.error.fields).toHaveProperty('name');
      const read = await f.call('scenarios:read', { source: 'mine', name });
      expect(read.ok).toBe(false);
    }
    expect(existsSync(join(f.dataDir, 'profiles.scenario.yaml'))).toBe(false);
  });

  it('saves a text with problems as typed and gives each problem at its line', async () => {
    const text = 'version: 1\nname: Broken\nsteps:\n  - id: auth\n    operation: payments:nope\n';
    const saved = await f.call('scenarios:save', { name: 'broken', text });
    expect(saved.value.problems).toEqual([
      {
        line: 5,
        message: expect.stringMatching(/^step “auth”, operation: “payments:nope” is not one of: /),
      },
    ]);
    expect(readFileSync(join(f.dataDir, 'scenarios', 'broken.scenario.yaml'), 'utf8')).toBe(text);
    const run = await f.call('scenarios:run', { source: 'mine', name: 'broken', mode: 'all' });
    expect(run.error.reason).toBe('scenario_invalid');
    expect(run.error.params).toMatchObject({ where: '5' });
  });
});

describe('a card step edited in the console', () => {
  it('keeps the stored card number and CVV the editor was shown masked, so the step stays valid', async () => {
    const copy = await f.call('scenarios:copyExample', { name: 'instruments' });
    const name = copy.value.name as string;
    const file = join(f.dataDir, 'scenarios', `${name}.scenario.yaml`);
    const read = await f.call('scenarios:read', { source: 'mine', name });
    // The editor is shown what the redactor leaves: never the number or the code.
    expect(read.value.text).not.toContain('4111111111111111');
    expect(read.value.text).toContain('[REDACTED]');
    const edited = String(read.value.text).replace('page_size: 10', 'page_size: 5');
    expect(edited).not.toBe(read.value.text);
    const saved = await f.call('scenarios:save', { name, text: edited });
    expect(saved.value.problems).toEqual([]);
    const written = readFileSync(file, 'utf8');
    expect(written).toContain("number: '4111111111111111'");
    expect(written).toContain("cvv: '123'");
    expect(written).toContain('page_size: 5');
    expect(written).not.toContain('•');
  });

  it('saves a number the person really typed as typed, and says what is wrong with it', async () => {
    const copy = await f.call('scenarios:copyExample', { name: 'instruments' });
    const name = copy.value.name as string;
    const read = await f.call('scenarios:read', { source: 'mine', name });
    const edited = String(read.value.text).replace(/number: '[^']*'/, "number: '4111 abcd'");
    const saved = await f.call('scenarios:save', { name, text: edited });
    expect(saved.value.problems).toEqual([
      expect.objectContaining({
        message: 'step “create”, input.number: A card number has only digits',
      }),
    ]);
    const written = readFileSync(join(f.dataDir, 'scenarios', `${name}.scenario.yaml`), 'utf8');
    expect(written).toContain("number: '4111 abcd'");
    expect(written).toContain("cvv: '123'");
  });
});

describe('a run from the console', () => {
  it('step by step sends nothing until the click, and names a failing step with both values', async () => {
    const read = await f.call('scenarios:read', {
      source: 'example',
      name: 'authorize-capture-refund',
    });
    // The capture's expected amount broken: 60.00 is captured, 61.00 is expected.
    const text = String(read.value.text).replace('amount: 60.00 USD', 'amount: 61.00 USD');
    expect(text).not.toBe(read.value.text);
    await f.call('scenarios:save', { name: 'broken-capture', text });
    const before = (await f.requests()).length;
    const started = await f.call('scenarios:run', {
      source: 'mine',
      name: 'broken-capture',
      mode: 'steps',
    });
    expect(started.ok).toBe(true);
    const waiting = await until('waiting');
    expect(waiting.next).toBe('auth');
    expect(waiting.steps).toEqual([]);
    expect((await f.requests()).length).toBe(before);
    // A second run is refused while this one is not over.
    const second = await f.call('scenarios:run', {
      source: 'mine',
      name: 'broken-capture',
      mode: 'all',
    });
    expect(second.error.reason).toBe('scenario_running');

    await f.call('scenarios:next');
    expect((await until('waiting')).next).toBe('capture');
    await f.call('scenarios:next');
    const done = await until('done');
    expect(done.passed).toBe(false);
    expect(done.steps.map((s: { id: string }) => s.id)).toEqual(['auth', 'capture']);
    // Kept in both languages: the page shows it in the one its reader has when reading.
    expect(done.steps[1].failures).toEqual([
      {
        en: 'step capture: amount captured expected 61.00 USD, got 60.00 USD',
        es: 'paso capture: monto cobrado esperado 61,00 USD, recibido 60,00 USD',
      },
    ]);
    // The run put the simulator back at its seed: the payments screens can say when.
    expect(Date.parse(done.simulator_reset_at)).toBeGreaterThan(Date.now() - 60_000);
    expect(done.steps[1].amount).toEqual({ value: 60, currency: 'USD' });
    const entry = await f.core.journal.byId(done.steps[0].operation_id);
    expect(entry?.finish?.outcome).toBe('succeeded');
  });

  it('is refused by main on a production profile before anything is sent', async () => {
    const created = f.core.profiles.create({
      name: 'Live acquirer',
      baseUrl: 'https://api.example.test',
      clientId: 'live',
      production: true,
    } as Parameters<typeof f.core.profiles.create>[0]);
    if (!created.ok) throw new Error(created.error.message);
    const active = f.core.profiles.activate(created.value.id);
    if (!active.ok) throw new Error(active.error.message);
    const before = (await f.requests()).length;
    const run = await f.call('scenarios:run', {
      source: 'example',
      name: 'authorize-capture-refund',
      mode: 'all',
    });
    expect(run.error.reason).toBe('scenario_production');
    expect((await f.requests()).length).toBe(before);
  });
});
