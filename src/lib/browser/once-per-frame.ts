/**
 * `fn` wrapped to run at most once per animation frame however often it is called: layout reads (scroll, resize,
 * ResizeObserver) batch into the next frame instead of forcing a layout per event.
 */
export function oncePerFrame(fn: () => void): () => void {
  let queued = false;
  return () => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(() => {
      queued = false;
      fn();
    });
  };
}
