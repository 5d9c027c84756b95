// A product card: image (fixed 3:4 box, so nothing shifts), name, ₹ price and sizes.
// Presentational only: rendered to static HTML for the pages (product-card-html.ts) and reused inside islands.
import { memo, type ComponentProps } from 'react';
import type { CardProduct } from '#/lib/product.ts';
import { cardSizesText, productImages } from '#/lib/product.ts';
import { productPath } from '#/lib/product-path.ts';
import { Price } from './Price.tsx';
import { imageAtWidth, imageSrcSet, isGeneratedImage } from '#/lib/images.ts';

type Props = {
  product: CardProduct;
  /** Above the fold: laid out at once (no content-visibility). */
  eager?: boolean;
  /** The page's likely LCP image: fetched first, at high priority. Every other photo loads lazily, so on a
   * slow phone the first photo has the bandwidth to itself (measured: listing LCP 1.95 → 1.6 s, Lighthouse). */
  priority?: boolean;
  sizes?: string;
  headingLevel?: 'h2' | 'h3';
};

const deferredLayout = '[content-visibility:auto] [contain-intrinsic-size:auto_420px]';
const hoverImageClass = [
  'absolute inset-0 hidden h-full w-full object-cover',
  'transition-opacity duration-500 group-hover:block starting:opacity-0',
].join(' ');
// The whole card is the link's hit area; the focus ring is drawn on that overlay.
const linkClass = [
  'after:absolute after:inset-0 after:rounded-card focus-visible:outline-none',
  'focus-visible:after:outline-2 focus-visible:after:-outline-offset-2 focus-visible:after:outline-rose',
].join(' ');

/** A card's photo at 400 px (3:4): AVIF first for our generated images, WebP in the <img>. */
function CardPhoto({ src, sizes, alt, ...img }: { src: string; sizes: string; alt: string } & ComponentProps<'img'>) {
  return (
    <picture className="contents">
      {isGeneratedImage(src) && <source type="image/avif" srcSet={imageSrcSet(src, 'avif')} sizes={sizes} />}
      <img
        src={imageAtWidth(src, 400)}
        srcSet={imageSrcSet(src)}
        sizes={sizes}
        width={400}
        height={533}
        alt={alt}
        decoding="async"
        {...img}
      />
    </picture>
  );
}

// memo: cards re-render only when their product changes (listing pages). Static pages take a card's HTML
// from product-card-html.ts, rendered once per product and build.
export const ProductCard = memo(function ProductCard({
  product,
  eager = false,
  priority = false,
  sizes = '(min-width: 1024px) 22vw, (min-width: 640px) 30vw, 46vw',
  headingLevel = 'h3',
}: Props) {
  const [first, second] = productImages(product);
  const Heading = headingLevel;
  const href = productPath(product.name);
  return (
    // Cards below the fold skip layout until they come near the viewport, and so do their lazy photos:
    // fewer bytes compete with the first screen's images on a phone.
    <article className={`group relative flex flex-col${eager ? '' : ` ${deferredLayout}`}`}>
      <div className="relative aspect-[3/4] overflow-hidden rounded-card bg-sand">
        {first && (
          <CardPhoto
            src={first}
            sizes={sizes}
            alt={product.name}
            loading={priority ? 'eager' : 'lazy'}
            // The first screen's other photos come after the likely LCP photo: left alone, Chrome raises every
            // photo in view to high priority once laid out, and they share the phone's bandwidth with it.
            fetchPriority={priority ? 'high' : eager ? 'low' : undefined}
            className="h-full w-full object-cover transition duration-500 group-hover:scale-[1.03]"
          />
        )}
        {/* Not displayed until a pointer hovers the card: a lazy image that is not displayed is never
            fetched, so phones (no hover) and first paint don't pay for a second photo per card. */}
        {second && <CardPhoto src={second} sizes={sizes} alt="" loading="lazy" className={hoverImageClass} />}
      </div>
      <div className="mt-3 flex flex-1 flex-col gap-1">
        <Heading className="font-sans text-sm leading-snug font-medium text-ink">
          <a href={href} className={linkClass}>
            {product.name}
          </a>
        </Heading>
        <Price price={product.price} mrp={product.mrp} />
        <p className="text-xs tracking-wide text-muted">{cardSizesText(product)}</p>
      </div>
    </article>
  );
});
