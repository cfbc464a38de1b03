// The reviews module's face: what the rest of the server may use of it (decision 037). Every other
// file in this folder is the module's own: ESLint refuses an import of it from outside.

export { createReviewsModule } from './reviews.module.ts';
export type { ReviewsService } from './reviews.service.ts';
