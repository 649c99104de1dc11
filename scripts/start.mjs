// `npm start`: builds what changed since the last start (the web app, the compiled server), then
// runs the server as the production image does: `node dist/main.js`, no TypeScript compiled at
// start-up (issue 31's cold start). The server runs in apps/server, as `npm start -w` ran it, so
// that the default DATA_DIR (./data) is still apps/server/data.
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import path from 'node:path';
import { root } from './build-digest.mjs';
import { buildServer } from './build-server.mjs';
import { buildWeb } from './build-web.mjs';

if (!buildWeb()) process.exit(1);
if (!(await buildServer())) process.exit(1);

// The same flags as apps/server's `start:prod` and the Dockerfile's CMD (README, Run it).
const server = spawn(process.execPath, ['--max-semi-space-size=64', 'dist/main.js'], {
  cwd: path.join(root, 'apps/server'),
  stdio: 'inherit',
});
// A terminal's Ctrl+C reaches the server by itself (same process group); a signal sent to this
// process alone (a supervisor's SIGTERM) is passed on.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => {
  process.exit(code ?? 128 + (signal ? constants.signals[signal] : 1));
});
