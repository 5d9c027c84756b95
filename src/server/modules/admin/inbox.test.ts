import { describe, expect, it } from 'vitest';
import { csvField, newsletterCsv } from './inbox.service.ts';

describe('newsletter CSV', () => {
  it('quotes every field and doubles quotes', () => {
    expect(csvField('a"b')).toBe('"a""b"');
    expect(newsletterCsv([{ email: 'a@example.com', at: '2026-01-01T00:00:00.000Z', confirmed: true }])).toBe(
      'email,subscribed_at\r\n"a@example.com","2026-01-01T00:00:00.000Z"\r\n',
    );
  });
  it('lists only confirmed sign-ups: an address that never followed its link is not subscribed', () => {
    const at = '2026-01-01T00:00:00.000Z';
    expect(
      newsletterCsv([
        { email: 'stranger@example.com', at, confirmed: false },
        { email: 'reader@example.com', at, confirmed: true },
      ]),
    ).toBe(`email,subscribed_at\r\n"reader@example.com","${at}"\r\n`);
  });
  it('defuses text a spreadsheet would run as a formula', () => {
    for (const lead of ['=', '+', '-', '@']) expect(csvField(`${lead}cmd`)).toBe(`"'${lead}cmd"`);
  });
});
