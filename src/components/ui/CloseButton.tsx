// The × that closes a dialog, a sheet or the search overlay: a 44 px round target, named for screen readers.
import { X } from 'lucide-react';

type Props = { onClick: () => void; label?: string; iconSize?: number; className?: string };

export function CloseButton({ onClick, label = 'Close', iconSize = 20, className = '' }: Props) {
  return (
    <button
      type="button"
      onClick={onClick}
      className={`inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-sand ${className}`}
      aria-label={label}
    >
      <X size={iconSize} aria-hidden="true" />
    </button>
  );
}
