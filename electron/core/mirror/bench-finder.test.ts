import { describe, expect, it } from 'vitest';
import { runFinderBench } from './bench-finder';

describe('npm run bench:finder, at 5,000 payments', () => {
  it('mirrors every payment through a SIGKILL mid-sync and a restart, fetches no page twice more than once, and times every search', async () => {
    const lines: string[] = [];
    const report = await runFinderBench(5_000, (line) => lines.push(line));
    // Killed with part of the list on disk, not before the first page nor after the last.
    expect(report.onDiskAtKill).toBeGreaterThan(0);
    expect(report.onDiskAtKill).toBeLessThan(5_000);
    expect(report.reportedAtRestart).toBe(report.onDiskAtKill);
    expect(report.lost).toBe(0);
    expect(report.cpuMsPer10k).toBeGreaterThan(0);
    expect(report.payments).toBeGreaterThanOrEqual(5_000);
    expect(report.refetchedPages).toBeGreaterThanOrEqual(0);
    expect(report.refetchedPages).toBeLessThanOrEqual(1);
    for (const kind of [
      'trace number',
      'last four + amount + the hour',
      'a card’s payments',
      'a person’s payments',
    ]) {
      expect(report.searches[kind]?.rows).toBeGreaterThan(0);
    }
    expect(lines.at(-1)).toMatch(
      /^finder: \d+ payments; sync \d+ payments\/s; search p95 [\d.]+ ms; memory \+\d+ MB$/,
    );
  }, 120_000);
});
