import { Text } from '@mantine/core';
import { lazy, Suspense } from 'react';

const ForumMarkdown = lazy(() => import('./forum-markdown'));

/** A post's or reply's Markdown; while the renderer loads, the text as it was written. */
export function MarkdownContent({ children }: { children: string }) {
  return (
    <Suspense
      fallback={
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {children}
        </Text>
      }
    >
      <ForumMarkdown>{children}</ForumMarkdown>
    </Suspense>
  );
}
