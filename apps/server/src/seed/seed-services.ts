import type { PaymentsProvider } from '../integrations/payments/provider.ts';
import type { AuthService } from '../modules/auth/index.ts';
import type { AwardsService } from '../modules/awards/index.ts';
import type { BriefsService } from '../modules/briefs/index.ts';
import type { PublicProfileService } from '../modules/creators/index.ts';
import type { EventsService } from '../modules/events/index.ts';
import type { ForumsService } from '../modules/forums/index.ts';
import type { PaymentsService } from '../modules/payments/index.ts';
import type { PayoutAccountsService, WithdrawalsService } from '../modules/payouts/index.ts';
import type { ReviewsService } from '../modules/reviews/index.ts';
import type { StoriesService } from '../modules/stories/index.ts';
import type { SubmissionsService } from '../modules/submissions/index.ts';

// What the demo seed asks of a composition: the services a user's requests call (decision 010: seeds
// call services). bootstrap.ts composes them on the seed's clock and hands them over; the seed reaches
// the modules only through their faces and never imports the composition itself.

export interface SeedServices {
  provider: PaymentsProvider;
  auth: AuthService;
  awards: AwardsService;
  briefs: BriefsService;
  creatorProfiles: PublicProfileService;
  communityEvents: EventsService;
  forums: ForumsService;
  payments: PaymentsService;
  payoutAccounts: PayoutAccountsService;
  reviews: ReviewsService;
  stories: StoriesService;
  submissions: SubmissionsService;
  withdrawals: WithdrawalsService;
}
