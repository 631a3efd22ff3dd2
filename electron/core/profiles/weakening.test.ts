import { expect, it } from 'vitest';
import { wordsFor } from '../words/main-words';
import { sentChangesOf, weakeningsOf } from './weakening';

const live = {
  production: true,
  allowRawCards: false,
  allowExtraFields: false,
  baseUrl: 'https://api.acme.example',
  tokenUrl: 'https://api.acme.example/oauth/token',
  idempotencyKey: 'not_known' as const,
};

const stripped = {
  production: false,
  allowRawCards: true,
  allowExtraFields: true,
  baseUrl: 'https://evil.example',
  tokenUrl: 'https://evil.example/oauth/token',
  idempotencyKey: 'honoured' as const,
};

it('names each protection a production profile loses', () => {
  expect(weakeningsOf(live, live)).toEqual([]);
  expect(weakeningsOf(live, stripped).map(wordsFor('en').weakening)).toEqual([
    'Production off',
    'Allow raw card numbers',
    'Allow additional JSON fields',
    'Base URL → https://evil.example',
    'Token URL → https://evil.example/oauth/token',
    'Idempotency-Key honoured (resends on its own)',
  ]);
});

it('words each lost protection in Spanish for a person reading Spanish', () => {
  expect(weakeningsOf(live, stripped).map(wordsFor('es').weakening)).toEqual([
    'Producción desactivada',
    'Permitir números de tarjeta escritos',
    'Permitir campos JSON adicionales',
    'URL base → https://evil.example',
    'URL del token → https://evil.example/oauth/token',
    'Idempotency-Key respetada (reenvía por su cuenta)',
  ]);
});

it('asks nothing of a profile that was not production, or of a change that protects more', () => {
  const test = { ...live, production: false, allowRawCards: true, allowExtraFields: true };
  expect(weakeningsOf(test, { ...test, baseUrl: 'https://other.example' })).toEqual([]);
  expect(weakeningsOf({ ...live, allowRawCards: true }, live)).toEqual([]);
  expect(weakeningsOf({ ...live, idempotencyKey: 'honoured' }, live)).toEqual([]);
});

it('names, in either language, each change to what a production profile sends, never a header value', () => {
  const sends = {
    production: true,
    name: 'Live',
    clientId: 'live-client',
    deadlineMs: 15000,
    extraHeaders: { 'Client-Id': 'c1', 'X-Api-Key': 'k1' },
  };
  const edited = {
    ...sends,
    name: 'Live EU',
    clientId: 'other',
    audience: 'https://aud.example',
    deadlineMs: 2000,
    extraHeaders: { 'X-Api-Key': 'k2', Forwarded: 'for=evil' },
  };
  expect(sentChangesOf(sends, sends)).toEqual([]);
  expect(sentChangesOf(sends, edited).map(wordsFor('en').weakening)).toEqual([
    'Name → Live EU',
    'Client id → other',
    'Audience → https://aud.example',
    'Deadline → 2000 ms',
    'Extra headers changed: Client-Id, Forwarded, X-Api-Key',
  ]);
  expect(
    sentChangesOf(edited, { ...edited, audience: undefined }).map(wordsFor('es').weakening),
  ).toEqual(['Audiencia → (ninguna)']);
  expect(sentChangesOf({ ...sends, production: false }, edited)).toEqual([]);
});
