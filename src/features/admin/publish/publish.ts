// What the publish bar says about the static site's build (GET /api/admin/publish).
import type { PublishStatus } from '#/lib/admin.ts';
export type { PublishStatus };

const time = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });

export function seconds(ms: number): string {
  return ms < 60_000
    ? `${Math.max(1, Math.round(ms / 1000))} s`
    : `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s`;
}

/** One sentence for the bar. */
export function describePublish(p: PublishStatus | undefined): string {
  if (!p) return 'Checking the site…';
  const again = p.queued ? ' Another publish is queued after it.' : '';
  switch (p.state) {
    case 'queued':
      return 'A publish is queued and starts in a moment.';
    case 'building':
      return `Building the site${p.startedAt ? ` (started ${time.format(new Date(p.startedAt))})` : ''}…${again}`;
    case 'live': {
      const when = p.finishedAt ? ` ${time.format(new Date(p.finishedAt))}` : '';
      const took = p.durationMs !== null ? ` in ${seconds(p.durationMs)}` : '';
      return `Live: last published${when}${took}.`;
    }
    case 'failed':
      return `The last publish failed${p.error ? `: ${p.error}` : ''}. The live site is unchanged.${again}`;
    default:
      return 'Publish to put new or archived products, names, descriptions and photos on the shop pages.';
  }
}

export const isRunning = (p: PublishStatus | undefined): boolean => p?.state === 'building' || p?.state === 'queued';
