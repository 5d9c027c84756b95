// Publishing with stand-in build commands (shell one-liners writing into BUILD_OUT_DIR): no Astro here.
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '#/server/logger.ts';
import {
  type CommandRunner,
  createPublisher,
  INTERRUPTED,
  liveSiteDir,
  type PublisherOptions,
  runShell,
} from './publish.service.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});
function siteDir() {
  const dir = mkdtempSync(join(tmpdir(), 'publish-'));
  dirs.push(dir);
  return dir;
}
const log = createLogger('silent');
let tick = 0;
const now = () => new Date(Date.UTC(2026, 10, 20, 10, 0, tick++));
const liveText = (dir: string) => readFileSync(join(liveSiteDir(dir)!, 'index.html'), 'utf8');
/** A build command (sh) that writes `text` as the new build's page. */
const writesPage = (text: string) => `mkdir -p "$BUILD_OUT_DIR" && echo ${text} > "$BUILD_OUT_DIR/index.html"`;
/** A publisher of `dir` on an instance that builds, on the test's clock; `options` set the rest. */
const publisherOf = (dir: string, options: Partial<PublisherOptions> = {}) =>
  createPublisher({ enabled: true, siteDir: dir, buildCommand: 'x', now, log, ...options });
/** One publish, to its end. */
async function publish(publisher: ReturnType<typeof createPublisher>) {
  await publisher.request();
  await publisher.idle();
}

describe('publish', () => {
  it('builds into a new folder and switches the live link to it only when the build succeeded', async () => {
    const dir = siteDir();
    let version = 'one';
    const live: string[] = [];
    const publisher = publisherOf(dir, {
      run: (_command, env) => runShell(writesPage(version), env),
      onLive: (d) => live.push(d),
    });
    expect(publisher.status()).toMatchObject({ state: 'idle', queued: false });
    expect((await publisher.request()).state).toBe('building');
    await publisher.idle();
    expect(publisher.status()).toMatchObject({ state: 'live', error: null, durationMs: 1000 });
    expect(liveText(dir).trim()).toBe('one');
    expect(live).toEqual([liveSiteDir(dir)]);

    version = 'two';
    await publish(publisher);
    expect(liveText(dir).trim()).toBe('two');
  });

  it('hands the build the drafts to preview in a file outside the site, removed after', async () => {
    const dir = siteDir();
    const drafts = [{ key: 'prd_1-abc', product: { _id: 'prd_1', name: 'Mehendi Kurta Set' } }];
    const publisher = publisherOf(dir, {
      run: (_c, env) => runShell('mkdir -p "$BUILD_OUT_DIR" && cp "$PREVIEW_CATALOG" "$BUILD_OUT_DIR/index.html"', env),
      previews: async () => drafts,
    });
    await publish(publisher);
    expect(JSON.parse(liveText(dir))).toEqual(drafts);
    expect(readdirSync(dir).filter((f) => f.startsWith('previews-'))).toEqual([]);
    const { startedAt, liveFrom } = publisher.status();
    expect(liveFrom).toBe(startedAt);
  });

  it('leaves the live site untouched when the build fails, and reports the error', async () => {
    const dir = siteDir();
    let command = writesPage('good');
    const publisher = publisherOf(dir, { run: (_c, env) => runShell(command, env) });
    await publish(publisher);
    const before = liveSiteDir(dir);
    command = `${writesPage('half')} && echo "astro: page broke" >&2 && exit 2`;
    await publish(publisher);
    expect(publisher.status()).toMatchObject({
      state: 'failed',
      error: 'The build failed (exit 2): astro: page broke',
    });
    expect(liveSiteDir(dir)).toBe(before);
    expect(liveText(dir).trim()).toBe('good');
    expect(readdirSync(join(dir, 'builds'))).toHaveLength(1); // the failed folder is gone
  });

  it('runs one build at a time; requests during a build queue exactly one more', async () => {
    const dir = siteDir();
    const releases: (() => void)[] = [];
    let builds = 0;
    // Each build waits until the test lets it finish.
    const run: CommandRunner = (_command, env) =>
      new Promise((done) => {
        builds++;
        releases.push(() => done(runShell(writesPage(String(builds)), env)));
      });
    const publisher = publisherOf(dir, { run });
    await publisher.request();
    expect(await publisher.request()).toMatchObject({ state: 'building', queued: true });
    await publisher.request();
    await publisher.request();
    expect(builds).toBe(1);
    releases.shift()!();
    await expect.poll(() => builds).toBe(2);
    expect(publisher.status()).toMatchObject({ state: 'building', queued: false });
    releases.shift()!();
    await publisher.idle();
    expect(builds).toBe(2);
    expect(publisher.status().state).toBe('live');
    expect(liveText(dir).trim()).toBe('2');
  });

  it('runs the deploy command after a good build with PUBLISH_SITE_DIR; its failure keeps the old site', async () => {
    const dir = siteDir();
    const marker = join(dir, 'deployed.txt');
    const build = writesPage('v');
    const good = publisherOf(dir, { buildCommand: build, deployCommand: `echo "$PUBLISH_SITE_DIR" > ${marker}` });
    await publish(good);
    expect(good.status().state).toBe('live');
    expect(readFileSync(marker, 'utf8').trim()).toBe(liveSiteDir(dir));
    const before = liveSiteDir(dir);
    const bad = publisherOf(dir, { buildCommand: build, deployCommand: 'exit 7' });
    await publish(bad);
    expect(bad.status()).toMatchObject({ state: 'failed', error: 'The deploy command failed (exit 7)' });
    expect(liveSiteDir(dir)).toBe(before);
  });

  it('keeps the live build and the two before it', async () => {
    const dir = siteDir();
    const publisher = publisherOf(dir, { buildCommand: writesPage('x') });
    for (let i = 0; i < 5; i++) await publish(publisher);
    const builds = readdirSync(join(dir, 'builds'));
    expect(builds).toHaveLength(3);
    expect(builds).toContain(liveSiteDir(dir)!.split('/').pop());
  });

  it('refuses on an instance that does not build', async () => {
    const dir = siteDir();
    const publisher = publisherOf(dir, { enabled: false });
    await expect(publisher.request()).rejects.toThrow('PUBLISH_ENABLED=false');
    expect(existsSync(join(dir, 'current'))).toBe(false);
  });

  it('refuses while the blocker names a reason (undeclared products), building nothing; then builds', async () => {
    const dir = siteDir();
    let reason: string | undefined = 'Not published: 1 product lacks the declarations …';
    let builds = 0;
    const publisher = publisherOf(dir, {
      blocker: async () => reason,
      run: (_c, env) => {
        builds++;
        return runShell(writesPage('ok'), env);
      },
    });
    await expect(publisher.request()).rejects.toThrow(reason);
    expect(builds).toBe(0);
    expect(publisher.status()).toMatchObject({ state: 'idle', queued: false });
    reason = undefined;
    await publish(publisher);
    expect(builds).toBe(1);
    expect(publisher.status().state).toBe('live');
  });
});

describe('the status after a restart', () => {
  const writing: CommandRunner = (_c, env) => runShell(writesPage('ok'), env);
  const publisherIn = (dir: string, run: CommandRunner) => publisherOf(dir, { run });

  it('reports the last build a previous process finished, from status.json (written whole, no temp left)', async () => {
    const dir = siteDir();
    const first = publisherIn(dir, writing);
    await publish(first);
    const finished = first.status();
    expect(finished.state).toBe('live');
    expect(JSON.parse(readFileSync(join(dir, 'status.json'), 'utf8'))).toEqual(finished);
    expect(readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);

    const restarted = publisherIn(dir, writing);
    expect(restarted.status()).toEqual(finished);
  });

  it('reads a build that was running when the process stopped as failed, saying so', async () => {
    const dir = siteDir();
    // This build never ends: the process "dies" with it running.
    const dying = publisherIn(dir, () => new Promise(() => {}));
    const started = await dying.request();
    expect(started.state).toBe('building');
    expect(JSON.parse(readFileSync(join(dir, 'status.json'), 'utf8')).state).toBe('building');

    const restarted = publisherIn(dir, writing);
    expect(restarted.status()).toMatchObject({
      state: 'failed',
      error: INTERRUPTED,
      startedAt: started.startedAt,
      finishedAt: null,
      queued: false,
    });
    await publish(restarted);
    expect(restarted.status()).toMatchObject({ state: 'live', error: null });
  });

  it('starts idle when status.json is not a status', () => {
    const dir = siteDir();
    writeFileSync(join(dir, 'status.json'), '{"state":"exploded"');
    expect(publisherIn(dir, writing).status()).toMatchObject({ state: 'idle', error: null });
  });
});
