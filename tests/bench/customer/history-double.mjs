// The API as a returning customer's phone meets it, for the customer part of npm run bench: a plain HTTP server
// (no framework, no demo backend) answering what the screens behind the login ask for, with a history of ORDERS orders
// sent as the API contract says: every result inline, images and audio as base64 (docs/api-contract.md).
// One order in three an image of about 768 KB, one in six an audio of about 240 KB, the rest text; one a week,
// the newest today. Every answer waits LATENCY_MS (the phone's round trip) and then streams at loopback speed.
// Usage: node tests/bench/customer/history-double.mjs ORDERS [PORT]   (prints "history double on http://127.0.0.1:PORT")
import { createServer } from 'node:http';
import { deflateSync } from 'node:zlib';

export const USER = { id: 7, email: 'cliente@exemplo.com.br' };
export const TOKEN = 'bench-token';
const LATENCY_MS = Number(process.env.LATENCY_MS ?? 150);

/** A deterministic byte stream (xorshift), so every run sends the same bytes. */
function noise(length, seed) {
  const bytes = new Uint8Array(length);
  let x = seed || 1;
  for (let i = 0; i < length; i += 1) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    bytes[i] = x & 0xff;
  }
  return bytes;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes) {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type, 'ascii'), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A real PNG of noise (it barely compresses): SIDE×SIDE RGB, about 3·SIDE² bytes. */
function noisePng(side, seed) {
  const rows = Buffer.alloc((side * 3 + 1) * side);
  const pixels = noise(side * side * 3, seed);
  for (let y = 0; y < side; y += 1) pixels.subarray(y * side * 3, (y + 1) * side * 3).forEach((value, x) => (rows[y * (side * 3 + 1) + 1 + x] = value));
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows, { level: 0 })), chunk('IEND', Buffer.alloc(0))]);
}

/** A real WAV (8 kHz, 8-bit mono) of BYTES samples of a tone with noise. */
function wav(bytes, seed) {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + bytes, 4);
  header.write('WAVEfmt ', 8, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(8000, 24);
  header.writeUInt32LE(8000, 28);
  header.writeUInt16LE(1, 32);
  header.writeUInt16LE(8, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(bytes, 40);
  const wobble = noise(bytes, seed);
  const samples = Buffer.from(Array.from({ length: bytes }, (_, i) => 128 + Math.round(40 * Math.sin(i / 6)) + ((wobble[i] ?? 0) >> 4) - 8));
  return Buffer.concat([header, samples]);
}

const IMAGE_BASE64 = noisePng(512, 11).toString('base64'); // an image of about 768 KB (1 MB of base64)
const AUDIO_BASE64 = wav(240 * 1024 - 44, 23).toString('base64'); // an audio of 240 KB (320 KB of base64)
const LOREM =
  'Apresente o produto com clareza, fale com o público certo e termine com um convite direto. Destaque o benefício principal nas primeiras linhas, use frases curtas e exemplos do dia a dia do cliente. ';

const SERVICES = {
  image: 'Post com imagem + copy',
  audio: 'Narração com voz de IA',
  text: 'Copy de Landing Page',
};

/** Order i (0 = the newest): its type by the mix above. */
function typeOf(i) {
  if (i % 3 === 1) return 'image';
  if (i % 6 === 2) return 'audio';
  return 'text';
}

export function historyOf(count, now = Date.now()) {
  return Array.from({ length: count }, (_, i) => {
    const type = typeOf(i);
    const id = 10_000 + count - i;
    return {
      id,
      created_at: new Date(now - i * 7 * 86_400_000 - 3_600_000).toISOString(),
      service_name: SERVICES[type],
      service_type: type,
      prompt: `Empresa: Padaria Bom Dia ${id}\nPúblico: moradores do bairro\nTom: acolhedor\nObjetivo: vender a cesta de café da manhã`,
      result: type === 'text' ? LOREM.repeat(12) : null,
      result_bin: type === 'image' ? IMAGE_BASE64 : type === 'audio' ? AUDIO_BASE64 : null,
      payment_id: String(90_000 + id),
      user_id: USER.id,
      system_context: 'Você é um redator publicitário brasileiro.',
      max_tokens: 2048,
      payment_status: 'approved',
      payment_amount: 50,
    };
  });
}

const json = (body) => ({ status: 200, type: 'application/json', body: Buffer.from(JSON.stringify(body)) });

export function startDouble(orders, port = 0) {
  const history = historyOf(orders);
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
      resolve({ url: `http://127.0.0.1:${address.port}`, historyBytes: historyBody.length, stop: () => new Promise((done) => server.close(() => done())) });
    });
  });
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop())) {
  const double = await startDouble(Number(process.argv[2] ?? 1), Number(process.argv[3] ?? 0));
  console.log(`history double on ${double.url} (${(double.historyBytes / 1e6).toFixed(1)} MB of history)`);
}
