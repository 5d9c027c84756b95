// One card of the account page (phone, password, messages, your data, addresses), under which the chat button steps
// aside: its links, buttons and fields stay reachable. A card of what the server holds (the addresses, the message
// preferences) loads it when it shows, with its skeleton, or the failure and "Try again", until it comes.
import { type ReactNode, useEffect } from 'react';
import { useStore } from '@nanostores/react';
import type { LoadedAtom } from '#/lib/load-state.ts';
import { Loaded, Skeleton } from '#/components/ui/LoadStates.tsx';
import { Region, type RegionProps } from '#/components/ui/Region.tsx';

export function AccountCard(props: RegionProps) {
  return (
    <Region
      {...props}
      className="rounded-card border border-line bg-white/70 p-5 sm:p-6"
      titleClassName="font-serif text-xl"
      data-chat-avoid
    />
  );
}

export function LoadedCard<T>({
  intro,
  store,
  noun,
  bones,
  children,
  ...card
}: Omit<RegionProps, 'children'> & {
  /** Under the title, what the card is for. */
  intro: string;
  store: LoadedAtom<T>;
  /** What loads, in "Loading your addresses..." and "We could not load your addresses.". */
  noun: string;
  /** The grey shapes of what will come. */
  bones: ReactNode;
  children: (data: T) => ReactNode;
}) {
  const state = useStore(store.$state);
  useEffect(() => {
    void store.load();
  }, [store]);
  return (
    <AccountCard {...card}>
      <p className="mt-1 text-sm text-muted">{intro}</p>
      <Loaded
        state={state}
        skeleton={
          <Skeleton label={`Loading your ${noun}...`} className="mt-4">
            {bones}
          </Skeleton>
        }
        failed={`We could not load your ${noun}.`}
        failedClassName="mt-4"
        onRetry={store.retry}
      >
        {children}
      </Loaded>
    </AccountCard>
  );
}
