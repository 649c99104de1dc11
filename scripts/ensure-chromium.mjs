// Before `npm test` runs anything: the Playwright journeys need Chromium (CHROMIUM_PATH, or
// Debian's /usr/bin/chromium). When it is missing, Debian's `chromium` package is installed if this
// user may (root, or sudo without a password) and INSTALL_CHROMIUM is not "0", as .ci/run does;
// otherwise the run stops here with one line that says what to install.
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';

const wanted = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const isRunnable = (file) => {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};
const succeeds = (command, args) =>
  spawnSync(command, args, { stdio: ['ignore', 'ignore', 'inherit'] }).status === 0;

if (!isRunnable(wanted)) {
  const mayInstall =
    process.env.INSTALL_CHROMIUM !== '0' &&
    !process.env.CHROMIUM_PATH &&
    succeeds('sh', ['-c', 'command -v apt-get']);
  const asRoot = process.getuid?.() === 0;
  const prefix = asRoot ? [] : succeeds('sudo', ['-n', 'true']) ? ['sudo', '-n'] : null;
  if (mayInstall && prefix) {
    console.log("npm test: installing Debian's chromium for the Playwright journeys");
    const [command, ...before] = [...prefix, 'apt-get'];
    const apt = (...args) => succeeds(command, [...before, ...args]);
    if (!apt('install', '-y', 'chromium') && apt('update')) apt('install', '-y', 'chromium');
  }
  if (!isRunnable(wanted)) {
    console.error(
      `npm test needs Chromium at ${wanted}: install Debian's chromium (sudo apt-get install chromium) or set CHROMIUM_PATH to a Chromium binary.`,
    );
    process.exit(1);
  }
}
