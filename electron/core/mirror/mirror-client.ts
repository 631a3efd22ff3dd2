import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { fieldErrors } from '../../../shared/errors';
import { refuseFields } from '../../../shared/error-words';
import { fail, type Result } from '../../../shared/result';
import {
  PaymentSearch,
  type FoundPayment,
  type MirroredPayment,
  type PaymentSearchInput,
} from '../../../shared/schemas/payment-search';
import type { MirrorReply, MirrorRequest } from './mirror-protocol';
import type { SearchAnswer, SyncCursor } from './mirror-store';

/**
 * One mirror file per profile in the data folder. A profile id is used as it is when it is a
 * plain name, else by its hash: a name never chooses a path outside `mirror/`.
 */
export function mirrorFile(dataDir: string, profileId: string): string {
  const name = /^[A-Za-z0-9_-]{1,64}$/.test(profileId)
    ? profileId
    : createHash('sha256').update(profileId).digest('hex').slice(0, 32);
  return join(dataDir, 'mirror', `payments-${name}.sqlite`);
}

/**
 * The worker beside this module, with its extension: TypeScript from source (tests, tsx; it
 * then needs the same loader as its parent), `.mjs` beside the browser host's bundle
 * (dist/web) and `.cjs` beside Electron's main (dist/electron), each a build entry of its own.
 */
export function mirrorWorkerUrl(moduleUrl: string): URL {
  const extension = /\.(ts|mjs|cjs)$/.exec(new URL(moduleUrl).pathname)?.[1] ?? 'js';
  // Named apart from `new URL(…)`: the bundler is not to resolve it at build time.
  const name = `./mirror-worker.${extension}`;
  return new URL(name, moduleUrl);
}

const WORKER_URL = mirrorWorkerUrl(import.meta.url);

/*
 * The thread's JavaScript holds one page or one search's rows at a time (SQLite's own cache is
 * outside V8's heap): with V8's defaults its young generation alone grew to tens of MB of
 * short-lived rows before each collection, counted in the console's memory.
 */
export const MIRROR_WORKER_LIMITS = { maxYoungGenerationSizeMb: 4, maxOldGenerationSizeMb: 64 };

type Distribute<T> = T extends unknown ? Omit<T, 'id'> : never;

/** Main's side of the mirror: every call is answered by the worker thread, never by main. */
export class MirrorClient {
  private nextId = 1;
  private readonly waiting = new Map<number, (result: Result<unknown>) => void>();
  private readonly exited: Promise<void>;
  private gone = false;

  private constructor(private readonly worker: Worker) {
    worker.on('message', (reply: MirrorReply) => {
      this.waiting.get(reply.id)?.(reply.result);
      this.waiting.delete(reply.id);
    });
    const failAll = (message: string) => {
      for (const settle of this.waiting.values()) settle(fail('internal', message));
      this.waiting.clear();
    };
    worker.on('error', (error) => failAll(`The payments mirror stopped: ${error.message}`));
    this.exited = new Promise((resolve) =>
      worker.once('exit', () => {
        this.gone = true;
        failAll('The payments mirror is closed');
        resolve();
      }),
    );
  }

  /** Opens the file in a new thread; a file another console holds is refused (`conflict`). */
  static open(file: string): Promise<Result<MirrorClient>> {
    const worker = new Worker(WORKER_URL, {
      workerData: { file },
      execArgv: WORKER_URL.pathname.endsWith('.ts') ? ['--import', 'tsx'] : [],
      resourceLimits: MIRROR_WORKER_LIMITS,
    });
    return new Promise((resolve) => {
      const early = (error: Error) =>
        resolve(fail('internal', `The payments mirror could not start: ${error.message}`));
      worker.once('error', early);
      worker.once('message', (reply: MirrorReply) => {
        worker.off('error', early);
        if (reply.result.ok) {
          resolve({ ok: true, value: new MirrorClient(worker) });
        } else {
          void worker.terminate();
          resolve(reply.result);
        }
      });
    });
  }

  private ask<T>(request: Distribute<MirrorRequest>): Promise<Result<T>> {
    if (this.gone) return Promise.resolve(fail('internal', 'The payments mirror is closed'));
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.waiting.set(id, resolve as (result: Result<unknown>) => void);
      this.worker.postMessage({ ...request, id });
    });
  }

  /** Rows and the cursor after them, committed together (see MirrorStore.writePage). */
  writePage(rows: readonly MirroredPayment[], cursor: SyncCursor | null): Promise<Result<number>> {
    return this.ask({ op: 'writePage', rows, cursor });
  }

  cursor(): Promise<Result<SyncCursor | null>> {
    return this.ask({ op: 'cursor' });
  }

  count(): Promise<Result<number>> {
    return this.ask({ op: 'count' });
  }

  /** Forgets every payment and the cursor (see MirrorStore.clear). */
  clear(): Promise<Result<null>> {
    return this.ask({ op: 'clear' });
  }

  /** What a last run of the same seed made or moved (see MirrorStore.changedSince). */
  changedSince(since: number): Promise<Result<{ ids: string[]; created: number }>> {
    return this.ask({ op: 'changedSince', since });
  }

  /** Payments deleted and the cursor written together (see MirrorStore.forget). */
  forget(ids: readonly string[], cursor: SyncCursor): Promise<Result<null>> {
    return this.ask({ op: 'forget', ids, cursor });
  }

  /** A search as a page asks it: checked here, each bad field with its reason. */
  search(input: PaymentSearchInput): Promise<Result<FoundPayment[]>> {
    const query = PaymentSearch.safeParse(input);
    if (!query.success) return Promise.resolve(refuseFields(fieldErrors(query.error)));
    return this.ask({ op: 'search', query: query.data });
  }

  /** A search with its total on the first page (see MirrorStore.find), checked as search is. */
  find(input: PaymentSearchInput): Promise<Result<SearchAnswer>> {
    const query = PaymentSearch.safeParse(input);
    if (!query.success) return Promise.resolve(refuseFields(fieldErrors(query.error)));
    return this.ask({ op: 'find', query: query.data });
  }

  /** A user's instruments as the users' API lists them (see MirrorStore.learnUser). */
  learnUser(userId: string, instrumentIds: readonly string[]): Promise<Result<number>> {
    return this.ask({ op: 'learnUser', userId, instrumentIds });
  }

  knownUsers(after: string | null, limit: number): Promise<Result<string[]>> {
    return this.ask({ op: 'knownUsers', after, limit });
  }

  /** Closes the file, releasing it for the next console; the thread then ends. */
  async close(): Promise<void> {
    await this.ask({ op: 'close' });
    await this.exited;
  }
}
