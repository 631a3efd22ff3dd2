import { z } from 'zod';
import { isTerminalTraceNumber } from '../trace-number';
import { fieldReason } from '../validation-words';

/** A trace number the console sends with an authorization. */
export const TraceNumber = z
  .string()
  .trim()
  .refine(isTerminalTraceNumber, fieldReason('terminalTraceNumber'));
