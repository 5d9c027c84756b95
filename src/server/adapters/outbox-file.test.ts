import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { writeOutboxFile } from './outbox-file.ts';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

it('leaves only the named file, whole, in a folder it creates', () => {
  dir = join(mkdtempSync(join(tmpdir(), 'outbox-')), 'outbox');
  const file = writeOutboxFile(dir, '1-a.eml', 'To: asha@example.com\r\n\r\nYour code is: 123456\r\n');
  expect(file).toBe(join(dir, '1-a.eml'));
  expect(readdirSync(dir)).toEqual(['1-a.eml']);
  expect(readFileSync(file, 'utf8')).toContain('Your code is: 123456');
});
