/** A small keep-alive JSON POST client: cheaper per request than fetch when a thousand bidders share a core. */
import http from 'node:http';

const agent = new http.Agent({ keepAlive: true, maxSockets: 2048 });

export function postJson(
  baseUrl: string,
  path: string,
  token: string,
  body: unknown,
): Promise<{ status: number; json: unknown }> {
  const url = new URL(path, baseUrl);
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          authorization: `Bearer ${token}`,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: response.statusCode ?? 0, json: text ? JSON.parse(text) : null });
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

export function closeHttpClient(): void {
  agent.destroy();
}
