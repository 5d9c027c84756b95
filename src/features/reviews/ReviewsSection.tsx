// Customer Reviews (docs/product/reviews.md#writing-a-review): the list with four sort modes and a review modal.
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useStoredValue } from '#/lib/use-stored-value.ts';
import { BadgeCheck, Star } from 'lucide-react';
import { CloseButton } from '#/components/ui/CloseButton.tsx';
import { toast } from '#/lib/toast.ts';
import { api, API_BASE, errorMessage } from '#/lib/api.ts';
import { useModalDialog } from '#/lib/browser/use-modal-dialog.ts';
import { $isLoggedIn } from '#/features/session/index.ts';
import {
  averageRating,
  checkReviewImages,
  reviewFitNote,
  sortReviews,
  SORT_LABELS,
  type Review,
  type ReviewSort,
} from './reviews.ts';
import { FitChoice } from './FitChoice.tsx';
import { DataUseLink } from '#/components/ui/DataUseLink.tsx';
import { Field } from '#/components/ui/Field.tsx';
import { Select } from '#/components/ui/Options.tsx';

const FILE_INPUT =
  'block w-full text-sm file:mr-3 file:rounded-pill file:border-0 file:bg-sand file:px-4 file:py-2 ' +
  'file:text-sm file:font-semibold';
const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

export function ReviewsSection({ productId }: { productId: string }) {
  const [reviews, setReviews] = useState<Review[]>();
  const [failed, setFailed] = useState(false);
  const [sort, setSort] = useState<ReviewSort>('featured');
  const [formOpen, setFormOpen] = useState(false);
  // The form's dialog mounts on its first opening and then stays (its fields survive a close): no page ships its
  // 5 KB of markup for the few shoppers who write a review.
  const [formUsed, setFormUsed] = useState(false);

  const load = useCallback(async () => {
    try {
      const r = await api('/api/product/reviews/:productId', { method: 'GET', params: { productId }, auth: false });
      if (!r.success) throw new Error(r.message);
      setReviews(r.reviews);
      setFailed(false);
    } catch (error) {
      console.error('Failed to fetch reviews', errorMessage(error));
      setFailed(true);
    }
  }, [productId]);

  useEffect(() => void load(), [load]);

  const sorted = reviews ? sortReviews(reviews, sort) : [];
  return (
    <div>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-4">
        <p className="text-sm text-muted" aria-live="polite">
          {reviews === undefined
            ? failed
              ? 'Failed to fetch reviews'
              : 'Loading...'
            : reviews.length === 0
              ? 'No reviews yet. Be the first to write one.'
              : `${averageRating(reviews)} out of 5 · ${reviews.length} ${reviews.length === 1 ? 'review' : 'reviews'}`}
        </p>
        {failed && (
          <button type="button" className="btn-outline" onClick={() => void load()}>
            Try again
          </button>
        )}
        <div className="flex flex-wrap items-center gap-3">
          {/* biome-ignore lint/a11y/noLabelWithoutControl: the control is the <select> that Select renders inside */}
          <label className="flex items-center gap-2 text-sm">
            Sort by
            <Select className="field w-auto" words={SORT_LABELS} value={sort} onChange={setSort} />
          </label>
          <button
            type="button"
            className="btn-outline"
            onClick={() => {
              setFormUsed(true);
              setFormOpen(true);
            }}
          >
            Write a review
          </button>
        </div>
      </div>
      <ul className="mt-6 divide-y divide-line border-y border-line" data-review-list>
        {sorted.map((r) => (
          <li key={r._id} className="py-5" data-review>
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <Stars value={r.rating} />
              <p className="text-sm font-semibold">{r.username}</p>
              {r.verified && (
                <p className="inline-flex items-center gap-1 text-xs font-medium text-muted" data-verified>
                  <BadgeCheck size={14} aria-hidden="true" className="text-sage" />
                  Verified purchase
                </p>
              )}
              <p className="text-xs text-muted">{dateFormat.format(new Date(r.date))}</p>
            </div>
            {reviewFitNote(r) && (
              <p className="mt-1 text-xs font-medium text-muted" data-review-fit>
                {reviewFitNote(r)}
              </p>
            )}
            <p className="mt-2 leading-relaxed whitespace-pre-line text-ink/90">{r.comment}</p>
            {r.images.length > 0 && (
              <ul className="mt-3 flex gap-2">
                {r.images.map((src, i) => (
                  <li key={src}>
                    <a href={`${API_BASE}${src}`} target="_blank" rel="noopener">
                      <img
                        src={`${API_BASE}${src}`}
                        // biome-ignore lint/a11y/noRedundantAlt: says whose photo it is, which is the content
                        alt={`Photo ${i + 1} from ${r.username}`}
                        width={80}
                        height={80}
                        loading="lazy"
                        className="size-20 rounded-lg object-cover"
                      />
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
      {formUsed && (
        <ReviewModal productId={productId} open={formOpen} onClose={() => setFormOpen(false)} onSaved={load} />
      )}
    </div>
  );
}

function Stars({ value }: { value: number }) {
  return (
    <span className="flex text-saffron" role="img" aria-label={`${value} out of 5 stars`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star key={n} size={16} aria-hidden="true" fill={n <= value ? 'currentColor' : 'none'} />
      ))}
    </span>
  );
}

function ReviewModal({
  productId,
  open,
  onClose,
  onSaved,
}: {
  productId: string;
  open: boolean;
  onClose: () => void;
  onSaved: () => Promise<void>;
}) {
  const { props: modal } = useModalDialog({ open, onBackdrop: onClose });
  const form = useRef<HTMLFormElement>(null);
  const loggedIn = useStoredValue($isLoggedIn, false);
  const [rating, setRating] = useState(1);
  const [submitting, setSubmitting] = useState(false);

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (!loggedIn) return toast.error('You need to be logged in to submit a review');
    const data = new FormData(e.currentTarget);
    const images = data.getAll('images').filter((f): f is File => f instanceof File && f.size > 0);
    const problem = checkReviewImages(images);
    if (problem) return toast.error(problem);
    data.delete('images');
    for (const f of images) data.append('images', f);
    data.set('productId', productId);
    data.set('rating', String(rating));
    setSubmitting(true);
    try {
      const r = await api('/api/product/addReview', { form: data });
      if (!r.success) return toast.error(r.message || 'Failed to submit review');
      await onSaved();
      form.current?.reset();
      setRating(1);
      toast.success('Review submitted successfully!');
      onClose();
    } catch (error) {
      console.error(errorMessage(error));
      toast.error('Error submitting review');
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <dialog
      {...modal}
      aria-labelledby="review-title"
      onClose={onClose}
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-card bg-ivory p-0 text-ink shadow-2xl"
    >
      <div className="flex items-center justify-between border-b border-line px-5 py-3">
        <h2 id="review-title" className="text-xl">
          Write a review
        </h2>
        <CloseButton onClick={onClose} />
      </div>
      <form ref={form} onSubmit={submit} className="space-y-4 p-5">
        <fieldset>
          <legend className="text-sm font-medium">Rating</legend>
          <div className="mt-1 flex gap-1">
            {[1, 2, 3, 4, 5].map((n) => (
              <button
                key={n}
                type="button"
                className="inline-flex size-11 items-center justify-center rounded-full text-saffron hover:bg-sand"
                aria-label={`${n} star${n > 1 ? 's' : ''}`}
                aria-pressed={rating === n}
                onClick={() => setRating(n)}
              >
                <Star size={24} aria-hidden="true" fill={n <= rating ? 'currentColor' : 'none'} />
              </button>
            ))}
          </div>
        </fieldset>
        <FitChoice />
        <Field label="Name">
          <input id="review-user" name="user" required maxLength={60} autoComplete="name" className="field" />
        </Field>
        <Field label="Review">
          <textarea id="review-comment" name="comment" required maxLength={2000} rows={5} className="field py-2" />
        </Field>
        <Field label="Photos (optional, up to 4)">
          <input id="review-images" name="images" type="file" accept="image/*" multiple className={FILE_INPUT} />
        </Field>
        <p className="text-xs text-muted">One review per product: sending another replaces your earlier one.</p>
        <button type="submit" className="btn-primary w-full" disabled={submitting}>
          {submitting ? 'Submitting...' : 'Submit Review'}
        </button>
        <DataUseLink className="text-center" />
      </form>
    </dialog>
  );
}
