import { describe, expect, it } from 'vitest';
import { createLogger, maskEmails } from './logger.ts';

const capture = () => {
  const lines: string[] = [];
  return { lines, log: createLogger('debug', { service: 'test' }, (line) => lines.push(line)) };
};

describe('logger', () => {
  it('masks every e-mail address, in the message and in fields at any depth', () => {
    const { lines, log } = capture();
    log.info('mail to Asha.Rao+shop@Example.co.in failed', {
      to: 'asha.rao@example.com',
      nested: { list: ['b@example.org', { deeper: 'reply to "Chitra" <chitra@mail.example.com>' }] },
      error: new Error('550 no such user ben_k@example.net'),
      count: 3,
    });
    const text = lines.join('\n');
    for (const full of ['Asha.Rao+shop@', 'asha.rao@', 'b@example.org', 'chitra@', 'ben_k@'])
      expect(text).not.toContain(full);
    const entry = JSON.parse(lines[0]!);
    expect(entry).toMatchObject({
      level: 'info',
      service: 'test',
      msg: 'mail to A•••@Example.co.in failed',
      to: 'a•••@example.com',
      nested: { list: ['b•••@example.org', { deeper: 'reply to "Chitra" <c•••@mail.example.com>' }] },
      error: { name: 'Error', message: '550 no such user b•••@example.net' },
      count: 3,
    });
  });
  it('leaves text without an address alone and still honours the level', () => {
    expect(maskEmails('order ord_123 paid at 10:00 @ counter 2')).toBe('order ord_123 paid at 10:00 @ counter 2');
    const lines: string[] = [];
    createLogger('warn', {}, (line) => lines.push(line)).info('hidden', { to: 'a@example.com' });
    expect(lines).toEqual([]);
  });
});
