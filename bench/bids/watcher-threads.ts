/**
 * Watchers (connected suppliers who do not bid) on worker threads, so that the simulated browsers
 * of a large room read their pushes on more than one event loop (BENCH_CLIENT_THREADS). A watcher
 * is a RoomMember whose log fills in when `collect` is called, after the measured period.
 */
import { Worker } from 'node:worker_threads';
import type { RoomMember } from './room-clients.ts';
import type { WatcherReply, WatcherRequest } from './watcher-worker.ts';

type Pending = { resolve(member: RoomMember): void; reject(error: Error): void };

export class WatcherThreads {
  private readonly workers: Worker[];
  private readonly members = new Map<number, RoomMember>();
  private readonly pending = new Map<number, Pending>();
  private nextId = 0;

  constructor(count: number) {
    const url = new URL('./watcher-worker.ts', import.meta.url).href;
    // A worker does not inherit tsx's loader: it registers it before importing the TypeScript.
    const bootstrap = `import('tsx/esm/api').then(({ register }) => {
      register();
      return import(${JSON.stringify(url)});
    });`;
    this.workers = Array.from({ length: count }, () => {
      const worker = new Worker(bootstrap, { eval: true });
      worker.on('message', (reply: WatcherReply) => this.settle(reply));
      worker.on('error', (error) => this.failAll(error));
      return worker;
    });
  }

  /** Joins a watcher on the next thread in turn. */
  join(url: string, token: string, tenderId: string, events: string[]): Promise<RoomMember> {
    const id = this.nextId++;
    const member: RoomMember = { log: { seqs: [], times: [] }, on: () => {}, close: () => {} };
    this.members.set(id, member);
    const request: WatcherRequest = { kind: 'join', id, url, token, tenderId, events };
    this.workers[id % this.workers.length].postMessage(request);
    return new Promise((resolve, reject) => this.pending.set(id, { resolve, reject }));
  }

  /** Fills every watcher's log, its times on this thread's performance.now scale. */
  async collect(): Promise<void> {
    const origin = performance.timeOrigin;
    await Promise.all(
      this.workers.map(
        (worker) =>
          new Promise<void>((resolve) => {
            const onLogs = (reply: WatcherReply) => {
              if (reply.kind !== 'logs') return;
              worker.off('message', onLogs);
              for (const { id, seqs, times } of reply.logs) {
                const { log } = this.members.get(id)!;
                log.seqs = seqs;
                log.times = times.map((time) => time - origin);
              }
              resolve();
            };
            worker.on('message', onLogs);
            worker.postMessage({ kind: 'collect' } satisfies WatcherRequest);
          }),
      ),
    );
  }

  async close(): Promise<void> {
    for (const worker of this.workers)
      worker.postMessage({ kind: 'close' } satisfies WatcherRequest);
    await Promise.all(this.workers.map((worker) => worker.terminate()));
  }

  private failAll(error: Error): void {
    for (const pending of this.pending.values()) pending.reject(error);
    this.pending.clear();
  }

  private settle(reply: WatcherReply): void {
    if (reply.kind === 'logs') return;
    const pending = this.pending.get(reply.id);
    this.pending.delete(reply.id);
    if (reply.kind === 'joined') pending?.resolve(this.members.get(reply.id)!);
    else pending?.reject(new Error(reply.message));
  }
}
