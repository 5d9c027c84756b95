// What `npm start` says once the store listens: how long it took, how to make the first owner while there is none,
// and, last, where the store is, at the address a browser on this machine opens.
import { localUrl } from '#/server/local-url.ts';

export type OpenedStore = {
  name: string;
  host: string;
  port: number;
  /** Owners in the store; none yet: the lines say how to make the first. */
  owners: number;
  /** The shell gave ADMIN_TOKEN (the CLI then needs the same value), rather than the local token file. */
  tokenGiven: boolean;
  seconds: number;
};

export function openLines(store: OpenedStore): string[] {
  const url = localUrl(store.host, store.port);
  const lines = ['', `Ready in ${Math.round(store.seconds)} s. Ctrl+C stops the store.`];
  if (store.owners === 0)
    lines.push(
      `No owner yet: sign up at ${url}/login, then run \`npm run shop -- staff add <your e-mail> owner\` in ` +
        `another terminal${store.tokenGiven ? ' with the same ADMIN_TOKEN' : ''}.`,
    );
  lines.push(`${store.name} is open at ${url} — console at /admin`);
  return lines;
}
