import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** The list reporter marks a skipped test with a dash; this says why, once per test, at the end. */
export default class SkipReasonsReporter implements Reporter {
  private readonly lines: string[] = [];

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status !== 'skipped') return;
    const reason =
      test.annotations.find((a) => a.type === 'skip')?.description ?? 'no reason given';
    this.lines.push(`skipped: ${test.titlePath().filter(Boolean).join(' › ')} — ${reason}`);
  }

  onEnd() {
    for (const line of this.lines) console.log(line);
  }

  printsToStdio() {
    return true;
  }
}
