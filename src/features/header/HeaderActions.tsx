// The header's live part: search, account menu, wishlist and the cart count (spec §2 Header).
import { useEffect, useRef, useState } from 'react';
import { useStoredValue } from '#/lib/use-stored-value.ts';
import { Heart, Search, ShoppingBag, User } from 'lucide-react';
import { $cartCount } from '#/features/cart/cart.store.ts';
import { $isLoggedIn } from '#/features/session/session.store.ts';
import { logout, startSession } from '#/features/session/session.ts';
import { SearchOverlay } from '#/features/search/SearchOverlay.tsx';

const iconButton =
  'inline-flex size-11 items-center justify-center rounded-full text-ink transition-colors hover:bg-sand';

const countBadge = [
  'absolute top-1 right-0.5 grid min-w-4.5 place-items-center rounded-full bg-rose px-1',
  'text-[0.65rem] leading-4.5 font-semibold text-white',
].join(' ');
const menuPanel =
  'absolute right-0 top-full z-50 w-44 overflow-hidden rounded-card border border-line bg-white py-1 shadow-lg';

export function HeaderActions() {
  const count = useStoredValue($cartCount, 0);
  const loggedIn = useStoredValue($isLoggedIn, false);
  const [searchOpen, setSearchOpen] = useState(false);

  useEffect(startSession, []);

  return (
    <div className="ml-auto flex items-center">
      <button type="button" className={iconButton} aria-label="Search" onClick={() => setSearchOpen(true)}>
        <Search size={20} aria-hidden="true" />
      </button>
      {loggedIn ? (
        <UserMenu />
      ) : (
        <a href="/login" className={iconButton} aria-label="Login">
          <User size={20} aria-hidden="true" />
        </a>
      )}
      <a href="/wishlist" className={`${iconButton} hidden sm:inline-flex`} aria-label="Wishlist">
        <Heart size={20} aria-hidden="true" />
      </a>
      <a
        href="/cart"
        className={`${iconButton} relative`}
        aria-label={`Cart, ${count} ${count === 1 ? 'item' : 'items'}`}
      >
        <ShoppingBag size={20} aria-hidden="true" />
        {count > 0 && (
          <span className={countBadge} data-cart-count>
            {count}
          </span>
        )}
      </a>
      <SearchOverlay open={searchOpen} onClose={() => setSearchOpen(false)} />
    </div>
  );
}

/** Logged-in account menu: opens on hover and on click/Enter; Esc closes and returns focus. */
function UserMenu() {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onDoc = (e: MouseEvent) => !root.current?.contains(e.target as Node) && setOpen(false);
    document.addEventListener('click', onDoc);
    return () => document.removeEventListener('click', onDoc);
  }, [open]);

  const itemClass = 'block w-full px-4 py-2.5 text-left text-sm hover:bg-sand focus:bg-sand';
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover opens it for a mouse; the button is the keyboard path
    <div
      ref={root}
      className="relative"
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          setOpen(false);
          button.current?.focus();
        }
      }}
      onBlur={(e) => !root.current?.contains(e.relatedTarget as Node) && setOpen(false)}
    >
      <button
        ref={button}
        type="button"
        className={iconButton}
        aria-label="Account menu"
        aria-expanded={open}
        aria-controls="account-menu"
        onClick={() => setOpen((o) => !o)}
      >
        <User size={20} aria-hidden="true" />
      </button>
      {open && (
        <div id="account-menu" className={menuPanel}>
          <a href="/account" className={itemClass}>
            My Profile
          </a>
          <a href="/orders" className={itemClass}>
            Orders
          </a>
          <button type="button" className={itemClass} onClick={() => void logout()}>
            Logout
          </button>
        </div>
      )}
    </div>
  );
}
