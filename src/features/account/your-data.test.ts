import { describe, expect, it } from 'vitest';
import { exportFileName } from './your-data.ts';

describe('exportFileName', () => {
  it('names the file with the day the export was made', () => {
    expect(exportFileName('2026-12-02T10:00:00.000Z')).toBe('my-data-2026-12-02.json');
  });
});
