// The most SMS one attacker can make the store pay for, computed from the configuration (the COD_CODES_* keys,
// src/lib/cod.ts): cash on delivery's code is the only text the store sends, and every code sent, first or
// resent, counts against three hourly caps at once: its delivery phone's (P), its account's (A) and its client
// network's (N; an IPv6 /64). So:
//   - one phone receives at most P an hour, however many accounts and networks send to it;
//   - one account causes at most min(A, N);
//   - one network causes at most min(N, accounts × A, phones × P) = N once it has ⌈N/A⌉ accounts and ⌈N/P⌉
//     phone numbers to text (sign-ups are not the bottleneck: OTP_IP_LIMIT_PER_HOUR lets it make 20 an hour);
//   - an attacker with k networks causes k × N: the per-network cap is the only one that bounds the total.
// The per-order caps (5 sends, 30 s apart) only spread these out; they raise none of them.
// `node scripts/bench/cod-sms.ts` prints it alone; `npm run bench:api` prints it after its tables.
import { pathToFileURL } from 'node:url';
import { type CodRules, codRules } from '#/lib/cod.ts';
import { formatCount } from '#/lib/money.ts';

export function codSmsWorstCase({ codesPerHour: { phone: P, account: A, network: N } }: CodRules): string[] {
  const perAccount = Math.min(A, N);
  const accounts = Math.ceil(N / A);
  const phones = Math.ceil(N / P);
  const plural = (n: number, word: string) => `${formatCount(n)} ${word}${n === 1 ? '' : 's'}`;
  return [
    `COD SMS, worst case from the configuration (per phone P=${P}, per account A=${A}, per network N=${N} an hour):`,
    `  one victim phone: P = ${P} SMS an hour (${formatCount(P * 24)} a day), whoever sends`,
    `  one attacker account: min(A, N) = ${perAccount} SMS an hour`,
    `  one attacker network (an IPv4 address or an IPv6 /64): min(N, accounts × A, phones × P) = ${N} SMS an hour ` +
      `(${formatCount(N * 24)} a day), reached with ${plural(accounts, 'account')} and ${plural(phones, 'phone')}`,
    `  an attacker with k networks: k × N, e.g. 10 networks = ${formatCount(10 * N)} SMS an hour`,
  ];
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href)
  console.log(codSmsWorstCase(codRules(process.env)).join('\n'));
