import { describe, expect, it } from 'vitest';
import {
  averageRating,
  checkReviewImages,
  featuredScore,
  RECENCY_WINDOW_MS,
  reviewFitNote,
  sortReviews,
  type Review,
} from './reviews.ts';

const now = Date.UTC(2026, 10, 22);
const day = 86_400_000;
const r = (id: string, rating: number, ageDays: number): Review => ({
  _id: id,
  username: id,
  date: new Date(now - ageDays * day).toISOString(),
  rating,
  comment: '',
  images: [],
  verified: false,
});

describe('featured score', () => {
  it('is 0.7 × rating + 0.3 × recency over 30 days', () => {
    expect(featuredScore(r('a', 5, 0), now)).toBeCloseTo(3.8);
    expect(featuredScore(r('a', 5, 15), now)).toBeCloseTo(3.65);
    expect(featuredScore(r('a', 5, 30), now)).toBeCloseTo(3.5);
    expect(featuredScore(r('a', 5, 400), now)).toBeCloseTo(3.5);
    const tomorrow = new Date(now + day).toISOString();
    expect(featuredScore({ rating: 3, date: tomorrow }, now)).toBeCloseTo(2.4); // clock skew: never above 1
    expect(RECENCY_WINDOW_MS).toBe(2592000000);
  });
  it('lets a fresh 4-star review outrank an old 4-star one, but not a 5-star', () => {
    const list = [r('old4', 4, 60), r('new4', 4, 1), r('old5', 5, 90)];
    expect(sortReviews(list, 'featured', now).map((x) => x._id)).toEqual(['old5', 'new4', 'old4']);
  });
});

describe('sorts', () => {
  const list = [r('a', 3, 5), r('b', 5, 10), r('c', 1, 1), r('d', 5, 2)];
  it('newest first', () => expect(sortReviews(list, 'newest', now).map((x) => x._id)).toEqual(['c', 'd', 'a', 'b']));
  it('highest ratings, newer first on ties', () =>
    expect(sortReviews(list, 'highest', now).map((x) => x._id)).toEqual(['d', 'b', 'a', 'c']));
  it('lowest ratings', () => expect(sortReviews(list, 'lowest', now).map((x) => x._id)).toEqual(['c', 'a', 'd', 'b']));
  it('does not mutate the input', () => {
    const copy = [...list];
    sortReviews(list, 'newest', now);
    expect(list).toEqual(copy);
  });
  it('averages to one decimal', () => {
    expect(averageRating(list)).toBe(3.5);
    expect(averageRating([])).toBe(0);
  });
});

describe('review image checks', () => {
  it('accepts up to 4 images of 5 MB', () => {
    expect(checkReviewImages([{ type: 'image/png', size: 5 * 1024 * 1024 }])).toBeUndefined();
  });
  it('refuses a fifth image, non-images and oversize files', () => {
    expect(checkReviewImages(Array(5).fill({ type: 'image/jpeg', size: 10 }))).toMatch(/up to 4/);
    expect(checkReviewImages([{ type: 'application/pdf', size: 10 }])).toMatch(/Only images/);
    expect(checkReviewImages([{ type: 'image/png', size: 6 * 1024 * 1024 }])).toMatch(/5 MB/);
  });
});

describe('the fit note on a review', () => {
  it('tells the size bought and the fit pick, either alone, or nothing', () => {
    expect(reviewFitNote({ sizeBought: 'M', fit: 'true' })).toBe('Bought M · True to size');
    expect(reviewFitNote({ sizeBought: 'L', fit: null })).toBe('Bought L');
    expect(reviewFitNote({ sizeBought: null, fit: 'small' })).toBe('Runs small');
    expect(reviewFitNote({ fit: 'large' })).toBe('Runs large');
    expect(reviewFitNote({ sizeBought: null, fit: null })).toBeNull();
    expect(reviewFitNote({})).toBeNull();
  });
});
