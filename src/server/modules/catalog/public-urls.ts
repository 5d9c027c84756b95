// Image URLs in API replies are absolute, so a client on another origin (a mobile app, a web client served
// elsewhere) loads them from us rather than resolving them against itself: catalog images from the site's public
// URL (the static pages and public/ live there), uploaded review photos from the API's public URL. The static
// pages keep their own site-relative URLs (src/server/build/catalog.ts turns the site's back into paths).
import { UPLOADS_PATH } from '#/server/adapters/storage/interface.ts';

export type ImageUrl = (url: string) => string;

const origin = (url: string) => url.replace(/\/+$/, '');

/** `apiUrl`: PUBLIC_API_URL (empty: the API shares the site's origin). */
export function publicImageUrl(config: { siteUrl: string; apiUrl: string }): ImageUrl {
  const site = origin(config.siteUrl);
  const api = config.apiUrl ? origin(config.apiUrl) : site;
  return (url) => {
    if (!url.startsWith('/') || url.startsWith('//')) return url;
    return `${url.startsWith(`${UPLOADS_PATH}/`) ? api : site}${url}`;
  };
}

/** The other way, for the static pages: an image on the site's own origin becomes a site-relative path again. */
export function siteRelativeImage(siteUrl: string): (url: string) => string {
  const site = origin(siteUrl);
  return (url) => (url.startsWith(`${site}/`) ? url.slice(site.length) : url);
}
