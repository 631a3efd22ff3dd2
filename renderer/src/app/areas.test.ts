import { describe, expect, it } from 'vitest';
import type { Channel } from '../../../shared/channels';
import {
  API_OPERATIONS,
  CHANGE_OPERATION_NAMES,
  MONEY_OPERATION_NAMES,
} from '../../../shared/operations/catalog';
import { allowedChannels } from '../../../shared/permissions';
import { ROLES, type Role } from '../../../shared/schemas/operator';
import { shownAreas } from './areas';

const EVERYONE = ['instruments', 'users', 'payments', 'unknownOutcomes', 'activity', 'settings'];

/** The navigation a person with one role sees under the default role map. */
function namesFor(role: Role, production: boolean): string[] {
  const allowed = allowedChannels([role], production);
  return shownAreas((...channels) => channels.some((c) => allowed.includes(c)), true).map(
    (a) => a.name,
  );
}

const inOrder = (names: string[]) =>
  [
    'instruments',
    'users',
    'payments',
    'authorizations',
    'transactions',
    'pos',
    'unknownOutcomes',
    'approvals',
    'activity',
    'simulator',
    'scenarios',
    'settings',
  ].filter((n) => names.includes(n));

describe('the areas each role is shown', () => {
  it.each<[Role, boolean, string[]]>([
    ['store-manager', false, ['pos', 'approvals']],
    ['store-manager', true, ['pos', 'approvals']],
    ['back-office', false, []],
    ['back-office', true, []],
    ['qa', false, ['authorizations', 'transactions', 'pos', 'approvals', 'simulator', 'scenarios']],
    ['supervisor', false, ['approvals']],
    ['supervisor', true, ['approvals']],
    ['admin', false, []],
    ['admin', true, []],
  ])('%s (production %s) sees every reader’s areas and %j', (role, production, extra) => {
    expect(namesFor(role, production)).toEqual(inOrder([...EVERYONE, ...extra]));
  });

  it('shows QA on a production profile only Settings: QA never works on real money', () => {
    expect(namesFor('qa', true)).toEqual(['settings']);
  });

  it('lists every area to someone with every role, Simulator only while it can be driven', () => {
    const all = (...channels: readonly Channel[]) =>
      channels.some((c) => allowedChannels([...ROLES], true).includes(c));
    expect(shownAreas(all, true)).toHaveLength(12);
    expect(shownAreas(all, false).map((a) => a.name)).not.toContain('simulator');
  });

  it('shows an area to someone the role map lets run only an operation its screens send', () => {
    const only =
      (channel: Channel) =>
      (...channels: readonly Channel[]) =>
        channels.includes(channel);
    expect(shownAreas(only('pos:cancelOrRefund'), false).map((a) => a.name)).toEqual(['pos']);
    expect(shownAreas(only('transactions:authorize'), false).map((a) => a.name)).toEqual([
      'authorizations',
    ]);
    expect(shownAreas(only('transactions:reverse'), false).map((a) => a.name)).toEqual([
      'transactions',
    ]);
    expect(shownAreas(only('users:removeInstrument'), false).map((a) => a.name)).toEqual(['users']);
  });

  // A new operation needs no line in areas.ts: its catalog entry's area is enough.
  it.each([...MONEY_OPERATION_NAMES, ...CHANGE_OPERATION_NAMES])(
    '%s alone shows the area its catalog entry names',
    (name) => {
      const shown = shownAreas((...channels) => channels.includes(name), false);
      expect(shown.map((a) => a.name)).toEqual([API_OPERATIONS[name].area]);
    },
  );
});
