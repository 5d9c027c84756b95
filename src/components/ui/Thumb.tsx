// A product's thumbnail (the cart's lines, My Orders' items, the custom form's product): its 400 px image in the
// catalog's 3:4 frame, `width` wide on the page; nothing when the product has no photo.
import { imageAtWidth } from '#/lib/images.ts';

export function Thumb({
  src,
  width,
  alt = '',
  lazy = false,
  className = 'w-full',
}: {
  src: string | undefined;
  width: number;
  /** Empty when the product's name is beside it. */
  alt?: string;
  lazy?: boolean;
  /** Its width on the page (the frame sets the height). */
  className?: string;
}) {
  if (!src) return null;
  return (
    <img
      src={imageAtWidth(src, 400)}
      width={width}
      height={Math.round((width * 4) / 3)}
      alt={alt}
      loading={lazy ? 'lazy' : undefined}
      className={`aspect-[3/4] object-cover ${className}`}
    />
  );
}
