/**
 * The demo backend's handlers (src/mocks) behind a plain HTTP server, so the
 * production build can be tested through nginx with a real same-origin API:
 * nginx proxies /api/ here. Loaded by serve-production.mjs through Vite (for the
 * @/ alias and import.meta.env).
 */
import { createServer, type IncomingMessage } from 'node:http';
import { getResponse } from 'msw';
import { handlers } from '@/mocks/handlers';
import { setDemoLatency } from '@/mocks/handlers/utils';
import { resetDb } from '@/mocks/db';

async function toRequest(incoming: IncomingMessage, origin: string): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(chunk as Buffer);
  const body = chunks.length ? Buffer.concat(chunks) : undefined;
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) value.forEach((item) => headers.append(name, item));
  }
  const method = incoming.method ?? 'GET';
  return new Request(new URL(incoming.url ?? '/', origin), { method, headers, body: method === 'GET' || method === 'HEAD' ? undefined : body });
}

export function startMockApi(port: number): Promise<() => Promise<void>> {
  setDemoLatency(false);
  resetDb();
  const origin = `http://127.0.0.1:${port}`;
  const server = createServer((incoming, outgoing) => {
    void (async () => {
      const request = await toRequest(incoming, origin);
      const response = await getResponse(handlers, request, { baseUrl: origin });
      if (!response) {
        outgoing.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ detail: 'Not found' }));
        return;
      }
      outgoing.writeHead(response.status, Object.fromEntries(response.headers));
      outgoing.end(Buffer.from(await response.arrayBuffer()));
    })().catch((error: unknown) => {
      outgoing.writeHead(500).end(String(error));
    });
  });
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => resolve(() => new Promise((done) => server.close(() => done()))));
  });
}
