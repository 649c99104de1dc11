// The "is this build current?" check shared by build-web.mjs and build-server.mjs: a build is
// current when the digest of every one of its inputs equals the one stored when it was last built,
// so `npm start` builds only what changed since (issue 31's cold start).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Beside node_modules' other caches, not in the built folders.
const stampFolder = path.join(root, 'node_modules/.cache');

/** Unit tests (and their snapshots' neighbours) are no input of any build. */
const isTestFile = (file) => /\.test\.tsx?$/.test(file);

/** Every file under the inputs (paths from the repository's root), in a stable order. */
function filesOf(input) {
  const full = path.join(root, input);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [input];
  return readdirSync(full, { recursive: true, encoding: 'utf8' })
    .map((file) => path.join(input, file))
    .filter((file) => !isTestFile(file) && statSync(path.join(root, file)).isFile());
}

/** SHA-256 over the names and contents of every file under `inputs`. */
export function sourceDigest(inputs) {
  const digest = createHash('sha256');
  for (const file of inputs.flatMap(filesOf).sort())
    digest
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(root, file)));
  return digest.digest('hex');
}

const stampOf = (name) => path.join(stampFolder, `tendermark-${name}-build.digest`);

/** Whether the build `name` exists (`output`, from the root) and was made from `digest`. */
export function isBuildCurrent(name, digest, output) {
  const stamp = stampOf(name);
  return (
    existsSync(path.join(root, output)) &&
    existsSync(stamp) &&
    readFileSync(stamp, 'utf8').trim() === digest
  );
}

/** Remembers that the build `name` was made from `digest`. */
export function recordBuild(name, digest) {
  mkdirSync(stampFolder, { recursive: true });
  writeFileSync(stampOf(name), `${digest}\n`);
}

/** Whether this module was run as a script (`node scripts/x.mjs`) rather than imported. */
export const isMain = (moduleUrl) =>
  process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(moduleUrl);
