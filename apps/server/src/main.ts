/** Entry point: reads the environment, builds the app, listens, and shuts down gracefully. */
import { loadConfig } from './config.ts';
import { pgliteDirOf, startFromTemplate } from './db/pglite-template.ts';
import { advanceableClock } from './lib/clock.ts';
import { startTimeControl } from './lib/time-control.ts';

const config = loadConfig();
// A first start on an empty DATA_DIR copies the built PGlite template (pglite-template.ts) while
// the rest of the server loads (issue 31, cold start): the copy waits on the disk, loading on the
// CPU. Caught here, the copy's failure is thrown where buildApp awaits it.
const pgliteTemplateCopy = config.databaseUrl
  ? undefined
  : startFromTemplate(pgliteDirOf(config.dataDir), { govTenders: config.seedGovTenders });
pgliteTemplateCopy?.catch(() => undefined);
const { buildApp } = await import('./app.ts');
const timeControlPort = Number(process.env.TIME_CONTROL_PORT ?? 0);
if (timeControlPort && process.env.NODE_ENV === 'production') {
  throw new Error('TIME_CONTROL_PORT is for the end-to-end journeys only, never in production');
}
const clock = timeControlPort ? advanceableClock() : undefined;
const app = await buildApp(config, { clock, pgliteTemplateCopy });
if (clock) await startTimeControl(clock, timeControlPort);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    process.exit(0);
  });
}

// When an auction starts, every bidder's browser connects at once: Node's default accept
// backlog (511) overflows and the kernel drops connections, which clients retry only after
// seconds. The kernel caps this at net.core.somaxconn.
await app.listen({ port: config.port, host: config.host, backlog: 4096 });
app.log.info(`Tendermark is running at ${config.publicUrl}`);
