import { expect, it } from 'vitest';
import { reasonText } from '../../../shared/error-words';
import { ErrorReason } from '../../../shared/errors';
import { fieldReason } from '../../../shared/validation-words';
import { createI18n } from '../i18n/i18n';
import { errorText, reasonKey } from './error-text';

const spanish = createI18n('es').t;
const english = createI18n('en').t;

it('words main’s refusals in Spanish with what they name', () => {
  const wrong = {
    message: reasonText('confirmation_code_wrong', { tries: '2' }),
    reason: 'confirmation_code_wrong' as const,
    params: { tries: '2' },
  };
  expect(errorText(wrong, spanish)).toBe(
    'Ese no es el código impreso para esta operación: intentos que quedan, 2.',
  );
  expect(errorText(wrong, english)).toBe(wrong.message);
  expect(
    errorText(
      {
        message: 'English words',
        reason: 'production_not_allowed',
        params: { profile: 'Live EU' },
      },
      spanish,
    ),
  ).toMatch(/^“Live EU” es un perfil de producción y este host del navegador se inició sin/);
});

it('shows main’s words as sent when there is no reason', () => {
  expect(errorText({ message: 'HTTP 402 from the API' }, spanish)).toBe('HTTP 402 from the API');
});

it('words a team store’s code request and the lockout in Spanish, naming the host', () => {
  const asked = {
    message: reasonText('team_store_confirmation_required', { host: 'db.example.net' }),
    reason: 'team_store_confirmation_required' as const,
    params: { host: 'db.example.net' },
  };
  expect(errorText(asked, spanish)).toBe(
    'Escriba el código impreso en la terminal donde corre la consola para confirmar adónde va el registro de auditoría de esta consola (db.example.net).',
  );
  expect(errorText(asked, english)).toBe(asked.message);
  expect(errorText({ message: 'English words', reason: 'confirmation_locked' }, spanish)).toContain(
    'todo lo que necesita una confirmación se rechaza',
  );
});

it('finds every reason’s words, in both languages, where its area keeps them', () => {
  for (const reason of ErrorReason.options) {
    const params = {
      ...{
        profile: 'P',
        console: 'C',
        tries: '2',
        host: 'h',
        shown: 'S',
        active: 'A',
        issuer: 'I',
      },
      ...{ id: 'I', outcome: 'O', url: 'U', sendsTo: 'T', seconds: '9', rows: '8', where: 'W' },
      code: 'E',
      status: '500',
      message: 'M',
      owner: 'R',
      login: 'L',
      ...{ max: '7', command: 'X', current: '1', needs: '2', powers: 'Q', why: 'Y', file: 'F' },
      ...{ expires: 'Z', since: 'N', role: 'R1', operation: 'O1', detail: 'D' },
    };
    expect(english(reasonKey(reason), params)).toBe(reasonText(reason, params));
    expect(spanish(reasonKey(reason), params)).not.toBe(reasonText(reason, params));
    expect(spanish(reasonKey(reason), params)).not.toContain(reasonKey(reason));
  }
});

it('says in Spanish that the active profile has no usable client secret, naming it', () => {
  const params = { profile: 'Acme live' };
  const missing = {
    message: reasonText('no_secret', params),
    reason: 'no_secret' as const,
    params,
  };
  expect(errorText(missing, spanish)).toBe(
    'El perfil "Acme live" no tiene un secreto de cliente utilizable: configúrelo en Configuración.',
  );
  expect(errorText(missing, english)).toBe(
    'Profile "Acme live" has no usable client secret: set it in Settings.',
  );
  const unreadable = { ...missing, reason: 'secret_needs_reentry' as const };
  expect(errorText(unreadable, spanish)).toMatch(/^El secreto de cliente del perfil "Acme live"/);
});

it('names a refused field as the forms label it, never by its API name, in both languages', () => {
  const refused = {
    message: 'amount: The amount must be more than zero',
    status: 400,
    fields: { amount: fieldReason('amountZero') },
  };
  expect(errorText(refused, spanish)).toBe('Monto: El monto debe ser mayor que cero');
  expect(errorText(refused, english)).toBe('Amount: The amount must be more than zero');
  // A field the catalog does not name keeps its path, so it can still be found.
  expect(
    errorText({ ...refused, fields: { 'terminal.id': fieldReason('amountZero') } }, english),
  ).toBe('terminal.id: The amount must be more than zero');
});

it('says until when an approval waits as the time of day, in both languages', () => {
  const expires = new Date(2026, 10, 26, 18, 35, 12).toISOString();
  const waiting = {
    message: reasonText('approval_waiting', { profile: 'Live', expires }),
    reason: 'approval_waiting' as const,
    params: { profile: 'Live', expires },
  };
  // Written as the approvals screen writes its times: AM/PM in both, never 24-hour beside them.
  expect(errorText(waiting, english)).toMatch(/until 6:35\sPM;/);
  expect(errorText(waiting, spanish)).toMatch(/hasta las 6:35\sp\.\s?m\./);
  expect(errorText(waiting, spanish)).not.toContain(expires);
});
