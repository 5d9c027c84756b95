// /account and /account/* (docs/product/accounts.md#account-page): "Loading account details..." then "Welcome {name}",
// with a sidebar of Details (name, email, and below them her phone and password: AccountSettings.tsx, the messages
// she agreed to: MessagePreferences.tsx, and her data to download or erase: YourData.tsx), Addresses (her address
// book: AddressBook.tsx) and Wallet (store credit in ₹, not the spec's $: docs/decisions.md#money).
import { useEffect, useState } from 'react';
import { toast } from '#/lib/toast.ts';
import { formatINRTotal } from '#/lib/money.ts';
import { LOADING } from '#/lib/load-state.ts';
import { useStoredValue } from '#/lib/use-stored-value.ts';
import { bone, Loaded, Skeleton } from '#/components/ui/LoadStates.tsx';
import { $accountState, type Account, loadAccount } from '#/features/session/index.ts';
import { useRequireLogin } from '#/features/auth/index.ts';
import { MessagePreferences } from './MessagePreferences.tsx';
import { YourData } from './YourData.tsx';
import { AddressBook } from './AddressBook.tsx';
import { PasswordChange, PhoneSetting } from './AccountSettings.tsx';

type Tab = 'details' | 'addresses' | 'wallet';
const expiry = (iso: string) =>
  new Date(iso).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });
const tabBase = 'block w-full rounded-lg border border-line px-4 py-3 text-left text-sm font-medium md:border-0';
const linkClass = `${tabBase} hover:bg-sand`;
/** The side menu: the tabs of this page, then links to the shopper's other pages. */
const TABS: { id: Tab; label: string }[] = [
  { id: 'details', label: 'Details' },
  { id: 'addresses', label: 'Addresses' },
  { id: 'wallet', label: 'Wallet' },
];
const LINKS = [
  { href: '/orders', label: 'Orders' },
  { href: '/wishlist', label: 'Wishlist' },
];

export function AccountView({ initialTab = 'details' }: { initialTab?: Tab }) {
  const loggedIn = useRequireLogin();
  // The page is built with nobody's account: hydrate as loading, even if the side menu fetched it already.
  const state = useStoredValue($accountState, LOADING);

  useEffect(() => {
    if (loggedIn) void load();
  }, [loggedIn]);

  return (
    <Loaded
      state={state}
      skeleton={<AccountSkeleton />}
      failed="We could not load your account."
      failedClassName="my-10"
      onRetry={() => void load()}
    >
      {(account) => <AccountScreen account={account} initialTab={initialTab} />}
    </Loaded>
  );
}

function load() {
  return loadAccount().then((a) => {
    if (!a) toast.error('An error occurred while fetching account details.');
  });
}

function AccountScreen({ account, initialTab }: { account: Account; initialTab: Tab }) {
  const [tab, setTab] = useState<Tab>(initialTab);
  const tabClass = (t: Tab) => `${tabBase} ${tab === t ? 'bg-ink text-ivory' : 'hover:bg-sand'}`;
  return (
    <div className="py-10">
      <h1 className="text-title break-words">Welcome {account.name}</h1>
      <div className="mt-8 grid grid-cols-[minmax(0,1fr)] gap-8 md:grid-cols-[14rem_minmax(0,1fr)]">
        <nav aria-label="Account">
          {/* Two by two on a phone, a column beside the content from `md`. */}
          <ul className="grid grid-cols-2 gap-2 md:block md:space-y-1">
            {TABS.map((t) => (
              <li key={t.id}>
                <button
                  type="button"
                  className={tabClass(t.id)}
                  aria-current={tab === t.id ? 'page' : undefined}
                  onClick={() => setTab(t.id)}
                >
                  {t.label}
                </button>
              </li>
            ))}
            {LINKS.map((l) => (
              <li key={l.href}>
                <a className={linkClass} href={l.href}>
                  {l.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="grid h-fit gap-6">
          {tab === 'addresses' && <AddressBook />}
          <section
            className={`rounded-card border border-line bg-white/70 p-5 sm:p-6 ${tab === 'addresses' ? 'hidden' : ''}`}
            aria-live="polite"
          >
            {tab === 'details' ? (
              <dl className="grid gap-4 sm:grid-cols-[8rem_minmax(0,1fr)]">
                <dt className="text-sm text-muted">Name</dt>
                <dd className="font-medium">{account.name}</dd>
                <dt className="text-sm text-muted">Email</dt>
                <dd className="font-medium [overflow-wrap:anywhere]">{account.email}</dd>
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
                        <span className="text-muted">
                          {c.expiresAt ? `Expires ${expiry(c.expiresAt)}` : 'No expiry'}
                        </span>
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
          {tab === 'details' && <PhoneSetting phone={account.phone} />}
          {tab === 'details' && <PasswordChange />}
          {tab === 'details' && <MessagePreferences />}
          {tab === 'details' && <YourData wallet={account.wallet} />}
        </div>
      </div>
    </div>
  );
}

/** The account's shape (title, side menu, details card) while it loads; the spec's waiting text is read out. */
function AccountSkeleton() {
  return (
    <Skeleton label="Loading account details..." className="py-10">
      <div className={`h-9 w-64 max-w-full ${bone}`} />
      <div className="mt-8 grid gap-8 md:grid-cols-[14rem_1fr]">
        <div className="grid grid-cols-2 gap-2 md:block md:space-y-2">
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className={`h-11 ${bone}`} />
          ))}
        </div>
        <div className="space-y-4 rounded-card border border-line bg-white/70 p-6">
          <div className={`h-4 w-24 ${bone}`} />
          <div className={`h-5 w-48 max-w-full ${bone}`} />
          <div className={`h-4 w-24 ${bone}`} />
          <div className={`h-5 w-64 max-w-full ${bone}`} />
        </div>
      </div>
    </Skeleton>
  );
}
