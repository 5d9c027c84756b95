// A part of a page named by its heading (aria-labelledby ties it to the heading's id), so screen readers list it and
// announce it by that name: the account's cards, checkout's sections, the cart's and checkout's summaries.
import type { ReactNode } from 'react';

export type RegionProps = {
  /** The heading's id. */
  titleId: string;
  title: string;
  children: ReactNode;
  /** Marks for tests and scripts (data-chat-avoid). */
  [data: `data-${string}`]: boolean;
};

export function Region({
  as: Tag = 'section',
  titleId,
  title,
  className,
  titleClassName,
  children,
  ...data
}: RegionProps & { as?: 'section' | 'aside'; className: string; titleClassName: string }) {
  return (
    <Tag aria-labelledby={titleId} className={className} {...data}>
      <h2 id={titleId} className={titleClassName}>
        {title}
      </h2>
      {children}
    </Tag>
  );
}
