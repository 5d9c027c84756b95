// One card of the account page (phone, password, messages, your data, addresses): a section named by its heading,
// under which the chat button steps aside (its links, buttons and fields stay reachable). `data-*` marks it for
// tests and scripts.
import type { ReactNode } from 'react';

export function AccountCard({
  id,
  title,
  children,
  ...data
}: {
  /** The heading's id, `${id}-title`. */
  id: string;
  title: string;
  children: ReactNode;
  [data: `data-${string}`]: boolean;
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-card border border-line bg-white/70 p-5 sm:p-6"
      data-chat-avoid
      {...data}
    >
      <h2 id={`${id}-title`} className="font-serif text-xl">
        {title}
      </h2>
      {children}
    </section>
  );
}
