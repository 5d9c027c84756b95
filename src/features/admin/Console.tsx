// The frame of every console screen: sends a signed-out visitor to /login (and back), asks the server who is
// signed in, refuses shoppers and (on owner-only sections) staff, then draws the console's header, its navigation,
// the publish bar and the section itself (the page is ConsoleLayout: no shop header, footer or chat button).
import { useEffect, useState, type ReactNode } from 'react';
import { useRequireLogin, loginUrl } from '#/features/auth/index.ts';
import { $token } from '#/features/session/index.ts';
import { api, errorMessage } from '#/lib/api.ts';
import { sectionById, type SectionId, type Staff } from './sections.ts';
import { ConsoleNav } from './ConsoleNav.tsx';
import { ConsoleHeader, NAV_ID } from './ConsoleHeader.tsx';
import { PublishBar } from './publish/PublishBar.tsx';

type Gate = { state: 'checking' } | { state: 'refused' } | { state: 'failed'; message: string } | Staff;

type Props = { section: SectionId; children: (staff: Staff) => ReactNode };

export function Console({ section, children }: Props) {
  const loggedIn = useRequireLogin();
  const [gate, setGate] = useState<Gate>({ state: 'checking' });
  const [menuOpen, setMenuOpen] = useState(false);

  useEffect(() => {
    if (!loggedIn) return;
    api('/api/admin/me', { method: 'GET' })
      .then((r) => {
        if (r.success) setGate(r.staff);
        else if (r.status === 401) {
          // An expired or revoked token: drop it, or /login would send the visitor straight back here.
          $token.set('');
          window.location.replace(loginUrl(window.location.pathname + window.location.search));
        } else if (r.status === 403) setGate({ state: 'refused' });
        else setGate({ state: 'failed', message: r.message });
      })
      .catch((e: unknown) => setGate({ state: 'failed', message: errorMessage(e) }));
  }, [loggedIn]);

  // Escape closes the phone menu and gives the keyboard back to its button.
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setMenuOpen(false);
      document.querySelector<HTMLElement>(`[aria-controls="${NAV_ID}"]`)?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  const { label, ownerOnly } = sectionById(section);
  const staff = 'role' in gate ? gate : null;
  return (
    <>
      <ConsoleHeader staff={staff} menuOpen={menuOpen} onMenu={() => setMenuOpen((o) => !o)} />
      <main id="main" className="flex-1">
        {staff ? (
          <div className="container-page flex flex-col gap-6 py-6 lg:flex-row lg:gap-10 lg:py-10">
            <ConsoleNav current={section} staff={staff} open={menuOpen} />
            <div className="min-w-0 flex-1">
              <PublishBar />
              <h1 className="mt-6 font-serif text-title">{label}</h1>
              <div className="mt-6">
                {ownerOnly && staff.role !== 'owner' ? (
                  <p className="rounded-card border border-line bg-white p-4" role="alert">
                    Not allowed: only the store&apos;s owner manages staff.
                  </p>
                ) : (
                  children(staff)
                )}
              </div>
            </div>
          </div>
        ) : (
          !('role' in gate) && <GateState gate={gate} />
        )}
      </main>
    </>
  );
}

function GateState({ gate }: { gate: Exclude<Gate, Staff> }) {
  if (gate.state === 'refused') {
    return (
      <Refusal title="Not allowed">
        This account is a shopper&apos;s account. The store console is only for the store&apos;s staff; ask the owner to
        add you as staff.
      </Refusal>
    );
  }
  if (gate.state === 'failed') return <Refusal title="The console could not load">{gate.message}</Refusal>;
  return (
    <p className="container-page py-16 text-muted" role="status">
      Checking your access…
    </p>
  );
}

function Refusal({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="container-page max-w-xl py-16">
      <h1 className="font-serif text-title">{title}</h1>
      <p className="mt-4 text-muted">{children}</p>
      <a href="/" className="btn-outline mt-8">
        Back to the shop
      </a>
    </div>
  );
}
