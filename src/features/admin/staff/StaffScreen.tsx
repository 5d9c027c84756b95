// Staff (owner only): who may use the console, in which role; add someone by the e-mail of their store account.
import { useState, type FormEvent } from 'react';
import { toast } from '#/lib/toast.ts';
import { accepted, api } from '#/lib/api.ts';
import { Console } from '#/features/admin/Console.tsx';
import type { Role, Staff } from '#/features/admin/sections.ts';
import { Field } from '#/components/ui/Field.tsx';
import { attempt, useAction } from '#/features/admin/use-action.ts';
import { useAdminData } from '#/features/admin/use-admin-data.ts';
import { LoadState, RowAction } from '#/features/admin/ui.tsx';

export function StaffScreen() {
  return <Console section="staff">{(me) => <StaffList me={me} />}</Console>;
}

function StaffList({ me }: { me: Staff }) {
  const { data, error, loading, reload } = useAdminData('/api/admin/staff');
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('staff');
  const { busy, run } = useAction();

  function add(e: FormEvent) {
    e.preventDefault();
    void run(async () => {
      accepted(await api('/api/admin/staff', { body: { email: email.trim(), role } }));
      toast.success(`${email.trim()} is now ${role === 'owner' ? 'an owner' : 'staff'}.`);
      setEmail('');
      reload();
    });
  }

  function remove(s: Staff) {
    if (!window.confirm(`Remove ${s.email} from the console?`)) return;
    void attempt(async () => {
      accepted(await api('/api/admin/staff/:email', { method: 'DELETE', params: { email: s.email } }));
      toast.success(`${s.email} can no longer use the console.`);
      reload();
    });
  }

  return (
    <div className="flex flex-col gap-6">
      <form
        onSubmit={add}
        className="grid gap-4 rounded-card border border-line bg-white p-4 sm:grid-cols-[1fr_10rem_auto] sm:items-end"
      >
        <Field label="E-mail of their store account" hint="They sign up in the shop first, then sign in here.">
          <input className="field" type="email" value={email} onChange={(e) => setEmail(e.target.value)} required />
        </Field>
        <Field label="Role">
          <select
            className="field"
            value={role}
            onChange={(e) => setRole(e.target.value === 'owner' ? 'owner' : 'staff')}
          >
            <option value="staff">Staff</option>
            <option value="owner">Owner</option>
          </select>
        </Field>
        <button type="submit" className="btn-primary sm:mb-6" disabled={busy}>
          Add
        </button>
      </form>
      <LoadState loading={loading && !data} error={error} onRetry={reload} />
      {data && (
        <ul className="divide-y divide-line rounded-card border border-line bg-white">
          {data.staff.map((s) => (
            <li key={s.email} className="flex flex-wrap items-center justify-between gap-3 px-4 py-2 text-sm">
              <div className="min-w-0">
                <p className="font-medium break-all">{s.name || s.email}</p>
                <p className="text-xs text-muted">
                  <span className="break-all">{s.email}</span> · {s.role === 'owner' ? 'Owner' : 'Staff'}
                </p>
              </div>
              {s.email !== me.email && (
                <RowAction of={s.email} onClick={() => remove(s)}>
                  Remove
                </RowAction>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
