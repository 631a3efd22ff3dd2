import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coreFixture, type CoreFixture } from '../testing/core-fixture';
import { checkScenarioText } from './load';

let f: CoreFixture;
beforeAll(async () => {
  f = await coreFixture();
});
afterAll(async () => {
  await f.core.close();
});

async function until(state: 'done') {
  for (let i = 0; i < 400; i++) {
    const read = await f.call('scenarios:status');
    if (read.value?.state === state) return read.value;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`the run never reached ${state}`);
}

const sale = { merchant_id: 'mer-seed-store-1', currency: 'USD', type: 'SALE' };
/** A card of the public table that approves, and is not the first one the table lists. */
const SENT_PAN = '5191872272166422';

describe('Save as scenario from Activity', () => {
  it('rebuilds authorize → capture with the capture naming the authorization’s ids, and the run passes', async () => {
    const auth = await f.call('payments:authorize', {
      ...sale,
      amount: '40.00',
      capture_mode: 'MANUAL',
      instrument: { kind: 'stored', id: 'ins-seed-visa-approved' },
    });
    expect(auth.value.outcome).toBe('succeeded');
    const capture = await f.call('transactions:reverse', {
      transaction_id: auth.value.ids.transaction_id,
      payment_id: auth.value.ids.payment_id,
      type: 'CAPTURE',
      amount: '15.00',
      currency: 'USD',
    });
    expect(capture.value.outcome).toBe('succeeded');

    // Selected in any order: the steps go in the order they were sent.
    const saved = await f.call('scenarios:fromActivity', {
      name: 'auth-then-capture',
      operation_ids: [capture.value.operation_id, auth.value.operation_id],
    });
    expect(saved.value).toEqual({ name: 'auth-then-capture', problems: [] });
    const text = readFileSync(
      join(f.dataDir, 'scenarios', 'auth-then-capture.scenario.yaml'),
      'utf8',
    );
    const checked = checkScenarioText(text);
    if (!checked.ok) throw new Error(JSON.stringify(checked.problems));
    const [first, second] = checked.scenario.steps;
    expect(first).toMatchObject({
      id: 'auth',
      operation: 'payments:authorize',
      input: {
        merchant_id: 'mer-seed-store-1',
        instrument: { kind: 'stored', id: 'ins-seed-visa-approved' },
        amount: '40.00',
        currency: 'USD',
        type: 'SALE',
        capture_mode: 'MANUAL',
      },
      // What it authorized: an authorization moves no money until it is captured.
      expect: { outcome: 'succeeded', status: auth.value.status, amount: '40.00 USD' },
    });
    expect(second).toMatchObject({
      id: 'capture',
      operation: 'transactions:reverse',
      input: {
        transaction_id: '{{steps.auth.transaction_id}}',
        payment_id: '{{steps.auth.payment_id}}',
        type: 'CAPTURE',
        amount: '15.00',
        currency: 'USD',
      },
      expect: { outcome: 'succeeded', amount: '15.00 USD' },
    });
    expect(text).not.toContain(auth.value.ids.payment_id);

    const run = await f.call('scenarios:run', {
      source: 'mine',
      name: 'auth-then-capture',
      mode: 'all',
    });
    expect(run.ok).toBe(true);
    const done = await until('done');
    expect(done.failures).toEqual([]);
    expect(done.steps.map((s: { id: string }) => s.id)).toEqual(['auth', 'capture']);
    expect(done.passed).toBe(true);
  });

  it('gives a step that carried a card a public test card and says so, never the number sent', async () => {
    const raw = await f.call('payments:authorize', {
      ...sale,
      amount: '9.00',
      instrument: {
        kind: 'card',
        card: {
          number: SENT_PAN,
          cvv: '321',
          expiration_month: '01',
          expiration_year: '2031',
          holder_name: 'Raw Card',
        },
      },
    });
    expect(raw.value.outcome).toBe('succeeded');
    const saved = await f.call('scenarios:fromActivity', {
      name: 'raw-card',
      operation_ids: [raw.value.operation_id],
    });
    expect(saved.value.problems).toEqual([]);
    const text = readFileSync(join(f.dataDir, 'scenarios', 'raw-card.scenario.yaml'), 'utf8');
    expect(text).not.toContain(SENT_PAN);
    expect(text).not.toContain('321');
    expect(text).toContain('4111111111111111');
    const checked = checkScenarioText(text);
    if (!checked.ok) throw new Error(JSON.stringify(checked.problems));
    expect(checked.scenario.description).toContain('test card ending 1111');
    await f.call('scenarios:run', { source: 'mine', name: 'raw-card', mode: 'all' });
    expect((await until('done')).passed).toBe(true);
  });

  it('refuses a name already taken, an id not journaled and a back-office change, saving nothing', async () => {
    const taken = await f.call('scenarios:fromActivity', {
      name: 'raw-card',
      operation_ids: ['op-notjournaled1'],
    });
    expect(taken.error.reason).toBe('scenario_name_taken');
    const missing = await f.call('scenarios:fromActivity', {
      name: 'missing',
      operation_ids: ['op-notjournaled1'],
    });
    expect(missing.error.reason).toBe('scenario_source_missing');
    const instrument = await f.call('instruments:create', {
      number: '4111111111111111',
      cvv: '123',
      expiration_month: '12',
      expiration_year: '2031',
      holder_name: 'Kept Card',
    });
    expect(instrument.ok).toBe(true);
    const [made] = (await f.call('activity:query', { filter: {} })).value.rows;
    expect(made.kind).toBe('instruments:create');
    const change = await f.call('scenarios:fromActivity', {
      name: 'change',
      operation_ids: [made.operation_id],
    });
    expect(change.error.reason).toBe('scenario_source_unsupported');
    const listed = await f.call('scenarios:list');
    expect(listed.value.mine.map((m: { name: string }) => m.name)).toEqual([
      'auth-then-capture',
      'raw-card',
    ]);
  });

  it('records the dialect the simulator answered in, and writes the description in the saver’s language', async () => {
    expect(f.core.profiles.setSimulatorDialect('reference').ok).toBe(true);
    await f.call('app:setLanguage', { language: 'es' });
    try {
      const raw = await f.call('payments:authorize', {
        ...sale,
        amount: '7.00',
        capture_mode: 'MANUAL',
        instrument: {
          kind: 'card',
          card: {
            number: SENT_PAN,
            cvv: '321',
            expiration_month: '01',
            expiration_year: '2031',
            holder_name: 'Raw Card',
          },
        },
      });
      expect(raw.value.outcome).toBe('succeeded');
      const saved = await f.call('scenarios:fromActivity', {
        name: 'in-reference',
        operation_ids: [raw.value.operation_id],
      });
      expect(saved.value.problems).toEqual([]);
      const text = readFileSync(join(f.dataDir, 'scenarios', 'in-reference.scenario.yaml'), 'utf8');
      const checked = checkScenarioText(text);
      if (!checked.ok) throw new Error(JSON.stringify(checked.problems));
      expect(checked.scenario.profile).toEqual({ dialect: 'reference' });
      expect(checked.scenario.description).toBe(
        `Guardado desde Actividad: operaciones ${raw.value.operation_id}. auth: el diario no guarda datos de tarjetas, así que este paso envía la tarjeta de prueba pública terminada en 1111, que responde como la tarjeta enviada.`,
      );

      // Back on friendly, where the simulator was when it started, the replay is in reference.
      expect(f.core.profiles.setSimulatorDialect('friendly').ok).toBe(true);
      await f.call('scenarios:run', { source: 'mine', name: 'in-reference', mode: 'all' });
      expect((await until('done')).passed).toBe(true);
      expect(f.core.profiles.simulatorDialect()).toBe('friendly');
    } finally {
      f.core.profiles.setSimulatorDialect('friendly');
      await f.call('app:setLanguage', { language: 'en' });
    }
  });
});
