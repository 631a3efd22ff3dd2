import { describe, expect, it } from 'vitest';
import { checkScenarioText } from './load';

const problemsOf = (text: string, language: 'en' | 'es') => {
  const checked = checkScenarioText(text, language);
  if (checked.ok) throw new Error('the text was taken as a scenario');
  return checked.problems;
};

const SCHEMA_SLIPS = `version: 1
name: Slips
steps:
  - id: auth
    operation: payments:authorise
    colour: blue
    input: {}
`;

const INPUT_SLIPS = `version: 1
name: Typed by hand
steps:
  - id: auth
    operation: payments:authorize
    input:
      merchant_id: mer-seed-store-1
      instrument: { kind: stored, id: ins-seed-visa-approved }
      amount: '10.00'
      currency: USD
      type: SALE
      capture_mode: MANUAL
  - id: capture
    operation: transactions:reverse
    input:
      transaction_id: '{{steps.auth.transaction_id}}'
      payment_id: '{{steps.auth.payment_id}}'
      type: CAPTUR
      amount: '25,00'
      currency: USD
`;

describe('a scenario’s problems in the editor', () => {
  it('name the step by its id and say what is wrong in Spanish, not in Zod’s English', () => {
    const problems = problemsOf(SCHEMA_SLIPS, 'es');
    expect(problems).toEqual([
      {
        line: 5,
        message: expect.stringMatching(
          /^paso «auth», operation: «payments:authorise» no es uno de: instruments:list, .*payments:authorize/,
        ),
      },
      { line: 4, message: 'paso «auth»: no es un campo de un escenario aquí: colour' },
    ]);
    for (const { message } of problems)
      expect(message).not.toMatch(/Invalid|Unrecognized|steps\.0/);
  });

  it('say the same problems in English', () => {
    expect(problemsOf(SCHEMA_SLIPS, 'en').map((p) => p.message)).toEqual([
      expect.stringMatching(
        /^step “auth”, operation: “payments:authorise” is not one of: instruments:list, /,
      ),
      'step “auth”: is not a field of a scenario here: colour',
    ]);
  });

  it('check each step’s input against its operation’s own input, leaving variables to the run', () => {
    const problems = problemsOf(INPUT_SLIPS, 'en');
    expect(problems.map((p) => p.line)).toEqual([18, 19]);
    expect(problems[0]!.message).toMatch(/^step “capture”, input\.type: /);
    expect(problems[1]!.message).toMatch(/^step “capture”, input\.amount: /);
    // The variables' fields hold no id yet: nothing is said about them.
    expect(problems.some((p) => /transaction_id|payment_id/.test(p.message))).toBe(false);
    const spanish = problemsOf(INPUT_SLIPS, 'es');
    expect(spanish[0]!.message).toMatch(/^paso «capture», input\.type: /);
    expect(spanish[0]!.message).not.toBe(
      problems[0]!.message.replace('step “capture”', 'paso «capture»'),
    );
  });

  it('take the same steps without their slips as a scenario', () => {
    const fixed = INPUT_SLIPS.replace('CAPTUR', 'CAPTURE').replace("'25,00'", "'25.00'");
    expect(checkScenarioText(fixed, 'es').ok).toBe(true);
  });

  it.each([
    [
      'en',
      'step “capture”, input.type: “CAPTUR” is not one of: CAPTURE, REFUND, CANCELLATION, REVERSAL, ADJUSTMENT',
      'step “capture”, expect.outcome: “succeded” is not one of: succeeded, declined, failed, unknown, pending, resolved',
    ],
    [
      'es',
      'paso «capture», input.type: «CAPTUR» no es uno de: CAPTURE, REFUND, CANCELLATION, REVERSAL, ADJUSTMENT',
      'paso «capture», expect.outcome: «succeded» no es uno de: succeeded, declined, failed, unknown, pending, resolved',
    ],
  ] as const)(
    'name the wrong value and the allowed ones, not the form’s “Choose what to do” (%s)',
    (language, type, outcome) => {
      const text = `${INPUT_SLIPS.replace("'25,00'", "'25.00'")}    expect: { outcome: succeded }\n`;
      const messages = problemsOf(text, language).map((p) => p.message);
      expect(messages).toContain(type);
      expect(messages).toContain(outcome);
      expect(messages.join(' ')).not.toMatch(/Choose what to do|Elija qué hacer/);
    },
  );
});
