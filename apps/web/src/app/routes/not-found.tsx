import { useDocumentTitle } from '@mantine/hooks';
import { IconMapPinOff } from '@tabler/icons-react';
import { BackButton, PagePanel } from '@/components/page-panel';
import { paths } from '@/config/paths';

export function NotFoundPage() {
  useDocumentTitle('Page not found · Briefly');
  return (
    <PagePanel
      color="gray"
      icon={<IconMapPinOff size={30} stroke={1.6} />}
      title="Page not found"
      description="There is no page at this address. Check the link, or start again from the home page."
    >
      <BackButton to={paths.home.getHref()} label="Back to home" />
    </PagePanel>
  );
}
