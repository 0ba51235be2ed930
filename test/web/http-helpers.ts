/**
 * Raw HTTP for tests: fetch() normalises paths ("/../x" becomes "/x") and forbids setting
 * Host, which are exactly the things the host's defences must be tested against.
 */
import http from 'node:http';

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** The body as sent, for a binary file. */
  bytes: Buffer;
}

export function rawRequest(
  baseUrl: string,
  options: { method?: string; path: string; headers?: Record<string, string>; body?: string | Buffer },
): Promise<RawResponse> {
  const base = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: base.hostname, port: base.port, method: options.method ?? 'GET', path: options.path, headers: options.headers, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const bytes = Buffer.concat(chunks);
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: bytes.toString('utf8'), bytes });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    if (options.body !== undefined) req.write(options.body);
    req.end();
  });
}

export async function postJson(baseUrl: string, command: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await rawRequest(baseUrl, {
    method: 'POST',
    path: `/api/${command}`,
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { ...res, json: JSON.parse(res.body) as { ok: boolean; data?: any; error?: { code: string; params: Record<string, unknown>; message: string } } };
}

/**
 * The headers Chromium sends for the page's own `<a download>` click (measured with Chromium 156:
 * Sec-Fetch-Mode navigate, Sec-Fetch-Dest empty, Sec-Fetch-Site same-origin).
 */
export function downloadHeaders(baseUrl: string): Record<string, string> {
  return { Host: new URL(baseUrl).host, 'Sec-Fetch-Site': 'same-origin', 'Sec-Fetch-Mode': 'navigate', 'Sec-Fetch-Dest': 'empty' };
}
