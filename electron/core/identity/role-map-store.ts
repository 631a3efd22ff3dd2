import { closeSync, fsyncSync, openSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import type { Channel } from '../../../shared/channels';
import { refuse } from '../../../shared/error-words';
import {
  DEFAULT_CHANNEL_RULES,
  isEditableChannel,
  permits,
  type ChannelRule,
} from '../../../shared/permissions';
import { ok, type Result } from '../../../shared/result';
import { ROLES, type Operator, type Role } from '../../../shared/schemas/operator';
import {
  StoredRoleMap,
  type RoleMapEdit,
  type RoleMapView,
} from '../../../shared/schemas/role-map';
import { ensureDir, moveAside, readJsonFile, writeFileAtomic } from '../fs/atomic-file';
import { logError } from '../log';

type Overrides = Partial<Record<Channel, readonly Role[]>>;

/** One change of the role map as its audit file keeps it: who, when, and the rows before and after. */
export interface RoleMapChange {
  at: string;
  operator: Operator;
  changes: { channel: Channel; before: readonly Role[]; after: readonly Role[] }[];
}

/**
 * The role map an administrator edited, kept in the data folder as the rows that differ from
 * the operation modules' defaults, so a new operation takes its module's roles without a
 * migration. Every change is appended (fsynced) to role-map-changes.jsonl before it is in force.
 * No edit may leave the editor's own roles unable to edit the map again: that is refused, so a
 * console cannot be locked out of its own role map.
 */
export class RoleMapStore {
  private overrides: Overrides = {};
  private readonly listeners = new Set<() => void>();
  private readonly file: string;
  private readonly changesFile: string;

  constructor(
    private readonly dataDir: string,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.file = join(dataDir, 'role-map.json');
    this.changesFile = join(dataDir, 'role-map-changes.jsonl');
    const read = readJsonFile(this.file);
    const parsed = read.kind === 'ok' ? StoredRoleMap.safeParse(read.value) : undefined;
    if (parsed?.success) {
      this.overrides = Object.fromEntries(
        Object.entries(parsed.data.overrides).filter(([channel]) =>
          isEditableChannel(channel as Channel),
        ),
      );
    } else if (read.kind !== 'missing') {
      // Kept for whoever investigates; the defaults hold meanwhile, never a wider map.
      logError('role map unreadable, defaults in force', moveAside(this.file));
    }
  }

  rules(): Readonly<Record<Channel, ChannelRule>> {
    return { ...DEFAULT_CHANNEL_RULES, ...this.overrides };
  }

  view(): RoleMapView {
    return {
      rows: (Object.keys(DEFAULT_CHANNEL_RULES) as Channel[])
        .filter(isEditableChannel)
        .map((channel) => ({
          channel,
          roles: [...(this.rules()[channel] as readonly Role[])],
          defaults: [...(DEFAULT_CHANNEL_RULES[channel] as readonly Role[])],
        })),
    };
  }

  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  edit(edit: RoleMapEdit, by: { operator: Operator; roles: readonly Role[] }): Result<RoleMapView> {
    const applied = this.apply(edit, by);
    return applied.ok ? ok(applied.value.view) : applied;
  }

  /**
   * What `edit` would change, row by row, without changing anything: what the person confirms
   * before it applies. Refused as `apply` would refuse it.
   */
  plan(
    edit: RoleMapEdit,
    by: { roles: readonly Role[] },
  ): Result<{ next: Overrides; changes: RoleMapChange['changes'] }> {
    let next: Overrides;
    if ('reset' in edit) {
      next = {};
    } else {
      if (!isEditableChannel(edit.channel)) {
        return refuse('validation', 'role_map_not_editable', { operation: edit.channel });
      }
      const roles = ROLES.filter((role) => edit.roles.includes(role));
      const defaults = DEFAULT_CHANNEL_RULES[edit.channel] as readonly Role[];
      next = { ...this.overrides };
      if (sameRoles(roles, defaults)) delete next[edit.channel];
      else next[edit.channel] = roles;
    }
    const rules = { ...DEFAULT_CHANNEL_RULES, ...next };
    // Judged as on production, where QA's role does not count: the map must stay editable there.
    if (!permits({ channel: 'roles:setMap', roles: by.roles, production: true, rules })) {
      return refuse('conflict', 'role_map_lockout', {
        role: by.roles.join(', '),
        operation: 'roles:setMap',
      });
    }
    const changes = (Object.keys(DEFAULT_CHANNEL_RULES) as Channel[])
      .filter(isEditableChannel)
      .map((channel) => ({
        channel,
        before: this.rules()[channel] as readonly Role[],
        after: rules[channel] as readonly Role[],
      }))
      .filter((c) => !sameRoles(c.before, c.after));
    return ok({ next, changes });
  }

  /** `edit`, also saying what changed (nothing when the map already read so) for the journal. */
  apply(
    edit: RoleMapEdit,
    by: { operator: Operator; roles: readonly Role[] },
  ): Result<{ view: RoleMapView; change?: RoleMapChange }> {
    const planned = this.plan(edit, by);
    if (!planned.ok) return planned;
    const { next, changes } = planned.value;
    if (changes.length === 0) return ok({ view: this.view() });
    const record: RoleMapChange = {
      at: this.now().toISOString(),
      operator: by.operator,
      changes,
    };
    try {
      ensureDir(this.dataDir);
      appendSynced(this.changesFile, `${JSON.stringify(record)}\n`);
      writeFileAtomic(this.file, JSON.stringify({ v: 1, overrides: next }, null, 2));
    } catch (error) {
      return refuse('internal', 'role_map_not_saved', {
        code: (error as NodeJS.ErrnoException).code ?? 'EIO',
      });
    }
    this.overrides = next;
    for (const listener of this.listeners) listener();
    return ok({ view: this.view(), change: record });
  }
}

function sameRoles(a: readonly Role[], b: readonly Role[]): boolean {
  return a.length === b.length && a.every((role) => b.includes(role));
}

/** The change is on disk before the map it describes is. */
function appendSynced(path: string, line: string): void {
  const fd = openSync(path, 'a', 0o600);
  try {
    writeSync(fd, line);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}
