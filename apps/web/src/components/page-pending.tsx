import { useDocumentTitle } from '@mantine/hooks';
import { IconTool } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { BackButton, PagePanel } from './page-panel';
import { paths } from '@/config/paths';

interface PagePendingProps {
  /** The page's real title (Marketplace, Community, …). */
  title: string;
  /** Optional one-line note about what the page will hold. */
  note?: ReactNode;
  icon?: ReactNode;
  backHref?: string;
  backLabel?: string;
}

/**
 * Stand-in for a page whose feature has not been built yet. It says so plainly and shows no data,
 * so nothing on it can be mistaken for the real state of the marketplace.
 */
export function PagePending({
  title,
  note,
  icon,
  backHref = paths.home.getHref(),
  backLabel = 'Back to home',
}: PagePendingProps) {
  useDocumentTitle(`${title} · Briefly`);
  return (
    <PagePanel
      icon={icon ?? <IconTool size={30} stroke={1.6} />}
      title={title}
      description={
        <>
          This page is being built.
          {note ? <> {note}</> : null}
        </>
      }
    >
      <BackButton to={backHref} label={backLabel} variant="light" />
    </PagePanel>
  );
}
