/*
 * `npm test`'s unit tests run the team store on npm's embedded PostgreSQL 18. A store may run an
 * older server, so CI (.ci/run) names one installed on its machine, Debian's 15, and `npm test`
 * then runs the team store's test files, only those, a second time on it.
 */

/** A folder holding a system server's `initdb` and `postgres`. */
export const SECOND_PG_SETTING = 'PAYMENTS_TEST_SECOND_PG_BIN';

export interface TeamStoreStep {
  name: string;
  cmd: string;
  args: string[];
  env: Record<string, string>;
  /** Where vitest writes its JSON report, which `npm test` counts. */
  report: string;
}

export function teamStoreOnSecondServer(
  env: Partial<Record<string, string>>,
  reports: string,
): TeamStoreStep[] {
  const bin = env[SECOND_PG_SETTING];
  if (!bin) return [];
  const report = `${reports}/vitest-team-store-second-server.json`;
  return [
    {
      name: `team store tests again, on the PostgreSQL in ${bin}`,
      cmd: 'npx',
      // The trailing slash keeps out the team store option's tests beside the folder.
      args: [
        'vitest',
        'run',
        'electron/core/team/',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${report}`,
      ],
      env: { PAYMENTS_TEST_PG_BIN: bin },
      report,
    },
  ];
}
