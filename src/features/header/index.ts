// The header as the rest of the site uses it: every page's script starts it (the layout renders Header.astro).
export { startHeader } from './header.ts';
