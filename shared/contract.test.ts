import { expect, it } from 'vitest';
import { z } from 'zod';
import { CHANNELS, PUBLISHED_CHANNELS } from './channels';
import { contract, pushContract } from './contract';
import { isProfileBound, PUSH_CHANNELS } from './profile-bound';

interface Property {
  path: string;
  name: string;
  type: unknown;
}

/** Every property an output schema can carry, with its parent's name and its JSON type. */
function properties(schema: unknown, parent = '', seen = new Set<unknown>()): Property[] {
  if (typeof schema !== 'object' || schema === null || seen.has(schema)) return [];
  seen.add(schema);
  const found: Property[] = [];
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'properties' && typeof value === 'object' && value !== null) {
      for (const [name, child] of Object.entries(value as Record<string, { type?: unknown }>)) {
        found.push({ path: `${parent}.${name}`, name, type: child?.type });
        found.push(...properties(child, name, seen));
      }
    } else {
      found.push(...properties(value, parent, seen));
    }
  }
  return found;
}

it('has exactly one entry per channel', () => {
  expect(Object.keys(contract).sort()).toEqual([...CHANNELS].sort());
});

it('names every channel area:verb', () => {
  for (const channel of CHANNELS) expect(channel).toMatch(/^[a-z]+:[a-z][A-Za-z]*$/);
});

it('no output schema has a field for a secret, a full card number or a CVV', () => {
  // A value field named like a credential or card secret; `secret: {state}` (an object) is fine.
  const forbidden = /secret|password|token$|cvv|cvc|^pan$/i;
  // The built-in simulator's loopback credentials are a fake shown on purpose.
  for (const channel of CHANNELS.filter((c) => !PUBLISHED_CHANNELS.has(c))) {
    const json = z.toJSONSchema(contract[channel].output, { io: 'output', unrepresentable: 'any' });
    const leaks = properties(json)
      .filter((p) => (forbidden.test(p.name) && p.type !== 'object') || p.path === 'card.number')
      .map((p) => p.path);
    expect({ channel, leaks }).toEqual({ channel, leaks: [] });
  }
});

it('takes only a language the console offers on app:setLanguage', () => {
  const input = contract['app:setLanguage'].input;
  expect(input.parse({ language: 'es' })).toEqual({ language: 'es' });
  expect(input.parse({ language: 'en' })).toEqual({ language: 'en' });
  for (const bad of [
    { language: 'fr' },
    { language: 'ES' },
    { language: 'es-CO' },
    {},
    'es',
    null,
  ]) {
    expect(input.safeParse(bad).success).toBe(false);
  }
});

it('makes every money, back-office and profile write name the profile the page shows, and nothing else', () => {
  const shownProfile = { id: 'simulator', revision: 3 };
  for (const channel of CHANNELS) {
    const input = contract[channel].input;
    const missing = input.safeParse({}).error?.issues.some((i) => i.path[0] === 'shownProfile');
    const wrong = input
      .safeParse({ shownProfile: { id: 'simulator', revision: '3' } })
      .error?.issues.some((i) => i.path[0] === 'shownProfile');
    const named = isProfileBound(channel);
    expect({ channel, missing: missing === true, wrong: wrong === true }).toEqual({
      channel,
      missing: named,
      wrong: named,
    });
  }
  const parsed = contract['payments:authorize'].input.parse({
    merchant_id: 'mer-1',
    instrument: { kind: 'stored', id: 'ins-1' },
    amount: '4.00',
    currency: 'USD',
    type: 'SALE',
    shownProfile,
  });
  expect(parsed.shownProfile).toEqual(shownProfile);
});

it('declares push channels apart from the request channels, each with its payload', () => {
  for (const channel of PUSH_CHANNELS) {
    expect(CHANNELS).not.toContain(channel);
    expect(channel).toMatch(/^[a-z]+:[a-z][A-Za-z]*$/);
  }
  expect(Object.keys(pushContract).sort()).toEqual([...PUSH_CHANNELS].sort());
});
