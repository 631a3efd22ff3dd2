import { refuse } from '../../../shared/error-words';
import { ok, type Result } from '../../../shared/result';
import type { IdentityState } from '../../../shared/schemas/identity';
import { ROLES, type Operator, type Role } from '../../../shared/schemas/operator';
import type { OidcOperatorSession } from './oidc-session';
import type { OperatorSession } from './operator-session';

/** PCI DSS 8.2.8: re-authentication after 15 minutes idle. An installation may ask for less. */
export const IDLE_LOCK_MAX_MINUTES = 15;

/** The installation's idle time, never above the ceiling: a longer one is taken as 15. */
export function idleLockMinutes(requested?: number): number {
  if (requested === undefined || !Number.isFinite(requested) || requested <= 0) {
    return IDLE_LOCK_MAX_MINUTES;
  }
  return Math.min(requested, IDLE_LOCK_MAX_MINUTES);
}

export interface ConsoleIdentityOptions {
  /** The company's provider; absent, the console runs as its local operator. */
  oidc?: OidcOperatorSession;
  /** The operating system's user name: the local operator, not verified. */
  localName: string;
  idleLockMinutes?: number;
  now?: () => number;
}

/**
 * Who is at the console, and whether they still are: the provider's sign-in (or the local
 * operator) and the idle lock, with main's clock. Main reads it before every call; the page only
 * reports that the person typed or clicked, and shows what main says.
 */
export class ConsoleIdentity implements OperatorSession {
  private readonly now: () => number;
  private readonly idleMs: number;
  private lastInput: number;
  private isLocked = false;
  private readonly listeners = new Set<() => void>();
  private readonly local: Operator;

  constructor(private readonly options: ConsoleIdentityOptions) {
    this.now = options.now ?? Date.now;
    this.idleMs = idleLockMinutes(options.idleLockMinutes) * 60_000;
    this.lastInput = this.now();
    this.local = { kind: 'local', name: options.localName };
    options.oidc?.onChange(() => this.changed());
  }

  get oidc(): OidcOperatorSession | undefined {
    return this.options.oidc;
  }

  operator(): Operator {
    return this.options.oidc ? this.options.oidc.operator() : this.local;
  }

  roles(): readonly Role[] {
    return this.options.oidc ? this.options.oidc.roles() : ROLES;
  }

  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  signedIn(): boolean {
    return this.options.oidc ? this.options.oidc.signedIn() : true;
  }

  /** Read, not timed: the lock is due whenever main next looks, so no timer can drift or leak. */
  locked(): boolean {
    if (!this.isLocked && this.now() - this.lastInput >= this.idleMs) {
      this.isLocked = true;
      this.changed();
    }
    return this.isLocked;
  }

  /** The page saw input: the idle clock starts again, unless the console has locked already. */
  activity(): IdentityState {
    if (!this.locked()) this.lastInput = this.now();
    return this.state();
  }

  state(): IdentityState {
    const signedIn = this.signedIn();
    return {
      mode: this.options.oidc ? 'oidc' : 'local',
      signedIn,
      locked: signedIn && this.locked(),
      ...(signedIn ? { operator: this.operator() } : {}),
      roles: signedIn ? [...this.roles()] : [],
      idleLockMinutes: this.idleMs / 60_000,
      ...(this.options.oidc ? { provider: this.options.oidc.issuer } : {}),
    };
  }

  /**
   * Why a call may not go ahead now, or undefined. Checked when a call arrives, never while it
   * runs: an operation already sent finishes and is journaled even if the console locks meanwhile.
   */
  async refusal(): Promise<Result<never> | undefined> {
    const oidc = this.options.oidc;
    if (oidc && !(await oidc.ensureFresh())) return refuse('unauthorized', 'sign_in_required');
    if (this.locked()) return refuse('forbidden', 'console_locked');
    return undefined;
  }

  /** The provider's address for this sign-in (or unlock): the redirect comes back to main. */
  async signIn(redirectUri: () => Promise<string>): Promise<Result<{ url: string }>> {
    const oidc = this.options.oidc;
    if (!oidc) return refuse('validation', 'sign_in_not_configured');
    return oidc.begin(await redirectUri());
  }

  /** The provider's redirect: a signed-in person unlocks the console and starts the idle clock. */
  async completeSignIn(callback: URL): Promise<Result<Operator>> {
    const oidc = this.options.oidc;
    if (!oidc) return refuse('validation', 'sign_in_not_configured');
    const done = await oidc.complete(callback);
    if (done.ok) this.unlocked();
    return done;
  }

  /**
   * The browser host's callback route: only an address carrying a state this console began is
   * its own (anything else learns nothing, not even the host's token).
   */
  async hostCallback(callback: URL): Promise<'signed-in' | 'failed' | 'not-ours'> {
    const oidc = this.options.oidc;
    if (!oidc?.ownsCallback(callback)) return 'not-ours';
    return (await this.completeSignIn(callback)).ok ? 'signed-in' : 'failed';
  }

  /** The local operator confirms who is at the desk by the name the console runs as. */
  unlockLocal(name: string): Result<IdentityState> {
    if (this.options.oidc) return refuse('unauthorized', 'sign_in_required');
    if (name.trim() !== this.options.localName) {
      return refuse('validation', 'not_the_local_operator');
    }
    this.unlocked();
    return ok(this.state());
  }

  async signOut(): Promise<IdentityState> {
    await this.options.oidc?.signOut();
    return this.state();
  }

  private unlocked() {
    this.lastInput = this.now();
    if (this.isLocked) {
      this.isLocked = false;
      this.changed();
    }
  }

  private changed() {
    for (const listener of this.listeners) listener();
  }
}
