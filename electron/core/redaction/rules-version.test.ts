import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, it } from 'vitest';
import { REDACTION_RULES } from './rules-version';

/** What the rules are: the redactor and every module it judges with. */
const RULES = [
  'electron/core/redact.ts',
  'electron/core/redaction/card-numbers.ts',
  'electron/core/redaction/key-names.ts',
  'electron/core/redaction/known-values.ts',
  'electron/core/redaction/secrets-in-text.ts',
  'shared/card/mask-pan.ts',
  'shared/redaction-marker.ts',
];

/**
 * The sources REDACTION_RULES was given for. Change a rule and this fails: raise
 * REDACTION_RULES by one and put the new hash here, so lines stamped by the old rules are
 * redacted again before they leave the machine.
 */
const PINNED = {
  rules: 4,
  sources: 'ecaca968e5ace37c19d9a5432973484c918fc62dea30c6194561be5aed206523',
};

it('the rules’ number changes with the rules, so no line is taken as meeting rules it did not', () => {
  const root = resolve(import.meta.dirname, '../../..');
  const hash = createHash('sha256');
  for (const file of RULES) {
    // Line endings as git stores them: a Windows checkout's CRLF is the same rules.
    hash
      .update(`${file}\n`)
      .update(readFileSync(resolve(root, file), 'utf8').replaceAll('\r\n', '\n'));
  }
  expect({ rules: REDACTION_RULES, sources: hash.digest('hex') }).toEqual(PINNED);
});
