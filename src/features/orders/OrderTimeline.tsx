// Order Placed → Packing → Shipped → Out for Delivery → Delivered, with the current step marked. Five
// equal columns at every width (labels wrap under their dots), so it never scrolls sideways on a phone.
import { ORDER_STEPS } from '#/domain/order-status.ts';

export function OrderTimeline({ step, label }: { step: number; label: string }) {
  return (
    <ol aria-label={label} className="mt-4 grid grid-cols-5" data-timeline>
      {ORDER_STEPS.map((name, i) => {
        const done = i < step;
        const current = i === step;
        return (
          <li
            key={name}
            aria-current={current ? 'step' : undefined}
            className={`relative flex flex-col items-center text-center ${
              i > 0
                ? `before:absolute before:top-[7px] before:right-1/2 before:h-0.5 before:w-full ${
                    i <= step ? 'before:bg-sage' : 'before:bg-line'
                  }`
                : ''
            }`}
          >
            <span
              aria-hidden="true"
              className={`relative z-10 size-4 rounded-full border-2 ${
                current ? 'border-ink bg-ink ring-4 ring-ink/15' : done ? 'border-sage bg-sage' : 'border-line bg-white'
              }`}
            />
            <span
              className={`mt-2 px-0.5 text-[0.6875rem] leading-tight sm:text-xs ${
                current ? 'font-semibold text-ink' : done ? 'text-ink' : 'text-muted'
              }`}
            >
              {name}
              <span className="sr-only">{current ? ' (current step)' : done ? ' (done)' : ''}</span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
