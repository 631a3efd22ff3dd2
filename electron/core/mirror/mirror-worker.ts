import { parentPort, workerData } from 'node:worker_threads';
import { fail, ok, type Result } from '../../../shared/result';
import { MirrorStore } from './mirror-store';
import type { MirrorReply, MirrorRequest } from './mirror-protocol';

/*
 * The mirror's thread: the only owner of the SQLite connection. A search or a page write runs
 * here, synchronously, while main goes on answering the window and sending money.
 */

const port = parentPort!;
const { file } = workerData as { file: string };
const opened = MirrorStore.open(file);
port.postMessage({ id: 0, result: opened.ok ? ok(null) : opened } satisfies MirrorReply);

function answer(
  store: MirrorStore,
  request: Exclude<MirrorRequest, { op: 'close' }>,
): Result<unknown> {
  switch (request.op) {
    case 'writePage':
      return store.writePage(request.rows, request.cursor);
    case 'cursor':
      return ok(store.cursor());
    case 'count':
      return ok(store.count());
    case 'clear':
      store.clear();
      return ok(null);
    case 'changedSince':
      return ok(store.changedSince(request.since));
    case 'forget':
      store.forget(request.ids, request.cursor);
      return ok(null);
    case 'search':
      return ok(store.search(request.query));
    case 'find':
      return ok(store.find(request.query));
    case 'learnUser':
      return store.learnUser(request.userId, request.instrumentIds);
    case 'knownUsers':
      return ok(store.knownUsers(request.after, request.limit));
  }
}

if (opened.ok) {
  const store = opened.value;
  port.on('message', (request: MirrorRequest) => {
    if (request.op === 'close') {
      store.close();
      port.postMessage({ id: request.id, result: ok(null) } satisfies MirrorReply);
      port.close();
      return;
    }
    let result: Result<unknown>;
    try {
      result = answer(store, request);
    } catch (error) {
      // The message only: a stack would name this machine's paths to whoever reads the error.
      const message = error instanceof Error ? error.message : String(error);
      result = fail('internal', `The payments mirror failed: ${message}`);
    }
    port.postMessage({ id: request.id, result } satisfies MirrorReply);
  });
} else {
  port.close();
}
