import { describe, expect, it } from 'vitest';
import { CHANGE_OPERATION_NAMES, MONEY_OPERATION_NAMES, type MoneyOperationName } from './catalog';
import { moneyDescriptor } from './registry';
import { canBeScenarioStep, type StepCard } from './scenario-step';
import { SCENARIO_STEP_SOURCES } from '../schemas/scenario-desk';

const TEST_CARD: StepCard = {
  number: '4111111111111111',
  cvv: '123',
  expiration_month: '12',
  expiration_year: '2099',
  holder_name: 'Test Card',
};

/** The form's input → the body the module sends → the step's input its module rebuilds. */
function roundTrip(name: MoneyOperationName, input: Record<string, unknown>) {
  const d = moneyDescriptor(name);
  const call = d.request(d.input.parse(input) as never);
  if (!call.ok) throw new Error(JSON.stringify(call.error));
  const way = d.scenarioStep;
  if (!canBeScenarioStep(way)) throw new Error(`${name} cannot be a step: ${way.cannot}`);
  return {
    id: way.id(call.value.body),
    input: way.input({ body: call.value.body, targets: call.value.targets }, () => TEST_CARD),
  };
}

describe("a money operation's scenario step, as its module rebuilds it", () => {
  it('is said by every money module: a step, or why it cannot be one', () => {
    for (const name of MONEY_OPERATION_NAMES) {
      const way = moneyDescriptor(name).scenarioStep;
      if (!canBeScenarioStep(way)) expect(way.cannot.length, name).toBeGreaterThan(10);
    }
    // The operations Save as scenario always offered, and never a back-office change.
    expect(SCENARIO_STEP_SOURCES).toEqual(
      expect.arrayContaining([
        'payments:authorize',
        'transactions:authorize',
        'transactions:reverse',
        'pos:cancelOrRefund',
      ]),
    );
    for (const name of CHANGE_OPERATION_NAMES) expect(SCENARIO_STEP_SOURCES).not.toContain(name);
  });

  it('gives back the authorization form as typed, additional fields included', () => {
    const input = {
      merchant_id: 'mer-1',
      instrument: { kind: 'stored', id: 'ins-1' },
      amount: '100.50',
      currency: 'USD',
      tip: '5.00',
      type: 'SALE',
      capture_mode: 'MANUAL',
      terminal_id: 'ter-1',
      external_client_trace_id: 'trace-1',
      extra: { metadata: { order: '42' } },
    };
    expect(roundTrip('payments:authorize', input)).toEqual({ id: 'auth', input });
  });

  it('keeps an incremental authorization’s payment and puts the public test card for a card', () => {
    const { id, input } = roundTrip('transactions:authorize', {
      merchant_id: 'mer-1',
      payment_id: 'pay-1',
      instrument: {
        kind: 'card',
        card: { ...TEST_CARD, number: '5191872272166422', holder_name: 'Someone Else' },
      },
      amount: '10',
      currency: 'JPY',
      type: 'SALE',
    });
    expect(id).toBe('auth');
    expect(input).toEqual({
      merchant_id: 'mer-1',
      payment_id: 'pay-1',
      instrument: { kind: 'card', card: TEST_CARD },
      amount: '10',
      currency: 'JPY',
      type: 'SALE',
    });
  });

  it('names a reversal step by the kind it asked for, with its amount in the currency’s digits', () => {
    const input = {
      transaction_id: 'tx-1',
      payment_id: 'pay-1',
      type: 'REFUND',
      amount: '7.50',
      currency: 'EUR',
    };
    expect(roundTrip('transactions:reverse', input)).toEqual({ id: 'refund', input });
  });

  it('rebuilds cancel-or-refund from its payment alone', () => {
    expect(roundTrip('pos:cancelOrRefund', { payment_id: 'pay-9' })).toEqual({
      id: 'cancel_or_refund',
      input: { payment_id: 'pay-9' },
    });
  });
});
