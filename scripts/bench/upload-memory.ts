// `node scripts/bench/upload-memory.ts`: peak memory (RSS) of the real API process (`node src/server/main.ts`,
// PGlite) while 4 shoppers upload reviews at once, each with 4 photos as large as allowed: 24 megapixels
// (6000 × 4000) in at most 5 MB. Run once with PNGs (decoded in full: the worst case) and once with JPEGs
// (libjpeg can decode at 1/2 scale straight away, since the stored copy is at most 1600 px). Figures, not assertions.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { table, type Row } from './table.ts';
import { freePort } from '../free-port.ts';

const WORK = '.data/bench-upload-memory';
const WIDTH = 6000;
const HEIGHT = 4000;
const MAX_BYTES = 5 * 1024 * 1024;
const UPLOADS = 4;
const PHOTOS = 4;

/** The largest photo of 6000 × 4000 that fits in 5 MB, trying ever simpler pictures until one does. */
async function maxPhoto(format: 'png' | 'jpeg'): Promise<Buffer> {
  // Noise at a lower resolution, scaled up: the coarser it is, the better it compresses.
  const attempts = format === 'png' ? [3600, 3400, 3300, 3200, 3100, 3000] : [700, 650, 600, 550, 500];
  for (const base of attempts) {
    const noise = await sharp({
      create: {
        width: base,
        height: Math.round((base * 2) / 3),
        channels: 3,
        background: '#808080', // unused with noise, required by the types
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .png()
      .toBuffer();
    const big = sharp(noise).resize(WIDTH, HEIGHT, { kernel: format === 'png' ? 'nearest' : 'cubic' });
    const bytes =
      format === 'png'
        ? await big.png({ palette: true, colours: 16, dither: 0, compressionLevel: 9, effort: 1 }).toBuffer()
        : await big.jpeg({ quality: 90 }).toBuffer();
    if (bytes.length <= MAX_BYTES) return bytes;
  }
  throw new Error(`no ${format} of ${WIDTH} × ${HEIGHT} fits in 5 MB`);
}

/** Resident set size now and its high-water mark since the process started, in MB, from /proc. */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rss: Math.round(kb('VmRSS') / 1024), peak: Math.round(kb('VmHWM') / 1024) };
}

async function startServer(dataDir: string) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['src/server/main.ts'], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_SITE_URL: base,
      LOG_LEVEL: 'error',
      JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = () =>
    new Promise<void>((done) => {
      child.once('exit', () => done());
      child.kill('SIGTERM');
    });
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/api/product/list`)).ok) return { base, pid: child.pid!, stop };
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error('server did not start');
}

async function signUp(base: string, dataDir: string): Promise<string> {
  const email = `uploader.${Date.now()}@example.com`;
  const post = (path: string, body: unknown) =>
    fetch(base + path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  await post('/api/user/register/otp', { email });
  const outbox = join(dataDir, 'outbox');
  const mail = readdirSync(outbox)
    .map((f) => readFileSync(join(outbox, f), 'utf8'))
    .find((m) => m.includes(`To: ${email}`));
  const otp = /code is: (\d{6})/.exec(mail ?? '')?.[1];
  const done = (await (
    await post('/api/user/register', { name: 'Bench', email, password: 'monsoon-evenings', otp })
  ).json()) as { token?: string };
  if (!done.token) throw new Error('sign-up failed');
  return done.token;
}

async function scenario(format: 'png' | 'jpeg'): Promise<Row> {
  const photo = await maxPhoto(format);
  const dataDir = join(WORK, format);
  rmSync(dataDir, { recursive: true, force: true });
  const server = await startServer(dataDir);
  try {
    const token = await signUp(server.base, dataDir);
    const { products } = (await (await fetch(`${server.base}/api/product/list`)).json()) as {
      products: { _id: string }[];
    };
    const before = memoryOf(server.pid);
    let sampledPeak = before.rss;
    const sampler = setInterval(() => {
      sampledPeak = Math.max(sampledPeak, memoryOf(server.pid).rss);
    }, 10);
    const started = performance.now();
    const statuses = await Promise.all(
      products.slice(0, UPLOADS).map(async (product) => {
        const form = new FormData();
        form.append('productId', product._id);
        form.append('user', 'Bench');
        form.append('rating', '5');
        form.append('comment', 'Four photos at the largest size allowed.');
        for (let i = 0; i < PHOTOS; i++)
          form.append('images', new Blob([new Uint8Array(photo)], { type: `image/${format}` }), `p${i}.${format}`);
        const res = await fetch(`${server.base}/api/product/addReview`, {
          method: 'POST',
          body: form,
          headers: { token },
        });
        return res.status;
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const after = memoryOf(server.pid);
    const mb = (photo.length / 1048576).toFixed(2);
    return {
      photos: `${UPLOADS} × ${PHOTOS} ${format.toUpperCase()}, ${WIDTH} × ${HEIGHT}, ${mb} MB`,
      statuses: [...new Set(statuses)].join(','),
      'RSS before MB': before.rss,
      // VmHWM covers the whole life of the process, start-up (migrations, seeding) included.
      'VmHWM before MB': before.peak,
      'VmHWM after MB': after.peak,
      'peak RSS during uploads MB': Math.max(sampledPeak, after.rss),
      'RSS after MB': after.rss,
      seconds: Math.round(seconds * 10) / 10,
    };
  } finally {
    await server.stop();
  }
}

if (!existsSync('src/server/main.ts')) throw new Error('run from the repository root');
const rows = [await scenario('png'), await scenario('jpeg')];
table(
  `API process memory: ${UPLOADS} review uploads at once, ${PHOTOS} photos each (at most 2 decode at a time)`,
  rows,
);
