// "Publish changes": starts a build of the static site and follows it live until it is live or has failed. A refused
// publish (products lacking their Legal Metrology declarations name themselves) stays in the bar until the next try.
import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { RefreshCw, UploadCloud } from 'lucide-react';
import { describePublish, isRunning } from './publish.ts';
import { $publish, refreshPublish, requestPublish } from './publish.store.ts';

const POLL_MS = 1500;

export function PublishBar() {
  const { status, refused, starting } = useStore($publish);

  useEffect(() => void refreshPublish(), []);
  // While a build runs, ask again every moment; stop as soon as it is live or failed.
  useEffect(() => {
    if (!isRunning(status)) return;
    const timer = setTimeout(() => void refreshPublish(), POLL_MS);
    return () => clearTimeout(timer);
  }, [status]);

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
      <button type="button" className="btn-primary shrink-0" onClick={() => void requestPublish()} disabled={starting}>
        <UploadCloud size={18} aria-hidden="true" />
        Publish changes
      </button>
    </section>
  );
}
