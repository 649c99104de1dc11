/** Entry point: reads the environment, builds the app, listens, and shuts down gracefully. */
import { loadConfig } from './config.ts';
import { buildApp } from './app.ts';
import { advanceableClock } from './lib/clock.ts';
import { startTimeControl } from './lib/time-control.ts';

const config = loadConfig();
const timeControlPort = Number(process.env.TIME_CONTROL_PORT ?? 0);
if (timeControlPort && process.env.NODE_ENV === 'production') {
  throw new Error('TIME_CONTROL_PORT is for the end-to-end journeys only, never in production');
}
const clock = timeControlPort ? advanceableClock() : undefined;
const app = await buildApp(config, { clock });
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
