import { describe, expect, it } from 'vitest';
import { signToken, verifyToken } from './tokens.ts';

const secret = 'a-test-secret-that-is-long-enough-to-sign';
const claims = { sub: 'usr_1', sid: 'ses_1', iat: 1000, exp: 2000 };

describe('tokens', () => {
  it('round-trips valid claims until exp', () => {
    const t = signToken(claims, secret);
    expect(verifyToken(t, secret, 1500)).toEqual(claims);
    expect(verifyToken(t, secret, 2000)).toBeUndefined();
  });
  it('refuses another key, a changed payload, alg none and junk', () => {
    const t = signToken(claims, secret);
    expect(verifyToken(t, `${secret}x`, 1500)).toBeUndefined();
    const [h, , s] = t.split('.');
    const changed = `${h}.${Buffer.from(JSON.stringify({ ...claims, sub: 'usr_2' })).toString('base64url')}.${s}`;
    expect(verifyToken(changed, secret, 1500)).toBeUndefined();
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${t.split('.')[1]}.`;
    expect(verifyToken(none, secret, 1500)).toBeUndefined();
    for (const junk of ['', 'a.b', 'a.b.c', '...', `${t}.extra`])
      expect(verifyToken(junk, secret, 1500)).toBeUndefined();
  });
  it('refuses a valid token with anything appended to or changed in its signature', () => {
    const t = signToken(claims, secret);
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    // The last of 43 signature characters carries 4 bits and 2 spare ones: flipping a spare bit keeps the bytes.
    const spareBit = alphabet[alphabet.indexOf(t.at(-1)!) ^ 1]!;
    const tampered = {
      'appended A': `${t}A`,
      'appended =': `${t}=`,
      'appended ==': `${t}==`,
      'appended .': `${t}.`,
      'appended space': `${t} `,
      'appended newline': `${t}\n`,
      'appended tab': `${t}\t`,
      'appended %': `${t}%`,
      'spare bit of the last character': `${t.slice(0, -1)}${spareBit}`,
      'junk inside the payload': t.replace('.', '.!'),
    };
    for (const [what, token] of Object.entries(tampered))
      expect(verifyToken(token, secret, 1500), what).toBeUndefined();
    expect(verifyToken(t, secret, 1500)).toEqual(claims);
  });
});
