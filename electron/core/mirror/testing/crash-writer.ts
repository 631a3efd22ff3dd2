/*
 * A console that dies while mirroring: writes pages of seeded payments, saying "committed N"
 * after each page's commit returns; with `--die-mid-page` it is SIGKILLed halfway through
 * writing one more page, else while rewriting its last one. Run by mirror-crash.test.ts.
 */
import type { MirroredPayment } from '../../../../shared/schemas/payment-search';
import { MirrorStore } from '../mirror-store';
import { seededRows } from './seeded-rows';

const [file, pagesText, mode] = process.argv.slice(2);
const pages = Number(pagesText);
const opened = MirrorStore.open(file!);
if (!opened.ok) throw new Error(opened.error.message);
const store = opened.value;
const rows = seededRows(pages * 50 + 50).reverse();
for (let page = 0; page < pages; page++) {
  const written = store.writePage(rows.slice(page * 50, page * 50 + 50), { page });
  if (!written.ok) throw new Error(written.error.message);
  console.log(`committed ${page}`);
}
if (mode === '--die-mid-page') {
  // The next page, killed halfway through writePage's own loop: 25 rows in, no commit yet.
  class DyingPage extends Array<MirroredPayment> {
    override *[Symbol.iterator](): ArrayIterator<MirroredPayment> {
      for (let k = 0; k < this.length; k++) {
        if (k === 25) {
          console.log('mid-page');
          process.kill(process.pid, 'SIGKILL');
        }
        yield this[k]!;
      }
    }
  }
  store.writePage(DyingPage.from(rows.slice(pages * 50)), { page: pages });
}
// Otherwise it keeps writing the last page again until it is killed.
for (;;) store.writePage(rows.slice(0, 50), { page: pages - 1 });
