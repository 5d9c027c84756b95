// /account and /account/* (spec §2 Account): "Loading account details..." then "Welcome {name}", with a
// sidebar of Details (name, email) and Wallet (store credit in ₹, not the spec's $: DESIGN §4 Money).
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { toast } from '#/lib/toast.ts';
import { formatINRTotal } from '#/lib/money.ts';
import { $account } from '#/features/session/session.store.ts';
import { loadAccount } from '#/features/session/session.ts';
import { useRequireLogin } from '#/features/session/RequireLogin.ts';

type Tab = 'details' | 'wallet';
const expiry = (iso: string) =>
  new Date(iso).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });
const tabBase = 'block w-full rounded-lg px-4 py-3 text-left text-sm font-medium';

export function AccountView({ initialTab = 'details' }: { initialTab?: Tab }) {
  const loggedIn = useRequireLogin();
  const account = useStore($account);
  const [tab, setTab] = useState<Tab>(initialTab);

  useEffect(() => {
    if (!loggedIn) return;
    void loadAccount().then((a) => {
      if (!a) toast.error('An error occurred while fetching account details.');
    });
  }, [loggedIn]);

  if (!account) return <p className="py-16 text-center text-muted">Loading account details...</p>;

  const tabClass = (t: Tab) => `${tabBase} ${tab === t ? 'bg-ink text-ivory' : 'hover:bg-sand'}`;
  return (
    <div className="py-10">
      <h1 className="text-title">Welcome {account.name}</h1>
      <div className="mt-8 grid gap-8 md:grid-cols-[14rem_1fr]">
        <nav aria-label="Account">
          <ul className="space-y-1">
            <li>
              <button
                type="button"
                className={tabClass('details')}
                aria-current={tab === 'details' ? 'page' : undefined}
                onClick={() => setTab('details')}
              >
                Details
              </button>
            </li>
            <li>
              <button
                type="button"
                className={tabClass('wallet')}
                aria-current={tab === 'wallet' ? 'page' : undefined}
                onClick={() => setTab('wallet')}
              >
                Wallet
              </button>
            </li>
            <li>
              <a className="block rounded-lg px-4 py-3 text-sm font-medium hover:bg-sand" href="/orders">
                Orders
              </a>
            </li>
            <li>
              <a className="block rounded-lg px-4 py-3 text-sm font-medium hover:bg-sand" href="/wishlist">
                Wishlist
              </a>
            </li>
          </ul>
        </nav>
        <section className="rounded-card border border-line bg-white/70 p-6" aria-live="polite">
          {tab === 'details' ? (
            <dl className="grid gap-4 sm:grid-cols-[8rem_1fr]">
              <dt className="text-sm text-muted">Name</dt>
              <dd className="font-medium">{account.name}</dd>
              <dt className="text-sm text-muted">Email</dt>
              <dd className="font-medium">{account.email}</dd>
            </dl>
          ) : (
            <div>
              <p className="text-sm text-muted">Store credit</p>
              <p className="mt-1 font-serif text-4xl" data-wallet>
                {formatINRTotal(account.wallet)}
              </p>
              {account.credits && account.credits.length > 0 && (
                <ul className="mt-4 divide-y divide-line text-sm" aria-label="Your credits">
                  {account.credits.map((c) => (
                    <li key={c.id} className="flex justify-between gap-4 py-2" data-credit>
                      <span>{formatINRTotal(c.remaining)}</span>
                      <span className="text-muted">{c.expiresAt ? `Expires ${expiry(c.expiresAt)}` : 'No expiry'}</span>
                    </li>
                  ))}
                </ul>
              )}
              <p className="mt-3 text-sm text-muted">
                Credit from returns is valid for 3 months and is used at checkout.
              </p>
            </div>
          )}
        </section>
      </div>
    </div>
  );
}
