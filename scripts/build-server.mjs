// Compiles the server to JavaScript in apps/server/dist unless that build is current (as
// build-web.mjs does for the web app): `npm start` and the production image run `node dist/main.js`,
// not TypeScript through tsx (issue 31). `--force` builds regardless.
//
// dist/ mirrors src/, so the paths the server reads relative to its own files still resolve: the
// migrations and src/data are copied beside the compiled code, ../assets and ../../web/dist are
// the same folders as from src/. The shared package is compiled into dist/node_modules/@tendermark/
// shared: Node resolves `@tendermark/shared` from dist/ to it before the workspace's TypeScript one.
// Types are not checked here (`npm run typecheck` does that); tsc only emits.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isBuildCurrent, isMain, recordBuild, root, sourceDigest } from './build-digest.mjs';

const server = path.join(root, 'apps/server');
const dist = path.join(server, 'dist');
const inputs = [
  'apps/server/src',
  'apps/server/tsconfig.build.json',
  'apps/server/tsconfig.build-shared.json',
  'apps/server/package.json',
  'packages/shared/src',
  'packages/shared/package.json',
  'tsconfig.base.json',
  'package-lock.json',
  'scripts/build-server.mjs',
];
/** Files the server reads at run time from beside its code (folders of src/). */
const runtimeFiles = ['db/migrations', 'data'];

function tsc(project, outDir) {
  const tscBin = path.join(root, 'node_modules/typescript/bin/tsc');
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [tscBin, '-p', project, '--noCheck', '--outDir', outDir, '--pretty'],
      { cwd: root, stdio: 'inherit' },
    );
    child.on('exit', (code) => resolve(code === 0));
  });
}

/** Runs the compiled db/pglite-template.js of the build in `outDir`: it writes the template beside itself. */
function makePgliteTemplate(outDir) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(outDir, 'db/pglite-template.js')], {
      cwd: root,
      stdio: 'inherit',
    });
    child.on('exit', (code) => resolve(code === 0));
  });
}

/** Builds apps/server/dist when its sources changed (or always with `force`); false if it failed. */
export async function buildServer({ force = false } = {}) {
  const digest = sourceDigest(inputs);
  if (!force && isBuildCurrent('server', digest, 'apps/server/dist/main.js')) {
    console.log('server: the build is current (sources unchanged), not rebuilding');
    return true;
  }
  console.log('server: compiling to apps/server/dist');
  const started = performance.now();
  // Built aside (on the same disk, out of git's sight) and swapped in at the end: a failed build
  // leaves the last good one.
  const next = path.join(root, 'node_modules/.cache/tendermark-server-dist-next');
  const shared = path.join(next, 'node_modules/@tendermark/shared');
  rmSync(next, { recursive: true, force: true });
  const [isServerBuilt, isSharedBuilt] = await Promise.all([
    tsc('apps/server/tsconfig.build.json', next),
    tsc('apps/server/tsconfig.build-shared.json', shared),
  ]);
  if (!isServerBuilt || !isSharedBuilt) {
    rmSync(next, { recursive: true, force: true });
    return false;
  }
  // The workspace's manifest points at src/index.ts; the compiled copy's at its index.js.
  const sharedManifest = {
    name: '@tendermark/shared',
    private: true,
    type: 'module',
    sideEffects: false,
    exports: { '.': './index.js' },
  };
  writeFileSync(path.join(shared, 'package.json'), `${JSON.stringify(sharedManifest, null, 2)}\n`);
  for (const folder of runtimeFiles)
    cpSync(path.join(server, 'src', folder), path.join(next, folder), { recursive: true });
  // The migrated PGlite folder a first start copies instead of creating its database (db/pglite-template).
  if (!(await makePgliteTemplate(next))) {
    rmSync(next, { recursive: true, force: true });
    return false;
  }
  if (existsSync(dist)) rmSync(dist, { recursive: true, force: true });
  renameSync(next, dist);
  recordBuild('server', digest);
  console.log(`server: compiled in ${Math.round(performance.now() - started)} ms`);
  return true;
}

if (isMain(import.meta.url) && !(await buildServer({ force: process.argv.includes('--force') }))) {
  process.exit(1);
}
