/**
 * `npm run bench:redact`: what the redactor costs per answer. Every IPC answer, journal record,
 * export line and cURL command goes through it, so it must stay in microseconds.
 */
import { randomUUID } from 'node:crypto';
import { redactText, redactValue } from '../redact';

const id = (prefix: string) => `${prefix}-${randomUUID().replaceAll('-', '').slice(0, 20)}`;

/** A payment as the API answers it: ids, states, amounts, timestamps, a card, transactions. */
function payment(): Record<string, unknown> {
  const paymentId = id('pay');
  return {
    id: paymentId,
    status: 'CAPTURED',
    status_detail: '',
    initial_amount: 150,
    current_amount: 150,
    currency: 'USD',
    country: 'COL',
    merchant_id: id('mer'),
    organization_id: id('org'),
    client_id: id('cli'),
    capture: { mode: 'MANUAL', estimated_date: null, estimated_date_reason: '' },
    payment_instrument: {
      type: 'CARD',
      id: id('ins'),
      card: { issuer_identification_number: '41111111', last_four_digits: '1111', brand: 'VISA' },
      rail: { id: 'VISA', product: 'CREDIT' },
    },
    created_at: '2025-11-03T15:04:05.123456Z',
    updated_at: '2025-11-03T15:09:41.654321Z',
    transactions: ['AUTHORIZATION', 'CAPTURE', 'REFUND'].map((type, i) => ({
      id: id('trx'),
      type,
      status: 'APPROVED',
      status_detail: 'Approved by the issuer',
      amount: 50 * (i + 1),
      created_at: 1762182245 + i * 60,
      network_data: {
        approval_code: '0A1B2C',
        system_trace_audit_number: '004211',
        transmission_date_time: '1103150405',
        retrieval_reference_number: '530715000421',
      },
    })),
    metadata: { order_id: 'order-20251103-0042', note: 'Paid at the counter, receipt 42 of 50' },
  };
}

/** The same answer, from an API that echoed the request: a card, its CVV and a secret. */
function echoed(): Record<string, unknown> {
  return {
    ...payment(),
    request_echo: {
      card: { number: '4111111111111111', cvv: '947', holder_name: 'Canary Holder' },
      message: 'Could not process client_secret=Zq8vT3kW9pL for card 4111 1111 1111 1111',
    },
  };
}

function microseconds(run: () => unknown, rounds = 20_000): number {
  for (let i = 0; i < 2_000; i++) run(); // warm-up: let the JIT settle
  const started = process.hrtime.bigint();
  for (let i = 0; i < rounds; i++) run();
  return Number(process.hrtime.bigint() - started) / rounds / 1000;
}

for (const [name, answer] of [
  ['a payment answer', payment()],
  ['the same, echoing a card and secret', echoed()],
] as const) {
  const text = JSON.stringify(answer);
  const value = microseconds(() => redactValue(answer));
  const asText = microseconds(() => redactText(text));
  console.log(
    `${name} (${(text.length / 1024).toFixed(1)} KB): redactValue ${value.toFixed(1)} µs, ` +
      `redactText on its JSON ${asText.toFixed(1)} µs`,
  );
}
