import type { Channel } from './channels';
import { API_OPERATION_NAMES, type ApiOperationName } from './operations/catalog';
import { OPERATIONS } from './operations/registry';
import { READERS, STORE_MONEY, QA_MONEY } from './operations/roles';
import { ROLES, type Role } from './schemas/operator';

/**
 * What a channel asks of the caller's roles:
 * - a list of roles, `qa` in it counting only on a non-production profile;
 * - `anyone`: the sign-in itself and what its screen needs, open to a session with no roles yet
 *   (signed out or locked: the identity gate decides those, ipc/identity.ts);
 * - `everyone`: what any person at the console needs to work at all, whatever the profile (the
 *   console's own info and language, which profile is active and switching it, what they may
 *   do): refusing it would leave a QA on a production profile unable to switch away from it;
 * - `follows-operation`: acting on an operation already in the journal (retrying or settling an
 *   unknown outcome, sending it again from Activity) needs the role that may run that operation:
 *   a store manager may settle a cancel-or-refund, never resend a QA authorization.
 * Reads of the journal, the mirror and the team store's status are everyone's reads; changing
 * the team store or a profile (its address, credentials, production flag) is the
 * administrator's, since it decides where every role's money goes; QA may also pick the
 * simulator's dialect and test a profile's connection. The simulator's controls and scenarios
 * are QA's alone: an administrator keeps profiles, the team store and sign-in settings. Supervisors read the team's Activity
 * through `activity:*` with the readers.
 */
export type ChannelRule = readonly Role[] | 'anyone' | 'everyone' | 'follows-operation';

type OtherChannel = Exclude<Channel, ApiOperationName>;

const ADMIN: readonly Role[] = ['admin'];
const ADMIN_AND_QA: readonly Role[] = ['admin', 'qa'];
const SUPERVISOR: readonly Role[] = ['supervisor'];
/** The simulator's controls and scenarios: test tools, never an administrator's work. */
const QA: readonly Role[] = ['qa'];
const REQUESTERS: readonly Role[] = [...new Set([...STORE_MONEY, ...QA_MONEY])];

/** Every channel that is not an API operation; a new one does not compile until it is here. */
export const OTHER_CHANNEL_RULES = {
  'app:info': 'anyone',
  'app:setLanguage': 'anyone',
  'roles:permissions': 'everyone',
  // Who is at the console: the sign-in screen's own calls.
  'identity:state': 'anyone',
  'identity:signIn': 'anyone',
  'identity:signOut': 'anyone',
  'identity:activity': 'anyone',
  'identity:unlock': 'anyone',
  // Editable like the rest, but never so that the one editing loses it (role-map-store.ts).
  'roles:map': ADMIN,
  'roles:setMap': ADMIN,
  // Who signs in, and with which roles claim, decides every role: an administrator's alone.
  'identity:provider': ADMIN,
  'identity:setProvider': ADMIN,
  'outcomes:retry': 'follows-operation',
  'outcomes:markResolved': 'follows-operation',
  'outcomes:checkStatus': READERS,
  'outcomes:unresolved': READERS,
  'outcomes:unresolvedCount': READERS,
  'outcomes:recent': READERS,
  'outcomes:get': READERS,
  'activity:query': READERS,
  'activity:get': READERS,
  'activity:curl': READERS,
  'activity:replay': 'follows-operation',
  'activity:export': READERS,
  'activity:profiles': READERS,
  'finder:search': READERS,
  'finder:status': READERS,
  'team:status': READERS,
  'team:configure': ADMIN,
  'team:forget': ADMIN,
  // The second person: only a supervisor sees others' requests and decides (main refuses one's
  // own); whoever may move money sees what they asked for.
  'approvals:pending': SUPERVISOR,
  'approvals:decide': SUPERVISOR,
  'approvals:mine': REQUESTERS,
  'profiles:list': 'everyone',
  'profiles:activate': 'everyone',
  'profiles:create': ADMIN,
  'profiles:update': ADMIN,
  'profiles:remove': ADMIN,
  'profiles:setSecret': ADMIN,
  'profiles:clearSecret': ADMIN,
  'profiles:testConnection': ADMIN_AND_QA,
  'profiles:setSimulatorDialect': ADMIN_AND_QA,
  // Whether the simulator can be driven decides whether its area is listed: anyone may ask.
  'simulator:status': 'everyone',
  // The control token is kept with the profile in Settings, like its other secrets.
  'simulator:tokenState': ADMIN_AND_QA,
  'simulator:setControlToken': ADMIN_AND_QA,
  'simulator:clearControlToken': ADMIN_AND_QA,
  'simulator:faults': QA,
  'simulator:armFault': QA,
  'simulator:clearFault': QA,
  'simulator:clearFaults': QA,
  'simulator:reset': QA,
  'simulator:ledger': QA,
  'simulator:requests': QA,
  'simulator:dialect': QA,
  'simulator:setDialect': QA,
  'simulator:clock': QA,
  'simulator:advanceClock': QA,
  'simulator:credentials': QA,
  // A scenario's steps are each checked again as the page's own calls would be.
  'scenarios:list': QA,
  'scenarios:read': QA,
  'scenarios:save': QA,
  'scenarios:check': QA,
  'scenarios:copyExample': QA,
  'scenarios:run': QA,
  'scenarios:next': QA,
  'scenarios:stop': QA,
  'scenarios:status': QA,
  'scenarios:fromActivity': QA,
} as const satisfies Record<OtherChannel, ChannelRule>;

/** Each channel's rule: an API operation's from its module, the rest from the table above. */
export const DEFAULT_CHANNEL_RULES: Readonly<Record<Channel, ChannelRule>> = {
  ...(Object.fromEntries(
    API_OPERATION_NAMES.map((name) => [name, OPERATIONS[name].roles]),
  ) as Record<ApiOperationName, readonly Role[]>),
  ...OTHER_CHANNEL_RULES,
};

/** Whether one of `roles` may call through `rule` on a profile that is or is not production. */
export function rolesAllow(
  rule: readonly Role[],
  roles: readonly Role[],
  production: boolean,
): Role | undefined {
  return roles.find((role) => rule.includes(role) && (role !== 'qa' || !production));
}

/** Money that may be sent again: a journaled operation not found locally counts as any of them. */
const ANY_MONEY: readonly Role[] = [...new Set([...STORE_MONEY, ...QA_MONEY])];

export interface PermissionQuestion {
  channel: Channel;
  roles: readonly Role[];
  production: boolean;
  /** For `follows-operation`: the operation the input names, when the journal has it. */
  followed?: Channel;
  rules?: Readonly<Record<Channel, ChannelRule>>;
}

/** Whether the caller may use the channel now. */
export function permits({
  channel,
  roles,
  production,
  followed,
  rules = DEFAULT_CHANNEL_RULES,
}: PermissionQuestion): boolean {
  const rule = rules[channel];
  if (ROLES.every((role) => roles.includes(role))) return true;
  if (rule === 'anyone') return true;
  if (rule === 'everyone') return roles.length > 0;
  if (rule === 'follows-operation') {
    const of = followed ? rules[followed] : ANY_MONEY;
    return Array.isArray(of) && rolesAllow(of as readonly Role[], roles, production) !== undefined;
  }
  return rolesAllow(rule as readonly Role[], roles, production) !== undefined;
}

/** Every channel the caller may use now, for the page to show only those. */
export function allowedChannels(
  roles: readonly Role[],
  production: boolean,
  rules: Readonly<Record<Channel, ChannelRule>> = DEFAULT_CHANNEL_RULES,
): Channel[] {
  return (Object.keys(rules) as Channel[]).filter((channel) =>
    permits({ channel, roles, production, rules }),
  );
}

/** Whether the role map lists the channel's roles: not everyone's, not one following another's. */
export function isEditableChannel(channel: Channel): boolean {
  return Array.isArray(DEFAULT_CHANNEL_RULES[channel]);
}
