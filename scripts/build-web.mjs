// Builds the web app unless its build is current: `npm start` and the Playwright run call this, so
// a machine that already built the same sources starts at once instead of rebuilding (issue 31's
// cold start), and CI can build it beside the typecheck. "Current" means the digest of every
// input of the build (the web app's and the shared package's sources, configs and the lockfile)
// equals the one stored when it was built (build-digest.mjs); `--force` builds regardless.
import { spawnSync } from 'node:child_process';
import { isBuildCurrent, isMain, recordBuild, root, sourceDigest } from './build-digest.mjs';

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

/** Builds apps/web/dist when its sources changed (or always with `force`); false if the build failed. */
export function buildWeb({ force = false } = {}) {
  const digest = sourceDigest(inputs);
  if (!force && isBuildCurrent('web', digest, 'apps/web/dist/index.html')) {
    console.log('web: the build is current (sources unchanged), not rebuilding');
    return true;
  }
  const build = spawnSync('npm', ['run', 'build', '-w', '@tendermark/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) return false;
  recordBuild('web', digest);
  return true;
}

if (isMain(import.meta.url) && !buildWeb({ force: process.argv.includes('--force') })) {
  process.exit(1);
}
