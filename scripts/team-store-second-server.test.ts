import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SECOND_PG_SETTING, teamStoreOnSecondServer } from './team-store-second-server';

const root = resolve(import.meta.dirname, '..');

describe('the team store on a second PostgreSQL', () => {
  it('npm test runs only the team store’s files again, on the server the setting names', () => {
    const [step, ...more] = teamStoreOnSecondServer(
      { [SECOND_PG_SETTING]: '/usr/lib/postgresql/15/bin' },
      'reports',
    );
    expect(more).toEqual([]);
    expect(step?.cmd).toBe('npx');
    expect(step?.args.slice(0, 3)).toEqual(['vitest', 'run', 'electron/core/team/']);
    expect(step?.env).toEqual({ PAYMENTS_TEST_PG_BIN: '/usr/lib/postgresql/15/bin' });
    // Its own report, counted beside the first run's, not over it.
    expect(step?.report).toMatch(/^reports\/.+\.json$/);
    expect(step?.report).not.toBe('reports/vitest.json');
    expect(step?.args).toContain(`--outputFile.json=${step?.report}`);
    expect(step?.name).toContain('/usr/lib/postgresql/15/bin');
  });

  it('without the setting (a person’s npm test) there is no second run', () => {
    expect(teamStoreOnSecondServer({}, 'reports')).toEqual([]);
    expect(teamStoreOnSecondServer({ [SECOND_PG_SETTING]: '' }, 'reports')).toEqual([]);
  });

  it('CI names Debian’s server before npm test, and npm test counts the second run', () => {
    const ci = readFileSync(resolve(root, '.ci/run'), 'utf8');
    const named = ci.indexOf(`export ${SECOND_PG_SETTING}=`);
    expect(named).toBeGreaterThan(-1);
    expect(named).toBeLessThan(ci.indexOf('npm test 2>&1'));
    expect(ci).toMatch(/ls -d \/usr\/lib\/postgresql\/\*\/bin/);
    const all = readFileSync(resolve(root, 'scripts/test-all.mjs'), 'utf8');
    expect(all).toMatch(
      /teamStoreOnSecondServer\(process\.env, reports\)[\s\S]*countVitest\(step\.report\)/,
    );
  });
});
