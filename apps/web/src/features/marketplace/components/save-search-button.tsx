import type { TSavedSearchFilters } from '@briefly/shared/saved-searches';
import { Button } from '@mantine/core';
import { IconBookmark, IconLogin } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';

// The dialog (a modal and its form) loads on the first click: the marketplace's first load stays in budget.
const SaveSearchDialog = lazy(() =>
  import('./save-search-dialog').then((module) => ({ default: module.SaveSearchDialog })),
);

/** "Save this search" on the marketplace: creators save it; visitors are asked to sign in; brands see nothing. */
export function SaveSearchButton({ filters }: { filters: TSavedSearchFilters }) {
  const { status, user } = useSession();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  // A new dialog (and suggested name) for each opening.
  const [opening, setOpening] = useState(0);

  if (status === 'checking') return null;
  if (!user)
    return (
      <Button
        component={Link}
        to={paths.auth.login.getHref(`${location.pathname}${location.search}`)}
        variant="subtle"
        size="compact-sm"
        leftSection={<IconLogin size={14} />}
      >
        Sign in to save this search
      </Button>
    );
  if (user.type !== 'creator') return null;
  return (
    <>
      <Button
        variant="light"
        size="compact-sm"
        leftSection={<IconBookmark size={14} />}
        onClick={() => {
          setOpening((n) => n + 1);
          setOpen(true);
        }}
      >
        Save this search
      </Button>
      {opening > 0 ? (
        <Suspense fallback={null}>
          <SaveSearchDialog key={opening} opened={open} onClose={() => setOpen(false)} filters={filters} />
        </Suspense>
      ) : null}
    </>
  );
}
