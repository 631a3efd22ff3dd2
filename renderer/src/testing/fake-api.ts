import type { Role } from '../../../shared/schemas/operator';
/*
 * Test support (not imported by the app): a fake `window.api` built with the same
 * `buildConsoleApi` the preload uses, over an in-memory transport that records every call.
 */
import { buildConsoleApi, type ConsoleApi } from '../../../shared/api-surface';
import type { Channel } from '../../../shared/channels';
import type { InputOf, OutputOf, PushPayloadOf } from '../../../shared/contract';
import type { PushChannel } from '../../../shared/profile-bound';
import { fail, ok, type Result } from '../../../shared/result';
import type { AppInfo } from '../../../shared/schemas/app';
import type { Instrument } from '../../../shared/schemas/instrument';
import type { TeamStatus } from '../../../shared/schemas/team';
export { referenceInstrument } from '../../../shared/testing/reference-instrument';

export type FakeHandlers = {
  [C in Channel]?: (input: InputOf<C>) => Result<OutputOf<C>> | Promise<Result<OutputOf<C>>>;
};

export type FakeApi = {
  api: ConsoleApi;
  calls: Array<{ channel: Channel; input: unknown }>;
  inputsOf: (channel: Channel) => unknown[];
  /** Plays main pushing a message to this page, as another window's change would. */
  push: <P extends PushChannel>(channel: P, payload: PushPayloadOf<P>) => void;
};

/**
 * `app:info` answers the simulator at revision 0 unless a test says otherwise: every page that
 * writes names the profile its header shows.
 */
export function installFakeApi(handlers: FakeHandlers): FakeApi {
  const calls: FakeApi['calls'] = [];
  const listeners = new Map<PushChannel, Set<(payload: unknown) => void>>();
  const all: FakeHandlers = {
    'app:info': () => ok(appInfo()),
    'identity:state': () => ok(LOCAL_OPERATOR),
    'identity:activity': () => ok(LOCAL_OPERATOR),
    // Main counts what it lists: a test's list is its count too, unless it says otherwise.
    'outcomes:unresolvedCount': async () => {
      const listed = await handlers['outcomes:unresolved']?.(undefined);
      return ok({ count: listed?.ok ? listed.value.length : 0 });
    },
    ...handlers,
  };
  const api = buildConsoleApi(
    async (channel, input) => {
      calls.push({ channel, input });
      const handler = all[channel] as ((input: unknown) => unknown) | undefined;
      return handler ? handler(input) : fail('internal', `The fake has no handler for ${channel}`);
    },
    (channel, listener) => {
      const set = listeners.get(channel) ?? new Set();
      listeners.set(channel, set);
      set.add(listener);
      return () => void set.delete(listener);
    },
  );
  window.api = api;
  return {
    api,
    calls,
    inputsOf: (channel) => calls.filter((c) => c.channel === channel).map((c) => c.input),
    push: (channel, payload) => listeners.get(channel)?.forEach((listener) => listener(payload)),
  };
}

/** No provider configured: the console's local operator, signed in and not locked. */
export const LOCAL_OPERATOR = {
  mode: 'local' as const,
  signedIn: true,
  locked: false,
  operator: { kind: 'local' as const, name: 'maria' },
  roles: ['store-manager', 'back-office', 'qa', 'supervisor', 'admin'] as Role[],
  idleLockMinutes: 15,
};

/** The profile `appInfo()` shows, as a profile-bound call names it. */
export const SHOWN = { id: 'sim', revision: 0 } as const;

export function appInfo(profile: Partial<AppInfo['profile']> = {}): AppInfo {
  return {
    version: '0.1.0',
    host: 'electron',
    profile: {
      id: 'sim',
      name: 'Local simulator',
      kind: 'simulator',
      baseUrl: 'http://127.0.0.1:4010',
      production: false,
      revision: 0,
      ...profile,
    },
  };
}

/** The team store's state as main answers it: by default, none configured. */
export function teamStatus(changes: Partial<TeamStatus> = {}): TeamStatus {
  return {
    configured: false,
    consoleId: 'console-here',
    consoleName: 'Store 1',
    state: 'off',
    behind: 0,
    canShip: false,
    canReadTeam: false,
    grants: 'unknown',
    ...changes,
  };
}

export function instrument(
  id: string,
  card: { brand?: string; bin?: string; last4?: string; holder?: string } = {},
  extra: Record<string, unknown> = {},
): Instrument {
  return {
    id,
    type: 'card',
    status: 'active',
    card: {
      issuer_identification_number: card.bin ?? '411111',
      last_four_digits: card.last4 ?? '1111',
      holder_name: card.holder ?? 'Jane Doe',
      expiration_month: '12',
      expiration_year: '2030',
      bin_data: { card_brand: card.brand ?? 'Visa', card_type: 'credit' },
    },
    ...extra,
  };
}

export function page(data: Instrument[], pageNumber = 1, hasMore = false) {
  return ok({ data, page: pageNumber, page_size: 50, has_more: hasMore });
}

/** A promise the test settles by hand, to observe the UI while a call is in flight. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
