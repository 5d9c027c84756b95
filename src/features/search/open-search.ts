// The search overlay and React load on its first opening only: the header calls this on a tap on Search.
let overlay: Promise<typeof import('./search-mount.tsx')> | undefined;

export function openSearch(button: HTMLElement): void {
  overlay ??= import('./search-mount.tsx');
  void overlay.then((s) => s.openSearch(button));
}
