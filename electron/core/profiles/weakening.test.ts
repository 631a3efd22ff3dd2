import { expect, it } from 'vitest';
import { wordsFor } from '../words/main-words';
import { weakeningsOf } from './weakening';

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
