import { describe, expect, it } from 'vitest';
import { INBOX_FILTERS, INBOX_STATUSES, statusAfterReply, statusesShown } from './inbox.ts';

describe('inbox rules', () => {
  it('the default list is what is still open: new and in progress, not done', () => {
    expect(statusesShown('open')).toEqual(['new', 'in_progress']);
    expect(statusesShown('done')).toEqual(['done']);
    expect(statusesShown('all')).toBeUndefined();
    expect(INBOX_FILTERS[0]).toBe('open');
  });

  it('a reply takes a new item up and leaves one in progress or done as it was', () => {
    expect(INBOX_STATUSES.map(statusAfterReply)).toEqual(['in_progress', 'in_progress', 'done']);
  });
});
