// "Publish changes": rebuilds the static site from the live catalog. One build at a time; a request during a
// build queues exactly one more (it will see every change made until it starts). Each build goes into a new
// folder under PUBLISH_DIR/builds; only when the build (and the deploy command, if any) succeeded does the
// `current` link switch to it, by renaming a new link over the old one (atomic), so a failed build leaves the
// live site untouched. The process serving the site is told (onLive) and serves the new folder from then on.
// The status is kept in PUBLISH_DIR/status.json (written to a temporary file, then renamed over it), so after a
// restart GET /api/admin/publish still reports the last build; one that was running when the process stopped
// reads as failed. A build gets the drafts' preview pages to render in a file beside the builds (PREVIEW_CATALOG),
// removed once the build is done; `liveFrom` says when the live build started (a draft saved after it has an older
// preview).
import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { join, resolve } from 'node:path';
import type { PublishStatus } from '#/lib/admin.ts';
import { AppError } from '#/server/errors.ts';
import type { Logger } from '#/server/logger.ts';

/** Runs a shell command; resolves with its exit code and the tail of its output. */
export type CommandRunner = (command: string, env: Record<string, string>) => Promise<{ code: number; output: string }>;

const OUTPUT_TAIL = 2000;
/** Builds kept besides the live one, for a quick manual rollback (point `current` at one). */
const KEEP_BUILDS = 2;

export const runShell: CommandRunner = (command, env) =>
  new Promise((done) => {
    // `env NAME=value …` adds to the environment this process was started with (the build needs PATH, PORT …).
    const vars = Object.entries(env).map(([k, v]) => `${k}=${v}`);
    const child = spawn('env', [...vars, 'sh', '-c', command], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-OUTPUT_TAIL);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', (error) => done({ code: 127, output: String(error) }));
    child.on('close', (code) => done({ code: code ?? 1, output }));
  });

const failure = (what: string, r: { code: number; output: string }) =>
  `${what} failed (exit ${r.code})${r.output.trim() ? `: ${r.output.trim()}` : ''}`;

/** The folder the `current` link points to, or undefined before the first publish. */
export function liveSiteDir(siteDir: string): string | undefined {
  const link = join(siteDir, 'current');
  if (!existsSync(link)) return undefined;
  return resolve(siteDir, readlinkSync(link));
}

const STATES: readonly string[] = ['idle', 'queued', 'building', 'live', 'failed'] satisfies PublishStatus['state'][];
export const INTERRUPTED = 'The build was interrupted: the server stopped while it ran. Publish again.';

/** The status saved by an earlier process, or undefined when there is none (or it cannot be read). */
export function readSavedStatus(siteDir: string, log?: Logger): PublishStatus | undefined {
  const file = join(siteDir, 'status.json');
  if (!existsSync(file)) return undefined;
  try {
    const saved = JSON.parse(readFileSync(file, 'utf8')) as PublishStatus;
    if (!STATES.includes(saved.state)) throw new Error(`unknown state ${JSON.stringify(saved.state)}`);
    const status: PublishStatus = {
      state: saved.state,
      startedAt: saved.startedAt ?? null,
      finishedAt: saved.finishedAt ?? null,
      durationMs: saved.durationMs ?? null,
      error: saved.error ?? null,
      queued: false,
      liveFrom: saved.liveFrom ?? (saved.state === 'live' ? (saved.startedAt ?? null) : null),
    };
    // No process builds it any more: a build that was running (or waiting) when the last one stopped failed.
    if (status.state === 'building' || status.state === 'queued')
      Object.assign(status, { state: 'failed', error: INTERRUPTED, finishedAt: null, durationMs: null });
    return status;
  } catch (error) {
    log?.warn('publish status unreadable; starting idle', { error: String(error) });
    return undefined;
  }
}

export type PublisherOptions = {
  enabled: boolean;
  /** PUBLISH_DIR: builds/ and the `current` link live here. */
  siteDir: string;
  buildCommand: string;
  deployCommand?: string;
  now: () => Date;
  log: Logger;
  run?: CommandRunner;
  /** The new live folder, once switched. */
  onLive?: (dir: string) => void;
  /** Why the site must not be built now (products lacking their declarations), or undefined: asked at each request. */
  blocker?: () => Promise<string | undefined>;
  /** Work that waits for a publish to go live (removed photos' files), given when that build started. */
  afterLive?: (startedAt: Date) => Promise<void>;
  /** The drafts whose preview pages the build renders (handed over in a file: the build may not reach them). */
  previews?: () => Promise<unknown[]>;
};

export function createPublisher(options: PublisherOptions) {
  const run = options.run ?? runShell;
  const status: PublishStatus = readSavedStatus(options.siteDir, options.log) ?? {
    state: 'idle',
    startedAt: null,
    finishedAt: null,
    durationMs: null,
    error: null,
    queued: false,
    liveFrom: null,
  };
  let running: Promise<void> | undefined;

  /** Writes the status beside the builds: a temporary file renamed over status.json, so a reader (or a crash)
   * never meets half a file. A failed write is logged, never fatal to the build. */
  function save() {
    if (!options.enabled) return;
    try {
      mkdirSync(options.siteDir, { recursive: true });
      const temp = join(options.siteDir, `status.json.${process.pid}.tmp`);
      writeFileSync(temp, `${JSON.stringify(status)}\n`);
      renameSync(temp, join(options.siteDir, 'status.json'));
    } catch (error) {
      options.log.warn('publish status not saved', { error: String(error) });
    }
  }

  /** Points `current` at the new build in one rename, then drops all but the newest older builds. */
  function switchTo(stamp: string) {
    const link = join(options.siteDir, 'current');
    const next = join(options.siteDir, `current-${stamp}`);
    symlinkSync(join('builds', stamp), next);
    renameSync(next, link);
    const builds = readdirSync(join(options.siteDir, 'builds')).sort();
    for (const old of builds.filter((b) => b !== stamp).slice(0, -KEEP_BUILDS))
      rmSync(join(options.siteDir, 'builds', old), { recursive: true, force: true });
  }

  async function build() {
    const started = options.now();
    Object.assign(status, { state: 'building', startedAt: started.toISOString(), finishedAt: null, durationMs: null });
    status.error = null;
    save();
    const stamp = `${started.toISOString().replace(/[-:.]/g, '').replace('T', '-')}-${process.pid}`;
    const dir = resolve(options.siteDir, 'builds', stamp);
    let error: string | null = null;
    const previewFile = join(options.siteDir, `previews-${stamp}.json`);
    try {
      mkdirSync(join(options.siteDir, 'builds'), { recursive: true });
      const env: Record<string, string> = { BUILD_OUT_DIR: dir };
      if (options.previews) {
        writeFileSync(previewFile, JSON.stringify(await options.previews()));
        env.PREVIEW_CATALOG = previewFile;
      }
      const built = await run(options.buildCommand, env);
      if (built.code !== 0) error = failure('The build', built);
      else if (options.deployCommand) {
        const deployed = await run(options.deployCommand, { PUBLISH_SITE_DIR: dir });
        if (deployed.code !== 0) error = failure('The deploy command', deployed);
      }
      if (!error) {
        switchTo(stamp);
        status.liveFrom = started.toISOString();
        options.onLive?.(dir);
      }
    } catch (caught) {
      error = `Publishing failed: ${String(caught)}`;
    } finally {
      rmSync(previewFile, { force: true });
    }
    if (error) rmSync(dir, { recursive: true, force: true });
    const finished = options.now();
    Object.assign(status, {
      state: error ? 'failed' : 'live',
      finishedAt: finished.toISOString(),
      durationMs: finished.getTime() - started.getTime(),
      error,
    });
    save();
    options.log[error ? 'error' : 'info']('publish finished', { state: status.state, durationMs: status.durationMs });
    if (!error)
      await options
        .afterLive?.(started)
        .catch((caught: unknown) => options.log.error('after-publish work failed', { error: String(caught) }));
  }

  /** Builds until no request is queued. */
  async function loop() {
    do {
      status.queued = false;
      await build();
    } while (status.queued);
    running = undefined;
  }

  return {
    status: (): PublishStatus => ({ ...status }),

    /** Starts a build, or queues one more when a build is running; refused while the blocker names a reason. */
    async request(): Promise<PublishStatus> {
      if (!options.enabled)
        throw new AppError('rule', 'Publishing runs on another instance of this store (PUBLISH_ENABLED=false here)');
      const blocked = await options.blocker?.();
      if (blocked) throw new AppError('rule', blocked);
      if (running) status.queued = true;
      else running = loop();
      return { ...status };
    },

    /** Resolves when no build runs or waits (tests, shutdown). */
    async idle() {
      while (running) await running;
    },
  };
}

export type Publisher = ReturnType<typeof createPublisher>;
