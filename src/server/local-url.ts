// Where a browser on this machine reaches a server listening on HOST:PORT. It is the site's URL when
// PUBLIC_SITE_URL is unset (env.ts, astro.config.mjs), so a store started on another port still links, and points
// its API's image URLs, at itself; and it is the address `npm start` ends on. A loopback or any-address host is
// `localhost` (what a newcomer types; the README's address).
const LOCAL = new Set(['', '127.0.0.1', 'localhost', '::1', '[::1]', '0.0.0.0', '::', '[::]']);

export function localUrl(host: string, port: number | string): string {
  const name = host.trim();
  const shown = LOCAL.has(name) ? 'localhost' : name.includes(':') && !name.startsWith('[') ? `[${name}]` : name;
  return `http://${shown}:${port}`;
}
