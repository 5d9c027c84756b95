// What a page says about itself in <head> (components/layout/Seo.astro), as every page passes it to BaseLayout.
export type SeoProps = {
  title: string;
  description: string;
  image?: string;
  type?: 'website' | 'product';
  noindex?: boolean;
  jsonLd?: object;
};
