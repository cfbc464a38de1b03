// Pages whose features are still being built. Each is a lazy route that renders PagePending with the
// page's real title; the feature that builds the page replaces its entry in the router.

import { IconCalendarEvent, IconMessages, IconStar } from '@tabler/icons-react';
import { PagePending } from '@/components/page-pending';

const ICON = { size: 30, stroke: 1.6 } as const;

export const CommunityPage = () => <PagePending title="Community" icon={<IconMessages {...ICON} />} />;
export const EventsPage = () => <PagePending title="Events" icon={<IconCalendarEvent {...ICON} />} />;
export const SuccessStoriesPage = () => <PagePending title="Success Stories" icon={<IconStar {...ICON} />} />;
