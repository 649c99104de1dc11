// One server per Playwright worker (start-server.mjs): its own port, database and mail-drop folder,
// so that journeys running side by side never see each other's users, tenders, mails or settings
// (maintenance, localization texts). Worker n of the run listens on E2E_PORT + n.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { mailDropDirFor } from './mail-drop.ts';

export type WorkerServer = {
  port: number;
  baseURL: string;
  /** Where this server writes its mails (MAIL_DROP_DIR). */
  mailDropDir: string;
};

const startScript = path.join(path.dirname(fileURLToPath(import.meta.url)), 'start-server.mjs');
const firstPort = Number(process.env.E2E_PORT ?? 3210);
const healthPollMs = 100;

/**
 * The port of the worker with this parallel index (0 … workers − 1). Not the worker index: that
 * one grows each time a worker is replaced after a failure, while the parallel index is reused.
 */
export const portOfWorker = (parallelIndex: number) => firstPort + parallelIndex;

/** The port of this worker's server (Playwright sets TEST_PARALLEL_INDEX in each worker). */
export const thisWorkerPort = () => portOfWorker(Number(process.env.TEST_PARALLEL_INDEX ?? 0));

/**
 * Starts the server of one worker and resolves once /api/health answers; rejects if the server
 * exits first or is not up within `timeoutMs`. `stop` ends it and waits for its clean-up (its
 * database dropped, its folders removed).
 */
export async function startWorkerServer(
  parallelIndex: number,
  timeoutMs: number,
): Promise<WorkerServer & { stop: () => Promise<void> }> {
  const port = portOfWorker(parallelIndex);
  const server: WorkerServer = {
    port,
    baseURL: `http://127.0.0.1:${port}`,
    mailDropDir: mailDropDirFor(port),
  };
  const child = spawn(process.execPath, [startScript], {
    env: { ...process.env, E2E_PORT: String(port), MAIL_DROP_DIR: server.mailDropDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = once(child, 'exit');
  let hasExited = false;
  void exited.then(() => (hasExited = true));

  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (hasExited) throw new Error(`the e2e server on port ${port} exited while starting`);
    const reply = await fetch(`${server.baseURL}/api/health`).catch(() => null);
    if (reply?.ok) break;
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`the e2e server on port ${port} did not answer within ${timeoutMs} ms`);
    }
    // Polling a condition, as Playwright's own webServer does: the server announces nothing.
    await new Promise((resolve) => setTimeout(resolve, healthPollMs));
  }

  return {
    ...server,
    async stop() {
      if (hasExited) return;
      child.kill('SIGTERM');
      await exited;
    },
  };
}
