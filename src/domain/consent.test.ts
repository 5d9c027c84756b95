import { describe, expect, it } from 'vitest';
import { answeredAt, changedPreferences, currentPreferences, NO_CONSENT } from './consent.ts';

const at = (minute: number) => new Date(Date.UTC(2026, 11, 1, 10, minute));

describe('currentPreferences', () => {
  it('is no to everything without an answer', () => {
    expect(currentPreferences([])).toEqual({ whatsapp: false, marketing: false });
  });

  it('takes the latest answer per purpose, whatever order the rows come in', () => {
    const answers = [
      { purpose: 'whatsapp' as const, granted: false, createdAt: at(5) },
      { purpose: 'whatsapp' as const, granted: true, createdAt: at(1) },
      { purpose: 'marketing' as const, granted: true, createdAt: at(2) },
      { purpose: 'marketing' as const, granted: false, createdAt: at(0) },
    ];
    expect(currentPreferences(answers)).toEqual({ whatsapp: false, marketing: true });
    expect(currentPreferences(answers.slice(1))).toEqual({ whatsapp: true, marketing: true });
  });
});

describe('changedPreferences', () => {
  it('lists only the purposes given with a new answer', () => {
    const current = { whatsapp: true, marketing: false };
    expect(changedPreferences(current, {})).toEqual([]);
    expect(changedPreferences(current, { whatsapp: true, marketing: false })).toEqual([]);
    expect(changedPreferences(current, { whatsapp: false })).toEqual([{ purpose: 'whatsapp', granted: false }]);
    expect(changedPreferences(NO_CONSENT, { marketing: true, whatsapp: true })).toEqual([
      { purpose: 'whatsapp', granted: true },
      { purpose: 'marketing', granted: true },
    ]);
  });
});

describe('answeredAt', () => {
  it('is now, or just after a latest answer that is not earlier', () => {
    expect(answeredAt(at(3), undefined)).toEqual(at(3));
    expect(answeredAt(at(3), at(2))).toEqual(at(3));
    expect(answeredAt(at(3), at(3)).getTime()).toBe(at(3).getTime() + 1);
    expect(answeredAt(at(3), at(4)).getTime()).toBe(at(4).getTime() + 1);
  });
});
