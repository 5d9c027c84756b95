// The account page's "Messages from us": two switches (native checkboxes with the switch role, so the keyboard's
// Space turns them and the focus ring shows on the track) for WhatsApp order updates and offers by e-mail, and
// Save. Order mails are not among them: they always go.
import { useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { bone } from '#/components/ui/LoadStates.tsx';
import { $savingPreferences, type Preferences, preferences, savePreferences } from './preferences.store.ts';
import { LoadedCard } from './AccountCard.tsx';

const CHOICES: { key: keyof Preferences; label: string; hint: string }[] = [
  {
    key: 'whatsapp',
    label: 'Order updates on WhatsApp',
    hint: 'Shipping and delivery updates on the phone number of each order.',
  },
  {
    key: 'marketing',
    label: 'Offers and new arrivals by e-mail',
    hint: 'New collections and offers, now and then.',
  },
];

export function MessagePreferences() {
  return (
    <LoadedCard
      titleId="messages-title"
      title="Messages from us"
      intro="Order confirmations and delivery updates always come by e-mail."
      store={preferences}
      noun="message preferences"
      bones={<PreferencesBones />}
      data-preferences
    >
      {/* Saved answers that change start the form again from them. */}
      {(saved) => <PreferencesForm key={`${saved.whatsapp}-${saved.marketing}`} saved={saved} />}
    </LoadedCard>
  );
}

function PreferencesForm({ saved }: { saved: Preferences }) {
  const [wanted, setWanted] = useState(saved);
  const saving = useStore($savingPreferences);

  function save(e: FormEvent) {
    e.preventDefault();
    void savePreferences(wanted);
  }

  return (
    <form onSubmit={save} className="mt-4">
      <ul className="divide-y divide-line border-y border-line">
        {CHOICES.map((c) => (
          <li key={c.key} className="flex items-start justify-between gap-4 py-4">
            <div className="min-w-0">
              <label htmlFor={`pref-${c.key}`} className="font-medium">
                {c.label}
              </label>
              <p id={`pref-${c.key}-hint`} className="mt-0.5 text-sm text-muted">
                {c.hint}
              </p>
            </div>
            <Switch
              id={`pref-${c.key}`}
              checked={wanted[c.key]}
              describedBy={`pref-${c.key}-hint`}
              onChange={(on) => setWanted({ ...wanted, [c.key]: on })}
            />
          </li>
        ))}
      </ul>
      <button type="submit" className="btn-primary mt-5" disabled={saving}>
        {saving ? 'Saving...' : 'Save preferences'}
      </button>
    </form>
  );
}

/**
 * A checkbox that looks like a switch: the input itself (transparent, over the track) takes the click, the
 * keyboard and the focus; the track shows its focus ring and state, the knob slides to the right when on.
 */
function Switch(props: { id: string; checked: boolean; describedBy: string; onChange: (on: boolean) => void }) {
  return (
    <span className="relative mt-0.5 inline-flex h-7 w-12 shrink-0">
      <input
        id={props.id}
        type="checkbox"
        role="switch"
        checked={props.checked}
        aria-checked={props.checked}
        aria-describedby={props.describedBy}
        onChange={(e) => props.onChange(e.target.checked)}
        className="peer absolute inset-0 z-10 size-full cursor-pointer appearance-none rounded-pill opacity-0"
      />
      <span
        aria-hidden="true"
        className={
          'h-7 w-12 rounded-pill border-2 border-muted bg-white transition-colors peer-checked:border-ink ' +
          'peer-checked:bg-ink peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 ' +
          'peer-focus-visible:outline-rose'
        }
      />
      <span
        aria-hidden="true"
        className={
          'pointer-events-none absolute top-1 left-1 size-5 rounded-full bg-muted transition-transform ' +
          'peer-checked:translate-x-5 peer-checked:bg-white motion-reduce:transition-none'
        }
      />
    </span>
  );
}

/** The two switches' shapes while they load. */
function PreferencesBones() {
  return [0, 1].map((i) => (
    <div key={i} className="flex items-start justify-between gap-4 border-t border-line py-4">
      <div className="w-full space-y-2">
        <div className={`h-5 w-56 max-w-full ${bone}`} />
        <div className={`h-4 w-72 max-w-full ${bone}`} />
      </div>
      <div className={`h-7 w-12 shrink-0 rounded-pill ${bone}`} />
    </div>
  ));
}
