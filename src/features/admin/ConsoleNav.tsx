// The console's sections: a column beside the screen from 1024 px; under that, a menu the header's "Menu" button
// opens above the screen (a grid of the sections, who is signed in and Sign out), so a phone sees every section at
// once instead of a row that hides most of them.
import { sectionsFor, type SectionId, type Staff } from './sections.ts';
import { NAV_ID, SignOut, StaffBadge } from './ConsoleHeader.tsx';

const linkClass = [
  'flex min-h-11 items-center rounded-pill px-4 text-sm font-medium',
  'hover:bg-sand aria-[current=page]:bg-ink aria-[current=page]:text-ivory',
].join(' ');

type Props = { current: SectionId; staff: Staff; open: boolean };

export function ConsoleNav({ current, staff, open }: Props) {
  return (
    <nav
      id={NAV_ID}
      aria-label="Console"
      className={`${open ? 'block' : 'hidden'} rounded-card border border-line bg-white p-2 lg:block lg:w-56
        lg:shrink-0 lg:self-start lg:border-0 lg:bg-transparent lg:p-0`}
    >
      <ul className="grid grid-cols-2 gap-1 sm:grid-cols-3 lg:grid-cols-1">
        {sectionsFor(staff.role).map((s) => (
          <li key={s.id}>
            <a href={s.href} className={linkClass} aria-current={s.id === current ? 'page' : undefined}>
              {s.label}
            </a>
          </li>
        ))}
      </ul>
      <div className="mt-2 flex items-center justify-between gap-2 border-t border-line px-2 pt-2 sm:hidden">
        <StaffBadge staff={staff} />
        <SignOut />
      </div>
    </nav>
  );
}
