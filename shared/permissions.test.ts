import { describe, expect, it } from 'vitest';
import { CHANNELS, type Channel } from './channels';
import {
  API_OPERATION_NAMES,
  CHANGE_OPERATION_NAMES,
  MONEY_OPERATION_NAMES,
} from './operations/catalog';
import { allowedChannels, DEFAULT_CHANNEL_RULES, permits } from './permissions';
import { ROLES } from './schemas/operator';

const READS = API_OPERATION_NAMES.filter(
  (name) => !(MONEY_OPERATION_NAMES as readonly string[]).includes(name),
).filter((name) => !(CHANGE_OPERATION_NAMES as readonly string[]).includes(name));

const apiOnly = (channels: Channel[]) =>
  channels.filter((c) => (API_OPERATION_NAMES as readonly string[]).includes(c));

describe('the default role map', () => {
  it("leaves only the sign-in screen's own calls to a session with no roles", () => {
    const open = CHANNELS.filter((channel) => permits({ channel, roles: [], production: false }));
    expect(open.sort()).toEqual(
      [
        'app:info',
        'app:setLanguage',
        'identity:activity',
        'identity:signIn',
        'identity:signOut',
        'identity:state',
        'identity:unlock',
      ].sort(),
    );
  });

  it('gives every channel a rule', () => {
    expect(Object.keys(DEFAULT_CHANNEL_RULES).sort()).toEqual([...CHANNELS].sort());
  });

  it('lets a store manager cancel-or-refund and read, and nothing else of the API', () => {
    const allowed = apiOnly(allowedChannels(['store-manager'], true));
    expect(allowed.sort()).toEqual(['pos:cancelOrRefund', ...READS].sort());
  });

  it('lets the back office change users and instruments and read, moving no money', () => {
    const allowed = apiOnly(allowedChannels(['back-office'], true));
    expect(allowed.sort()).toEqual([...CHANGE_OPERATION_NAMES, ...READS].sort());
  });

  it('lets QA run every operation on a test profile and none on a production one', () => {
    expect(apiOnly(allowedChannels(['qa'], false)).sort()).toEqual([...API_OPERATION_NAMES].sort());
    expect(apiOnly(allowedChannels(['qa'], true))).toEqual([]);
    // QA on production may still switch to a test profile.
    expect(allowedChannels(['qa'], true)).toContain('profiles:activate');
  });

  it('keeps profiles and the team store to the administrator', () => {
    for (const channel of ['profiles:update', 'profiles:setSecret', 'team:configure'] as const) {
      const allowedTo = ROLES.filter((role) =>
        permits({ channel, roles: [role], production: false }),
      );
      expect(allowedTo, channel).toEqual(['admin']);
    }
  });

  it('keeps the simulator’s controls and scenarios to QA, not the administrator', () => {
    for (const channel of [
      'simulator:reset',
      'simulator:armFault',
      'simulator:advanceClock',
      'simulator:setDialect',
      'scenarios:run',
    ] as const) {
      const allowedTo = ROLES.filter((role) =>
        permits({ channel, roles: [role], production: false }),
      );
      expect(allowedTo, channel).toEqual(['qa']);
    }
    const admin = allowedChannels(['admin'], false);
    expect(admin.filter((c) => c.startsWith('scenarios:'))).toEqual([]);
    expect(admin.filter((c) => c.startsWith('simulator:')).sort()).toEqual(
      [
        'simulator:clearControlToken',
        'simulator:setControlToken',
        'simulator:status',
        'simulator:tokenState',
      ].sort(),
    );
  });

  it('lets a supervisor read Activity but move or change nothing', () => {
    const allowed = allowedChannels(['supervisor'], false);
    expect(allowed).toContain('activity:query');
    expect(apiOnly(allowed).sort()).toEqual([...READS].sort());
  });

  it('judges a retry or a resend by the role of the operation it acts on', () => {
    const ask = (followed: 'pos:cancelOrRefund' | 'payments:authorize') =>
      permits({ channel: 'outcomes:retry', roles: ['store-manager'], production: true, followed });
    expect(ask('pos:cancelOrRefund')).toBe(true);
    expect(ask('payments:authorize')).toBe(false);
    expect(permits({ channel: 'activity:replay', roles: ['back-office'], production: false })).toBe(
      false,
    );
  });

  it('lets the local operator, who holds every role, do everything on production too', () => {
    expect(allowedChannels(ROLES, true).sort()).toEqual([...CHANNELS].sort());
    // Short of every role, QA's still counts only off production.
    const some = apiOnly(allowedChannels(['qa', 'store-manager', 'admin'], true));
    expect(some.sort()).toEqual(['pos:cancelOrRefund', ...READS].sort());
  });

  it('allows a session without roles only what signing in needs', () => {
    expect(allowedChannels([], false).filter((c) => !c.startsWith('identity:'))).toEqual([
      'app:info',
      'app:setLanguage',
    ]);
  });
});
