import type { Db } from '../../db/client.ts';
import type { EventPublisher } from '../../platform/outbox/domain-events.ts';
import type { AppModule, Clock } from '../../platform/module.ts';
import { storiesRoutes } from './stories.routes.ts';
import { createStoriesService, type StoriesService } from './stories.service.ts';

// Success stories (docs/product/community.md#success-stories). Its table: success_stories.

export function createStoriesModule(deps: {
  db: Db;
  clock: Clock;
  events: EventPublisher;
}): AppModule<{ stories: StoriesService }> {
  const stories = createStoriesService(deps);
  return { name: 'stories', services: { stories }, routes: [(app) => storiesRoutes(app, { stories })] };
}
