import type { Db } from '../../db/client.ts';
import type { AppModule, Clock } from '../../platform/module.ts';
import { creatorsRoutes } from './creators.routes.ts';
import { createCreatorsService, type CreatorsService, type CreatorsServiceOptions } from './creators.service.ts';
import { createPublicProfileService, type PublicProfileService } from './public-profile.service.ts';

export function createCreatorsModule(deps: {
  db: Db;
  clock: Clock;
  briefs: CreatorsServiceOptions['briefs'];
  submissions: CreatorsServiceOptions['submissions'];
}): AppModule<{ creators: CreatorsService; creatorProfiles: PublicProfileService }> {
  const creators = createCreatorsService({ ...deps, now: deps.clock });
  const creatorProfiles = createPublicProfileService({ db: deps.db, now: deps.clock });
  return {
    name: 'creators',
    services: { creators, creatorProfiles },
    routes: [(app) => creatorsRoutes(app, { db: deps.db, creators, profiles: creatorProfiles })],
  };
}
