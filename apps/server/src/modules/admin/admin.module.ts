import type { Db } from '../../db/client.ts';
import type { AppModule } from '../../platform/module.ts';
import { adminRoutes } from './admin.routes.ts';
import { createAdminService, type AdminService, type AdminServiceOptions } from './admin.service.ts';

export function createAdminModule(deps: {
  db: Db;
  auth: AdminServiceOptions['auth'];
  briefs: AdminServiceOptions['briefs'];
  submissions: AdminServiceOptions['submissions'];
}): AppModule<{ admin: AdminService }> {
  const admin = createAdminService(deps);
  return { name: 'admin', services: { admin }, routes: [(app) => adminRoutes(app, { admin })] };
}
