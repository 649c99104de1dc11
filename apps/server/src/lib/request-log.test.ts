import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { logRedaction } from './log-redaction.ts';
import { OneLineRequestLog } from './request-log.ts';

type Line = {
  level: number;
  msg: string;
  reqId?: string;
  req?: { method: string; url: string };
  res?: { statusCode: number };
  responseTime?: number;
};

/** An app logging as the product does at `level`, with its lines kept; one request made. */
async function logOfOneRequest(level: string, logController = new OneLineRequestLog()) {
  const lines: Line[] = [];
  const stream = { write: (line: string) => void lines.push(JSON.parse(line) as Line) };
  const app = Fastify({ logger: { level, ...logRedaction, stream }, logController });
  app.get('/api/account/CheckToken', async () => ({ ok: true }));
  await app.inject({ method: 'GET', url: '/api/account/CheckToken?token=secret-123' });
  await app.close();
  return lines.filter((line) => line.reqId !== undefined);
}

describe('the request log', () => {
  it('writes one line per request at info, saying what was asked and how it was answered', async () => {
    const lines = await logOfOneRequest('info');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: { method: 'GET', url: '/api/account/CheckToken?token=[redacted]' },
      res: { statusCode: 200 },
    });
    expect(lines[0].responseTime).toBeGreaterThan(0);
  });

  it('writes the incoming request too at debug', async () => {
    const lines = await logOfOneRequest('debug');
    expect(lines.map((line) => [line.level, line.msg])).toEqual([
      [20, 'incoming request'],
      [30, 'request completed'],
    ]);
    expect(lines[0].req?.url).toBe('/api/account/CheckToken?token=[redacted]');
  });

  it('writes nothing for a request whose logging is turned off', async () => {
    const off = new OneLineRequestLog({ disableRequestLogging: true });
    expect(await logOfOneRequest('debug', off)).toEqual([]);
  });
});
