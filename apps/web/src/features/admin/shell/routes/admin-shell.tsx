import { Badge, Skeleton, Stack, Text, Title, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconHome, IconLogout, IconMoon, IconSun } from '@tabler/icons-react';
import { Suspense, type ReactNode } from 'react';
import { AreaEmptyState } from '@/components/area-empty-state';
import { DashboardShell, ShellTitle } from '@/components/dashboard-shell/dashboard-shell';
import { ADMIN_SECTIONS, paths, type AdminSection } from '@/config/paths';
import { useSignOut } from '@/hooks/use-sign-out';
import { useTabParam } from '@/hooks/use-tab-param';
import { useSession } from '@/lib/session';
import { ADMIN_NAV_ITEMS, ADMIN_UNAVAILABLE } from '../components/admin-nav';

/** Admin dashboard (docs/product/admin.md); the section lives in `?tab=`. */
export interface AdminDashboardRouteProps {
  /** Sections built by other features, composed in app/routes; the others say they are not available yet. */
  sections: Partial<Record<AdminSection, ReactNode>>;
  /** Counts shown in the menu (what waits on Needs attention); zero shows nothing. */
  counts?: Partial<Record<AdminSection, number>>;
}

export function AdminDashboardRoute({ sections, counts }: AdminDashboardRouteProps) {
  const { user } = useSession();
  const section = useTabParam(ADMIN_SECTIONS);
  const { signOut, signingOut } = useSignOut(paths.auth.adminLogin.getHref());
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme('light', { getInitialValueInEffect: false });
  const item = ADMIN_NAV_ITEMS.find((entry) => entry.value === section) ?? ADMIN_NAV_ITEMS[0];
  useDocumentTitle(`Admin · ${item?.label ?? 'Dashboard'} · Briefly`);

  if (!user || !item) return null;
  const SectionIcon = item.icon;

  return (
    <DashboardShell
      navLabel="Admin dashboard"
      items={ADMIN_NAV_ITEMS}
      active={section}
      hrefFor={paths.admin.dashboard.getHref}
      counts={counts}
      title={<ShellTitle primary="Admin" secondary={user.email} />}
      headerRight={
        <Badge variant="light" color="gray" visibleFrom="xs">
          Administrator
        </Badge>
      }
      actions={[
        { key: 'home', label: 'Back to home', icon: IconHome, href: paths.home.getHref() },
        {
          key: 'theme',
          label: scheme === 'dark' ? 'Light theme' : 'Dark theme',
          icon: scheme === 'dark' ? IconSun : IconMoon,
          onClick: () => setColorScheme(scheme === 'dark' ? 'light' : 'dark'),
        },
        { key: 'logout', label: 'Logout', icon: IconLogout, onClick: signOut, color: 'red', disabled: signingOut },
      ]}
    >
      <Stack gap="lg">
        <div>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            {item.label}
          </Title>
          {section === 'overview' ? (
            <Text c="dimmed" mt={4}>
              Signed in as {user.name}.
            </Text>
          ) : null}
        </div>
        {/* Sections are loaded when first opened (the first screen never downloads the charts). */}
        <Suspense key={section} fallback={<SectionLoading label={item.label} />}>
          {sections[section] ?? (
            <AreaEmptyState
              icon={<SectionIcon size={28} stroke={1.6} />}
              title={item.label}
              description={ADMIN_UNAVAILABLE[section]}
            />
          )}
        </Suspense>
      </Stack>
    </DashboardShell>
  );
}

function SectionLoading({ label }: { label: string }) {
  return (
    <Stack gap="sm" aria-label={`Loading ${label}`} role="status" aria-busy="true">
      <Skeleton height={72} radius="lg" />
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} height={48} radius="md" />
      ))}
    </Stack>
  );
}
