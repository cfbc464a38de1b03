import type { UserType } from '@briefly/shared/options';
import type { QueryClient } from '@tanstack/react-query';
import {
  createBrowserRouter,
  matchRoutes,
  type HydrationState,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router';
import { CheckingScreen } from '@/components/checking-screen';
import { RouteError } from '@/components/route-error';
import { paths } from '@/config/paths';
import { prefetchBrief, prefetchMarketplace } from '@/features/marketplace/lib/prefetch';
import { RequireUser } from './guards/require-user';
import { AuthLayout } from './layouts/auth-layout';
import { PublicLayout } from './layouts/public-layout';
import { RootLayout } from './layouts/root-layout';
import {
  AdminRootRedirect,
  BrandCreateBriefRedirect,
  BrandCreatorsRedirect,
  BrandDashboardAlias,
  CreatorDashboardAlias,
  CreatorWalletRedirect,
} from './routes/redirects';

// Every page is a lazy route, so the public pages never download dashboard code. The dashboards' loaders
// start their first screen's data requests with the navigation (app/routes/dashboard-prefetch.ts).

// The query client the loaders fill, set by createAppRouter. The marketplace's and a brief's loaders start
// their data request while the page's code is still loading (docs/performance.md#early-data). Their code
// is in the entry chunk (about 1 kB): fetched on demand, it queued behind the page's chunks and the
// request started no earlier.
let loaderQueryClient: QueryClient | null = null;

function startMarketplaceRequest({ request }: LoaderFunctionArgs) {
  if (loaderQueryClient) prefetchMarketplace(loaderQueryClient, new URL(request.url));
  return null;
}

function startBriefRequest({ params }: LoaderFunctionArgs) {
  if (loaderQueryClient && params.briefId) prefetchBrief(loaderQueryClient, params.briefId);
  return null;
}

// A dashboard's first-screen data, requested with the route rather than after its code. The requests'
// code is a small chunk of its own (app/routes/dashboard-prefetch.ts: it names the dashboards' API
// calls, which public pages must not download), fetched with the page through the server's route
// preloads; the loader waits for that code (loaded beside the route's own), not for the data, so the
// requests are in flight once the router is ready (main.tsx draws the first screen when they are in).
const dashboardPrefetch = () => import('./routes/dashboard-prefetch');

const startDashboardRequests =
  (type: UserType) =>
  async ({ request }: LoaderFunctionArgs) => {
    const queryClient = loaderQueryClient;
    if (queryClient) (await dashboardPrefetch()).prefetchDashboard(queryClient, type, new URL(request.url));
    return null;
  };

// The admin's sections are lazy inside the route (app/routes/admin-dashboard.tsx): the loader also asks for the code
// of the one the address opens, so the first screen is drawn with it rather than its skeleton and a second round
// trip (decision 055). The route's module is the one its `lazy` loads: no code of its own here.
async function startAdminRequests(args: LoaderFunctionArgs) {
  const tab = new URL(args.request.url).searchParams.get('tab');
  await Promise.all([
    startDashboardRequests('admin')(args),
    // A failed fetch is left to the section, which asks again when drawn (and reaches the error boundary).
    import('./routes/admin-dashboard').then((module) => module.preloadAdminSection(tab)).catch(() => undefined),
  ]);
  return null;
}

async function startNotificationsRequests({ request }: LoaderFunctionArgs) {
  const queryClient = loaderQueryClient;
  if (queryClient) (await dashboardPrefetch()).prefetchNotifications(queryClient, new URL(request.url));
  return null;
}

// A screen beyond the public pages (sign-in, dashboards, results) brings the rest of Mantine's styles with its
// code: the public pages load only the styles of what they show (app/mantine-public.css, decision 036).
const withAllStyles =
  <T,>(load: () => Promise<T>) =>
  async (): Promise<T> =>
    (await Promise.all([import('./mantine-rest-styles'), load()]))[1];

const briefPage = async () => ({ Component: (await import('@/features/marketplace/routes/brief')).BriefRoute });
const paymentResultPage = withAllStyles(async () => ({
  Component: (await import('@/features/brief-funding/routes/payment-result')).PaymentResultRoute,
}));
const fundingResultPage = withAllStyles(async () => ({
  Component: (await import('@/features/brief-funding/routes/funding-result')).FundingResultRoute,
}));

/** What a page shows until the router has its code and has run its loaders (also app/app.tsx's, before it mounts the router). */
export const routerFallback = <CheckingScreen label="Loading…" />;

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: routerFallback,
    children: [
      {
        element: <PublicLayout />,
        children: [
          {
            index: true,
            lazy: async () => ({ Component: (await import('@/features/marketing/routes/landing')).LandingRoute }),
          },
          {
            path: paths.marketplace.path,
            loader: startMarketplaceRequest,
            lazy: async () => ({
              Component: (await import('@/features/marketplace/routes/marketplace')).MarketplaceRoute,
            }),
          },
          {
            path: paths.community.path,
            lazy: async () => ({ Component: (await import('@/features/forums/routes/community')).CommunityRoute }),
          },
          {
            path: paths.events.path,
            lazy: async () => ({ Component: (await import('@/features/events/routes/events')).EventsRoute }),
          },
          {
            path: paths.successStories.path,
            lazy: async () => ({
              Component: (await import('@/features/stories/routes/success-stories')).SuccessStoriesRoute,
            }),
          },
          { path: paths.brief.path, loader: startBriefRequest, lazy: briefPage },
          { path: paths.briefApply.path, loader: startBriefRequest, lazy: briefPage },
          {
            path: paths.brandPublicBriefs.path,
            lazy: async () => ({
              Component: (await import('./routes/public-profile-pages')).BrandPublicPage,
            }),
          },
          {
            path: paths.creators.path,
            lazy: async () => ({
              Component: (await import('@/features/creators/routes/creators-index')).CreatorsIndexRoute,
            }),
          },
          {
            path: paths.creatorProfile.path,
            lazy: async () => ({
              Component: (await import('./routes/public-profile-pages')).CreatorProfilePage,
            }),
          },
          { path: paths.payments.walletSuccess.path, lazy: paymentResultPage },
          { path: paths.payments.walletCancel.path, lazy: paymentResultPage },
          { path: paths.payments.fundingSuccess.path, lazy: fundingResultPage },
          { path: paths.payments.fundingCancel.path, lazy: fundingResultPage },
          {
            path: '*',
            lazy: async () => ({ Component: (await import('./routes/not-found')).NotFoundPage }),
          },
        ],
      },
      {
        element: <AuthLayout />,
        children: [
          {
            path: paths.auth.login.path,
            lazy: withAllStyles(async () => ({ Component: (await import('@/features/auth/routes/login')).LoginRoute })),
          },
          {
            path: paths.auth.adminLogin.path,
            lazy: withAllStyles(async () => ({
              Component: (await import('@/features/auth/routes/admin-login')).AdminLoginRoute,
            })),
          },
          {
            path: paths.auth.forgotPassword.path,
            lazy: withAllStyles(async () => ({
              Component: (await import('@/features/auth/routes/forgot-password')).ForgotPasswordRoute,
            })),
          },
          {
            path: paths.auth.resetPassword.path,
            lazy: withAllStyles(async () => ({
              Component: (await import('@/features/auth/routes/reset-password')).ResetPasswordRoute,
            })),
          },
          {
            path: paths.auth.verifyEmail.path,
            lazy: withAllStyles(async () => ({
              Component: (await import('@/features/auth/routes/verify-email')).VerifyEmailRoute,
            })),
          },
          {
            path: paths.auth.brandRegister.path,
            lazy: withAllStyles(async () => ({
              Component: (await import('@/features/auth/routes/brand-register')).BrandRegisterRoute,
            })),
          },
          {
            path: paths.auth.creatorRegister.path,
            lazy: withAllStyles(async () => ({
              Component: (await import('@/features/auth/routes/creator-register')).CreatorRegisterRoute,
            })),
          },
        ],
      },
      {
        // Any signed-in user, inside their own dashboard's frame.
        element: <RequireUser />,
        children: [
          {
            lazy: withAllStyles(async () => ({
              Component: (await import('./routes/notifications-layout')).NotificationsLayout,
            })),
            children: [
              {
                path: paths.notifications.list.path,
                loader: startNotificationsRequests,
                lazy: withAllStyles(async () => ({
                  Component: (await import('@/features/notifications/routes/notifications')).NotificationsRoute,
                })),
              },
              {
                path: paths.notifications.detail.path,
                lazy: withAllStyles(async () => ({
                  Component: (await import('@/features/notifications/routes/notification-detail'))
                    .NotificationDetailRoute,
                })),
              },
              {
                // A dispute's page: its brand, its creator and admins (docs/product/disputes.md).
                path: paths.disputes.detail.path,
                lazy: withAllStyles(async () => ({
                  Component: (await import('@/features/disputes/routes/dispute')).DisputeRoute,
                })),
              },
            ],
          },
        ],
      },
      { path: paths.brand.dashboardAlias.path, element: <BrandDashboardAlias /> },
      {
        element: <RequireUser allow={['brand']} />,
        children: [
          {
            path: paths.brand.dashboard.path,
            loader: startDashboardRequests('brand'),
            lazy: withAllStyles(async () => ({
              Component: (await import('./routes/brand-dashboard')).BrandDashboardRoute,
            })),
          },
          { path: paths.brand.createBrief.path, element: <BrandCreateBriefRedirect /> },
          { path: paths.brand.creators.path, element: <BrandCreatorsRedirect /> },
          {
            // The brand's dashboard frame (sidebar and header), Manage Rewards & Payments current.
            lazy: withAllStyles(async () => ({
              Component: (await import('./routes/notifications-layout')).RewardManagementLayout,
            })),
            children: [
              {
                path: paths.brand.rewardManagement.path,
                lazy: withAllStyles(async () => ({
                  Component: (await import('@/features/reward-management/routes/reward-management'))
                    .RewardManagementRoute,
                })),
              },
            ],
          },
        ],
      },
      {
        element: <RequireUser allow={['creator']} />,
        children: [
          {
            path: paths.creator.dashboard.path,
            loader: startDashboardRequests('creator'),
            lazy: withAllStyles(async () => ({
              Component: (await import('./routes/creator-dashboard')).CreatorDashboardRoute,
            })),
          },
          { path: paths.creator.wallet.path, element: <CreatorWalletRedirect /> },
          { path: paths.creator.dashboardAlias.path, element: <CreatorDashboardAlias /> },
        ],
      },
      { path: paths.admin.root.path, element: <AdminRootRedirect /> },
      {
        element: <RequireUser allow={['admin']} loginHref={paths.auth.adminLogin.getHref} />,
        children: [
          {
            path: paths.admin.dashboard.path,
            loader: startAdminRequests,
            lazy: withAllStyles(async () => ({
              Component: (await import('./routes/admin-dashboard')).AdminDashboardPage,
            })),
          },
        ],
      },
    ],
  },
];

export function createAppRouter(queryClient: QueryClient, hydrationData?: HydrationState) {
  loaderQueryClient = queryClient;
  return createBrowserRouter(routes, { hydrationData });
}

/**
 * Loads the code of the routes an address opens, before the first render: a page the server drew must be
 * hydrated with its components in hand (a lazy route would first render the loading fallback instead).
 */
export async function loadRoutesFor(location: Location): Promise<void> {
  const lazyMatches = (matchRoutes(routes, location) ?? []).filter((match) => typeof match.route.lazy === 'function');
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const load = route.lazy as () => Promise<Partial<RouteObject>>;
      Object.assign(route, { ...(await load()), lazy: undefined });
    }),
  );
}
