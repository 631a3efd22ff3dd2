/* Helpers shared by the simulator tests (not a test file itself: it holds no tests). */
import { expect } from 'vitest';
import { startSimulator, type RunningSimulator, type SimulatorOptions } from './server';

// Test assertions read arbitrary JSON; typing every answer would add nothing.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

export interface Reply {
  status: number;
  headers: Headers;
  text: string;
  body: Json;
}

export async function request(
  baseUrl: string,
  method: string,
  path: string,
  init: {
    token?: string;
    body?: unknown;
    raw?: string;
    headers?: Record<string, string>;
    signal?: AbortSignal;
  } = {},
): Promise<Reply> {
  const headers: Record<string, string> = { ...init.headers };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  let body: string | undefined = init.raw;
  if (init.body !== undefined) {
    body = JSON.stringify(init.body);
    headers['content-type'] = 'application/json';
  }
  const res = await fetch(`${baseUrl}${path}`, { method, headers, body, signal: init.signal });
  const text = await res.text();
  let parsed: Json = undefined;
  try {
    parsed = JSON.parse(text);
  } catch {
    // left undefined: the test asserting on it will fail visibly
  }
  return { status: res.status, headers: res.headers, text, body: parsed };
}

export async function fetchToken(
  sb: Pick<RunningSimulator, 'baseUrl' | 'clientId' | 'clientSecret'>,
) {
  const reply = await request(sb.baseUrl, 'POST', '/oauth/token', {
    body: {
      grant_type: 'client_credentials',
      client_id: sb.clientId,
      client_secret: sb.clientSecret,
    },
  });
  if (reply.status !== 200) throw new Error(`token request failed: ${reply.status} ${reply.text}`);
  return reply.body.access_token as string;
}

/** A started simulator plus a bound, authenticated `call` and its in-process control. */
export async function openSimulator(options: SimulatorOptions = {}) {
  const sb = await startSimulator({ port: 0, ...options });
  const token = await fetchToken(sb);
  const call = (method: string, path: string, body?: unknown, headers?: Record<string, string>) =>
    request(sb.baseUrl, method, path, { token, body, headers });
  /** The control API over HTTP, with this launch's control token. */
  const control = (method: string, path: string, body?: unknown) =>
    request(sb.baseUrl, method, `/_sandbox${path}`, {
      body,
      headers: { 'x-control-token': sb.controlToken },
    });
  return { sb, token, call, control };
}

export type Simulator = Awaited<ReturnType<typeof openSimulator>>;

/** A valid authorization body on the seed's approved VISA; fields are overridden shallowly. */
export function authBody(overrides: Record<string, unknown> = {}) {
  return {
    merchant_id: 'mer-seed-store-1',
    instrument: { id: 'ins-seed-visa-approved' },
    amount: { value: 100, currency: 'USD' },
    type: 'SALE',
    ...overrides,
  };
}

/** A raw card for `instrument`, as an authorization sends it. */
export function rawCard(number: string, card: Record<string, unknown> = {}) {
  return {
    type: 'CARD',
    card: {
      number,
      cvv: '123',
      expiration_month: '12',
      expiration_year: '2030',
      holder_name: 'Raw Holder',
      ...card,
    },
  };
}

/** Asserts an error answer: status, `error_code` and, when given, `field`. */
export function expectError(reply: Reply, status: number, code: string, field?: string) {
  const want: Record<string, unknown> = { error_code: code, message: expect.any(String) };
  if (field !== undefined) want.field = field;
  expect({ status: reply.status, body: reply.body }).toEqual({
    status,
    body: expect.objectContaining(want),
  });
}

export const VISA = '4111111111111111';

/** A valid create body; `card` overrides are merged in. */
export function cardBody(card: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) {
  return {
    type: 'CARD',
    card: {
      number: VISA,
      cvv: '737',
      expiration_month: '12',
      expiration_year: '2030',
      holder_name: 'Test Holder',
      ...card,
    },
    ...extra,
  };
}
