// "Publish changes": starts a build of the static site and follows it live until it is live or has failed. A refused
// publish (products lacking their Legal Metrology declarations name themselves) stays in the bar until the next try.
import { useCallback, useEffect, useRef, useState } from 'react';
import { RefreshCw, UploadCloud } from 'lucide-react';
import { accepted, api, errorMessage } from '#/lib/api.ts';
import { describePublish, isRunning, type PublishStatus } from './publish.ts';

const POLL_MS = 1500;

export function PublishBar() {
  const [status, setStatus] = useState<PublishStatus>();
  const [starting, setStarting] = useState(false);
  const [refused, setRefused] = useState<string>();
  // Only the newest request's answer is shown: the page's first status request, still on its way when the owner
  // clicks Publish, used to answer "idle" after the click's "queued" and stop the polling (seen in CI).
  const latest = useRef(0);

  const refresh = useCallback(async () => {
    const ticket = ++latest.current;
    try {
      const { publish } = accepted(await api('/api/admin/publish', { method: 'GET' }));
      if (ticket === latest.current) setStatus(publish);
    } catch (e) {
      console.error('publish status', errorMessage(e));
    }
  }, []);

  useEffect(() => void refresh(), [refresh]);
  // While a build runs, ask again every moment; stop as soon as it is live or failed.
  useEffect(() => {
    if (!isRunning(status)) return;
    const timer = setTimeout(() => void refresh(), POLL_MS);
    return () => clearTimeout(timer);
  }, [status, refresh]);

  async function publish() {
    setStarting(true);
    setRefused(undefined);
    const ticket = ++latest.current;
    try {
      const { publish: started } = accepted(await api('/api/admin/publish', { method: 'POST' }));
      if (ticket === latest.current) setStatus(started);
    } catch (e) {
      setRefused(errorMessage(e));
    } finally {
      setStarting(false);
    }
  }

  const running = isRunning(status);
  const failed = status?.state === 'failed' || refused !== undefined;
  return (
    <section
      aria-label="Publishing"
      className={`flex flex-col gap-3 rounded-card border p-4 sm:flex-row sm:items-center ${
        failed ? 'border-rose bg-rose/5' : 'border-line bg-white'
      }`}
    >
      <div className="flex flex-1 flex-col gap-2 text-sm">
        <p role="status" aria-live="polite" data-publish-state={status?.state ?? ''}>
          {running && <RefreshCw size={16} aria-hidden="true" className="mr-2 inline animate-spin align-[-3px]" />}
          {describePublish(status)}
        </p>
        {refused && (
          <p role="alert" className="font-medium text-rose-dark" data-publish-refused>
            {refused}
          </p>
        )}
      </div>
      <button type="button" className="btn-primary shrink-0" onClick={publish} disabled={starting}>
        <UploadCloud size={18} aria-hidden="true" />
        Publish changes
      </button>
    </section>
  );
}
