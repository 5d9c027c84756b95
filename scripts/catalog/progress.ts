// Progress lines for a long batch (drawing the product images takes minutes on a first build).
// Plain lines, one per update and no terminal control codes, so they read the same in a terminal
// and in a CI log.

export type ProgressOptions = {
  /** How many items the batch has. */
  total: number;
  log: (line: string) => void;
  /** Noun and verb of the line: `${noun}: 120/501 ${verb} (23%), 11.2 s`. */
  noun: string;
  verb: string;
  /** Also report when this long has passed since the last line, between two 10% steps. */
  everySeconds?: number;
  /** Milliseconds clock (tests pass their own). */
  now?: () => number;
};

/**
 * Returns the function to call with the number of items done so far. It logs a line each time
 * another tenth of the batch is done, or `everySeconds` after the last line if the batch is slow,
 * but not for the last item: the caller's summary line says that.
 */
export function progressReporter(options: ProgressOptions): (done: number) => void {
  const { total, log, noun, verb, everySeconds = 10, now = () => performance.now() } = options;
  const started = now();
  let lastAt = started;
  let lastDone = 0;
  let lastTenth = 0;
  return (done) => {
    if (done <= lastDone || done >= total) return;
    const t = now();
    const tenth = Math.floor((done * 10) / total);
    if (tenth <= lastTenth && t - lastAt < everySeconds * 1000) return;
    const percent = Math.floor((done * 100) / total);
    log(`${noun}: ${done}/${total} ${verb} (${percent}%), ${((t - started) / 1000).toFixed(1)} s`);
    lastAt = t;
    lastDone = done;
    lastTenth = tenth;
  };
}
