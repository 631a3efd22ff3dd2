import type { ListQuery } from './paging';
import type { PaymentRecord, PaymentStatus } from './payment-model';
import type { SimulatorStore } from './store';

export interface PaymentFilter {
  status: PaymentStatus | string | null;
  merchantId: string | null;
}

interface Key {
  createdAt: number;
  seq: number;
}

/**
 * One page of `GET /v1/payments`, in the order `pageOf` gives (creation time, then `seq`),
 * over the live payments and the seeded bulk together. The seeded ones are already in order by
 * index, so a page costs a binary search per live payment plus the page itself, whatever its
 * depth: a mirror paging a million payments never waits for a million-row sort.
 */
export function listPayments(
  store: SimulatorStore,
  filter: PaymentFilter,
  q: ListQuery,
): PaymentRecord[] {
  const sign = q.direction === 'asc' ? 1 : -1;
  const order = (a: Key, b: Key) => sign * (a.createdAt - b.createdAt || a.seq - b.seq);
  const matches = (p: PaymentRecord) =>
    (filter.status === null || p.status === filter.status) &&
    (filter.merchantId === null || p.merchantId === filter.merchantId);
  const live = store.livePayments().filter(matches).sort(order);
  const { bulk } = store;
  const start = (q.page - 1) * q.pageSize;
  if (!bulk) return live.slice(start, start + q.pageSize);

  // The seeded indices that match, ascending; without a filter, all of them, implicitly.
  let indices: Int32Array | null = null;
  if (filter.status !== null || filter.merchantId !== null) {
    const found: number[] = [];
    for (let i = 0; i < bulk.count; i++) {
      // A seeded payment the API changed is stored; its stored state is what filters.
      const changed = store.changedBulkPayment(i);
      const keep = changed
        ? matches(changed)
        : (filter.status === null || bulk.statusOf(i) === filter.status) &&
          (filter.merchantId === null || bulk.merchantOf(i) === filter.merchantId);
      if (keep) found.push(i);
    }
    indices = Int32Array.from(found);
  }
  const length = indices ? indices.length : bulk.count;
  // The t-th seeded payment in the requested order.
  const indexAt = (t: number) => {
    const ascending = sign === 1 ? t : length - 1 - t;
    return indices ? indices[ascending]! : ascending;
  };
  const keyAt = (t: number): Key => {
    const i = indexAt(t);
    return { createdAt: bulk.createdAt(i), seq: bulk.seqOf(i) };
  };
  // How many seeded payments come before a live one: a binary search over the ordered indices.
  const seededBefore = (p: PaymentRecord) => {
    let lo = 0;
    let hi = length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (order(keyAt(mid), p) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  // Live payments whose place in the merged order is before the page's start.
  let liveSkipped = 0;
  while (liveSkipped < live.length && liveSkipped + seededBefore(live[liveSkipped]!) < start) {
    liveSkipped++;
  }
  let t = start - liveSkipped;
  let j = liveSkipped;
  const page: PaymentRecord[] = [];
  while (page.length < q.pageSize && (t < length || j < live.length)) {
    const takeSeeded = j >= live.length || (t < length && order(keyAt(t), live[j]!) < 0);
    if (takeSeeded) {
      const i = indexAt(t++);
      page.push(store.changedBulkPayment(i) ?? bulk.build(i));
    } else {
      page.push(live[j++]!);
    }
  }
  return page;
}
