// Product images are generated in several widths: `/images/products/{slug}-{n}-{w}.webp`.
export const IMAGE_WIDTHS = [400, 800, 1200] as const;

const VARIANT = /-(\d+)\.webp$/;

/** srcset for our generated images; undefined for any other URL (shown as given). */
export function imageSrcSet(url: string): string | undefined {
  if (!VARIANT.test(url)) return undefined;
  return IMAGE_WIDTHS.map((w) => `${url.replace(VARIANT, `-${w}.webp`)} ${w}w`).join(', ');
}

/** The URL of the given width for a generated image (the URL itself otherwise). */
export function imageAtWidth(url: string, width: (typeof IMAGE_WIDTHS)[number]): string {
  return VARIANT.test(url) ? url.replace(VARIANT, `-${width}.webp`) : url;
}
