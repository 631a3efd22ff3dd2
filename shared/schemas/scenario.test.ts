import { describe, expect, it } from 'vitest';
import { API_OPERATION_NAMES } from '../operations/catalog';
import { Scenario, scenarioJsonSchema } from './scenario';

const minimal = {
  version: 1,
  name: 'Read a payment',
  steps: [{ id: 'read', operation: 'payments:get', input: { id: 'pay-seed-captured' } }],
};

describe('the scenario format', () => {
  it('has a JSON Schema for editors that offers every operation a step may run', () => {
    const schema = scenarioJsonSchema() as {
      properties: { steps: { items: { properties: { operation: { enum: unknown } } } } };
    };
    expect(schema.properties.steps.items.properties.operation.enum).toEqual(API_OPERATION_NAMES);
  });

  it('reads a minimal scenario, a step without input taking an empty one', () => {
    const parsed = Scenario.parse({
      ...minimal,
      steps: [{ id: 'list', operation: 'payments:list' }],
    });
    expect(parsed.steps[0]?.input).toEqual({});
  });

  it.each([
    ['another format version', { ...minimal, version: 2 }, ['version']],
    [
      'an operation no descriptor has',
      { ...minimal, steps: [{ id: 'x', operation: 'payments:delete' }] },
      ['steps', 0, 'operation'],
    ],
    [
      'a step id used twice, the second named',
      {
        ...minimal,
        steps: [minimal.steps[0], minimal.steps[0]],
      },
      ['steps', 1, 'id'],
    ],
    [
      'an amount without its currency',
      { ...minimal, steps: [{ ...minimal.steps[0], expect: { amount: '10.00' } }] },
      ['steps', 0, 'expect', 'amount'],
    ],
    [
      'a field the format does not have',
      { ...minimal, steps: [{ ...minimal.steps[0], expects: {} }] },
      ['steps', 0],
    ],
  ])('refuses %s, at its path', (_, scenario, path) => {
    const parsed = Scenario.safeParse(scenario);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.path)).toContainEqual(path);
  });
});
