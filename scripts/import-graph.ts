/**
 * `npm run check:imports`: the import graph of apps/server/src, packages/shared/src and apps/web/src
 * (test files aside; ESLint leaves circles to this). Follows every relative import and the web
 * app's `@/…` (`import`, `import type`, `export … from`, `import()` and `import('…').T`) and reports
 *   - every import circle (strongly connected files, and the elementary circles through them),
 *   - every arrow that runs up the server's house: from one module (`modules/<a>/`) into another,
 *     from a module into `jobs/`, from a module into the registry `modules/index.ts`, and from the
 *     layers below the modules (`lib/`, `db/`, `mail/`, `realtime/`, `plugins/`, `events/`) into
 *     `modules/` or `jobs/`.
 * Exits 1 on any circle or unresolved relative import; upward arrows are reported, not failed.
 * `--quiet` prints the counts of upward arrows without listing each arrow.
 */
import fs from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SOURCE_ROOTS = ['apps/server/src', 'packages/shared/src', 'apps/web/src'];
/** The web app's `@/…` (tsconfig paths, as in apps/web/tsconfig.json) is its src folder. */
const WEB_SRC = 'apps/web/src';
const SERVER_SRC = 'apps/server/src/';
/** Folders of the server below the modules: they must not import a module or a job. */
const LOWER_LAYERS = new Set(['lib', 'db', 'mail', 'realtime', 'plugins', 'events']);
/** The most circles listed per group of strongly connected files (there can be very many). */
const MAX_CIRCLES_PER_GROUP = 25;

type ImportKind = 'value' | 'type' | 'dynamic';
type Arrow = { from: string; to: string; kind: ImportKind };
type Graph = {
  files: string[];
  arrows: Map<string, Arrow[]>;
  unresolved: { from: string; specifier: string }[];
};

/** Source files under a folder, relative to the repository root; tests import, nothing imports them. */
function sourceFiles(folder: string): string[] {
  const found: string[] = [];
  for (const entry of fs.readdirSync(path.join(root, folder), { withFileTypes: true })) {
    const relative = `${folder}/${entry.name}`;
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules') found.push(...sourceFiles(relative));
    } else if (/\.tsx?$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name)) {
      found.push(relative);
    }
  }
  return found;
}

/** Every module specifier a file names, with how it imports it. */
function specifiersOf(file: string): { specifier: string; kind: ImportKind }[] {
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
  const found: { specifier: string; kind: ImportKind }[] = [];
  const isTypeOnlyImport = (node: ts.ImportDeclaration) => {
    const clause = node.importClause;
    if (!clause) return false;
    if (clause.isTypeOnly) return true;
    const bindings = clause.namedBindings;
    return (
      !clause.name &&
      bindings !== undefined &&
      ts.isNamedImports(bindings) &&
      bindings.elements.length > 0 &&
      bindings.elements.every((element) => element.isTypeOnly)
    );
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const kind = isTypeOnlyImport(node) ? 'type' : 'value';
      found.push({ specifier: node.moduleSpecifier.text, kind });
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      found.push({
        specifier: node.moduleSpecifier.text,
        kind: node.isTypeOnly ? 'type' : 'value',
      });
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      found.push({ specifier: node.arguments[0].text, kind: 'dynamic' });
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      found.push({ specifier: node.argument.literal.text, kind: 'type' });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Whether a specifier names one of the repository's files: relative, or the web app's `@/…`. */
const isLocal = (from: string, specifier: string) =>
  specifier.startsWith('.') || (from.startsWith(`${WEB_SRC}/`) && specifier.startsWith('@/'));

/** The file a local specifier names, as TypeScript's bundler resolution finds it. */
function resolveLocal(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith('@/')
    ? path.posix.join(WEB_SRC, specifier.slice(2))
    : path.posix.join(path.posix.dirname(from), specifier);
  const candidates = [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    base.replace(/\.js$/, '.ts'),
    `${base}/index.ts`,
    `${base}/index.tsx`,
  ];
  return candidates.find((candidate) =>
    fs.statSync(path.join(root, candidate), { throwIfNoEntry: false })?.isFile(),
  );
}

function buildGraph(): Graph {
  const files = SOURCE_ROOTS.flatMap(sourceFiles).sort();
  const arrows = new Map<string, Arrow[]>();
  const unresolved: Graph['unresolved'] = [];
  for (const file of files) {
    const fileArrows: Arrow[] = [];
    for (const { specifier, kind } of specifiersOf(file)) {
      if (!isLocal(file, specifier)) continue;
      const to = resolveLocal(file, specifier);
      if (!to) unresolved.push({ from: file, specifier });
      else if (/\.tsx?$/.test(to)) fileArrows.push({ from: file, to, kind });
    }
    arrows.set(file, fileArrows);
  }
  return { files, arrows, unresolved };
}

/** Tarjan's strongly connected components with more than one node, or a node importing itself. */
function circularGroups(nodes: string[], next: (node: string) => string[]): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const lowLink = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const connect = (node: string) => {
    index.set(node, counter);
    lowLink.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const to of next(node)) {
      if (!index.has(to)) {
        connect(to);
        lowLink.set(node, Math.min(lowLink.get(node)!, lowLink.get(to)!));
      } else if (onStack.has(to)) {
        lowLink.set(node, Math.min(lowLink.get(node)!, index.get(to)!));
      }
    }
    if (lowLink.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1 || next(node).includes(node)) groups.push(group.sort());
  };
  for (const node of nodes) if (!index.has(node)) connect(node);
  return groups.sort((a, b) => a[0].localeCompare(b[0]));
}

/** The elementary circles inside one group, each from its smallest file, up to `limit`. */
function circlesIn(group: string[], graph: Graph, limit: number): Arrow[][] {
  const members = new Set(group);
  const circles: Arrow[][] = [];
  // Each circle is found once: from its smallest file, through files greater than it.
  for (const start of group) {
    const path: Arrow[] = [];
    const visited = new Set<string>([start]);
    const walk = (file: string) => {
      for (const arrow of graph.arrows.get(file) ?? []) {
        if (circles.length >= limit) return;
        if (!members.has(arrow.to) || arrow.to < start) continue;
        if (arrow.to === start) {
          circles.push([...path, arrow]);
        } else if (!visited.has(arrow.to)) {
          visited.add(arrow.to);
          path.push(arrow);
          walk(arrow.to);
          path.pop();
          visited.delete(arrow.to);
        }
      }
    };
    walk(start);
  }
  return circles;
}

/** Where a server file sits in the house: a module's name, a top folder, or a top file. */
function placeOf(file: string): { layer: string; module?: string } | undefined {
  if (!file.startsWith(SERVER_SRC)) return undefined;
  const parts = file.slice(SERVER_SRC.length).split('/');
  if (parts[0] === 'modules') {
    return parts.length > 2 ? { layer: 'modules', module: parts[1] } : { layer: 'registry' };
  }
  return { layer: parts.length > 1 ? parts[0] : 'top' };
}

/** The group an upward arrow is counted in ("tenders → suppliers"), or undefined if it is not one. */
function upwardPair(arrow: Arrow): string | undefined {
  const from = placeOf(arrow.from);
  const to = placeOf(arrow.to);
  if (!from || !to) return undefined;
  if (from.layer === 'modules') {
    if (to.layer === 'modules' && to.module !== from.module)
      return `modules/${from.module} → modules/${to.module}`;
    if (to.layer === 'jobs') return `modules/${from.module} → jobs`;
    if (to.layer === 'registry') return `modules/${from.module} → modules/index.ts`;
    return undefined;
  }
  if (LOWER_LAYERS.has(from.layer)) {
    if (to.layer === 'modules') return `${from.layer} → modules/${to.module}`;
    if (to.layer === 'jobs' || to.layer === 'registry')
      return `${from.layer} → ${to.layer === 'jobs' ? 'jobs' : 'modules/index.ts'}`;
  }
  return undefined;
}

const short = (file: string) =>
  file.replace(SERVER_SRC, '').replace('packages/shared/src/', 'shared/');
const kindNote = (kind: ImportKind) => (kind === 'value' ? '' : ` (${kind})`);

function report(graph: Graph, quiet: boolean): number {
  const arrowCount = [...graph.arrows.values()].reduce((sum, list) => sum + list.length, 0);
  console.log(
    `import graph: ${graph.files.length} files, ${arrowCount} relative imports (${SOURCE_ROOTS.join(', ')})`,
  );

  const groups = circularGroups(graph.files, (file) =>
    (graph.arrows.get(file) ?? []).map(({ to }) => to),
  );
  console.log(`\nimport circles: ${groups.length} group(s) of files importing each other`);
  for (const group of groups) {
    console.log(`\n  ${group.length} files: ${group.map(short).join(', ')}`);
    const circles = circlesIn(group, graph, MAX_CIRCLES_PER_GROUP);
    for (const circle of circles) {
      const steps = circle.map((arrow) => `${short(arrow.from)}${kindNote(arrow.kind)}`);
      console.log(`    ${[...steps, short(circle[0].from)].join(' → ')}`);
    }
    if (circles.length === MAX_CIRCLES_PER_GROUP)
      console.log(`    … (first ${MAX_CIRCLES_PER_GROUP} circles shown)`);
  }

  const upward = new Map<string, Arrow[]>();
  for (const list of graph.arrows.values()) {
    for (const arrow of list) {
      const pair = upwardPair(arrow);
      if (pair) upward.set(pair, [...(upward.get(pair) ?? []), arrow]);
    }
  }
  const total = [...upward.values()].reduce((sum, list) => sum + list.length, 0);
  console.log(`\nupward arrows in apps/server/src: ${total} in ${upward.size} pair(s)`);
  const pairs = [...upward.entries()].sort(
    ([a, arrowsA], [b, arrowsB]) => arrowsB.length - arrowsA.length || a.localeCompare(b),
  );
  for (const [pair, arrows] of pairs) {
    console.log(`  ${String(arrows.length).padStart(3)}  ${pair}`);
    if (quiet) continue;
    for (const arrow of arrows)
      console.log(`         ${short(arrow.from)} → ${short(arrow.to)}${kindNote(arrow.kind)}`);
  }

  // Modules that reach each other through their imports: the "house" has a floor that loops.
  const moduleArrows = new Map<string, Set<string>>();
  for (const arrow of [...upward.values()].flat()) {
    const [from, to] = [placeOf(arrow.from), placeOf(arrow.to)];
    if (from?.module && to?.module) {
      const targets = moduleArrows.get(from.module) ?? new Set<string>();
      moduleArrows.set(from.module, targets.add(to.module));
    }
  }
  const moduleGroups = circularGroups([...moduleArrows.keys()].sort(), (module) => [
    ...(moduleArrows.get(module) ?? []),
  ]);
  console.log(
    `\nmodules reaching each other (module-level circles, reported): ${moduleGroups.length}`,
  );
  for (const group of moduleGroups) {
    const both = group.flatMap((a) =>
      group
        .filter((b) => a < b && moduleArrows.get(a)?.has(b) && moduleArrows.get(b)?.has(a))
        .map((b) => `${a} ↔ ${b}`),
    );
    console.log(
      `  ${group.join(', ')}${both.length > 0 ? ` (both ways: ${both.join(', ')})` : ''}`,
    );
  }

  for (const { from, specifier } of graph.unresolved)
    console.log(`\nunresolved relative import: ${from} imports '${specifier}'`);
  const failed = groups.length > 0 || graph.unresolved.length > 0;
  console.log(
    failed ? '\ncheck:imports failed: break the circles above' : '\ncheck:imports: no circles',
  );
  return failed ? 1 : 0;
}

process.exitCode = report(buildGraph(), process.argv.includes('--quiet'));
