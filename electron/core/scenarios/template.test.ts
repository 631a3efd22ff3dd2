import { describe, expect, it } from 'vitest';
import { scenarioWords } from './scenario-words';
import { resolveInput } from './template';

const scope = {
  steps: new Map<string, unknown>([
    ['auth', { payment_id: 'pay-1', amount: { value: 12.5 }, transactions: [{ id: 'trx-9' }] }],
  ]),
  runId: 'r1',
  words: scenarioWords('en'),
};

describe('a step input’s placeholders', () => {
  it('take an earlier answer’s value, whole as it is, inside text as text', () => {
    expect(
      resolveInput(
        {
          payment_id: '{{steps.auth.payment_id}}',
          value: '{{ steps.auth.amount.value }}',
          note: 'for {{steps.auth.payment_id}} in run {{run.id}}',
          nested: [{ transaction_id: '{{steps.auth.transactions.0.id}}' }],
          untouched: 7,
        },
        scope,
      ),
    ).toEqual({
      ok: true,
      value: {
        payment_id: 'pay-1',
        value: 12.5,
        note: 'for pay-1 in run r1',
        nested: [{ transaction_id: 'trx-9' }],
        untouched: 7,
      },
    });
  });

  it.each([
    ['{{steps.capture.payment_id}}', '{{steps.capture.payment_id}}: no earlier step "capture"'],
    ['{{steps.auth.user_id}}', "{{steps.auth.user_id}}: step auth's answer has no user_id"],
    ['{{payment_id}}', '{{payment_id}} names nothing: use {{steps.<id>.<field>}} or {{run.id}}'],
  ])('refuse %s, naming it, rather than send a value no one meant', (text, message) => {
    expect(resolveInput({ id: text }, scope)).toMatchObject({ ok: false, message });
  });
});
