// Whether a draft's preview page shows the draft as it is now. Preview pages are built with the shop's pages (a
// publish), so a preview is current when the live build started after the draft's last change; until then the
// console offers to build it, and says when a build is under way.
import type { PublishStatus } from '#/lib/admin.ts';
import type { AdminProduct } from './admin-product.ts';

export type PreviewState = 'none' | 'ready' | 'building' | 'stale';

export function previewState(p: Pick<AdminProduct, 'preview' | 'updatedAt'>, publish?: PublishStatus): PreviewState {
  if (!p.preview) return 'none';
  if (publish?.state === 'building' || publish?.state === 'queued') return 'building';
  const liveFrom = publish?.liveFrom ? Date.parse(publish.liveFrom) : Number.NaN;
  return liveFrom >= Date.parse(p.updatedAt) ? 'ready' : 'stale';
}
