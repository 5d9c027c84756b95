// `client:afterload`: hydrate an island once the page has loaded (HTML, CSS, fonts and the eager photos),
// when the browser is next idle. On a slow phone connection the first photos then get the bandwidth
// before React and the island's code do; the island's server-rendered HTML is on screen all along.
import type { ClientDirective } from 'astro';

const afterLoad: ClientDirective = async (load) => {
  if (document.readyState !== 'complete')
    await new Promise((done) => window.addEventListener('load', done, { once: true }));
  await new Promise((done) =>
    'requestIdleCallback' in window ? window.requestIdleCallback(done, { timeout: 500 }) : setTimeout(done, 50),
  );
  const hydrate = await load();
  await hydrate();
};

export default afterLoad;

declare module 'astro' {
  interface AstroClientDirectives {
    'client:afterload'?: boolean;
  }
}
