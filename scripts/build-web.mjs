// Builds the web app unless its build is current: `npm start` and the Playwright run call this, so
// a machine that already built the same sources starts at once instead of rebuilding (issue 31's
// cold start), and CI can build it beside the typecheck. "Current" means the digest of every
// input of the build (the web app's and the shared package's sources, configs and the lockfile)
// equals the one stored in the build's folder; `--force` builds regardless.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'apps/web/dist');
// Beside node_modules' other caches, not in the served folder.
const stamp = path.join(root, 'node_modules/.cache/tendermark-web-build.digest');
const inputs = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/scripts',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/postcss.config.cjs',
  'apps/web/tsconfig.json',
  'apps/web/package.json',
  'packages/shared/src',
  'packages/shared/package.json',
  'package-lock.json',
];

/** Every file under the inputs, in a stable order (tests and their snapshots excluded). */
function filesOf(input) {
  const full = path.join(root, input);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [input];
  return readdirSync(full, { recursive: true, encoding: 'utf8' })
    .map((file) => path.join(input, file))
    .filter((file) => !/\.test\.tsx?$/.test(file) && statSync(path.join(root, file)).isFile());
}

function sourceDigest() {
  const digest = createHash('sha256');
  for (const file of inputs.flatMap(filesOf).sort())
    digest
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(root, file)));
  return digest.digest('hex');
}

const digest = sourceDigest();
const current =
  existsSync(path.join(dist, 'index.html')) &&
  existsSync(stamp) &&
  readFileSync(stamp, 'utf8').trim() === digest;
if (current && !process.argv.includes('--force')) {
  console.log('web: the build is current (sources unchanged), not rebuilding');
} else {
  const build = spawnSync('npm', ['run', 'build', '-w', '@tendermark/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
  mkdirSync(path.dirname(stamp), { recursive: true });
  writeFileSync(stamp, `${digest}\n`);
}
