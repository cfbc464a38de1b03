import type { Db } from '../../db/client.ts';
import type { EventPublisher } from '../../platform/outbox/domain-events.ts';
import type { AppModule, Clock } from '../../platform/module.ts';
import { reviewsRoutes } from './reviews.routes.ts';
import { createReviewsService, type ReviewsService } from './reviews.service.ts';

// Reviews between brands and creators who worked together on a brief
// (docs/product/creator-profiles-and-reviews.md#reviews). Its tables: reviews, review_reports.
// Reported reviews are one of the things that need an admin.

export function createReviewsModule(deps: { db: Db; clock: Clock; events: EventPublisher }): AppModule<{
  reviews: ReviewsService;
}> {
  const reviews = createReviewsService(deps);
  return {
    name: 'reviews',
    services: { reviews },
    routes: [(app) => reviewsRoutes(app, { reviews })],
    jobs: [{ name: 'publish-due-reviews', intervalMs: 10 * 60_000, run: () => reviews.publishDue() }],
    attentionSources: [
      { kind: 'reviews.reported', label: 'Reported reviews', collect: ({ limit }) => reviews.attention(limit) },
    ],
  };
}
