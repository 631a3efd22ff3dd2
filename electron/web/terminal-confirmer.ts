import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { reasonText } from '../../shared/error-words';
import type { ErrorReason } from '../../shared/errors';
import { fail, ok, type Result } from '../../shared/result';
import {
  isProductionSummary,
  isRoleMapSummary,
  isSignInSummary,
  isTeamStoreSummary,
  type ConfirmationPrompt,
  type ConfirmationSummary,
} from '../../shared/schemas/confirmation';
import {
  CONFIRMATION_CODES,
  destinationLine,
  roleMapChangeLines,
  roleMapLine,
  type ConfirmationRequest,
  type ProductionConfirmer,
} from '../core/guard/confirmer';
import { canonicalJson } from '../core/pipeline/canonical-json';
import { BROWSER_CALLER } from '../core/words/languages';
import { formatMoney } from '../../shared/money';
import { wordsFor } from '../core/words/main-words';

export interface TerminalConfirmerOptions {
  /**
   * `npm run web -- --allow-production`: without it, production operations are refused. A team
   * store's destination moves no money: it is confirmed by a code either way.
   */
  allowProduction: boolean;
  /** Where the person reads codes: the host's terminal (tests read it here too). */
  print: (line: string) => void;
  now?: () => number;
}

const TTL_MS = 2 * 60_000;
const TRIES_PER_CODE = 3;
/** Wrong codes per run, all operations together: a page guessing codes is stopped for good. */
const WRONG_CODES_PER_RUN = 10;
const MAX_PENDING = 20;
/** Codes remembered per operation once used, replaced or expired, and operations remembered. */
const SPENT_PER_BINDING = 8;
const MAX_SPENT = 200;

interface Pending {
  code: string;
  expiresAt: number;
  triesLeft: number;
  /**
   * Wrong codes already counted for this one: the same typo sent again (a double click, a burst
   * of submits) tells a guesser nothing new, so it is one guess, not one per request.
   */
  wrong: Set<string>;
}

/**
 * The browser host has no dialog of its own that a page could not imitate or click, so the
 * person confirms through the terminal: each production operation gets a six-digit code printed
 * there with its summary, and only that code, typed back for that exact operation (channel,
 * input, profile and base URL) within two minutes, lets it through. The page never sees it.
 * The lines it prints are in the language the page last said it shows.
 */
export class TerminalConfirmer implements ProductionConfirmer {
  private readonly pending = new Map<string, Pending>();
  /**
   * Codes this host printed for an operation that no longer open it (used, replaced, expired).
   * Sent again (a double click, a second tab, a burst of submits) they are no guess: they are
   * answered "expired or already used" and never count toward the run's lock.
   */
  private readonly spent = new Map<string, string[]>();
  /** Keys the bindings: an input may hold a card number, which a plain hash would not hide. */
  private readonly key = randomBytes(32);
  private wrongCodes = 0;
  private readonly now: () => number;

  constructor(private readonly options: TerminalConfirmerOptions) {
    this.now = options.now ?? Date.now;
  }

  caller() {
    return BROWSER_CALLER;
  }

  async confirm(request: ConfirmationRequest, code: string | undefined): Promise<Result<void>> {
    const { summary } = request;
    const words = wordsFor(request.language).terminal;
    const line = summaryLine(request);
    // Where the audit trail goes and how operators sign in move no money by themselves.
    if (!this.options.allowProduction && isProductionSummary(summary)) {
      return refused('production_not_allowed', CONFIRMATION_CODES.notAllowed, {
        profile: summary.profile,
      });
    }
    if (this.wrongCodes >= WRONG_CODES_PER_RUN) return this.locked();
    this.forgetExpired();
    const binding = bindingOf(this.key, request);
    const waiting = this.pending.get(binding);
    if (code !== undefined && this.wasSpent(binding, code)) {
      // One new code for a whole burst: those sent with the old one wait for the same new one.
      return waiting
        ? this.askAgain(request, waiting, 'expired')
        : this.issue(binding, request, 'expired');
    }
    if (code === undefined || !waiting) {
      return this.issue(binding, request, code === undefined ? undefined : 'expired');
    }
    if (sameCode(waiting.code, code)) {
      this.pending.delete(binding);
      this.spend(binding, waiting.code);
      this.options.print(words.confirmed(line));
      return ok(undefined);
    }
    if (waiting.wrong.has(code)) {
      return refused(
        'confirmation_code_wrong',
        CONFIRMATION_CODES.wrong,
        { tries: String(waiting.triesLeft) },
        this.prompt(summary, waiting),
      );
    }
    waiting.wrong.add(code);
    this.wrongCodes += 1;
    waiting.triesLeft -= 1;
    if (this.wrongCodes >= WRONG_CODES_PER_RUN) {
      this.pending.clear();
      this.options.print(words.locked);
      return this.locked();
    }
    if (waiting.triesLeft <= 0) {
      this.pending.delete(binding);
      this.spend(binding, waiting.code);
      this.options.print(words.burned(line));
      return this.issue(binding, request, 'burned');
    }
    return refused(
      'confirmation_code_wrong',
      CONFIRMATION_CODES.wrong,
      { tries: String(waiting.triesLeft) },
      this.prompt(summary, waiting),
    );
  }

  private issue(
    binding: string,
    request: ConfirmationRequest,
    why: 'expired' | 'burned' | undefined,
  ): Result<never> {
    const words = wordsFor(request.language).terminal;
    const replaced = this.pending.get(binding);
    if (replaced) this.spend(binding, replaced.code);
    if (this.pending.size >= MAX_PENDING) {
      const oldest = this.pending.keys().next().value;
      if (oldest !== undefined) this.pending.delete(oldest);
    }
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const waiting: Pending = {
      code,
      expiresAt: this.now() + TTL_MS,
      triesLeft: TRIES_PER_CODE,
      wrong: new Set(),
    };
    this.pending.delete(binding);
    this.pending.set(binding, waiting);
    const requested = isTeamStoreSummary(request.summary)
      ? wordsFor(request.language).teamStore.terminal.requested
      : isSignInSummary(request.summary)
        ? wordsFor(request.language).signIn.terminal.requested
        : isRoleMapSummary(request.summary)
          ? wordsFor(request.language).roleMap.terminal.requested
          : words.requested;
    for (const line of ['', requested(summaryLine(request)), words.code(code), '']) {
      this.options.print(line);
    }
    return this.askAgain(request, waiting, why);
  }

  /** Asks the page for the code that is waiting for this operation, saying why. */
  private askAgain(
    request: ConfirmationRequest,
    waiting: Pending,
    why: 'expired' | 'burned' | undefined,
  ): Result<never> {
    const { summary } = request;
    const reason =
      why === 'expired'
        ? 'confirmation_expired'
        : why === 'burned'
          ? 'confirmation_burned'
          : 'confirmation_required';
    // A team store's code confirms where the audit trail goes, named by its host.
    // A sign-in code confirms which provider operators sign in with, named by its issuer.
    const [asked, params]: [ErrorReason, Record<string, string>] = isTeamStoreSummary(summary)
      ? [`team_store_${reason}`, { host: summary.destination.host }]
      : isSignInSummary(summary)
        ? [`sign_in_${reason}`, { issuer: summary.issuer }]
        : isRoleMapSummary(summary)
          ? [`role_map_${reason}`, {}]
          : [reason, { profile: summary.profile }];
    return refused(asked, CONFIRMATION_CODES.required, params, this.prompt(summary, waiting));
  }

  private prompt(summary: ConfirmationSummary, waiting: Pending) {
    return {
      summary,
      expires_at: new Date(waiting.expiresAt).toISOString(),
      tries_left: waiting.triesLeft,
    };
  }

  private locked(): Result<never> {
    return refused('confirmation_locked', CONFIRMATION_CODES.locked);
  }

  private forgetExpired() {
    const now = this.now();
    for (const [binding, waiting] of this.pending) {
      if (waiting.expiresAt > now) continue;
      this.pending.delete(binding);
      this.spend(binding, waiting.code);
    }
  }

  private spend(binding: string, code: string) {
    const codes = this.spent.get(binding) ?? [];
    this.spent.delete(binding);
    this.spent.set(binding, [...codes, code].slice(-SPENT_PER_BINDING));
    if (this.spent.size > MAX_SPENT) {
      const oldest = this.spent.keys().next().value;
      if (oldest !== undefined) this.spent.delete(oldest);
    }
  }

  private wasSpent(binding: string, code: string): boolean {
    return (this.spent.get(binding) ?? []).some((spent) => sameCode(spent, code));
  }
}

/**
 * What the page is told: the reason (worded by the page in its language) and main's English,
 * with the summary to show beside the code field while a code is awaited.
 */
function refused(
  reason: ErrorReason,
  apiCode: string,
  params?: Record<string, string>,
  confirmation?: ConfirmationPrompt,
): Result<never> {
  return fail('forbidden', reasonText(reason, params), {
    apiCode,
    reason,
    ...(params ? { params } : {}),
    ...(confirmation ? { confirmation } : {}),
  });
}

/**
 * A code opens one thing: this channel, this input, on this profile as it was when the code was
 * printed (its address and everything else it sends).
 */
function bindingOf(key: Buffer, { channel, input, profile }: ConfirmationRequest): string {
  const where = `${profile?.id ?? ''}\n${profile?.baseUrl ?? ''}\n${profile?.fingerprint ?? ''}`;
  return createHmac('sha256', key)
    .update(`${channel}\n${where}\n${canonicalJson(input)}`)
    .digest('base64url');
}

function sameCode(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** One line for the terminal, with every fact the page's dialog shows. */
function summaryLine({ summary, language }: ConfirmationRequest): string {
  if (isTeamStoreSummary(summary)) {
    const words = wordsFor(language).teamStore.terminal;
    return [
      words.forConsole(summary.operation, summary.console),
      destinationLine(summary, language),
      ...(summary.changes ?? []),
      words.ships(summary.ships),
    ].join(' — ');
  }
  if (isRoleMapSummary(summary)) {
    const words = wordsFor(language);
    return [
      summary.operation,
      ...roleMapChangeLines(summary, language),
      summary.operator ? words.terminal.by(words.operatorLine(summary.operator)) : undefined,
    ]
      .filter(Boolean)
      .join(' — ');
  }
  if (isSignInSummary(summary)) {
    const words = wordsFor(language);
    const dialog = words.signIn.dialog;
    return [
      summary.operation,
      `${dialog.issuer} ${summary.issuer}`,
      `${dialog.clientId} ${summary.client_id}`,
      `${dialog.rolesClaim} ${summary.roles_claim}`,
      `${dialog.roleMap} ${roleMapLine(summary, language)}`,
      `${dialog.secret} ${words.signIn.secret[summary.secret.state]}`,
      ...(summary.changes ?? []),
      summary.operator ? words.terminal.by(words.operatorLine(summary.operator)) : undefined,
    ]
      .filter(Boolean)
      .join(' — ');
  }
  const words = wordsFor(language).terminal;
  return [
    words.onProfile(summary.operation, summary.profile, summary.base_url),
    summary.amount
      ? formatMoney(summary.amount.value, summary.amount.currency, language)
      : undefined,
    summary.target,
    summary.last_four ? words.cardEnding(summary.last_four) : undefined,
    ...(summary.changes ?? []),
    summary.operator ? words.by(wordsFor(language).operatorLine(summary.operator)) : undefined,
  ]
    .filter(Boolean)
    .join(' — ');
}
