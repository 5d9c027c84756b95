// Consent as India's Digital Personal Data Protection Act asks for it: given by an act of the shopper (a box she
// ticks, a switch she turns on; never ticked for her), recorded with its time, where it was given and the version of
// the privacy notice she was shown, and withdrawn as easily. Answers are only added: a purpose's latest one stands.

/** What a shopper may agree to beyond the order itself (order mails need no consent: they are the contract's). */
export const CONSENT_PURPOSES = ['whatsapp', 'marketing'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];
/** Where an answer was given: the box at checkout, the account's switches, an unsubscribe link. */
export type ConsentSource = 'checkout' | 'account' | 'unsubscribe';

/**
 * The version of the privacy notice (content/policies/privacy.md, its `updated` date) every answer is recorded
 * under. Change both together when the notice changes (src/lib/policy-texts.test.ts checks they agree).
 */
export const PRIVACY_NOTICE_VERSION = '2026-12-11';

/** The shopper's current answer per purpose. */
export type Preferences = Record<ConsentPurpose, boolean>;
/** No answer is a no. */
export const NO_CONSENT: Preferences = { whatsapp: false, marketing: false };

export type ConsentAnswer = { purpose: ConsentPurpose; granted: boolean; createdAt: Date };

/** The latest answer per purpose of one shopper's answers, in any order; a purpose never answered is false. */
export function currentPreferences(answers: readonly ConsentAnswer[]): Preferences {
  const latest = new Map<ConsentPurpose, ConsentAnswer>();
  for (const a of answers) {
    const seen = latest.get(a.purpose);
    if (!seen || a.createdAt.getTime() > seen.createdAt.getTime()) latest.set(a.purpose, a);
  }
  const out = { ...NO_CONSENT };
  for (const purpose of CONSENT_PURPOSES) out[purpose] = latest.get(purpose)?.granted ?? false;
  return out;
}

/** The answers `wanted` gives that differ from `current`: one new answer each (an unchanged one adds none). */
export function changedPreferences(
  current: Preferences,
  wanted: Partial<Preferences>,
): { purpose: ConsentPurpose; granted: boolean }[] {
  return CONSENT_PURPOSES.flatMap((purpose) => {
    const granted = wanted[purpose];
    return granted === undefined || granted === current[purpose] ? [] : [{ purpose, granted }];
  });
}

/**
 * When a new answer is recorded: now, or just after the purpose's latest answer when that one is not earlier (two
 * answers in one millisecond, or a clock behind another instance's), so the newest answer is always the latest row.
 */
export function answeredAt(now: Date, latest: Date | undefined): Date {
  return latest && latest.getTime() >= now.getTime() ? new Date(latest.getTime() + 1) : now;
}
