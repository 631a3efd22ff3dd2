import { refuse } from '../../../shared/error-words';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { z } from 'zod';
import { fail, ok, type Result } from '../../../shared/result';
import { DialectName } from '../../../shared/schemas/dialect';
import { plainLine } from '../../../shared/plain-text';
import { ProfileId } from '../../../shared/schemas/common';
import { ProfileInput } from '../../../shared/schemas/profile';
import { moveAside, readJsonFile, writeFileAtomic } from '../fs/atomic-file';
import { fieldReason, fieldText } from '../../../shared/validation-words';

export const SIMULATOR_ID = 'simulator';
export const SIMULATOR_NAME = 'Simulator';

/** A saved profile as the user entered it (optional fields stay optional: defaults follow edits). */
const ProfileRecord = ProfileInput.extend({
  // A name saved before names had to be visible characters loads cleaned, not as a broken file.
  name: z.string().transform(plainLine).pipe(ProfileInput.shape.name),
  id: ProfileId.refine((id) => id !== SIMULATOR_ID, 'The simulator is never stored'),
});
export type ProfileRecord = z.infer<typeof ProfileRecord>;

/**
 * Parsed again on load with the same rules as the form, so a hand-edited file cannot slip in
 * what the Settings screen would refuse (plain http to a remote host, a forbidden header…).
 */
const ProfilesFile = z.object({
  version: z.literal(1),
  activeId: z.string(),
  profiles: z.array(ProfileRecord),
  /** How the built-in simulator answers; absent: friendly. */
  simulatorDialect: DialectName.optional(),
  /**
   * Each profile's revision (the simulator's too), drawn from one counter that only goes up, so
   * an edit, a new secret or an activation never brings back a revision a page may still hold.
   * Absent in files written before revisions: every profile starts at 0.
   */
  revisions: z.record(z.string(), z.number().int().min(0)).optional(),
  lastRevision: z.number().int().min(0).optional(),
});
type ProfilesFile = z.infer<typeof ProfilesFile>;

const newProfileId = () => `prf-${randomBytes(9).toString('base64url')}`;

/**
 * Saved connection profiles and which one is active, in `{dataDir}/profiles.json`, written
 * atomically. The built-in simulator is not stored and cannot be edited or removed. A file that
 * does not parse is reported (`problem()`) and, on the next save, moved aside rather than
 * overwritten.
 */
export class ProfileStore {
  private readonly path: string;
  private data: ProfilesFile = { version: 1, activeId: SIMULATOR_ID, profiles: [] };
  private corrupt = false;
  private report: string | undefined;

  constructor(
    dataDir: string,
    private readonly newId: () => string = newProfileId,
  ) {
    this.path = join(dataDir, 'profiles.json');
    this.load();
  }

  /** Set when the profiles file could not be read; the app should show it to the user. */
  problem(): string | undefined {
    return this.report;
  }

  list(): ProfileRecord[] {
    return this.data.profiles.map((p) => structuredClone(p));
  }

  get(id: string): ProfileRecord | undefined {
    const found = this.data.profiles.find((p) => p.id === id);
    return found && structuredClone(found);
  }

  /** Falls back to the simulator when the stored id no longer names a profile. */
  activeId(): string {
    const id = this.data.activeId;
    return this.data.profiles.some((p) => p.id === id) ? id : SIMULATOR_ID;
  }

  /** The profile's revision: it changes on every edit, new secret and activation. */
  revision(id: string): number {
    return this.data.revisions?.[id] ?? 0;
  }

  /** A change kept outside this file (a secret) is an edit too: the profile gets a revision. */
  touch(id: string): Result<void> {
    if (id !== SIMULATOR_ID && !this.data.profiles.some((p) => p.id === id)) return notFound(id);
    return this.save(revised(this.data, id));
  }

  create(input: ProfileInput): Result<ProfileRecord> {
    const clash = this.nameClash(input.name, undefined);
    if (clash) return clash;
    const record: ProfileRecord = { ...structuredClone(input), id: this.newId() };
    const saved = this.save(
      revised({ ...this.data, profiles: [...this.data.profiles, record] }, record.id),
    );
    return saved.ok ? ok(structuredClone(record)) : saved;
  }

  update(id: string, input: ProfileInput): Result<ProfileRecord> {
    if (id === SIMULATOR_ID) return simulatorIsBuiltIn('edited');
    if (!this.data.profiles.some((p) => p.id === id)) return notFound(id);
    const clash = this.nameClash(input.name, id);
    if (clash) return clash;
    const record: ProfileRecord = { ...structuredClone(input), id };
    const profiles = this.data.profiles.map((p) => (p.id === id ? record : p));
    const saved = this.save(revised({ ...this.data, profiles }, id));
    return saved.ok ? ok(structuredClone(record)) : saved;
  }

  remove(id: string): Result<void> {
    if (id === SIMULATOR_ID) return simulatorIsBuiltIn('removed');
    if (!this.data.profiles.some((p) => p.id === id)) return notFound(id);
    const profiles = this.data.profiles.filter((p) => p.id !== id);
    const wasActive = this.data.activeId === id;
    const activeId = wasActive ? SIMULATOR_ID : this.data.activeId;
    const { [id]: _gone, ...revisions } = this.data.revisions ?? {};
    const next = { ...this.data, activeId, profiles, revisions };
    // The simulator taking over is an activation: a page still naming it from before is stale.
    return this.save(wasActive ? revised(next, SIMULATOR_ID) : next);
  }

  simulatorDialect(): DialectName {
    return this.data.simulatorDialect ?? 'friendly';
  }

  setSimulatorDialect(dialect: DialectName): Result<void> {
    if (dialect === this.simulatorDialect()) return ok(undefined);
    return this.save(revised({ ...this.data, simulatorDialect: dialect }, SIMULATOR_ID));
  }

  setActive(id: string): Result<void> {
    if (id !== SIMULATOR_ID && !this.data.profiles.some((p) => p.id === id)) return notFound(id);
    if (id === this.activeId()) return ok(undefined);
    return this.save(revised({ ...this.data, activeId: id }, id));
  }

  /** Two profiles with one name invite moving money through the wrong one. */
  private nameClash(name: string, self: string | undefined) {
    const taken = (other: string) => other.toLocaleLowerCase() === name.toLocaleLowerCase();
    if (taken(SIMULATOR_NAME) || this.data.profiles.some((p) => p.id !== self && taken(p.name))) {
      const reason = fieldReason('nameTaken');
      return fail('validation', fieldText(reason), { fields: { name: reason } });
    }
    return undefined;
  }

  private load(): void {
    const read = readJsonFile(this.path);
    if (read.kind === 'missing') return;
    let reason: string;
    if (read.kind === 'ok') {
      const parsed = ProfilesFile.safeParse(read.value);
      if (parsed.success) {
        this.data = parsed.data;
        return;
      }
      const issue = parsed.error.issues[0];
      reason = `${issue?.path.map(String).join('.') || 'file'}: ${fieldText(issue?.message ?? '')}`;
    } else {
      reason = read.reason;
    }
    this.corrupt = true;
    this.report =
      `The saved profiles (${this.path}) could not be read: ${reason}. Only the simulator is ` +
      'available; the file is left as it is until a profile is saved.';
  }

  /** Disk first, memory second: a failed write leaves both as they were. */
  private save(next: ProfilesFile): Result<void> {
    try {
      if (this.corrupt) {
        const aside = moveAside(this.path);
        this.corrupt = false;
        this.report =
          `The saved profiles could not be read; the unreadable file was kept as ${aside} and a ` +
          'new one was started.';
      }
      writeFileAtomic(this.path, `${JSON.stringify(next, null, 2)}\n`);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? 'unknown error';
      return refuse('internal', 'profiles_not_saved', { code }, { detail: this.path });
    }
    this.data = next;
    return ok(undefined);
  }
}

/** `data` with a new revision, above every one given before, for profile `id`. */
function revised(data: ProfilesFile, id: string): ProfilesFile {
  const lastRevision = (data.lastRevision ?? 0) + 1;
  return { ...data, lastRevision, revisions: { ...data.revisions, [id]: lastRevision } };
}

function simulatorIsBuiltIn(verb: 'edited' | 'removed') {
  return refuse(
    'validation',
    verb === 'edited' ? 'simulator_not_editable' : 'simulator_not_removable',
  );
}

function notFound(id: string) {
  return refuse('not_found', 'profile_not_found', { id });
}
