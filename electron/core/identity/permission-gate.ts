import type { Channel } from '../../../shared/channels';
import { refuse } from '../../../shared/error-words';
import {
  allowedChannels,
  DEFAULT_CHANNEL_RULES,
  permits,
  type ChannelRule,
} from '../../../shared/permissions';
import { ok, type Result } from '../../../shared/result';
import type { SessionPermissions } from '../../../shared/schemas/permissions';
import { PERMISSION, type GuardedHandlers, type PermissionCheck } from '../ipc/dispatch';
import type { HandlerRegistry } from '../ipc/index';
import type { OperatorSession } from './operator-session';

export interface PermissionDeps {
  session: OperatorSession;
  /** Whether the active profile is a production one: QA's roles count only elsewhere. */
  production: () => boolean;
  /** The operation a journaled record is of, for channels that act on one (retry, replay). */
  operationOf: (operationId: string) => Promise<Channel | undefined>;
  /** The role map in force; the defaults until an administrator edits it. */
  rules?: () => Readonly<Record<Channel, ChannelRule>>;
  /**
   * Why no one may call `channel` now (signed out, locked), asked first: a signed-out session
   * has no roles, and "sign in" is what the person must hear, not "your roles do not allow".
   */
  sessionRefusal?: (channel: Channel) => Promise<Result<never> | undefined>;
}

/** What the session may do now: main's answer to `roles:permissions` and its push. */
export function sessionPermissions(deps: PermissionDeps): SessionPermissions {
  const roles = [...deps.session.roles()];
  return {
    operator: deps.session.operator(),
    roles,
    allowed: allowedChannels(roles, deps.production(), rulesOf(deps)),
  };
}

/**
 * Main's check of every call against the session's roles, run by dispatch before anything else
 * reads the input: a refused call sends nothing and journals nothing. The operation id of a
 * retry or a resend is read from the raw input only to find the journaled operation's rule; one
 * the journal does not have is judged as any money operation, and its handler then says so.
 */
export function permissionCheck(deps: PermissionDeps): PermissionCheck {
  return async (channel, raw) => {
    const refusal = await deps.sessionRefusal?.(channel);
    if (refusal) return refusal;
    const roles = deps.session.roles();
    const production = deps.production();
    const rules = rulesOf(deps);
    const id = operationIdIn(raw);
    const followed =
      rules[channel] === 'follows-operation' && id ? await deps.operationOf(id) : undefined;
    if (permits({ channel, roles, production, rules, ...(followed ? { followed } : {}) }))
      return ok(undefined);
    return refuse('forbidden', 'not_permitted', {
      role: roles.join(', ') || '—',
      operation: followed ?? channel,
    });
  };
}

/** The core's handlers, each call checked by dispatch against the session's roles. */
export function withPermissions(handlers: HandlerRegistry, deps: PermissionDeps): GuardedHandlers {
  return { ...handlers, [PERMISSION]: permissionCheck(deps) };
}

function rulesOf(deps: PermissionDeps): Readonly<Record<Channel, ChannelRule>> {
  return deps.rules?.() ?? DEFAULT_CHANNEL_RULES;
}

function operationIdIn(raw: unknown): string | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const id = (raw as { operation_id?: unknown }).operation_id;
  return typeof id === 'string' ? id : undefined;
}
