// The reviews module: ratings and reviews with photos.
export { createReviewService } from './review.service.ts';
export { reviewRoutes } from './reviews.routes.ts';
