/** Runs `task` once the page has loaded, so it does not compete with the first paint on a slow phone. */
export function afterLoad(task: () => void): void {
  if (document.readyState === 'complete') task();
  else window.addEventListener('load', task, { once: true });
}
