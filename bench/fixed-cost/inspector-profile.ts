/**
 * A CPU profile of a server process for one phase only, taken through its inspector (the server
 * started with --inspect): the profiler runs while the phase runs, so start-up, migrations and
 * module loading stay out of it. The result is a .cpuprofile (Chrome DevTools, speedscope, or
 * profile-summary.ts).
 */
import WebSocket from 'ws';

type Pending = { resolve(value: unknown): void; reject(error: Error): void };

async function connect(inspectPort: number) {
  const targets = (await (
    await fetch(`http://127.0.0.1:${inspectPort}/json/list`)
  ).json()) as Array<{
    webSocketDebuggerUrl: string;
  }>;
  const socket = new WebSocket(targets[0].webSocketDebuggerUrl);
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  let nextId = 1;
  const pending = new Map<number, Pending>();
  socket.on('message', (data: Buffer) => {
    const message = JSON.parse(data.toString()) as {
      id?: number;
      result?: unknown;
      error?: unknown;
    };
    const waiting = message.id === undefined ? undefined : pending.get(message.id);
    if (!waiting) return;
    pending.delete(message.id!);
    if (message.error) waiting.reject(new Error(JSON.stringify(message.error)));
    else waiting.resolve(message.result);
  });
  const call = (method: string, params: object = {}) =>
    new Promise<unknown>((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve, reject });
      socket.send(JSON.stringify({ id, method, params }));
    });
  return { call, close: () => socket.close() };
}

/** Runs `phase` with the server's profiler on (sampling every `intervalUs`); returns the profile. */
export async function profileDuring<T>(
  inspectPort: number,
  phase: () => Promise<T>,
  intervalUs = 200,
): Promise<{ result: T; profile: unknown }> {
  const inspector = await connect(inspectPort);
  try {
    await inspector.call('Profiler.enable');
    await inspector.call('Profiler.setSamplingInterval', { interval: intervalUs });
    await inspector.call('Profiler.start');
    const result = await phase();
    const { profile } = (await inspector.call('Profiler.stop')) as { profile: unknown };
    await inspector.call('Profiler.disable');
    return { result, profile };
  } finally {
    inspector.close();
  }
}
