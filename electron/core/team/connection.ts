import { readFileSync } from 'node:fs';
import type { ConnectionOptions } from 'node:tls';
import type pg from 'pg';
import type { ErrorCode, ErrorReason } from '../../../shared/errors';
import { reasonText } from '../../../shared/error-words';
import type { TeamStoreDestination } from '../../../shared/schemas/confirmation';
import { fieldReason, fieldText } from '../../../shared/validation-words';

export interface StoreUrl {
  /** The URL as people see it and as it is saved: never with a password. */
  display: string;
  /** A password written inside the URL, taken out to be sealed. */
  password?: string;
  /** Where the audit trail goes: what a person confirms before it goes somewhere new. */
  destination: TeamStoreDestination;
}

export interface ParsedStoreUrl extends StoreUrl {
  config: pg.ClientConfig;
}

/** A failure of the team store, with a code from the IPC contract's ErrorCode. */
export class TeamStoreError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** The reason the page says the message by, in the person's language. */
    readonly words?: Omit<StoreErrorWords, 'code' | 'message'>,
  ) {
    super(message);
  }

  static of({ code, message, ...words }: StoreErrorWords): TeamStoreError {
    return new TeamStoreError(code, message, words);
  }
}

/**
 * A URL the console will not use: `field` is the reason for the page to say at the URL field
 * in the person's language; the message is its English, for the log.
 */
export class StoreUrlError extends TeamStoreError {
  readonly field: string;
  constructor(field: string) {
    super('validation', fieldText(field));
    this.field = field;
  }
}

const TLS_MODES = ['require', 'verify-ca', 'verify-full'];

/**
 * Reads a `postgres://user[:password]@host[:port]/database?sslmode=…` URL into a connection.
 * TLS is required, with the server's certificate verified, except on this machine (a loopback
 * address or a Unix socket), where nothing crosses a network.
 */
export function parseStoreUrl(text: string): ParsedStoreUrl {
  const read = readStoreUrl(text);
  const { host, port, user, database, tls, ca } = read.destination;
  return {
    ...read,
    config: {
      host,
      port,
      user,
      database,
      ...(TLS_MODES.includes(tls) ? { ssl: tlsOptions(tls, ca) } : {}),
      connectionTimeoutMillis: 10_000,
      query_timeout: 30_000,
      keepAlive: true,
      application_name: 'payments-console',
    },
  };
}

/** The URL's rules and destination alone, touching no file (a CA file is read to connect). */
export function readStoreUrl(text: string): StoreUrl {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    throw new StoreUrlError(fieldReason('teamUrlNotUrl'));
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
    throw new StoreUrlError(fieldReason('postgresUrl'));
  }
  const params = url.searchParams;
  const socketHost = params.get('host') ?? undefined;
  const hostname = decodeURIComponent(url.hostname);
  const host = socketHost ?? (hostname.startsWith('/') ? hostname : stripBrackets(hostname));
  if (!host) throw new StoreUrlError(fieldReason('teamHost'));
  const user = decodeURIComponent(url.username);
  if (!user) throw new StoreUrlError(fieldReason('teamUrlNoUser'));
  const database = decodeURIComponent(url.pathname.replace(/^\//, '')) || user;
  const sslmode = params.get('sslmode') ?? undefined;
  const local = host.startsWith('/') || isLoopback(host);
  if (sslmode !== undefined && !['disable', 'prefer', 'allow', ...TLS_MODES].includes(sslmode)) {
    throw new StoreUrlError(fieldReason('teamSslmode', { sslmode }));
  }
  const tls = sslmode !== undefined && TLS_MODES.includes(sslmode);
  if (!local && !tls) {
    throw new StoreUrlError(fieldReason('teamRemoteNeedsTls', { host }));
  }
  // libpq reads `?password=` as well as `user:password@`: either is taken out to be sealed.
  const password = url.password
    ? decodeURIComponent(url.password)
    : (params.get('password') ?? undefined);
  const display = new URL(url.href);
  display.password = '';
  display.searchParams.delete('password');
  // The passphrase of a client key, which libpq also reads from the URL: never shown or saved.
  display.searchParams.delete('sslpassword');
  const ca = params.get('sslrootcert') ?? undefined;
  return {
    display: display.href,
    ...(password !== undefined ? { password } : {}),
    destination: {
      host,
      port: url.port ? Number(url.port) : 5432,
      database,
      user,
      tls: sslmode ?? 'none',
      ...(ca !== undefined ? { ca } : {}),
    },
  };
}

/**
 * The server's certificate is always verified: `require` does not mean "any certificate" here.
 * `verify-ca` checks the chain and not the host name, as libpq does; `sslrootcert` names the
 * CA a managed server's certificates chain to (else the system's CAs).
 */
function tlsOptions(sslmode: string | undefined, rootCert: string | undefined): ConnectionOptions {
  let ca: Buffer | undefined;
  if (rootCert) {
    try {
      ca = readFileSync(rootCert);
    } catch {
      throw new StoreUrlError(fieldReason('teamCaUnreadable', { path: rootCert }));
    }
  }
  return {
    rejectUnauthorized: true,
    ...(ca ? { ca } : {}),
    ...(sslmode === 'verify-ca' ? { checkServerIdentity: () => undefined } : {}),
  };
}

function stripBrackets(host: string): string {
  return host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
}

export function isLoopback(host: string): boolean {
  const h = host.toLowerCase();
  return h === 'localhost' || h === '::1' || /^127(\.\d{1,3}){3}$/.test(h);
}

/**
 * A store failure as Settings shows it: the reason and what it names for the page to say in the
 * person's language, main's English for the log, and the technical cause (a socket code) apart.
 */
export interface StoreErrorWords {
  code: ErrorCode;
  message: string;
  reason?: ErrorReason;
  params?: Record<string, string>;
  detail?: string;
}

export function storeError(
  code: ErrorCode,
  reason: ErrorReason,
  { params, detail }: { params?: Record<string, string>; detail?: string } = {},
): StoreErrorWords {
  const english = reasonText(reason, params);
  return {
    code,
    message: detail ? `${english} (${detail})` : english,
    reason,
    ...(params ? { params } : {}),
    ...(detail ? { detail } : {}),
  };
}

/** The reason a pg error gives, with a stable code for the screens. */
export function describeStoreError(error: unknown): StoreErrorWords {
  // A saved URL or the host's flag the console will not use: its field reason, for the page.
  if (error instanceof StoreUrlError) {
    return storeError('validation', 'store_url_refused', {
      params: { why: fieldText(error.field), field: error.field },
    });
  }
  if (error instanceof TeamStoreError) {
    return { code: error.code, message: error.message, ...error.words };
  }
  const e = error as { code?: string; message?: string };
  const message = e?.message ?? String(error);
  switch (e?.code) {
    case 'ECONNREFUSED':
    case 'ENOTFOUND':
    case 'EHOSTUNREACH':
    case 'ECONNRESET':
    case 'ETIMEDOUT':
    case 'EPIPE':
      return storeError('network', 'store_unreachable', { detail: e.code });
    case '28P01':
    case '28000':
      return storeError('unauthorized', 'store_login_refused');
    case '42501':
      return storeError('forbidden', 'store_forbidden', { params: { message } });
    case '3D000':
      return storeError('not_found', 'store_no_database', { params: { message } });
    case '57P01':
    case '57P02':
    case '57P03':
      return storeError('network', 'store_restarting');
    default:
      // pg's own words when the server asks for a password the console does not have.
      if (/client password must be a string|password authentication/i.test(message)) {
        return storeError('unauthorized', 'store_asks_password');
      }
      if (/timeout/i.test(message)) {
        return storeError('timeout', 'store_stopped_answering', { detail: message });
      }
      // Every answer from the server carries a SQLSTATE; anything else broke on the way.
      if (!e?.code || !/^[0-9A-Z]{5}$/.test(e.code) || e.code.startsWith('08')) {
        return storeError('network', 'store_connection_failed', { detail: message });
      }
      return storeError('server', 'store_answered', { params: { message } });
  }
}
