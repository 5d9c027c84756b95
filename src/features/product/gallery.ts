// The product photos: a scroll-snap strip the shopper swipes (native scrolling, no library), dots on phones
// and thumbnails from 640px showing the position, and a full-screen viewer (a modal <dialog>: focus trapped,
// Esc closes, arrows move) where a tap, the Zoom button or a pinch zooms in and the photo pans by scrolling.
import { trapFocus } from '#/lib/browser/focus-trap.ts';

/** Which slide a strip scrolled to `scrollLeft` shows (slides are `slideWidth` apart). */
export function slideAt(scrollLeft: number, slideWidth: number, count: number): number {
  if (slideWidth <= 0 || count <= 0) return 0;
  return Math.min(count - 1, Math.max(0, Math.round(scrollLeft / slideWidth)));
}

/** Scroll offsets that keep the point tapped at (`x`, `y`) of a `box` under the finger after zooming by `scale`. */
export function zoomScroll(x: number, y: number, box: { width: number; height: number }, scale: number) {
  return { left: Math.max(0, x * scale - box.width / 2), top: Math.max(0, y * scale - box.height / 2) };
}

/** How much two fingers spread (> 1) or pinched (< 1) since they touched down. */
export function pinchRatio(start: [PointerEvent, PointerEvent], now: [PointerEvent, PointerEvent]): number {
  const gap = ([a, b]: [PointerEvent, PointerEvent]) => Math.hypot(a.clientX - b.clientX, a.clientY - b.clientY);
  const first = gap(start);
  return first > 0 ? gap(now) / first : 1;
}

export const ZOOM = 2.5;

function bindStrip(track: HTMLElement, onMove: (i: number) => void) {
  const count = track.children.length;
  // Slides may be narrower than the strip (the next photo peeks in on phones): measure their pitch.
  const step = () => {
    const [a, b] = track.children as unknown as HTMLElement[];
    return a && b ? b.offsetLeft - a.offsetLeft : track.clientWidth;
  };
  const current = () => slideAt(track.scrollLeft, step(), count);
  let last = 0;
  track.addEventListener(
    'scroll',
    () => {
      const i = current();
      if (i === last) return;
      last = i;
      onMove(i);
    },
    { passive: true },
  );
  const go = (i: number, smooth = true) =>
    track.scrollTo({ left: Math.max(0, Math.min(count - 1, i)) * step(), behavior: smooth ? 'smooth' : 'instant' });
  return { count, current, go };
}

function bindZoom(pane: HTMLElement, onChange: () => void) {
  const img = pane.querySelector('img')!;
  const zoomed = () => pane.dataset.zoomed === 'true';
  const set = (on: boolean, x = pane.clientWidth / 2, y = pane.clientHeight / 2) => {
    pane.dataset.zoomed = String(on);
    if (on) {
      const { left, top } = zoomScroll(x, y, { width: pane.clientWidth, height: pane.clientHeight }, ZOOM);
      pane.scrollTo({ left, top, behavior: 'instant' });
    }
    onChange();
  };
  img.addEventListener('click', (e) => {
    const box = pane.getBoundingClientRect();
    set(!zoomed(), e.clientX - box.left, e.clientY - box.top);
  });
  // Two fingers spreading zoom in, pinching zoom out; the browser's own pinch would zoom the whole page.
  const touches = new Map<number, PointerEvent>();
  let start: [PointerEvent, PointerEvent] | undefined;
  pane.addEventListener('pointerdown', (e) => {
    if (e.pointerType !== 'touch') return;
    touches.set(e.pointerId, e);
    if (touches.size === 2) start = [...touches.values()] as [PointerEvent, PointerEvent];
  });
  pane.addEventListener('pointermove', (e) => {
    if (!touches.has(e.pointerId)) return;
    touches.set(e.pointerId, e);
    if (!start || touches.size !== 2) return;
    const ratio = pinchRatio(start, [...touches.values()] as [PointerEvent, PointerEvent]);
    if (ratio > 1.2 && !zoomed()) set(true);
    if (ratio < 0.8 && zoomed()) set(false);
  });
  const lift = (e: PointerEvent) => {
    touches.delete(e.pointerId);
    start = undefined;
  };
  pane.addEventListener('pointerup', lift);
  pane.addEventListener('pointercancel', lift);
  return { zoomed, set };
}

function bindViewer(dialog: HTMLDialogElement) {
  const track = dialog.querySelector<HTMLElement>('[data-viewer-track]')!;
  const counter = dialog.querySelector<HTMLElement>('[data-viewer-count]')!;
  const zoomButton = dialog.querySelector<HTMLButtonElement>('[data-viewer-zoom]')!;
  const panes = [...dialog.querySelectorAll<HTMLElement>('[data-zoom-pane]')];
  const showZoom = () => zoomButton.setAttribute('aria-pressed', String(zooms[strip.current()]?.zoomed() ?? false));
  const zooms = panes.map((pane) => bindZoom(pane, showZoom));
  const strip = bindStrip(track, (i) => {
    counter.textContent = `${i + 1} / ${strip.count}`;
    for (const [j, z] of zooms.entries()) if (j !== i && z.zoomed()) z.set(false);
    showZoom();
  });
  // Previous (-1) and next (+1).
  for (const button of dialog.querySelectorAll<HTMLElement>('[data-viewer-step]'))
    button.addEventListener('click', () => strip.go(strip.current() + Number(button.dataset.viewerStep)));
  dialog.querySelector('[data-viewer-close]')?.addEventListener('click', () => dialog.close());
  zoomButton.addEventListener('click', () => {
    const z = zooms[strip.current()];
    z?.set(!z.zoomed());
  });
  dialog.addEventListener('keydown', (e) => {
    trapFocus(dialog, e);
    const step = { ArrowRight: 1, ArrowLeft: -1 }[e.key];
    if (!step) return;
    e.preventDefault(); // the strip moves a whole photo, not the browser's few pixels
    strip.go(strip.current() + step);
  });
  dialog.addEventListener('close', () => {
    for (const z of zooms) if (z.zoomed()) z.set(false);
  });

  return (i: number) => {
    dialog.showModal();
    strip.go(i, false);
    counter.textContent = `${i + 1} / ${strip.count}`;
    dialog.querySelector<HTMLElement>('[data-viewer-close]')?.focus();
  };
}

export function bindGallery(root: HTMLElement) {
  const track = root.querySelector<HTMLElement>('[data-track]');
  const dialog = root.querySelector<HTMLDialogElement>('dialog[data-viewer]');
  if (!track || !dialog) return;
  const thumbs = [...root.querySelectorAll<HTMLButtonElement>('[data-thumb]')];
  const dots = [...root.querySelectorAll<HTMLElement>('[data-dot]')];
  const zoomers = [...root.querySelectorAll<HTMLButtonElement>('[data-zoom]')];
  const strip = bindStrip(track, (i) => {
    for (const [j, t] of thumbs.entries()) t.setAttribute('aria-pressed', String(i === j));
    for (const [j, d] of dots.entries()) d.toggleAttribute('data-active', i === j);
    // One tab stop for the strip: the photo on show (the others are a swipe, an arrow or a thumbnail away).
    for (const [j, z] of zoomers.entries()) z.tabIndex = i === j ? 0 : -1;
  });
  const open = bindViewer(dialog);
  for (const [i, t] of thumbs.entries()) t.addEventListener('click', () => strip.go(i));
  for (const [i, b] of zoomers.entries()) b.addEventListener('click', () => open(i));
  root.querySelector('[data-prev]')?.addEventListener('click', () => strip.go(strip.current() - 1));
  root.querySelector('[data-next]')?.addEventListener('click', () => strip.go(strip.current() + 1));
}
