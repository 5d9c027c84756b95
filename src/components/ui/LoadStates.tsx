// How every screen shows data it fetches (lib/load-state): a skeleton shaped like what will come (with the
// spec's waiting text for screen readers), a failure that says so and offers "Try again", or the content.
import type { ReactNode } from 'react';
import type { LoadState } from '#/lib/load-state.ts';

/** A grey block of a skeleton; size it with classes (`h-4 w-40`). */
export const bone = 'rounded bg-sand';

/** A skeleton: the waiting text is read out (visually hidden), the grey shapes are hidden from assistive tech. */
export function Skeleton({
  label = 'Loading...',
  className = '',
  children,
}: {
  label?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className} data-loading>
      <p role="status" className="sr-only">
        {label}
      </p>
      <div aria-hidden="true" className="animate-pulse motion-reduce:animate-none">
        {children}
      </div>
    </div>
  );
}

/** The API could not be reached or refused: what failed, the reason, and a retry. Never "nothing there". */
export function LoadFailed({
  title,
  message,
  onRetry,
  className = '',
}: {
  title: string;
  message: string;
  onRetry: () => void;
  className?: string;
}) {
  return (
    <div role="alert" className={`rounded-card border border-line bg-white p-5 sm:p-6 ${className}`} data-load-failed>
      <p className="font-medium">{title}</p>
      <p className="mt-1 text-sm break-words text-muted">
        {message.replace(/\.?$/, '.')} Check your connection and try again.
      </p>
      <button type="button" className="btn-outline mt-4" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}

/** One load state rendered: skeleton while loading, the failure with its retry, or `children(data)`. */
export function Loaded<T>({
  state,
  skeleton,
  failed,
  onRetry,
  failedClassName,
  children,
}: {
  state: LoadState<T>;
  skeleton: ReactNode;
  /** "We could not load your orders." */
  failed: string;
  onRetry: () => void;
  failedClassName?: string;
  children: (data: T) => ReactNode;
}) {
  if (state.status === 'loading') return skeleton;
  if (state.status === 'failed')
    return <LoadFailed title={failed} message={state.message} onRetry={onRetry} className={failedClassName} />;
  return children(state.data);
}
