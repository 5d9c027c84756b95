// A Lucide icon's SVG markup, rendered once per build for each icon and attribute set. @lucide/astro rebuilt every
// icon element by element on every page (a product page has ~30): about a tenth of a 10,000-product build.
import type { LucideIcon, LucideProps } from 'lucide-react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

export type IconAttributes = Omit<LucideProps, 'ref'>;

const cache = new WeakMap<LucideIcon, Map<string, string>>();

/** The icon as an `<svg>` string (aria-hidden unless given a label, like lucide-react). */
export function iconSvg(icon: LucideIcon, attributes: IconAttributes): string {
  let byAttributes = cache.get(icon);
  if (!byAttributes) {
    byAttributes = new Map();
    cache.set(icon, byAttributes);
  }
  const key = JSON.stringify(attributes);
  let svg = byAttributes.get(key);
  if (svg === undefined) {
    svg = renderToStaticMarkup(createElement(icon, attributes));
    byAttributes.set(key, svg);
  }
  return svg;
}
