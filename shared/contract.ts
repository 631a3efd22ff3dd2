import { z } from 'zod';
import type { Channel } from './channels';
import {
  Instrument,
  InstrumentCreateInput,
  InstrumentGetInput,
  InstrumentListInput,
  InstrumentPage,
  InstrumentUpdateInput,
} from './schemas/instrument';
import { AppInfo } from './schemas/app';

/**
 * The whole IPC surface: channel → what the renderer may send and what main answers. Main parses
 * both sides with these schemas at run time; types for both sides come from them.
 */
export const contract = {
  'app:info': { input: z.undefined(), output: AppInfo },
  'instruments:list': { input: InstrumentListInput, output: InstrumentPage },
  'instruments:get': { input: InstrumentGetInput, output: Instrument },
  'instruments:create': { input: InstrumentCreateInput, output: Instrument },
  'instruments:update': { input: InstrumentUpdateInput, output: Instrument },
} as const satisfies Record<Channel, { input: z.ZodType; output: z.ZodType }>;

export type Contract = typeof contract;
export type InputOf<C extends Channel> = z.input<Contract[C]['input']>;
export type ParsedInputOf<C extends Channel> = z.output<Contract[C]['input']>;
export type OutputOf<C extends Channel> = z.output<Contract[C]['output']>;
