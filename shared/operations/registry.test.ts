import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CHANNELS } from '../channels';
import { contract } from '../contract';
import { isProfileBound } from '../profile-bound';
import { MoneyOperationKind, OperationReport } from '../schemas/operation';
import {
  API_OPERATION_NAMES,
  CHANGE_OPERATION_NAMES,
  CONSOLE_CHANGE_NAMES,
  JOURNAL_CODES,
  JOURNALED_OPERATION_NAMES,
  MONEY_OPERATION_NAMES,
} from './catalog';
import { fieldsNamedIn, toInputFields } from './descriptor';
import { judgeStatus } from './judge';
import { moneyDescriptor, OPERATIONS, operationLabel } from './registry';

describe('what derives from the registry', () => {
  it('has one descriptor per catalog name, money flags agreeing', () => {
    expect(Object.keys(OPERATIONS)).toEqual(API_OPERATION_NAMES);
    for (const name of API_OPERATION_NAMES) {
      expect({ name, money: OPERATIONS[name].money }).toEqual({
        name,
        money: MONEY_OPERATION_NAMES.includes(name as never),
      });
    }
  });

  it('journals every money operation and every change, and a change says what it targets', () => {
    expect([...JOURNALED_OPERATION_NAMES].sort()).toEqual(
      [...MONEY_OPERATION_NAMES, ...CHANGE_OPERATION_NAMES, ...CONSOLE_CHANGE_NAMES].sort(),
    );
    for (const name of API_OPERATION_NAMES) {
      const d = OPERATIONS[name];
      const change = !d.money && 'change' in d && d.change !== undefined;
      expect({ name, change }).toEqual({
        name,
        change: CHANGE_OPERATION_NAMES.includes(name as never),
      });
    }
  });

  it('makes one channel per operation, with the descriptor’s input and a report for money', () => {
    for (const name of API_OPERATION_NAMES) {
      const d = OPERATIONS[name];
      expect(CHANNELS).toContain(name);
      // Money and back-office changes also name the profile the page shows.
      const input = contract[name].input;
      if (isProfileBound(name)) {
        expect(input).toBeInstanceOf(z.ZodIntersection);
        expect((input as z.ZodIntersection).def.left).toBe(d.input);
      } else {
        expect(input).toBe(d.input);
      }
      expect(contract[name].output).toBe(d.money ? OperationReport : d.output);
    }
  });

  it('lists the money operations once', () => {
    expect(MoneyOperationKind.options).toEqual(MONEY_OPERATION_NAMES);
  });

  it('gives each journaled operation its own journal code, one byte, and never changes one', () => {
    const codes = Object.values(JOURNAL_CODES);
    expect(Object.keys(JOURNAL_CODES).sort()).toEqual([...JOURNALED_OPERATION_NAMES].sort());
    expect(new Set(codes).size).toBe(codes.length);
    // 0 is "not known" and 255 "no outcome yet" in the index's one byte.
    for (const code of codes) expect(Number.isInteger(code) && code > 0 && code < 255).toBe(true);
    // Years of journal indexes hold these: a new operation takes a new code, never one of them.
    expect(JOURNAL_CODES).toMatchObject({
      'payments:authorize': 1,
      'transactions:authorize': 2,
      'transactions:reverse': 3,
      'pos:cancelOrRefund': 4,
      'instruments:create': 5,
      'instruments:update': 6,
      'users:create': 7,
      'users:addInstrument': 8,
      'users:removeInstrument': 9,
      'roles:setMap': 10,
      'identity:setProvider': 11,
    });
  });

  it('gives every operation one label, and a reversal the type its body asked for', () => {
    expect(operationLabel('pos:cancelOrRefund')).toBe('POS cancel-or-refund');
    for (const name of API_OPERATION_NAMES) expect(operationLabel(name)).toMatch(/^[A-Z]/);
    const reverse = moneyDescriptor('transactions:reverse');
    expect(reverse.labelOf?.({ type: 'REFUND' })).toBe('Refund');
    expect(reverse.labelOf?.(undefined)).toBe('Reversal/capture/refund');
    expect(reverse.labelOf?.({ type: 'SOMETHING_NEW' })).toBe('Reversal/capture/refund');
  });
});

describe('judging an answered money call', () => {
  it.each([
    ['APPROVED', 'succeeded'],
    ['PRESENTED', 'succeeded'],
    ['AUTHORIZED', 'succeeded'],
    ['CAPTURE_IN_PROCESS', 'succeeded'],
    ['CAPTURE_PRESENTED', 'succeeded'],
    ['CAPTURED', 'succeeded'],
    ['CANCELLED', 'succeeded'],
    ['REFUNDED', 'succeeded'],
    ['DECLINED', 'declined'],
    ['REJECTED', 'declined'],
    ['FAILED', 'declined'],
    ['PENDING', 'pending'],
    ['PROCESSING', 'pending'],
    ['UNDER_REVIEW', 'pending'],
  ])('%s is %s', (status, outcome) => {
    expect(judgeStatus(status)).toBe(outcome);
  });

  it('calls a PENDING authorization pending, never declined, and keeps what the API said', () => {
    const d = moneyDescriptor('payments:authorize');
    const facts = d.read({
      payment_id: 'pay-1',
      response_code: '00',
      transaction: { id: 'trx-1', status: 'PENDING', amount: '100' },
      payment: { id: 'pay-1', capture: { mode: 'MANUAL' } },
    });
    expect(d.judge(facts)).toBe('pending');
    expect(facts).toEqual({
      status: 'PENDING',
      response_code: '00',
      capture_mode: 'MANUAL',
      ids: { payment_id: 'pay-1', transaction_id: 'trx-1' },
    });
  });

  it('judges a reversal by its transaction’s status, like an authorization', () => {
    const d = moneyDescriptor('transactions:reverse');
    expect(d.judge(d.read({ id: 'trx-2', type: 'CANCELLATION', status: 'DECLINED' }))).toBe(
      'declined',
    );
    expect(d.judge(d.read({ id: 'trx-2', status: 'APPROVED' }))).toBe('succeeded');
    expect(d.read({ id: 'trx-2', payment_id: 'pay-1' }).ids).toEqual({
      payment_id: 'pay-1',
      transaction_id: 'trx-2',
    });
  });

  it('judges cancel-or-refund by what it did', () => {
    const d = moneyDescriptor('pos:cancelOrRefund');
    const judged = (action: string) => d.judge(d.read({ action }));
    expect(judged('CANCELLED')).toBe('succeeded');
    expect(judged('ALREADY_REFUNDED')).toBe('succeeded');
    expect(judged('NOTHING_TO_REVERSE')).toBe('succeeded');
    expect(judged('CANCEL_DECLINED')).toBe('declined');
    expect(judged('PROCESSING')).toBe('pending');
    expect(judged('QUEUED_FOR_TOMORROW')).toBe('pending');
  });

  it('reads a field of another type as "not said", never as an error', () => {
    const d = moneyDescriptor('payments:authorize');
    const facts = d.read({ payment_id: 42, transaction: 'APPROVED', response_code: ['00'] });
    expect(facts).toEqual({ ids: { payment_id: '42' } });
    expect(d.judge(facts)).toBe('succeeded');
  });
});

describe('API field paths keyed by input field', () => {
  it('maps each operation’s paths, brackets as dots, and keeps the ones it does not know', () => {
    expect(
      toInputFields(
        { 'amount.value': 'too much', 'terminal.use_case': 'no', 'rail.id': '?' },
        moneyDescriptor('payments:authorize').fields,
      ),
    ).toEqual({ amount: 'too much', use_case: 'no', 'rail.id': '?' });
    expect(
      toInputFields(
        { 'card.number': 'bad', pan: 'also bad' },
        OPERATIONS['instruments:create'].fields,
      ),
    ).toEqual({ number: 'bad' });
    expect(
      toInputFields({ 'card.holder_name': 'x' }, OPERATIONS['instruments:update'].fields),
    ).toEqual({ 'changes.holder_name': 'x' });
    expect(toInputFields({ 'instruments[0].card.number': 'x' })).toEqual({
      'instruments.0.card.number': 'x',
    });
  });

  it('places a 400 that names its field only in its words, and only a field the map knows', () => {
    const fields = moneyDescriptor('payments:authorize').fields;
    const tip = 'amount.tip.value cannot exceed amount.value';
    expect(fieldsNamedIn(tip, fields)).toEqual({ 'amount.tip.value': tip });
    expect(toInputFields(fieldsNamedIn(tip, fields)!, fields)).toEqual({ tip });
    expect(fieldsNamedIn('amount.value: must be positive', fields)).toEqual({
      'amount.value': 'amount.value: must be positive',
    });
    expect(fieldsNamedIn('Amount is wrong', fields)).toBeUndefined();
    expect(fieldsNamedIn('merchant_id is unknown', fields)).toBeUndefined();
    expect(fieldsNamedIn(undefined, fields)).toBeUndefined();
  });
});
