import { describe, expect, it } from 'vitest';
import type { PublishStatus } from '#/lib/admin.ts';
import { samplePublish } from '#/lib/test/sample-publish.ts';
import { previewState } from './preview.ts';

const publish = (patch: Partial<PublishStatus>) => samplePublish({ state: 'live', ...patch });
const draft = { preview: '/preview/prd_1-abc', updatedAt: '2026-11-26T10:00:00.000Z' };

describe('previewState', () => {
  it('is ready when the live build started after the draft was last saved', () => {
    expect(previewState(draft, publish({ liveFrom: '2026-11-26T10:00:05.000Z' }))).toBe('ready');
  });
  it('is stale when the draft changed since, or nothing was ever published', () => {
    expect(previewState(draft, publish({ liveFrom: '2026-11-26T09:59:00.000Z' }))).toBe('stale');
    expect(previewState(draft, publish({ state: 'idle', liveFrom: null }))).toBe('stale');
    expect(previewState(draft, undefined)).toBe('stale');
  });
  it('says a build is under way, and has nothing for a live product', () => {
    expect(previewState(draft, publish({ state: 'building', liveFrom: '2026-11-26T10:00:05.000Z' }))).toBe('building');
    expect(previewState(draft, publish({ state: 'queued' }))).toBe('building');
    expect(previewState({ updatedAt: draft.updatedAt }, publish({}))).toBe('none');
  });
});
