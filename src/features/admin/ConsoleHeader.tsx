// The console's own header: the store's name (home of the console), who is signed in and Sign out, "View shop",
// and on phones and tablets the button that opens the sections (ConsoleNav) as a menu under it.
import { LogOut, Menu, Store, X } from 'lucide-react';
import { STORE } from '#/lib/build-config.ts';
import { logout } from '#/features/session/index.ts';
import type { Staff } from './sections.ts';

export const NAV_ID = 'console-nav';

type Props = { staff: Staff | null; menuOpen: boolean; onMenu: () => void };

// No display of its own: each use says when it shows (a second display class would fight this one).
const pill =
  'min-h-11 items-center gap-2 rounded-pill px-2 text-sm font-medium whitespace-nowrap hover:bg-sand sm:px-3';

export function ConsoleHeader({ staff, menuOpen, onMenu }: Props) {
  return (
    <header className="border-b border-line bg-white">
      <div className="container-page flex min-h-14 items-center gap-1 sm:gap-2">
        <a href="/admin" className="mr-auto flex min-h-11 min-w-0 items-center gap-2">
          <span className="shrink-0 font-serif text-lg font-semibold">{STORE.name}</span>
          <span className="eyebrow">Console</span>
        </a>
        {staff && <StaffBadge staff={staff} className="hidden md:block" />}
        <a href="/" className={`${pill} inline-flex`}>
          <Store size={18} aria-hidden="true" className="hidden sm:block" />
          View shop
        </a>
        {staff && <SignOut className="hidden sm:inline-flex" />}
        {staff && (
          <button
            type="button"
            className={`${pill} inline-flex lg:hidden`}
            aria-expanded={menuOpen}
            aria-controls={NAV_ID}
            onClick={onMenu}
          >
            {menuOpen ? <X size={18} aria-hidden="true" /> : <Menu size={18} aria-hidden="true" />}
            Menu
          </button>
        )}
      </div>
    </header>
  );
}

export function StaffBadge({ staff, className = '' }: { staff: Staff; className?: string }) {
  return (
    <p className={`max-w-56 truncate text-sm text-muted ${className}`}>
      <span className="sr-only">Signed in as </span>
      {staff.name || staff.email} · {staff.role === 'owner' ? 'Owner' : 'Staff'}
    </p>
  );
}

export function SignOut({ className = 'inline-flex' }: { className?: string }) {
  return (
    <button type="button" className={`${pill} ${className}`} onClick={() => void logout()}>
      <LogOut size={18} aria-hidden="true" />
      Sign out
    </button>
  );
}
