import { describe, expect, it } from 'vitest';
import type { ConfirmationRequest } from '../core/guard/confirmer';
import { printedCodes } from '../core/testing/core-fixture';
import { TerminalConfirmer } from './terminal-confirmer';

const request = (changes: Partial<ConfirmationRequest> = {}): ConfirmationRequest => ({
  channel: 'pos:cancelOrRefund',
  input: { payment_id: 'pay-1' },
  profile: { id: 'prf-live', name: 'Live', baseUrl: 'https://api.acme.example', fingerprint: 'f1' },
  language: 'en',
  summary: {
    operation: 'Cancel or refund',
    profile: 'Live',
    base_url: 'https://api.acme.example',
    amount: { value: 30, currency: 'USD' },
    target: 'payment pay-1',
    last_four: '1111',
  },
  ...changes,
});

function terminalConfirmer(allowProduction = true) {
  let now = 1_000_000;
  const terminal: string[] = [];
  const confirmer = new TerminalConfirmer({
    allowProduction,
    print: (line) => terminal.push(line),
    now: () => now,
  });
  return {
    confirmer,
    terminal,
    code: () => printedCodes(terminal).at(-1)!,
    later: (ms: number) => (now += ms),
  };
}

describe('TerminalConfirmer (the browser host)', () => {
  it('prints in the language of the page, for the host’s page alone', async () => {
    const t = terminalConfirmer();
    expect(t.confirmer.caller()).toBe('browser');
    const spanish = request({
      language: 'es',
      summary: {
        ...request().summary,
        operation: 'Anular o devolver un pago',
        amount: { value: 1234.56, currency: 'USD' },
        target: 'pago pay-1',
      },
    });
    await t.confirmer.confirm(spanish, undefined);
    expect(t.terminal).toContain(
      'Confirmación de producción pedida: Anular o devolver un pago en “Live” (https://api.acme.example) — USD 1.234,56 — pago pay-1 — tarjeta terminada en 1111',
    );
    expect(t.terminal.join('\n')).toMatch(/ {2}Código: \d{6} \(vale 2 minutos\)/);
    expect(await t.confirmer.confirm(spanish, t.code())).toEqual({ ok: true, value: undefined });
    expect(t.terminal.at(-1)).toMatch(/^Confirmada: Anular o devolver un pago en “Live”/);
  });

  it('prints a code with the whole summary and answers the page without it', async () => {
    const t = terminalConfirmer();
    const asked = await t.confirmer.confirm(request(), undefined);
    expect(asked).toMatchObject({
      ok: false,
      error: {
        code: 'forbidden',
        apiCode: 'confirmation_required',
        message: expect.stringContaining('Type the code printed in the terminal'),
        confirmation: { summary: request().summary, tries_left: 3 },
      },
    });
    const printed = t.terminal.join('\n');
    for (const fact of [
      'Cancel or refund',
      'Live',
      'https://api.acme.example',
      'USD 30.00',
      'payment pay-1',
      'card ending 1111',
    ]) {
      expect(printed).toContain(fact);
    }
    expect(t.code()).toMatch(/^\d{6}$/);
    expect(JSON.stringify(asked)).not.toContain(t.code());
  });

  it('lets the operation through once with its code, then never again with it', async () => {
    const t = terminalConfirmer();
    await t.confirmer.confirm(request(), undefined);
    const code = t.code();
    expect(await t.confirmer.confirm(request(), code)).toEqual({ ok: true, value: undefined });
    expect(await t.confirmer.confirm(request(), code)).toMatchObject({
      ok: false,
      error: {
        apiCode: 'confirmation_required',
        message: expect.stringMatching(/expired or was already used/),
      },
    });
  });

  it.each([
    ['another channel', { channel: 'transactions:reverse' }],
    ['another input', { input: { payment_id: 'pay-2' } }],
    [
      'another profile',
      {
        profile: {
          id: 'prf-other',
          name: 'Live',
          baseUrl: 'https://api.acme.example',
          fingerprint: 'f1',
        },
      },
    ],
    [
      'another base URL',
      {
        profile: {
          id: 'prf-live',
          name: 'Live',
          baseUrl: 'https://evil.example',
          fingerprint: 'f1',
        },
      },
    ],
    [
      'the same profile once it sends something else (a header, an audience, a client id)',
      {
        profile: {
          id: 'prf-live',
          name: 'Live',
          baseUrl: 'https://api.acme.example',
          fingerprint: 'f2',
        },
      },
    ],
  ] as const)('a code does not open %s', async (_what, change) => {
    const t = terminalConfirmer();
    await t.confirmer.confirm(request(), undefined);
    const code = t.code();
    expect(await t.confirmer.confirm(request(change), code)).toMatchObject({ ok: false });
    // Still good for what it was printed for.
    expect(await t.confirmer.confirm(request(), code)).toMatchObject({ ok: true });
  });

  it('does not care about key order in the input', async () => {
    const t = terminalConfirmer();
    const input = { transaction_id: 't', type: 'REFUND', amount: '5' };
    await t.confirmer.confirm(request({ input }), undefined);
    const reordered = { amount: '5', type: 'REFUND', transaction_id: 't' };
    expect(await t.confirmer.confirm(request({ input: reordered }), t.code())).toMatchObject({
      ok: true,
    });
  });

  it('expires a code after two minutes', async () => {
    const t = terminalConfirmer();
    await t.confirmer.confirm(request(), undefined);
    const code = t.code();
    t.later(2 * 60_000);
    expect(await t.confirmer.confirm(request(), code)).toMatchObject({
      error: { apiCode: 'confirmation_required' },
    });
    expect(t.code()).not.toBe(code);
  });

  it('burns a code after three different wrong tries, and prints a new one', async () => {
    const t = terminalConfirmer();
    await t.confirmer.confirm(request(), undefined);
    const code = t.code();
    const [wrong, again, third] = ['000000', '000001', '000002', '000003'].filter(
      (g) => g !== code,
    );
    expect(await t.confirmer.confirm(request(), wrong)).toMatchObject({
      error: {
        apiCode: 'confirmation_code_wrong',
        // The page words it in its own language from the reason; main's English rides along.
        reason: 'confirmation_code_wrong',
        params: { tries: '2' },
        message: 'That is not the code printed for this operation: 2 left to try.',
        confirmation: { tries_left: 2 },
      },
    });
    await t.confirmer.confirm(request(), again!);
    expect(await t.confirmer.confirm(request(), third!)).toMatchObject({
      error: {
        apiCode: 'confirmation_required',
        reason: 'confirmation_burned',
        params: { profile: 'Live' },
      },
    });
    expect(await t.confirmer.confirm(request(), code)).toMatchObject({ ok: false });
    expect(t.terminal.join('\n')).toContain('typed wrong too often');
  });

  it('stops all production operations for the run after ten wrong codes (a guessing page)', async () => {
    const t = terminalConfirmer();
    let answer;
    for (let i = 0; i < 10; i++) {
      await t.confirmer.confirm(request({ input: { payment_id: `pay-${i}` } }), undefined);
      const code = t.code();
      answer = await t.confirmer.confirm(
        request({ input: { payment_id: `pay-${i}` } }),
        code === '123456' ? '654321' : '123456',
      );
    }
    expect(answer).toMatchObject({ error: { apiCode: 'confirmation_locked' } });
    await t.confirmer.confirm(request(), undefined);
    expect(await t.confirmer.confirm(request(), t.code())).toMatchObject({
      error: { apiCode: 'confirmation_locked' },
    });
  });

  it('a burst of submits with a just-used code prints one new code and counts no wrong code', async () => {
    const t = terminalConfirmer();
    await t.confirmer.confirm(request(), undefined);
    const used = t.code();
    expect(await t.confirmer.confirm(request(), used)).toMatchObject({ ok: true });
    const burst = await Promise.all(
      Array.from({ length: 20 }, () => t.confirmer.confirm(request(), used)),
    );
    for (const answer of burst) {
      expect(answer).toMatchObject({
        ok: false,
        error: { apiCode: 'confirmation_required', reason: 'confirmation_expired' },
      });
    }
    expect(printedCodes(t.terminal)).toHaveLength(2);
    // Nothing was counted: every operation still confirms, the next one with its own code.
    for (let i = 0; i < 12; i++) {
      const other = request({ input: { payment_id: `pay-${i}` } });
      await t.confirmer.confirm(other, undefined);
      expect(await t.confirmer.confirm(other, t.code())).toMatchObject({ ok: true });
    }
  });

  it('twenty parallel submits of the same wrong code are one guess, and never lock the run', async () => {
    const t = terminalConfirmer();
    await t.confirmer.confirm(request(), undefined);
    const code = t.code();
    const typo = code === '123456' ? '654321' : '123456';
    for (let round = 0; round < 4; round++) {
      const burst = await Promise.all(
        Array.from({ length: 20 }, () => t.confirmer.confirm(request(), typo)),
      );
      for (const answer of burst) {
        expect(answer).toMatchObject({
          error: { apiCode: 'confirmation_code_wrong', params: { tries: '2' } },
        });
      }
    }
    expect(printedCodes(t.terminal)).toHaveLength(1);
    expect(await t.confirmer.confirm(request(), code)).toMatchObject({ ok: true });
    for (let i = 0; i < 12; i++) {
      const other = request({ input: { payment_id: `pay-${i}` } });
      await t.confirmer.confirm(other, undefined);
      expect(await t.confirmer.confirm(other, t.code())).toMatchObject({ ok: true });
    }
  });

  it('a replaced code is not a guess either, and the waiting one still opens the operation', async () => {
    const t = terminalConfirmer();
    await t.confirmer.confirm(request(), undefined);
    const first = t.code();
    await t.confirmer.confirm(request(), undefined);
    const second = t.code();
    expect(second).not.toBe(first);
    for (let i = 0; i < 12; i++) {
      expect(await t.confirmer.confirm(request(), first)).toMatchObject({
        error: { reason: 'confirmation_expired', confirmation: { tries_left: 3 } },
      });
    }
    expect(await t.confirmer.confirm(request(), second)).toMatchObject({ ok: true });
  });

  it('refuses everything, printing nothing, unless started with --allow-production', async () => {
    const t = terminalConfirmer(false);
    expect(await t.confirmer.confirm(request(), undefined)).toMatchObject({
      ok: false,
      error: {
        code: 'forbidden',
        apiCode: 'production_not_allowed',
        message: expect.stringContaining('--allow-production'),
      },
    });
    expect(await t.confirmer.confirm(request(), '123456')).toMatchObject({
      error: { apiCode: 'production_not_allowed' },
    });
    expect(t.terminal).toEqual([]);
  });

  it('confirms a team store without --allow-production, in the page’s language, naming its host', async () => {
    const t = terminalConfirmer(false);
    const teamStore: ConfirmationRequest = {
      channel: 'team:configure',
      input: { url: 'postgres://w@db.example.net/trail?sslmode=verify-full' },
      language: 'es',
      summary: {
        kind: 'team_store',
        operation: 'Enviar el registro de auditoría a un almacén del equipo',
        destination: {
          host: 'db.example.net',
          port: 5432,
          database: 'trail',
          user: 'w',
          tls: 'verify-full',
        },
        console: 'Caja 1',
        ships: 'cada registro del diario de esta consola, redactado',
      },
    };
    expect(await t.confirmer.confirm(teamStore, undefined)).toMatchObject({
      error: {
        apiCode: 'confirmation_required',
        reason: 'team_store_confirmation_required',
        params: { host: 'db.example.net' },
      },
    });
    expect(t.terminal).toContain(
      'Confirmación del almacén del equipo pedida: Enviar el registro de auditoría a un almacén del equipo para la consola “Caja 1” — w@db.example.net:5432/trail, TLS con el certificado y el nombre del servidor verificados — envía cada registro del diario de esta consola, redactado',
    );
    const code = t.code();
    t.later(2 * 60_000);
    expect(await t.confirmer.confirm(teamStore, code)).toMatchObject({
      error: {
        apiCode: 'confirmation_required',
        reason: 'team_store_confirmation_expired',
        params: { host: 'db.example.net' },
        message: expect.stringMatching(
          /^That code has expired.*audit trail goes \(db\.example\.net\)\.$/,
        ),
      },
    });
    expect(await t.confirmer.confirm(teamStore, t.code())).toEqual({ ok: true, value: undefined });
    expect(t.terminal.at(-1)).toMatch(/^Confirmada: Enviar el registro de auditoría/);
  });

  it('says the lockout covers everything a code confirms, in the page’s language too', async () => {
    const t = terminalConfirmer();
    for (let i = 0; i < 10; i++) {
      const asked = request({ input: { payment_id: `pay-${i}` }, language: 'es' });
      await t.confirmer.confirm(asked, undefined);
      await t.confirmer.confirm(asked, t.code() === '123456' ? '654321' : '123456');
    }
    expect(t.terminal.at(-1)).toBe(
      'Demasiados códigos de confirmación equivocados: todo lo que necesita una confirmación se rechaza hasta reiniciar este host.',
    );
    expect(await t.confirmer.confirm(request(), undefined)).toMatchObject({
      error: {
        apiCode: 'confirmation_locked',
        reason: 'confirmation_locked',
        message: expect.stringContaining('everything that needs a confirmation is refused'),
      },
    });
  });
});
