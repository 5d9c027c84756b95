// The site's publishing as every console screen sees it: the publish bar shows and starts it, a draft's panel starts
// it too ("Publish product", "Build preview") and waits for it to go live. One state, so both say the same thing.
import { atom } from 'nanostores';
import { accepted, api, errorMessage } from '#/lib/api.ts';
import type { PublishStatus } from './publish.ts';

export type PublishView = {
  status?: PublishStatus;
  /** Why the last request to publish was refused (products lacking declarations), until the next one. */
  refused?: string;
  starting: boolean;
};

export const $publish = atom<PublishView>({ starting: false });

// Only the newest request's answer is shown: the page's first status request, still on its way when the owner
// clicks Publish, used to answer "idle" after the click's "queued" and stop the polling (seen in CI).
let latest = 0;

export async function refreshPublish(): Promise<void> {
  const ticket = ++latest;
  try {
    const { publish } = accepted(await api('/api/admin/publish', { method: 'GET' }));
    if (ticket === latest) $publish.set({ ...$publish.get(), status: publish });
  } catch (e) {
    console.error('publish status', errorMessage(e));
  }
}

/** Starts a build (or queues one more); false, with the reason kept in `refused`, when the server refuses. */
export async function requestPublish(): Promise<boolean> {
  $publish.set({ ...$publish.get(), starting: true, refused: undefined });
  const ticket = ++latest;
  try {
    const { publish } = accepted(await api('/api/admin/publish', { method: 'POST' }));
    $publish.set({ ...$publish.get(), starting: false, ...(ticket === latest ? { status: publish } : {}) });
    return true;
  } catch (e) {
    $publish.set({ ...$publish.get(), starting: false, refused: errorMessage(e) });
    return false;
  }
}
