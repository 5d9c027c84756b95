// Product images are generated in several widths and two formats: `/images/products/{slug}-{n}-{w}.webp`
// and the same name in `.avif` (scripts/catalog/render-images.ts; console uploads in services/admin/photos).
// Pages offer the AVIF files in a <picture> source and keep the WebP ones as the <img> fallback.
export const IMAGE_WIDTHS = [400, 800, 1200] as const;
export const IMAGE_FORMATS = ['webp', 'avif'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

const VARIANT = /-(\d+)\.webp$/;

/** Whether the URL is one of our generated images (so it has every width and an AVIF twin). */
export const isGeneratedImage = (url: string) => VARIANT.test(url);

/** srcset for our generated images; undefined for any other URL (shown as given). */
export function imageSrcSet(url: string, format: ImageFormat = 'webp'): string | undefined {
  if (!VARIANT.test(url)) return undefined;
  return IMAGE_WIDTHS.map((w) => `${url.replace(VARIANT, `-${w}.${format}`)} ${w}w`).join(', ');
}

/** The URL of the given width for a generated image (the URL itself otherwise). */
export function imageAtWidth(url: string, width: (typeof IMAGE_WIDTHS)[number], format: ImageFormat = 'webp'): string {
  return VARIANT.test(url) ? url.replace(VARIANT, `-${width}.${format}`) : url;
}

const CATALOG_IMAGE = /^https?:\/\/[^/?#]+(\/images\/[^#]*)$/;
const UPLOADED_PHOTO = /^https?:\/\/[^/?#]+(\/api\/uploads\/[^#]*)$/;

/**
 * An image URL from an API answer, as the page shows it. The API answers absolute URLs (for clients on other
 * origins), on PUBLIC_SITE_URL, which may not be the address this page was opened at (another PORT, 127.0.0.1 for
 * localhost), and the page's CSP allows images from its own origin only. Catalog images live with the pages, so
 * the page takes their path; uploaded photos too when the API shares the page's origin (`apiBase` empty),
 * else they stay on the API's origin, which the CSP allows.
 */
export function pageImageUrl(url: string, apiBase: string): string {
  const catalog = CATALOG_IMAGE.exec(url);
  if (catalog) return catalog[1]!;
  const uploaded = apiBase ? null : UPLOADED_PHOTO.exec(url);
  return uploaded ? uploaded[1]! : url;
}
