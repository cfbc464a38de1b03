import { archiveUseCases } from './service/archive.ts';
import { briefsDeps, type BriefsServiceOptions } from './service/deps.ts';
import { forCreatorUseCases } from './service/for-creators.ts';
import { fundingUseCases } from './service/funding.ts';
import { invitationUseCases } from './service/invitations.ts';
import { ownBriefUseCases } from './service/own-briefs.ts';
import { readingUseCases } from './service/reading.ts';

export type { BriefsServiceOptions } from './service/deps.ts';
export type { ApplicationBrief } from './service/for-creators.ts';
export { findOwnFundableBrief } from './service/funding.ts';
export type { BriefChangeHook } from './service/own-briefs.ts';

/** The briefs module's use cases (one file each in service/), wired to the same options. */
export function createBriefsService(options: BriefsServiceOptions) {
  const deps = briefsDeps(options);
  const ownBriefs = ownBriefUseCases(deps);
  const funding = fundingUseCases(deps, ownBriefs);
  const reading = readingUseCases(deps);
  const invitations = invitationUseCases(deps);
  const forCreators = forCreatorUseCases(deps);
  const archive = archiveUseCases(deps);

  return {
    analytics: reading.analytics,
    archiveExpired: archive.archiveExpired,
    inviteCreator: invitations.inviteCreator,
    inviteCreators: invitations.inviteCreators,
    listInvitations: invitations.listInvitations,
    removeInvitation: invitations.removeInvitation,
    briefForApplication: forCreators.briefForApplication,
    listForCreator: forCreators.listForCreator,
    openForCreatorCountSql: forCreators.openForCreatorCountSql,
    searchForCreator: forCreators.searchForCreator,
    isOwnBrief: reading.isOwnBrief,
    createBrief: ownBriefs.createBrief,
    updateBrief: ownBriefs.updateBrief,
    deleteBrief: ownBriefs.deleteBrief,
    startCheckoutFunding: funding.startCheckoutFunding,
    confirmFunding: funding.confirmFunding,
    fundFromWallet: funding.fundFromWallet,
    listBrandBriefsJson: reading.listBrandBriefsJson,
    getBrief: reading.getBrief,
    marketplace: reading.marketplace,
    brandPage: reading.brandPage,
  };
}

export type BriefsService = ReturnType<typeof createBriefsService>;
