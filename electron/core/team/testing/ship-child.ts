/**
 * A shipper in a child process, for the chaos test that kills it mid-shipment: ships the
 * journal in `dir` to `url` as console `consoleId`, printing one line per stored batch.
 */
import { parseStoreUrl } from '../connection';
import { ShipCursor } from '../cursor';
import { Shipper } from '../shipper';

const [dir, url, consoleId, consoleProof] = process.argv.slice(2) as [
  string,
  string,
  string,
  string,
];
const parsed = parseStoreUrl(url);
const shipper = new Shipper({
  journalDir: dir,
  cursor: new ShipCursor(dir),
  store: parsed.display,
  config: { ...parsed.config, password: parsed.password },
  consoleId,
  consoleProof,
  consoleName: () => 'Child',
  batchSize: 30,
  onChange: () => {
    const state = shipper.state;
    if (state.lastShippedAt) process.stdout.write(`shipped ${state.behind}\n`);
  },
});
shipper.start();
