import type { Channel } from '../../shared/channels';
import type { OutputOf, ParsedInputOf } from '../../shared/contract';
import { ok, type Result } from '../../shared/result';
import type { AppInfo } from '../../shared/schemas/app';
import type { ApiClient } from './client/api-client';
import { createInstrument, getInstrument, listInstruments, updateInstrument } from './instruments';

export type Handler<C extends Channel> = (input: ParsedInputOf<C>) => Promise<Result<OutputOf<C>>>;
export type HandlerRegistry = { readonly [C in Channel]: Handler<C> };

export interface HandlerDeps {
  /** The client of the active profile. */
  api: () => ApiClient;
  info: () => AppInfo;
}

/**
 * The whole IPC surface in one place: each contract channel and the core function behind it.
 * Inputs arrive already parsed by the contract; outputs are parsed again before they leave.
 */
export function createHandlers({ api, info }: HandlerDeps): HandlerRegistry {
  return {
    'app:info': async () => ok(info()),
    'instruments:list': (input) => listInstruments(api(), input),
    'instruments:get': (input) => getInstrument(api(), input),
    'instruments:create': (input) => createInstrument(api(), input),
    'instruments:update': (input) => updateInstrument(api(), input),
  };
}
