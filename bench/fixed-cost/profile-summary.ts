/**
 * Where a server's CPU went in a .cpuprofile: time by part (a package, a file of the product, Node's
 * own modules, the garbage collector), and the functions with the most time of their own and the
 * most time including what they called, in µs per request when the request count is given.
 * Usage: npx tsx fixed-cost/profile-summary.ts <file.cpuprofile> [requests] [rows]
 */
import { readFileSync } from 'node:fs';

type CallFrame = { functionName: string; url: string; lineNumber: number };
type ProfileNode = { id: number; callFrame: CallFrame; children?: number[] };
export type CpuProfile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

const PART_OF_PACKAGE: Record<string, string> = {
  fastify: 'fastify',
  'find-my-way': 'fastify',
  avvio: 'fastify',
  'fast-json-stringify': 'fastify',
  '@fastify/error': 'fastify',
  pino: 'logging (pino)',
  'pino-std-serializers': 'logging (pino)',
  'fast-redact': 'logging (pino)',
  '@pinojs/redact': 'logging (pino)',
  'sonic-boom': 'logging (pino)',
  'thread-stream': 'logging (pino)',
  'safe-stable-stringify': 'logging (pino)',
  'quick-format-unescaped': 'logging (pino)',
  zod: 'zod',
  'fastify-type-provider-zod': 'zod',
};

function packageOf(url: string): string | undefined {
  const at = url.lastIndexOf('/node_modules/');
  if (at < 0) return undefined;
  const [first, second] = url.slice(at + '/node_modules/'.length).split('/');
  return first.startsWith('@') ? `${first}/${second}` : first;
}

/** The part of the code a frame belongs to. */
export function partOf({ functionName, url }: CallFrame): string {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  const packageName = packageOf(url);
  if (packageName) return PART_OF_PACKAGE[packageName] ?? packageName;
  if (url.startsWith('node:')) return 'node (http, net, streams, timers)';
  const app = /\/(apps\/server\/src|packages\/shared\/src)\/(.*)$/.exec(url);
  if (app) return app[1].startsWith('apps') ? `app: ${app[2]}` : `shared: ${app[2]}`;
  return url;
}

const frameName = ({ functionName, url, lineNumber }: CallFrame) => {
  const where = url.replace(/^.*\/node_modules\//, '').replace(/^.*\/(apps|packages)\//, '$1/');
  return `${functionName || '(anonymous)'} ${where}:${lineNumber + 1}`;
};

/** Self and inclusive time (µs) per function and self time per part. */
export function summarise(profile: CpuProfile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parentOf.set(child, node.id);
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  const parts = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    const node = byId.get(id)!;
    if (node.callFrame.functionName === '(idle)') return;
    total += delta;
    const add = (map: Map<string, number>, key: string) =>
      map.set(key, (map.get(key) ?? 0) + delta);
    add(self, frameName(node.callFrame));
    add(parts, partOf(node.callFrame));
    // Each function once per sample, however deep it recurses.
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) {
      const name = frameName(byId.get(at)!.callFrame);
      if (!seen.has(name)) add(inclusive, name);
      seen.add(name);
    }
  });
  return { total, self, inclusive, parts };
}

/** The summary as Markdown tables; times per request when `requests` is given. */
export function formatSummary(profile: CpuProfile, requests?: number, rows = 25): string {
  const { total, self, inclusive, parts } = summarise(profile);
  const per = (us: number) =>
    requests ? `${(us / requests).toFixed(1)} µs` : `${(us / 1000).toFixed(0)} ms`;
  const share = (us: number) => `${((100 * us) / total).toFixed(1)} %`;
  const table = (title: string, map: Map<string, number>, limit: number) =>
    [
      `| ${title} | ${requests ? 'per request' : 'time'} | share |`,
      '| --- | --- | --- |',
      ...[...map.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, limit)
        .map(([name, us]) => `| ${name} | ${per(us)} | ${share(us)} |`),
    ].join('\n');
  return [
    `busy (not idle): ${per(total)}${requests ? ` (${requests} requests)` : ''}`,
    table('part (own time)', parts, rows),
    table('function (own time)', self, rows),
    table('function (with what it calls)', inclusive, rows),
  ].join('\n\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [file, requests, rows] = process.argv.slice(2);
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  console.log(formatSummary(profile, requests ? Number(requests) : undefined, Number(rows ?? 25)));
}
