import type { AppInfo, ProfileSummary } from '../../shared/schemas/app';
import { startSandbox, type RunningSandbox } from '../sandbox/server';
import { ApiClient } from './client/api-client';
import { sendHttp, type HttpSend } from './client/http';
import { TokenManager } from './client/token-manager';
import { createHandlers, type HandlerRegistry } from './handlers';

export interface CoreOptions {
  host: AppInfo['host'];
  version: string;
  /** Deadline for every API call, in ms. */
  deadlineMs?: number;
  send?: HttpSend;
}

export interface ConsoleCore {
  handlers: HandlerRegistry;
  profile: ProfileSummary;
  close(): Promise<void>;
}

export const DEFAULT_DEADLINE_MS = 15_000;

/**
 * Starts the console's privileged side, Electron-free so that the Electron shell and the browser
 * host run the same code. With no configuration it talks to the embedded simulator on loopback,
 * with credentials made for this launch only.
 */
export async function startConsoleCore(options: CoreOptions): Promise<ConsoleCore> {
  const sandbox: RunningSandbox = await startSandbox({ port: 0 });
  const send = options.send ?? sendHttp;
  const deadlineMs = options.deadlineMs ?? DEFAULT_DEADLINE_MS;
  const tokens = new TokenManager(
    {
      tokenUrl: `${sandbox.baseUrl}/oauth/token`,
      clientId: sandbox.clientId,
      clientSecret: async () => sandbox.clientSecret,
      deadlineMs,
    },
    send,
  );
  const api = new ApiClient({ baseUrl: sandbox.baseUrl, deadlineMs }, tokens, send);
  const profile: ProfileSummary = {
    id: 'simulator',
    name: 'Simulator',
    kind: 'simulator',
    baseUrl: sandbox.baseUrl,
    production: false,
  };
  const handlers = createHandlers({
    api: () => api,
    info: () => ({ version: options.version, host: options.host, profile }),
  });
  return { handlers, profile, close: () => sandbox.close() };
}
