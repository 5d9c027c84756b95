// The header's behaviour without React (docs/product/storefront.md#header): the cart count, the account link or menu,
// the side menu and the search button. It runs as soon as the page's HTML is parsed, so a tap on the menu works from
// the first paint; React loads only for the search overlay, on its first opening. It reads the same
// nanostores the islands use, so an island that adds to the cart changes the count here at once.
import { $cartCount } from '#/features/cart/index.ts';
import { $account, $isLoggedIn, $token, loadAccount, logout, startSession } from '#/features/session/index.ts';
import { afterLoad } from '#/lib/browser/after-load.ts';
import { bindDialog } from '#/lib/browser/dialogs.ts';

const countBadge = [
  'absolute top-1 right-0.5 grid min-w-4.5 place-items-center rounded-full bg-rose px-1',
  'text-[0.65rem] leading-4.5 font-semibold text-white',
].join(' ');

function showSessionState(): void {
  $isLoggedIn.subscribe((loggedIn) => {
    for (const el of document.querySelectorAll<HTMLElement>('[data-member]')) el.hidden = !loggedIn;
    for (const el of document.querySelectorAll<HTMLElement>('[data-guest]')) el.hidden = loggedIn;
  });
  // Signed in: the session resumes once the page has loaded, and the cart and wishlist come from the server.
  if ($token.get()) afterLoad(startSession);
}

function showCartCount(link: HTMLAnchorElement): void {
  $cartCount.subscribe((count) => {
    link.setAttribute('aria-label', `Cart, ${count} ${count === 1 ? 'item' : 'items'}`);
    let badge = link.querySelector<HTMLElement>('[data-cart-count]');
    if (count === 0) return badge?.remove();
    if (!badge) {
      badge = document.createElement('span');
      badge.className = countBadge;
      badge.dataset.cartCount = '';
      link.append(badge);
    }
    badge.textContent = String(count);
  });
}

function bindSideMenu(opener: HTMLButtonElement, dialog: HTMLDialogElement): void {
  // The open and close buttons work by themselves where the browser has HTML invoker commands (commandfor), so
  // the menu opens before this script has loaded; here: other browsers, and the state the opener announces.
  opener.addEventListener('click', () => {
    if (!dialog.open) dialog.showModal();
    opener.setAttribute('aria-expanded', 'true');
  });
  if (dialog.open) opener.setAttribute('aria-expanded', 'true');
  dialog.addEventListener('close', () => opener.setAttribute('aria-expanded', 'false'));
  bindDialog(dialog, dialog.querySelector('[data-side-menu-close]'));
  // Account mode (/account, /orders, /wishlist): the menu is titled with the shopper's name.
  const title = dialog.querySelector<HTMLElement>('[data-account-name]');
  if (title && $token.get()) {
    $account.subscribe((account) => {
      title.textContent = account?.name ?? 'Loading...';
    });
    afterLoad(() => void loadAccount());
  }
}

/** The signed-in account menu: opens on hover and on click or Enter; Escape closes it and returns focus. */
function bindAccountMenu(root: HTMLElement): void {
  const button = root.querySelector('button')!;
  const template = root.querySelector('template')!;
  let panel: HTMLElement | undefined;

  const open = () => {
    if (panel) return;
    panel = (template.content.firstElementChild as HTMLElement).cloneNode(true) as HTMLElement;
    root.append(panel);
    button.setAttribute('aria-expanded', 'true');
  };
  const close = () => {
    panel?.remove();
    panel = undefined;
    button.setAttribute('aria-expanded', 'false');
  };

  // A mouse opens it by hovering; the click that follows then keeps it open instead of closing it again.
  // A tap (touch, pen) and Enter toggle it.
  let hovered = false;
  button.addEventListener('click', () => {
    if (panel && !hovered) close();
    else open();
    hovered = false;
  });
  root.addEventListener('pointerenter', (e) => {
    if (e.pointerType !== 'mouse' || panel) return;
    hovered = true;
    open();
  });
  root.addEventListener('pointerleave', (e) => {
    if (e.pointerType !== 'mouse') return;
    hovered = false;
    close();
  });
  root.addEventListener('keydown', (e) => {
    if (e.key !== 'Escape' || !panel) return;
    // Focus first: removing the focused link first would let the browser move the focus to the page.
    button.focus();
    close();
  });
  root.addEventListener('focusout', (e) => !root.contains(e.relatedTarget as Node | null) && close());
  document.addEventListener('click', (e) => panel && !root.contains(e.target as Node) && close());
}

let search: Promise<typeof import('#/features/search/index.ts')> | undefined;
/** The search overlay and React load on the first opening only. */
function bindSearch(button: HTMLButtonElement): void {
  button.addEventListener('click', () => {
    search ??= import('#/features/search/index.ts');
    void search.then((s) => s.openSearch(button));
  });
}

/** The announcement bar (home only) hides once the page is scrolled more than 50px. */
function bindAnnouncement(bar: HTMLElement): void {
  const update = () => bar.toggleAttribute('hidden', window.scrollY > 50);
  window.addEventListener('scroll', update, { passive: true });
  update();
}

export function startHeader(): void {
  const header = document.querySelector<HTMLElement>('[data-header]');
  if (!header) return;
  showSessionState();
  showCartCount(header.querySelector<HTMLAnchorElement>('[data-cart-link]')!);
  bindSideMenu(
    header.querySelector<HTMLButtonElement>('[data-side-menu-open]')!,
    header.querySelector<HTMLDialogElement>('[data-side-menu]')!,
  );
  bindAccountMenu(header.querySelector<HTMLElement>('[data-account-menu]')!);
  bindSearch(header.querySelector<HTMLButtonElement>('[data-search-open]')!);
  // Log out, from the account menu or the side menu (the account menu's copy is added while it is open).
  header.addEventListener('click', (e) => {
    if ((e.target as Element).closest('[data-logout]')) void logout();
  });
  const bar = document.querySelector<HTMLElement>('[data-announcement]');
  if (bar) bindAnnouncement(bar);
  // Tests wait for this instead of the page's load event (which waits for every island's code).
  header.dataset.ready = '';
}
