// Small-screen side menu (spec §2 Header). On /account, /orders and /wishlist it switches to account mode.
import { useEffect, useRef, useState } from 'react';
import { useStoredValue } from '#/lib/use-stored-value.ts';
import { ChevronDown, Menu, X } from 'lucide-react';
import { $account, $isLoggedIn } from '#/features/session/session.store.ts';
import { loadAccount, logout } from '#/features/session/session.ts';
import { trapFocus } from '#/lib/focus-trap.ts';

const ACCOUNT_PATHS = ['/account', '/orders', '/wishlist'];
const link = 'block rounded-lg px-3 py-3 hover:bg-sand';
const subLink = 'block px-3 py-2.5 hover:text-rose-dark';
/** Spec §2: the account mode's links, in order (Log out follows). */
const ACCOUNT_LINKS = [
  ['/products', 'Shop'],
  ['/orders', 'Orders'],
  ['/wishlist', 'Wishlist'],
  ['/account/wallet', 'Wallet'],
  ['/custom-form', 'Customize'],
  ['/account', 'Profile'],
] as const;
/** Spec §2: Shop expands to Dress, Top, Skirt, Co-ords (the spec's category query values). */
const SHOP_LINKS = [
  ['/products?category=dress', 'Dress'],
  ['/products?category=Top', 'Top'],
  ['/products?category=skirts', 'Skirt'],
  ['/products?category=co-ords', 'Co-ords'],
] as const;

function MenuLink({ href, label, className = link }: { href: string; label: string; className?: string }) {
  return (
    <li>
      <a className={className} href={href}>
        {label}
      </a>
    </li>
  );
}
const iconButton =
  'inline-flex size-11 items-center justify-center rounded-full text-ink transition-colors hover:bg-sand';

export function SideMenu({ pathname }: { pathname: string }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [shopOpen, setShopOpen] = useState(false);
  const loggedIn = useStoredValue($isLoggedIn, false);
  const account = useStoredValue($account, undefined);
  const accountMode = ACCOUNT_PATHS.some((p) => pathname === p || pathname.startsWith(`${p}/`));

  useEffect(() => {
    if (accountMode && loggedIn && account === undefined) void loadAccount();
  }, [accountMode, loggedIn, account]);

  const close = () => dialog.current?.close();

  return (
    <>
      <button
        type="button"
        className={`${iconButton} lg:hidden`}
        aria-label="Open menu"
        onClick={() => dialog.current?.showModal()}
      >
        <Menu size={22} aria-hidden="true" />
      </button>
      <dialog
        ref={dialog}
        aria-label="Menu"
        onClick={(e) => e.target === dialog.current && close()}
        onKeyDown={(e) => dialog.current && trapFocus(dialog.current, e.nativeEvent)}
        className="m-0 h-dvh max-h-none w-[min(20rem,85vw)] max-w-none bg-ivory p-0 text-ink"
      >
        <div className="flex h-16 items-center justify-between border-b border-line px-4">
          <span className="font-serif text-xl font-semibold">
            {accountMode ? (account?.name ?? 'Loading...') : 'Menu'}
          </span>
          <button type="button" className={iconButton} aria-label="Close menu" onClick={close}>
            <X size={22} aria-hidden="true" />
          </button>
        </div>
        <nav aria-label="Menu" className="p-4">
          {accountMode ? (
            <ul className="space-y-1 text-base">
              {ACCOUNT_LINKS.map(([href, label]) => (
                <MenuLink key={href} href={href} label={label} />
              ))}
              <li>
                <button type="button" className={`${link} w-full text-left`} onClick={() => void logout()}>
                  Log out
                </button>
              </li>
            </ul>
          ) : (
            <ul className="space-y-1 text-base">
              <MenuLink href="/" label="Home" />
              <MenuLink href="/products?new=1" label="New Arrivals" />
              <li>
                <button
                  type="button"
                  className={`${link} flex w-full items-center justify-between`}
                  aria-expanded={shopOpen}
                  aria-controls="side-menu-shop"
                  onClick={() => setShopOpen((o) => !o)}
                >
                  Shop{' '}
                  <ChevronDown
                    size={18}
                    aria-hidden="true"
                    className={shopOpen ? 'rotate-180 transition-transform' : 'transition-transform'}
                  />
                </button>
                <ul id="side-menu-shop" hidden={!shopOpen} className="ml-3 border-l border-line pl-3">
                  {SHOP_LINKS.map(([href, label]) => (
                    <MenuLink key={href} href={href} label={label} className={subLink} />
                  ))}
                </ul>
              </li>
              <MenuLink href="/orders" label="Orders" />
              <MenuLink href="/track-order" label="Track Your Order" />
              {loggedIn ? <MenuLink href="/account" label="Account" /> : <MenuLink href="/login" label="Login" />}
            </ul>
          )}
        </nav>
      </dialog>
    </>
  );
}
