// Mantine's styles for what the public pages show; other screens load the rest with their code (router.tsx).
import './mantine-public.css';
import './global.css';

import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { themeColorSchemeManager } from '@/lib/color-scheme';
import { useRealtimeSync } from '@/lib/realtime/hooks';
import { SessionProvider } from '@/lib/session';
import { useTimeZoneSync } from '@/lib/time-zone-sync';
import { cssVariablesResolver, theme } from './theme';
import { Toasts } from './toasts';

const colorSchemeManager = themeColorSchemeManager();

/** The live stream of the signed-in user, once for the whole app (it needs the session and the query client). */
function RealtimeSync() {
  useRealtimeSync();
  return null;
}

/** The account's time zone kept in step with the device, once for the whole app (decision 039). */
function TimeZoneSync() {
  useTimeZoneSync();
  return null;
}

export function AppProvider({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme="light"
      // The theme's variables and the global classes are in index.html's head (app/provider-styles.ts):
      // drawn here they would be <style>s inside the page's elements, which HTML does not allow (issue 39).
      withCssVariables={false}
      withGlobalClasses={false}
      // Responsive style props' CSS as React's hoisted <style precedence> (one per distinct rule, named by a
      // hash): in the head instead of inside the page's elements, where HTML does not allow <style> (issue 39);
      // the server moves them there (entry-server.tsx) and the browser adopts them when it hydrates.
      deduplicateInlineStyles
    >
      <Toasts />
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <RealtimeSync />
          <TimeZoneSync />
          {children}
        </SessionProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
