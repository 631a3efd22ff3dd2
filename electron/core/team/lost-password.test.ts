import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { reasonText } from '../../../shared/error-words';
import { REFUSAL_REASON_WORDS } from '../../../shared/refusal-reason-words';
import { fakeCipher } from '../secrets/testing/fake-cipher';
import { PgTeamStore } from './pg-team-store';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

it('a saved password the keyring can no longer open is said as the store’s, in both languages', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'lost-password-'));
  dirs.push(dir);
  const cipher = fakeCipher();
  const options = { dataDir: dir, journalDir: join(dir, 'journal'), cipher };
  const first = new PgTeamStore(options);
  first.start();
  // Nothing listens there: only the sealed password and the saved URL matter here.
  await first.configure({ url: 'postgres://till@127.0.0.1:9/audit', password: 'writer-pw' });
  await first.close();
  cipher.resetKeyring();

  const second = new PgTeamStore(options);
  second.start();
  expect(second.status()).toMatchObject({
    state: 'refused',
    lastError: {
      code: 'unauthorized',
      reason: 'store_password_lost',
      message: reasonText('store_password_lost'),
    },
  });
  // Not a profile's client secret, and nothing of the keyring's own English for the page.
  expect(second.status().lastError).not.toHaveProperty('detail');
  expect(REFUSAL_REASON_WORDS.es.store_password_lost).toMatch(/contraseña .*almacén del equipo/);
  await second.close();
});
