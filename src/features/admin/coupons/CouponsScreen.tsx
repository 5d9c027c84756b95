// Coupons: the list, a form to create one or change one, and disabling/enabling in place.
import { useState, type FormEvent } from 'react';
import { formatINR } from '#/lib/money.ts';
import { toast } from '#/lib/toast.ts';
import { api, accepted } from '#/lib/api.ts';
import { Console } from '#/features/admin/Console.tsx';
import { Field } from '#/components/ui/Field.tsx';
import { Checkbox, NumberField } from '#/features/admin/Field.tsx';
import { attempt, useAction } from '#/features/admin/use-action.ts';
import { useAdminData } from '#/features/admin/use-admin-data.ts';
import { Empty, LoadState, RowAction, when } from '#/features/admin/ui.tsx';
import { DataList } from '#/features/admin/DataList.tsx';
import { COUPON_STATUS_LABEL, type CouponStatus } from '#/domain/coupon-status.ts';
import { couponBody, couponDraft, describeDiscount, emptyCoupon, type Coupon, type CouponDraft } from './coupon.ts';

export function CouponsScreen() {
  return <Console section="coupons">{() => <Coupons />}</Console>;
}

function Coupons() {
  const { data, error, loading, reload } = useAdminData('/api/admin/coupons');
  const [editing, setEditing] = useState<Coupon | null>(null);

  const setActive = (c: Coupon, active: boolean) =>
    attempt(async () => {
      accepted(await api('/api/admin/coupons/:code', { method: 'PATCH', params: { code: c.code }, body: { active } }));
      toast.success(`${c.code} ${active ? 'enabled' : 'disabled'}.`);
      reload();
    });

  return (
    <div className="flex flex-col gap-6">
      <LoadState loading={loading && !data} error={error} onRetry={reload} />
      {data &&
        (data.coupons.length === 0 ? (
          <Empty>No coupons yet.</Empty>
        ) : (
          <DataList
            label="Coupons"
            rows={data.coupons}
            rowKey={(c) => c.code}
            title={{ label: 'Code', cell: (c) => c.code, className: 'font-mono font-semibold' }}
            columns={[
              { label: 'Status', cell: (c) => <StatusBadge status={c.status} /> },
              { label: 'Discount', cell: (c) => describeDiscount(c, formatINR) },
              { label: 'Dates', cell: dates },
              { label: 'Rules', cell: rules, className: 'text-xs' },
            ]}
            actions={(c) => (
              <>
                <RowAction
                  of={c.code}
                  className="mr-3"
                  onClick={() => {
                    setEditing(c);
                    // The form is below the list: take the keyboard and the eye there.
                    requestAnimationFrame(() => document.getElementById('coupon-code')?.focus());
                  }}
                >
                  Edit
                </RowAction>
                <RowAction of={c.code} onClick={() => setActive(c, !c.active)}>
                  {c.active ? 'Disable' : 'Enable'}
                </RowAction>
              </>
            )}
          />
        ))}
      <CouponForm
        key={editing?.code ?? 'new'}
        coupon={editing}
        onDone={() => {
          setEditing(null);
          reload();
        }}
        onCancel={() => setEditing(null)}
      />
    </div>
  );
}

const STATUS_STYLE: Record<CouponStatus, string> = {
  active: 'bg-sage/15 text-ink',
  scheduled: 'bg-saffron/15 text-ink',
  expired: 'bg-sand text-muted',
  disabled: 'bg-sand text-muted',
};

function StatusBadge({ status }: { status: CouponStatus }) {
  return (
    <span className={`inline-block rounded-pill px-2 py-0.5 text-xs font-semibold ${STATUS_STYLE[status]}`}>
      {COUPON_STATUS_LABEL[status]}
    </span>
  );
}

/** "From 1 Dec 2026 · until 30 Sep 2026" — the window the checkout accepts the coupon in. */
function dates(c: Coupon): string {
  const from = c.startsAt ? `From ${when(c.startsAt)}` : '';
  const until = c.expiresAt ? `until ${when(c.expiresAt)}` : 'no end date';
  return from ? `${from} · ${until}` : until.charAt(0).toUpperCase() + until.slice(1);
}

function rules(c: Coupon): string {
  const parts = [
    c.minSubtotal > 0 && `from ${formatINR(c.minSubtotal)}`,
    c.firstOrderOnly && 'first order only',
    c.usageLimit === null ? `${c.used} used` : `${c.used} of ${c.usageLimit} used`,
    c.held > 0 && `${c.held} in open checkouts`,
    c.perShopperLimit !== null && `${c.perShopperLimit} per shopper`,
  ];
  return parts.filter(Boolean).join(' · ') || 'None';
}

type FormProps = { coupon: Coupon | null; onDone: () => void; onCancel: () => void };

function CouponForm({ coupon, onDone, onCancel }: FormProps) {
  const [d, setD] = useState<CouponDraft>(() => (coupon ? couponDraft(coupon) : emptyCoupon()));
  const { busy, run } = useAction();
  const set = (patch: Partial<CouponDraft>) => setD((x) => ({ ...x, ...patch }));

  function submit(e: FormEvent) {
    e.preventDefault();
    void run(async () => {
      const { code, ...rest } = couponBody(d);
      accepted(
        coupon
          ? await api('/api/admin/coupons/:code', { method: 'PATCH', params: { code: coupon.code }, body: rest })
          : await api('/api/admin/coupons', { body: { code, ...rest } }),
      );
      toast.success(coupon ? `${coupon.code} saved.` : `${code} created.`);
      onDone();
    });
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-4 rounded-card border border-line bg-white p-4">
      <h2 className="font-sans text-base font-semibold">{coupon ? `Edit ${coupon.code}` : 'New coupon'}</h2>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Field label="Code" hint="Letters and digits; shoppers type it in any case.">
          <input
            id="coupon-code"
            className="field font-mono uppercase"
            value={d.code}
            onChange={(e) => set({ code: e.target.value })}
            readOnly={coupon !== null}
            required
          />
        </Field>
        <Field label="Kind">
          <select
            className="field"
            value={d.kind}
            onChange={(e) => set({ kind: e.target.value === 'fixed' ? 'fixed' : 'percent' })}
          >
            <option value="percent">Percent off</option>
            <option value="fixed">Rupees off</option>
          </select>
        </Field>
        <NumberField
          label={d.kind === 'percent' ? 'Percent' : 'Rupees off'}
          value={d.value}
          onChange={(value) => set({ value })}
          required
        />
        {d.kind === 'percent' && (
          <NumberField
            label="Cap (₹, optional)"
            value={d.maxDiscount}
            onChange={(maxDiscount) => set({ maxDiscount })}
          />
        )}
        <NumberField label="Minimum order (₹)" value={d.minSubtotal} onChange={(minSubtotal) => set({ minSubtotal })} />
        <Field label="Starts on (optional)" hint="Before this day the coupon is Scheduled.">
          <input className="field" type="date" value={d.startsOn} onChange={(e) => set({ startsOn: e.target.value })} />
        </Field>
        <Field label="Expires after (optional)">
          <input
            className="field"
            type="date"
            value={d.expiresOn}
            onChange={(e) => set({ expiresOn: e.target.value })}
          />
        </Field>
        <NumberField
          label="Uses in all (optional)"
          value={d.usageLimit}
          onChange={(usageLimit) => set({ usageLimit })}
        />
        <NumberField
          label="Uses per shopper (optional)"
          value={d.perShopperLimit}
          onChange={(perShopperLimit) => set({ perShopperLimit })}
        />
      </div>
      <div className="flex flex-wrap gap-x-6">
        <Checkbox
          label="First order only"
          checked={d.firstOrderOnly}
          onChange={(firstOrderOnly) => set({ firstOrderOnly })}
        />
        <Checkbox label="Active" checked={d.active} onChange={(active) => set({ active })} />
      </div>
      <div className="flex gap-3">
        <button type="submit" className="btn-primary" disabled={busy}>
          {coupon ? 'Save coupon' : 'Create coupon'}
        </button>
        {coupon && (
          <button type="button" className="btn-outline" onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
