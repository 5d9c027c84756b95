// At most `max` tasks at a time; the rest wait their turn in arrival order. Counts what it has seen, so tests
// (and a curious operator) can check the limit holds.
export function createSemaphore(max: number) {
  let active = 0;
  let peak = 0;
  let started = 0;
  const waiting: (() => void)[] = [];

  const acquire = async () => {
    // A finishing task hands its slot straight to the next in line, so `active` never dips and lets a newcomer jump.
    if (active < max) active++;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    started++;
    peak = Math.max(peak, active);
  };
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else active--;
  };

  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      await acquire();
      try {
        return await task();
      } finally {
        release();
      }
    },
    stats: () => ({ active, peak, started, waiting: waiting.length }),
  };
}

export type Semaphore = ReturnType<typeof createSemaphore>;
