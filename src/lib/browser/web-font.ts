// The heading font joins from the second page on (the why: styles/global.css). After the first page's load
// event this fetches Fraunces into the browser's cache without using it, so nothing on the page moves, and
// notes in localStorage that it is there; BaseLayout's inline script then adds <html class="webfont"> on
// every later page before its first paint.
export const WEB_FONT_KEY = 'webfont';
const HEADINGS = '600 1em "Fraunces Variable"';

export function cacheWebFont(): void {
  if (document.documentElement.classList.contains(WEB_FONT_KEY)) return;
  document.fonts
    .load(HEADINGS)
    .then((faces) => {
      if (faces.length > 0) localStorage.setItem(WEB_FONT_KEY, '1');
    })
    // Offline, or storage refused (a private window): the next page asks again.
    .catch(() => undefined);
}
