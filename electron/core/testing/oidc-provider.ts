import type { Server } from 'node:http';
import { nodeHttp } from '../node-http';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration } from 'oidc-provider';
import type { Role } from '../../../shared/schemas/operator';

/** A person the test provider knows: sign in with `login` (any password). */
export interface TestPerson {
  login: string;
  name: string;
  email: string;
  roles: Role[];
}

export const TEST_PEOPLE: readonly TestPerson[] = [
  { login: 'ana', name: 'Ana Store', email: 'ana@shop.example', roles: ['store-manager'] },
  { login: 'bo', name: 'Bo Office', email: 'bo@shop.example', roles: ['back-office'] },
  { login: 'quinn', name: 'Quinn Tester', email: 'quinn@shop.example', roles: ['qa'] },
  { login: 'sam', name: 'Sam Supervisor', email: 'sam@shop.example', roles: ['supervisor'] },
  { login: 'ada', name: 'Ada Admin', email: 'ada@shop.example', roles: ['admin'] },
  // A shift lead: refunds at the till and approves others' requests, never her own.
  {
    login: 'lea',
    name: 'Lea Lead',
    email: 'lea@shop.example',
    roles: ['store-manager', 'supervisor'],
  },
];

export const TEST_CLIENT_ID = 'payments-console';

export interface RunningTestProvider {
  issuer: string;
  provider: Provider;
  close(): Promise<void>;
}

/**
 * A real OpenID provider (the `oidc-provider` package) on loopback, with one person per role, a
 * public native client that must use PKCE, refresh tokens and revocation: the sign-in is tested
 * against what a company's provider does, not a double. Its own login form takes any password.
 */
export async function startTestProvider(
  options: { accessTokenTtlS?: number; redirectUris?: string[] } = {},
): Promise<RunningTestProvider> {
  const server: Server = nodeHttp.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const configuration: Configuration = {
    clients: [
      {
        client_id: TEST_CLIENT_ID,
        application_type: 'native',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        // Native: any loopback port matches (RFC 8252 7.3), as the console's is chosen at start.
        redirect_uris: options.redirectUris ?? ['http://127.0.0.1/oidc/callback'],
      },
    ],
    claims: {
      openid: ['sub'],
      profile: ['name'],
      email: ['email'],
      roles: ['roles'],
    },
    scopes: ['openid', 'offline_access', 'profile', 'email', 'roles'],
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: true }, revocation: { enabled: true } },
    pkce: { required: () => true },
    ttl: {
      AccessToken: options.accessTokenTtlS ?? 3600,
      IdToken: 3600,
      RefreshToken: 86_400,
      Interaction: 600,
      Grant: 86_400,
      Session: 86_400,
    },
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    // A first-party console: the person is not asked to consent to their own company's app.
    loadExistingGrant: async (ctx) => {
      const session = ctx.oidc.session;
      const client = ctx.oidc.client;
      if (!session?.accountId || !client) return undefined;
      const grant = new ctx.oidc.provider.Grant({
        clientId: client.clientId,
        accountId: session.accountId,
      });
      grant.addOIDCScope('openid offline_access profile email roles');
      grant.addOIDCClaims(['sub', 'name', 'email', 'roles']);
      await grant.save();
      return grant;
    },
    findAccount: (_ctx, id) => {
      const person = TEST_PEOPLE.find((p) => p.login === id);
      if (!person) return undefined;
      return {
        accountId: id,
        claims: () => ({ sub: id, name: person.name, email: person.email, roles: person.roles }),
      };
    },
  };
  const provider = new Provider(issuer, configuration);
  server.on('request', provider.callback());
  return {
    issuer,
    provider,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * What a person's browser does at the provider, without a browser: follows redirects with the
 * provider's cookies, fills its login form as `login`, and returns the address the provider
 * sent it back to (the console's callback), not fetched.
 */
export async function signInAtProvider(
  authorizationUrl: string,
  login: string,
  callbackPrefix: string,
): Promise<URL> {
  const cookies = new Map<string, string>();
  let url = authorizationUrl;
  let method = 'GET';
  let body: string | undefined;
  for (let hop = 0; hop < 20; hop++) {
    if (url.startsWith(callbackPrefix)) return new URL(url);
    const response = await fetch(url, {
      method,
      redirect: 'manual',
      headers: {
        cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(body ? { body } : {}),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...value] = (pair ?? '').split('=');
      if (name) cookies.set(name.trim(), value.join('='));
    }
    const location = response.headers.get('location');
    if (location) {
      url = new URL(location, url).href;
      method = 'GET';
      body = undefined;
      continue;
    }
    const page = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
    if (!action) throw new Error(`the provider answered ${response.status}: ${page.slice(0, 600)}`);
    url = new URL(action.replace(/&amp;/g, '&'), url).href;
    method = 'POST';
    // The login form, then (the console asks `prompt=consent` for its refresh token) consent.
    const prompt = /name="prompt" value="(\w+)"/.exec(page)?.[1] ?? 'login';
    body = new URLSearchParams(
      prompt === 'login' ? { prompt, login, password: 'any' } : { prompt },
    ).toString();
  }
  throw new Error('the provider never sent the browser back');
}
