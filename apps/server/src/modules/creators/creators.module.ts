import type { Db } from '../../db/client.ts';
import type { AppModule, Clock } from '../../platform/module.ts';
import { creatorsRoutes } from './creators.routes.ts';
import { directoryRoutes } from './directory.routes.ts';
import { createDirectoryService, type DirectoryService } from './directory.service.ts';
import { createCreatorsService, type CreatorsService, type CreatorsServiceOptions } from './creators.service.ts';
import { createPublicProfileService, type PublicProfileService } from './public-profile.service.ts';

export function createCreatorsModule(deps: {
  db: Db;
  clock: Clock;
  briefs: CreatorsServiceOptions['briefs'];
  submissions: CreatorsServiceOptions['submissions'];
}): AppModule<{
  creators: CreatorsService;
  creatorProfiles: PublicProfileService;
  creatorDirectory: DirectoryService;
}> {
  const creators = createCreatorsService({ ...deps, now: deps.clock });
  const creatorProfiles = createPublicProfileService({ db: deps.db, now: deps.clock });
  const creatorDirectory = createDirectoryService({ db: deps.db });
  return {
    name: 'creators',
    services: { creators, creatorProfiles, creatorDirectory },
    routes: [
      (app) => creatorsRoutes(app, { db: deps.db, creators, profiles: creatorProfiles }),
      (app) => directoryRoutes(app, { directory: creatorDirectory }),
    ],
  };
}
