import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { consoleIdOf, newConsoleIdentity } from './console-identity';
import { TeamSettingsFile } from './team-settings';

describe('a console’s id', () => {
  it('is the hash of its secret, a v4 UUID the settings file accepts', () => {
    const { console_id, console_proof } = newConsoleIdentity();
    expect(consoleIdOf(console_proof)).toBe(console_id);
    expect(z.uuidv4().safeParse(console_id).success).toBe(true);
    expect(console_id).not.toContain(console_proof.slice(0, 8));
  });

  it('is new for each data folder, with the secret kept beside it', () => {
    const first = new TeamSettingsFile(mkdtempSync(join(tmpdir(), 'identity-'))).read().settings;
    const second = new TeamSettingsFile(mkdtempSync(join(tmpdir(), 'identity-'))).read().settings;
    expect(first.console_proof).toBeDefined();
    expect(consoleIdOf(first.console_proof!)).toBe(first.console_id);
    expect(second.console_id).not.toBe(first.console_id);
  });

  it('keeps a folder’s saved id and secret across launches', () => {
    const dir = mkdtempSync(join(tmpdir(), 'identity-'));
    const file = new TeamSettingsFile(dir);
    const made = file.read().settings;
    file.write(made);
    expect(new TeamSettingsFile(dir).read().settings).toEqual(made);
  });
});
