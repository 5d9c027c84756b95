import { describe, expect, it } from 'vitest';
import { createSemaphore } from './semaphore.ts';

/** A task that runs until the test lets it finish. */
function gatedTask(log: string[], name: string) {
  let finish = () => {};
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return {
    finish: () => finish(),
    task: async () => {
      log.push(`start ${name}`);
      await done;
      log.push(`end ${name}`);
      return name;
    },
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('createSemaphore', () => {
  it('runs at most two at once, the others in arrival order as slots free up', async () => {
    const gate = createSemaphore(2);
    const log: string[] = [];
    const tasks = ['a', 'b', 'c', 'd', 'e'].map((name) => gatedTask(log, name));
    const results = tasks.map((t) => gate.run(t.task));
    await settle();
    expect(log).toEqual(['start a', 'start b']);
    expect(gate.stats()).toEqual({ active: 2, peak: 2, started: 2, waiting: 3 });

    tasks[1]!.finish();
    await settle();
    expect(log).toEqual(['start a', 'start b', 'end b', 'start c']);
    for (const t of tasks) t.finish();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(gate.stats()).toEqual({ active: 0, peak: 2, started: 5, waiting: 0 });
  });

  it('frees the slot of a task that fails', async () => {
    const gate = createSemaphore(1);
    await expect(gate.run(() => Promise.reject(new Error('corrupt image')))).rejects.toThrow('corrupt image');
    expect(await gate.run(async () => 'next')).toBe('next');
    expect(gate.stats().active).toBe(0);
  });
});
