import { z } from 'zod';
import { fieldReason } from '../validation-words';

/**
 * How the built-in simulator answers: `friendly` (its own convenient shapes, the default) or
 * `reference` (the shapes the API's public reference documents and its real sandbox sends).
 */
export const DIALECT_NAMES = ['friendly', 'reference'] as const;
export const DialectName = z.enum(DIALECT_NAMES, { error: fieldReason('chooseDialect') });
export type DialectName = z.infer<typeof DialectName>;
