import type { AppModule } from '../../platform/module.ts';
import { searchRoutes } from './search.routes.ts';
import { createSearchService, type SearchService, type SearchServiceOptions } from './search.service.ts';

export function createSearchModule(deps: SearchServiceOptions): AppModule<{ search: SearchService }> {
  const search = createSearchService(deps);
  return { name: 'search', services: { search }, routes: [(app) => searchRoutes(app, { search })] };
}
