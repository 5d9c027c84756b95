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
