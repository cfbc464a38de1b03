// The brand dashboard (docs/product/brand-dashboard.md): the shell and tabs of features/brand-dashboard, composed here
// with the features that fill the tabs (brand briefs, brief funding, analytics, creators). Features do
// not import each other; this route wires them together.

import type { TSessionUser } from '@briefly/shared/auth';
import type { TBrandBrief } from '@briefly/shared/briefs';
import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { useDisclosure, useDocumentTitle } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconLogout, IconSettings } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { VerifyEmailBanner } from '@/features/auth/components/verify-email-banner';
import { DashboardShell, ShellHeaderControls, ShellTitle } from '@/components/dashboard-shell/dashboard-shell';
import { LazySection } from '@/components/lazy-section';
import { SettingsModal } from '@/components/settings-modal';
import { LazyAccountSettingsSections } from './account-settings-lazy';
import { BRAND_TABS, paths, type BrandTab } from '@/config/paths';
import { useBrandAnalytics } from '@/features/brand-analytics/api/get-brand-analytics';
import { createBrief, useCreateBrief } from '@/features/brand-briefs/api/create-brief';
import { useBrandBriefs } from '@/features/brand-briefs/api/get-brand-briefs';
import { RecentBriefActivity } from '@/features/brand-briefs/components/recent-brief-activity';
import { asNumber, createBriefBody, type BriefFormState } from '@/features/brand-briefs/lib/brief-form';
import { BRAND_NAV_ITEMS } from '@/features/brand-dashboard/components/brand-nav';
import { PendingReviews } from '@/features/reviews/components/pending-reviews';
import { BrandOverview, type OverviewMetrics } from '@/features/brand-dashboard/components/brand-overview';
import { RecentSubmissionsCard } from '@/features/brand-dashboard/components/recent-submissions-card';
import { useBrandWallet } from '@/features/brand-wallet/api/get-brand-wallet';
import { BrandWalletCard } from '@/features/brand-wallet/components/brand-wallet-card';
import { confirmBriefFunding } from '@/features/brief-funding/api/confirm-brief-funding';
import { fundBriefFromWallet } from '@/features/brief-funding/api/fund-brief-from-wallet';
import { useUnreadMessageCount } from '@/features/messaging/api/get-conversations';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { DiscoverCreatorsCard } from '@/features/creators/components/discover-creators-card';
import { useQueryFlag } from '@/hooks/use-query-flag';
import { useSignOut } from '@/hooks/use-sign-out';
import { useTabParam } from '@/hooks/use-tab-param';
import { isApiError } from '@/lib/api-client';
import { usePublicConfig } from '@/lib/public-config';
import { queryKeys } from '@/lib/query-keys';
import { useSession } from '@/lib/session';

// Messages are fetched when the tab is first opened (docs/performance.md).
const MessagingTab = lazy(() =>
  import('@/features/messaging/components/messaging-tab').then((module) => ({ default: module.MessagingTab })),
);

// Charts are fetched when the Analytics tab is first opened: they are most of the dashboard's code.
const BrandAnalyticsTab = lazy(() =>
  import('@/features/brand-analytics/components/brand-analytics-tab').then((module) => ({
    default: module.BrandAnalyticsTab,
  })),
);

// Everything past the Overview — the other tabs, the Create Brief panel, the dialogs — is one chunk fetched when
// first needed (brand-dashboard-parts.tsx, decision 055): the first screen waited for it on a phone.
const parts = () => import('./brand-dashboard-parts');

// The creator directory is fetched when the Creators tab is first opened: it is not on the first screen.
const CreatorsTab = lazy(async () => {
  const [{ CreatorsTab: Directory }, { CreatorActions }] = await Promise.all([
    import('@/features/creators/components/creators-tab'),
    parts(),
  ]);
  return {
    default: function BrandCreatorsTab() {
      return <Directory renderCreatorActions={(creator) => <CreatorActions creator={creator} />} />;
    },
  };
});

const BriefsTab = lazy(async () => ({ default: (await parts()).BriefsTab }));
const ManageRewards = lazy(async () => ({ default: (await parts()).ManageRewards }));
const CreateBriefDrawer = lazy(async () => ({ default: (await parts()).CreateBriefDrawer }));
const BriefFundingDialog = lazy(async () => ({ default: (await parts()).BriefFundingDialog }));
const BriefCreatedDialog = lazy(async () => ({ default: (await parts()).BriefCreatedDialog }));

type FundingInput = { kind: 'new'; values: BriefFormState } | { kind: 'existing'; brief: TBrandBrief };
type FundingRequest = FundingInput & { id: number };

/** Where the Create Brief panel returns to when it closes. */
interface CreateBriefState {
  returnTab?: BrandTab;
}

function useOverviewMetrics() {
  const briefs = useBrandBriefs();
  const analytics = useBrandAnalytics();
  const data: OverviewMetrics | null =
    briefs.data && analytics.data
      ? {
          activeBriefs: briefs.data.briefs.filter((brief) => brief.status === 'published').length,
          submissionsThisWeek: analytics.data.submissionsThisWeek,
          winnersSelected: analytics.data.winnersSelected,
        }
      : null;
  return {
    data,
    loading: briefs.isPending || analytics.isPending,
    error: briefs.error ?? analytics.error,
    retrying: briefs.isFetching || analytics.isFetching,
    onRetry: () => {
      if (briefs.isError) void briefs.refetch();
      if (analytics.isError) void analytics.refetch();
    },
  };
}

/** The Overview tab: figures from the brand's briefs and analytics, creators and recent activity. */
function OverviewTab({ user }: { user: TSessionUser }) {
  const metrics = useOverviewMetrics();
  return (
    <BrandOverview
      user={user}
      metrics={metrics}
      discoverCreators={
        <Stack gap="md" h="100%">
          <BrandWalletCard />
          <div style={{ flex: 1 }}>
            <DiscoverCreatorsCard creatorsHref={paths.brand.dashboard.getHref('creators')} />
          </div>
        </Stack>
      }
      recentActivity={<RecentBriefActivity />}
      recentSubmissions={<RecentSubmissionsCard />}
    />
  );
}

/** Brand dashboard (docs/product/brand-dashboard.md#tabs); the tab lives in `?tab=`. */
export function BrandDashboardRoute() {
  const { user } = useSession();
  const tab = useTabParam(BRAND_TABS);
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const config = usePublicConfig();
  const feePercent = config.data?.platformFeePercent;
  // `?settings` opens Settings at once (Settings › API is linked to from docs/product/api.md).
  const [searchParams] = useSearchParams();
  const [settingsOpened, settings] = useDisclosure(searchParams.has('settings'));
  const { signOut, signingOut } = useSignOut();
  const unreadMessages = useUnreadMessageCount();

  const [formKey, setFormKey] = useState(0);
  const [funding, setFunding] = useState<FundingRequest | null>(null);
  const [savedDraft, setSavedDraft] = useState<TBrandBrief | null>(null);
  const fundingSeq = useRef(0);
  const checkoutDraftId = useRef<string | null>(null);
  const saveDraft = useCreateBrief();
  // Read while a funding dialog is open, so it can offer the prepaid wallet.
  const wallet = useBrandWallet({ enabled: funding !== null });

  const label = BRAND_NAV_ITEMS.find((item) => item.value === tab)?.label ?? 'Dashboard';
  useDocumentTitle(`${label} · Briefly`);

  useQueryFlag('stripe', (value) => {
    if (value === 'success') {
      notifications.show({
        color: 'green',
        title: 'Payment completed',
        message: 'Payment completed successfully! Your wallet has been updated.',
      });
    }
  });

  // The Create Brief panel is open while the tab is create-brief; behind it stays the tab it came from.
  const createOpen = tab === 'create-brief';
  // Mounted from the first opening on (their code arrives then), so they can animate closed.
  const [createMounted, setCreateMounted] = useState(createOpen);
  if (createOpen && !createMounted) setCreateMounted(true);
  const [draftMounted, setDraftMounted] = useState(false);
  if (savedDraft && !draftMounted) setDraftMounted(true);
  const returnTab = (location.state as CreateBriefState | null)?.returnTab;
  const backgroundTab: BrandTab = createOpen ? (returnTab && returnTab !== 'create-brief' ? returnTab : 'briefs') : tab;
  const openCreate = () =>
    navigate(paths.brand.dashboard.getHref('create-brief'), { state: { returnTab: tab } satisfies CreateBriefState });
  const closeCreate = () => navigate(paths.brand.dashboard.getHref(backgroundTab), { replace: true });
  const resetCreate = () => {
    setFormKey((key) => key + 1);
    checkoutDraftId.current = null;
    if (createOpen) navigate(paths.brand.dashboard.getHref('briefs'), { replace: true });
  };

  const startFunding = (request: FundingInput) => {
    fundingSeq.current += 1;
    setFunding({ ...request, id: fundingSeq.current });
  };

  /** Funds a saved brief from the wallet; the balance and the briefs change either way it ends. */
  const payFromWallet = async (briefId: string) => {
    try {
      return (await fundBriefFromWallet(briefId)).brief;
    } finally {
      void queryClient.invalidateQueries({ queryKey: queryKeys.brand.all() });
    }
  };

  const saveFundingAsDraft = (values: BriefFormState) =>
    saveDraft.mutate(createBriefBody(values, { draft: true }), {
      onSuccess: (response) => {
        setFunding(null);
        resetCreate();
        setSavedDraft(response.brief);
      },
      onError: (error) =>
        notifications.show({
          color: 'red',
          title: 'Failed to create brief',
          message: isApiError(error) ? error.message : 'Please try again.',
        }),
    });

  if (!user) return null;

  const content = (() => {
    switch (backgroundTab) {
      case 'overview':
        return (
          <Stack gap="lg">
            {/* Reviews to write (features/reviews); nothing when there are none. */}
            <PendingReviews />
            <OverviewTab user={user} />
          </Stack>
        );
      case 'briefs':
        return (
          <LazySection label="briefs">
            <BriefsTab
              onCreate={openCreate}
              onFund={(brief) => startFunding({ kind: 'existing', brief })}
              feePercent={feePercent}
            />
          </LazySection>
        );
      case 'analytics':
        return (
          <LazySection label="analytics">
            <BrandAnalyticsTab />
          </LazySection>
        );
      case 'creators':
        return (
          <LazySection label="creators">
            <CreatorsTab />
          </LazySection>
        );
      case 'messaging':
        return (
          <LazySection label="messages">
            <MessagingTab meId={user.id} />
          </LazySection>
        );
      case 'manage-rewards':
        return (
          <LazySection label="rewards">
            <ManageRewards />
          </LazySection>
        );
    }
  })();

  return (
    <ShellHeaderControls value={<NotificationBell />}>
      <DashboardShell
        navLabel="Brand dashboard"
        items={BRAND_NAV_ITEMS}
        active={tab}
        hrefFor={paths.brand.dashboard.getHref}
        withFilter
        counts={{ messaging: unreadMessages }}
        title={<ShellTitle primary={user.companyName || user.name} secondary={user.email} />}
        headerRight={
          <Badge variant="light" visibleFrom="xs">
            Brand
          </Badge>
        }
        actions={[
          { key: 'settings', label: 'Settings', icon: IconSettings, onClick: settings.open },
          { key: 'logout', label: 'Logout', icon: IconLogout, onClick: signOut, color: 'red', disabled: signingOut },
        ]}
      >
        <VerifyEmailBanner />
        {content}
      </DashboardShell>

      {/* The panel and the dialogs arrive with their code when first opened, then stay mounted to animate closed. */}
      <Suspense fallback={null}>
        {createMounted ? (
          <CreateBriefDrawer
            key={formKey}
            opened={createOpen}
            onClose={closeCreate}
            onContinueToPayment={(values) => startFunding({ kind: 'new', values })}
            onSavedDraft={(brief) => {
              resetCreate();
              setSavedDraft(brief);
            }}
            feePercent={feePercent}
          />
        ) : null}
      </Suspense>

      <Suspense fallback={null}>
        {funding?.kind === 'new' ? (
          <BriefFundingDialog
            key={funding.id}
            opened
            onClose={() => setFunding(null)}
            briefTitle={funding.values.title.trim()}
            amount={asNumber(funding.values.reward)}
            completeErrorPrefix="Failed to create brief"
            creatingLabel="Creating your brief…"
            complete={async (paymentIntentId) => {
              const response = await createBrief(createBriefBody(funding.values, { paymentIntentId }));
              void queryClient.invalidateQueries({ queryKey: queryKeys.brand.all() });
              resetCreate();
              return response.brief;
            }}
            prepareCheckout={async () => {
              if (!checkoutDraftId.current) {
                const response = await createBrief(createBriefBody(funding.values, { draft: true }));
                checkoutDraftId.current = response.id;
                void queryClient.invalidateQueries({ queryKey: queryKeys.brand.all() });
              }
              return checkoutDraftId.current;
            }}
            walletBalance={wallet.data?.balance}
            completeFromWallet={async (briefId) => {
              const brief = await payFromWallet(briefId);
              resetCreate();
              return brief;
            }}
            footer={
              <Group justify="center">
                <Text size="sm" c="dimmed">
                  Not ready to pay?{' '}
                  <Anchor
                    component="button"
                    type="button"
                    size="sm"
                    onClick={() => saveFundingAsDraft(funding.values)}
                    disabled={saveDraft.isPending}
                  >
                    {saveDraft.isPending ? 'Saving draft…' : 'Save as draft without funding'}
                  </Anchor>
                </Text>
              </Group>
            }
          />
        ) : null}

        {funding?.kind === 'existing' ? (
          <BriefFundingDialog
            key={funding.id}
            opened
            onClose={() => setFunding(null)}
            briefTitle={funding.brief.title}
            briefId={funding.brief.id}
            amount={funding.brief.reward}
            completeErrorPrefix="Failed to fund brief"
            creatingLabel="Confirming the funding…"
            complete={async (paymentIntentId) => {
              const response = await confirmBriefFunding(funding.brief.id, { paymentIntentId });
              void queryClient.invalidateQueries({ queryKey: queryKeys.brand.all() });
              return response.brief;
            }}
            prepareCheckout={async () => funding.brief.id}
            walletBalance={wallet.data?.balance}
            completeFromWallet={payFromWallet}
          />
        ) : null}

        {draftMounted ? <BriefCreatedDialog brief={savedDraft} onClose={() => setSavedDraft(null)} /> : null}
      </Suspense>
      <SettingsModal
        opened={settingsOpened}
        onClose={settings.close}
        onSignOut={signOut}
        signingOut={signingOut}
        security={<LazyAccountSettingsSections />}
      />
    </ShellHeaderControls>
  );
}
