import { expect, it } from 'vitest';
import type { JournalBegin } from '../../../shared/schemas/journal';
import { curlOf } from './curl';

const KEY = '6f1c1d2e-3b4a-4c5d-8e9f-411111111111';

it('a cURL command carries no card data or secret from the URL, headers or body', () => {
  const begin: JournalBegin = {
    v: 1,
    type: 'begin',
    operation_id: 'op-curl0001',
    at: '2026-11-21T10:00:00.000Z',
    operator: 'qa',
    app_version: '0.1.0',
    profile: { id: 'simulator', name: 'Simulator', production: false },
    operation: 'payments:authorize',
    targets: {},
    idempotency_key: KEY,
    request: {
      method: 'POST',
      url: 'https://qa:Zq8vT3kW9pL@api.example/v1/payments/authorizations?card=4111111111111111',
      headers: { 'x-api-key': 'Zq8vT3kW9pL', 'idempotency-key': KEY },
      body: { instrument: { card: { number: '4111111111111111', securityCode: '947' } } },
    },
    body_exact: false,
  };
  const command = curlOf(begin);
  expect(command).not.toMatch(/4111111111111111|947|Zq8vT3kW9pL/);
  expect(command).toContain('-H "Authorization: Bearer $TOKEN"');
  // The key is the original one, whole: pasting the command again is a safe retry.
  expect(command).toContain(`-H 'idempotency-key: ${KEY}'`);
  expect(command).toContain(
    'https://qa:[REDACTED]@api.example/v1/payments/authorizations?card=411111••••••1111',
  );
});
