// The site's publish status as the console reads it, for the console's unit tests: a test names only what it cares
// about (nothing built yet otherwise).
import type { PublishStatus } from '#/lib/admin.ts';

export const samplePublish = (changes: Partial<PublishStatus> = {}): PublishStatus => ({
  state: 'idle',
  startedAt: null,
  finishedAt: null,
  durationMs: null,
  error: null,
  queued: false,
  ...changes,
});
