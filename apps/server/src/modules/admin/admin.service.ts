import { briefUseCases } from './service/briefs.ts';
import type { AdminServiceOptions } from './service/deps.ts';
import { peopleUseCases } from './service/people.ts';
import { submissionUseCases } from './service/submissions.ts';

export type { AdminActor, AdminServiceOptions } from './service/deps.ts';

// Admins run people, briefs and submissions (docs/product/admin.md#api). Reads are this module's
// own joins; every write goes through the owning module's service in a transaction that also
// writes this module's audit row with the values before and after (decision 010).
// Each use case is a file in service/; this factory wires them.
export function createAdminService(options: AdminServiceOptions) {
  const people = peopleUseCases(options);
  const briefs = briefUseCases(options);
  const submissions = submissionUseCases(options);
  return {
    listBrands: people.listBrands,
    getBrand: people.getBrand,
    createBrand: people.createBrand,
    updateBrand: people.updateBrand,
    deactivateBrand: people.deactivateBrand,
    listCreators: people.listCreators,
    getCreator: people.getCreator,
    createCreator: people.createCreator,
    updateCreator: people.updateCreator,
    deactivateCreator: people.deactivateCreator,
    listBriefs: briefs.listBriefs,
    getBrief: briefs.getBrief,
    updateBrief: briefs.updateBrief,
    archiveBrief: briefs.archiveBrief,
    archiveExpiredBriefs: briefs.archiveExpiredBriefs,
    listSubmissions: submissions.listSubmissions,
    getSubmission: submissions.getSubmission,
    reviewSubmission: submissions.reviewSubmission,
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
