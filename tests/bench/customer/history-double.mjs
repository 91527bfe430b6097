// The API as a returning customer's phone meets it, for the customer part of npm run bench: a plain HTTP server
// (no framework, no demo backend) answering what the screens behind the login ask for, with a history of ORDERS orders
// sent as the API contract says (tests/fixtures/history-orders.mjs: results inline, images of about 768 KB and audio
// of 240 KB in base64). Every answer waits LATENCY_MS (the phone's round trip) and then streams at loopback speed.
// Usage: node tests/bench/customer/history-double.mjs ORDERS [PORT]   (prints "history double on http://127.0.0.1:PORT")
import { createServer } from 'node:http';
import { historyOf, SERVICES } from '../../fixtures/history-orders.mjs';

export const USER = { id: 7, email: 'cliente@exemplo.com.br' };
export const TOKEN = 'bench-token';
const LATENCY_MS = Number(process.env.LATENCY_MS ?? 150);

const json = (body) => ({ status: 200, type: 'application/json', body: Buffer.from(JSON.stringify(body)) });

export function startDouble(orders, port = 0) {
  const history = historyOf(orders, { userId: USER.id });
  const historyBody = Buffer.from(JSON.stringify(history));
  const byPayment = new Map(history.map((item) => [item.payment_id, item]));
  const routes = [
    [/^\/me$/, () => json(USER)],
    [/^\/subscription$/, () => json({ plan: 'corporate', is_active: true })],
    [/^\/subscription\/check-bot-plan/, () => json({ has_subscription: false })],
    [/^\/ia\/history\/payment\/(\w+)$/, ([, id]) => (byPayment.has(id) ? json(byPayment.get(id)) : { status: 404, type: 'application/json', body: Buffer.from('{"detail":"Not found"}') })],
    [/^\/ia\/history\/\d+$/, () => ({ status: 200, type: 'application/json', body: historyBody })],
    // An order's payment is approved; any other payment is waiting (a Pix not paid yet).
    [/^\/payments\/pendente\/(\w+)$/, ([, id]) => json(byPayment.has(id) ? { status: 'approved', message: 'Pagamento aprovado', payment_id: id } : { status: 'pending', message: 'Aguardando o pagamento do Pix', payment_id: id })],
    [/^\/ia\/services$/, () => json({ 'Marketing Digital': [{ name: SERVICES.text, context: 'Copy', price: 50 }, { name: SERVICES.image, context: 'Post', price: 50 }], Automação: [{ name: SERVICES.audio, context: 'Voz', price: 50 }] })],
  ];
  const server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0].replace(/^\/api(?=\/)/, '');
    const match = routes.map(([pattern, answer]) => [path.match(pattern), answer]).find(([found]) => found);
    const answer = match ? match[1](match[0]) : { status: 404, type: 'application/json', body: Buffer.from('{"detail":"Not found"}') };
    setTimeout(() => {
      response.writeHead(answer.status, { 'content-type': answer.type, 'content-length': answer.body.length, 'cache-control': 'no-store' });
      response.end(answer.body);
    }, LATENCY_MS);
  });
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      resolve({
        url: `http://127.0.0.1:${address.port}`,
        historyBytes: historyBody.length,
        // Every answer still being sent ends: a screen's unread history does not load the machine during the next one.
        drop: () => server.closeAllConnections(),
        stop: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop())) {
  const double = await startDouble(Number(process.argv[2] ?? 1), Number(process.argv[3] ?? 0));
  console.log(`history double on ${double.url} (${(double.historyBytes / 1e6).toFixed(1)} MB of history)`);
}
