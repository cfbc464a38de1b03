import { Anchor, Typography } from '@mantine/core';
import type { ReactNode } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';

// Members' Markdown, rendered safely (docs/product/community.md#markdown): raw HTML is dropped
// (skipHtml), link and image addresses go through react-markdown's default URL check (only http,
// https, mailto, relative — `javascript:` and `data:` become empty), links are marked as
// user-generated, and images are shown as links (no third-party requests on open). Loaded lazily:
// the list never needs it.

const components: Components = {
  a: ({ href, children }) =>
    href ? (
      <Anchor href={href} rel="nofollow ugc noopener noreferrer" target="_blank">
        {children}
      </Anchor>
    ) : (
      <>{children}</>
    ),
  img: ({ src, alt }) =>
    typeof src === 'string' && src ? (
      <Anchor href={src} rel="nofollow ugc noopener noreferrer" target="_blank">
        {alt || 'Image'}
      </Anchor>
    ) : (
      <>{alt}</>
    ),
  // Members' headings sit inside a post under its title: shown bold, never as page headings (the page's outline stays the page's).
  ...Object.fromEntries(
    (['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const).map((level) => [
      level,
      ({ children }: { children?: ReactNode }) => (
        <p>
          <strong>{children}</strong>
        </p>
      ),
    ]),
  ),
};

export default function ForumMarkdown({ children }: { children: string }) {
  return (
    <Typography fz="sm" style={{ overflowWrap: 'anywhere' }}>
      <ReactMarkdown skipHtml components={components}>
        {children}
      </ReactMarkdown>
    </Typography>
  );
}
