// The console's sections: a column beside the screen on a desktop, a row that scrolls sideways on a phone (the
// current section scrolled into view, so the row shows where you are).
import { useEffect, useRef } from 'react';
import { sectionsFor, type SectionId, type Staff } from './sections.ts';

const linkClass = [
  'flex min-h-11 shrink-0 items-center rounded-pill px-4 text-sm font-medium whitespace-nowrap',
  'hover:bg-sand aria-[current=page]:bg-ink aria-[current=page]:text-ivory',
].join(' ');

export function ConsoleNav({ current, staff }: { current: SectionId; staff: Staff }) {
  const here = useRef<HTMLAnchorElement>(null);
  useEffect(() => here.current?.scrollIntoView({ block: 'nearest', inline: 'center' }), []);
  return (
    <nav aria-label="Console" className="lg:w-56 lg:shrink-0">
      <p className="eyebrow">Store console</p>
      <p className="mt-1 truncate text-sm text-muted">
        {staff.name || staff.email} · {staff.role === 'owner' ? 'Owner' : 'Staff'}
      </p>
      <ul className="-mx-4 mt-3 flex gap-1 overflow-x-auto px-4 pb-2 lg:mx-0 lg:flex-col lg:overflow-visible lg:px-0">
        {sectionsFor(staff.role).map((s) => (
          <li key={s.id}>
            <a
              href={s.href}
              className={linkClass}
              aria-current={s.id === current ? 'page' : undefined}
              ref={s.id === current ? here : undefined}
            >
              {s.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
