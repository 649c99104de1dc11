// `npm run dev`: the API server (tsx watch) and the Vite dev server together; Ctrl+C stops both.
import { spawn } from 'node:child_process';
import process from 'node:process';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const apiPort = process.env.PORT ?? '3000';
const apiUrl = process.env.API_URL ?? `http://127.0.0.1:${apiPort}`;

const services = [
  { name: 'server', args: ['run', 'dev', '-w', '@tendermark/server'], env: {} },
  { name: 'web', args: ['run', 'dev', '-w', '@tendermark/web'], env: { API_URL: apiUrl } },
];

const isWindows = process.platform === 'win32';
let isStopping = false;

const children = services.map(({ name, args, env }) => {
  const child = spawn(npm, args, {
    stdio: 'inherit',
    env: { ...process.env, ...env },
    // Own process group, so that a signal reaches npm's children (tsx, vite) too.
    detached: !isWindows,
  });
  child.on('exit', (code, signal) => {
    if (isStopping) return;
    console.log(`[dev] ${name} exited (${signal ?? code}); stopping the others`);
    stopAll(signal ? 'SIGTERM' : 'SIGINT', code ?? 1);
  });
  return child;
});

function signalChild(child, signal) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  try {
    if (isWindows) child.kill(signal);
    else process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

function stopAll(signal, exitCode) {
  if (isStopping) return;
  isStopping = true;
  children.forEach((child) => signalChild(child, signal));
  const forceTimer = setTimeout(() => {
    children.forEach((child) => signalChild(child, 'SIGKILL'));
    process.exit(exitCode);
  }, 5000);
  forceTimer.unref();
  Promise.all(
    children.map(
      (child) =>
        new Promise((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) resolve();
          else child.once('exit', resolve);
        }),
    ),
  ).then(() => process.exit(exitCode));
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => stopAll(signal, 0));
}
