// What the brand dashboard shows past its first screen (the Overview): the My Briefs and Manage Rewards tabs, the
// creators' actions, the Create Brief panel and the dialogs of funding and a saved draft. One chunk fetched when
// any of them is first needed (app/routes/brand-dashboard.tsx), not with the route: on a phone the Overview waited
// for their code to arrive and be evaluated (issue 39, decision 055). Features do not import each other; this
// module wires them together as the route did.

import type { TBrandBrief } from '@briefly/shared/briefs';
import { MessageButton } from '@/components/message-button';
import { BriefCreatedDialog, BriefCreatedPanel } from '@/features/brand-briefs/components/brief-created';
import { CreateBriefDrawer } from '@/features/brand-briefs/components/create-brief-drawer';
import { MyBriefs } from '@/features/brand-briefs/components/my-briefs';
import { FundingDialog, type FundingDialogProps } from '@/features/brief-funding/components/funding-dialog';
import {
  InviteCreatorsButton,
  InviteToPrivateBriefButton,
} from '@/features/brief-invitations/components/invite-buttons';
import { ManageRewardsTab } from '@/features/submission-review/components/manage-rewards-tab';
import { RefundPoolButton } from '@/features/winner-selection/components/refund-pool-button';
import { RewardPaymentPanel } from '@/features/winner-selection/components/reward-payment-panel';
import { SelectWinnersPanel } from '@/features/winner-selection/components/select-winners-panel';

export { BriefCreatedDialog, CreateBriefDrawer };

/** My Briefs, each brief with its invitations and, archived with money held, its refund. */
export function BriefsTab(props: {
  onCreate: () => void;
  onFund: (brief: TBrandBrief) => void;
  feePercent: number | undefined;
}) {
  return (
    <MyBriefs
      {...props}
      renderBriefActions={(brief) => (
        <>
          <InviteCreatorsButton brief={brief} />
          {brief.status === 'archived' && brief.heldAmount > 0 ? (
            <RefundPoolButton size="xs" briefId={brief.id} briefTitle={brief.title} remaining={brief.heldAmount} />
          ) : null}
        </>
      )}
    />
  );
}

/** Manage Rewards & Payments, with the winners' and the payments' panels. */
export function ManageRewards() {
  return (
    <ManageRewardsTab
      renderWinners={(brief) => <SelectWinnersPanel briefId={brief.id} briefTitle={brief.title} />}
      renderPayments={(brief) => <RewardPaymentPanel briefId={brief.id} />}
    />
  );
}

/** What a brand can do with a creator of the directory: write, or invite to a private brief. */
export function CreatorActions({ creator }: { creator: { id: string; displayName: string } }) {
  return (
    <>
      <MessageButton viewer="brand" target={{ userId: creator.id, name: creator.displayName }} />
      <InviteToPrivateBriefButton creator={{ id: creator.id, name: creator.displayName }} />
    </>
  );
}

/** The payment dialog of a brief, ending on the created brief's panel. */
export function BriefFundingDialog(props: Omit<FundingDialogProps<TBrandBrief>, 'renderSuccess'>) {
  return (
    <FundingDialog<TBrandBrief>
      {...props}
      renderSuccess={(brief, close) => <BriefCreatedPanel brief={brief} onDone={close} />}
    />
  );
}
