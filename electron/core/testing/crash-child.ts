/**
 * A console core in a child process, for the crash test: `authorize` starts a payment
 * authorization (the test kills this process while it waits), `recover` lists what the journal
 * left unresolved and retries it. Prints one JSON line per result.
 */
import { join } from 'node:path';
import { Journal } from '../journal/journal';
import { MoneyPipeline } from '../pipeline/money-pipeline';
import { reportOf } from '../pipeline/report';
import { apiFor } from './pipeline-fixture';
import { storedCardAuthorization } from './requests';

const [mode, dataDir, baseUrl, clientId, secret] = process.argv.slice(2) as [
  string,
  string,
  string,
  string,
  string,
];
const journal = new Journal(join(dataDir, 'journal'));
const pipeline = new MoneyPipeline({ journal, operator: 'qa', appVersion: 'crash-test' });
const ctx = {
  profile: {
    id: 'simulator',
    name: 'Simulator',
    production: false,
    idempotency: 'honoured' as const,
  },
  api: apiFor(baseUrl, clientId, secret, 10_000),
};

if (mode === 'authorize') {
  const report = await pipeline.run(ctx, storedCardAuthorization(77));

  console.log(JSON.stringify({ finished: report }));
} else {
  const unresolved = await journal.unresolved();
  console.log(
    JSON.stringify({ unresolved: unresolved.map((e) => reportOf(e, pipeline.canResend(e))) }),
  );
  for (const entry of unresolved) {
    console.log(JSON.stringify({ retried: await pipeline.retry(ctx, entry.begin.operation_id) }));
  }
}
await journal.close();
