// Review sorting (docs/product/reviews.md#sorting): Featured (default) = 0.7 × rating + 0.3 × recency, where recency
// falls linearly from 1 (just written) to 0 at 30 days; Newest; Highest Ratings; Lowest Ratings.
import { FIT_PICK_LABELS, type FitPick } from '#/domain/fit.ts';

export type Review = {
  _id: string;
  username: string;
  /** ISO 8601 (UTC). */
  date: string;
  rating: number;
  comment: string;
  images: string[];
  /** The reviewer has a paid order containing the product. */
  verified: boolean;
  /** "How did it fit?", when she answered (docs/product/fit.md). */
  fit?: FitPick | null;
  /** The size on her own delivered order of the product, as the server found it. */
  sizeBought?: string | null;
};

/** What a review says about fit: "Bought M · True to size", either half alone, or nothing. */
export function reviewFitNote(review: Pick<Review, 'fit' | 'sizeBought'>): string | null {
  const parts = [review.sizeBought ? `Bought ${review.sizeBought}` : '', review.fit ? FIT_PICK_LABELS[review.fit] : ''];
  return parts.filter(Boolean).join(' · ') || null;
}
export type ReviewSort = 'featured' | 'newest' | 'highest' | 'lowest';

export const RECENCY_WINDOW_MS = 2_592_000_000; // 30 days
export const SORT_LABELS: Record<ReviewSort, string> = {
  featured: 'Featured',
  newest: 'Newest',
  highest: 'Highest Ratings',
  lowest: 'Lowest Ratings',
};

export function featuredScore(review: Pick<Review, 'rating' | 'date'>, now: number): number {
  const age = Math.max(0, now - Date.parse(review.date));
  const recency = Math.max(0, 1 - age / RECENCY_WINDOW_MS);
  return 0.7 * review.rating + 0.3 * recency;
}

/** Newer first: ISO 8601 UTC strings sort as their times do. */
const newer = (a: Pick<Review, 'date'>, b: Pick<Review, 'date'>) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0);

export function sortReviews(reviews: readonly Review[], sort: ReviewSort, now = Date.now()): Review[] {
  const list = [...reviews];
  switch (sort) {
    case 'newest':
      return list.sort(newer);
    case 'highest':
      return list.sort((a, b) => b.rating - a.rating || newer(a, b));
    case 'lowest':
      return list.sort((a, b) => a.rating - b.rating || newer(a, b));
    default:
      return list.sort((a, b) => featuredScore(b, now) - featuredScore(a, now) || newer(a, b));
  }
}

export function averageRating(reviews: readonly Pick<Review, 'rating'>[]): number {
  if (reviews.length === 0) return 0;
  return Math.round((reviews.reduce((s, r) => s + r.rating, 0) / reviews.length) * 10) / 10;
}

/** Images the review form accepts (the server checks the content again). */
export const MAX_REVIEW_IMAGES = 4;
export const MAX_REVIEW_IMAGE_BYTES = 5 * 1024 * 1024;
export function checkReviewImages(files: readonly { type: string; size: number }[]): string | undefined {
  if (files.length > MAX_REVIEW_IMAGES) return `You can add up to ${MAX_REVIEW_IMAGES} images`;
  if (files.some((f) => !f.type.startsWith('image/'))) return 'Only images can be attached';
  if (files.some((f) => f.size > MAX_REVIEW_IMAGE_BYTES)) return 'Each image must be 5 MB or smaller';
  return undefined;
}
