import { expect, it } from 'vitest';
import { z } from 'zod';
import { CHANNELS } from './channels';
import { contract } from './contract';

/** Every property an output schema can carry, as `parent.name`, at any depth. */
function propertyNames(schema: unknown, parent = '', seen = new Set<unknown>()): string[] {
  if (typeof schema !== 'object' || schema === null || seen.has(schema)) return [];
  seen.add(schema);
  const names: string[] = [];
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'properties' && typeof value === 'object' && value !== null) {
      for (const [name, child] of Object.entries(value)) {
        names.push(`${parent}.${name}`, ...propertyNames(child, name, seen));
      }
    } else {
      names.push(...propertyNames(value, parent, seen));
    }
  }
  return names;
}

it('has exactly one entry per channel', () => {
  expect(Object.keys(contract).sort()).toEqual([...CHANNELS].sort());
});

it('names every channel area:verb', () => {
  for (const channel of CHANNELS) expect(channel).toMatch(/^[a-z]+:[a-z][A-Za-z]*$/);
});

it('no output schema has a field for a secret, a full card number or a CVV', () => {
  const forbidden = /secret|password|token|cvv|cvc|\.pan$|card\.number$/i;
  for (const channel of CHANNELS) {
    const json = z.toJSONSchema(contract[channel].output, { io: 'output', unrepresentable: 'any' });
    const leaks = propertyNames(json).filter((name) => forbidden.test(name));
    expect({ channel, leaks }).toEqual({ channel, leaks: [] });
  }
});
