import { describe, expect, it } from 'vitest';
import { openLines } from './start-lines.ts';

const store = { name: 'Saanjh', host: '127.0.0.1', port: 4321, owners: 1, tokenGiven: false, seconds: 41.6 };

describe('what npm start says once the store listens', () => {
  it('ends on where the store is, at the address this machine opens', () => {
    const lines = openLines(store);
    expect(lines.at(-1)).toBe('Saanjh is open at http://localhost:4321 — console at /admin');
    expect(lines).toContain('Ready in 42 s. Ctrl+C stops the store.');
    expect(openLines({ ...store, port: 4776, host: '0.0.0.0' }).at(-1)).toBe(
      'Saanjh is open at http://localhost:4776 — console at /admin',
    );
    expect(openLines({ ...store, host: '192.168.1.20', name: 'Mira' }).at(-1)).toBe(
      'Mira is open at http://192.168.1.20:4321 — console at /admin',
    );
  });

  it('says how to make the first owner while there is none', () => {
    expect(openLines(store).join('\n')).not.toContain('No owner yet');
    const first = openLines({ ...store, owners: 0 });
    expect(first).toContain(
      'No owner yet: sign up at http://localhost:4321/login, then run ' +
        '`npm run shop -- staff add <your e-mail> owner` in another terminal.',
    );
    expect(first.at(-1)).toContain('is open at');
    expect(openLines({ ...store, owners: 0, tokenGiven: true }).join('\n')).toContain('with the same ADMIN_TOKEN');
  });
});
