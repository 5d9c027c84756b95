// A console change sent to the server: its failure is told in a toast, and `busy` holds the form's buttons while it
// is under way (so a second click does not send it twice).
import { type FormEvent, useCallback, useState } from 'react';
import { errorMessage } from '#/lib/api.ts';
import { toast } from '#/lib/toast.ts';

/** Runs `work`; a failure becomes an error toast. True when it went through. */
export async function attempt(work: () => Promise<unknown>): Promise<boolean> {
  try {
    await work();
    return true;
  } catch (e) {
    toast.error(errorMessage(e));
    return false;
  }
}

/** `attempt` with `busy` true while the work is under way. */
export function useAction(): { busy: boolean; run: (work: () => Promise<unknown>) => Promise<boolean> } {
  const [busy, setBusy] = useState(false);
  const run = useCallback(async (work: () => Promise<unknown>) => {
    setBusy(true);
    try {
      return await attempt(work);
    } finally {
      setBusy(false);
    }
  }, []);
  return { busy, run };
}

/**
 * The words a console form sends (a note, a reason, a reference): `submit(send)` is the form's submit, which shows
 * what `problemOf` finds wrong under the field, or hands the words on trimmed.
 */
export function useCheckedText(problemOf: (text: string) => string | undefined) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const submit = (send: (text: string) => void) => (e: FormEvent) => {
    e.preventDefault();
    const problem = problemOf(text);
    setError(problem);
    if (!problem) send(text.trim());
  };
  return { text, setText, error, submit };
}
