import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TestProviders } from '@/test/render';
import ForumMarkdown from './forum-markdown';

// Members write Markdown; none of it may run code or carry raw HTML into the page.

/** The rendered post (the providers add style elements of their own around it). */
function renderMarkdown(markdown: string) {
  render(
    <TestProviders>
      <div data-testid="post">
        <ForumMarkdown>{markdown}</ForumMarkdown>
      </div>
    </TestProviders>,
  );
  return { container: screen.getByTestId('post') };
}

describe('ForumMarkdown', () => {
  it('renders Markdown: emphasis, lists, links marked as user content', () => {
    const { container } = renderMarkdown(
      'Some **bold** text\n\n- one\n- two\n\n[Briefly](https://briefly.example/docs)',
    );
    expect(container.querySelector('strong')).toHaveTextContent('bold');
    expect(container.querySelectorAll('li')).toHaveLength(2);
    const link = screen.getByRole('link', { name: 'Briefly' });
    expect(link).toHaveAttribute('href', 'https://briefly.example/docs');
    expect(link).toHaveAttribute('rel', 'nofollow ugc noopener noreferrer');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it.each([
    ['a script element', '<script>window.__pwned = true</script>Hello'],
    ['an image with onerror', '<img src="x" onerror="window.__pwned = true">'],
    ['an inline event handler', '<a href="#" onclick="window.__pwned = true">click</a>'],
    ['an iframe', '<iframe src="https://evil.example"></iframe>'],
    ['a style element', '<style>body { display: none }</style>'],
  ])('drops raw HTML: %s', (_label, markdown) => {
    const { container } = renderMarkdown(markdown);
    expect(container.querySelector('script, iframe, style, img, [onerror], [onclick]')).toBeNull();
    expect(container.innerHTML).not.toMatch(/onerror|onclick|<script|<iframe|<style/i);
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
  });

  it.each([
    ['a javascript: link', '[click me](javascript:alert(1))', 'click me'],
    ['a JavaScript: link with odd case and spaces', '[click me]( JaVaScRiPt:alert(1))', 'click me'],
    ['a vbscript: link', '[click me](vbscript:msgbox(1))', 'click me'],
    ['a data: link', '[click me](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)', 'click me'],
  ])('never links to script: %s', (_label, markdown, text) => {
    const { container } = renderMarkdown(markdown);
    expect(container).toHaveTextContent(text);
    for (const anchor of container.querySelectorAll('a')) {
      expect(anchor.getAttribute('href') ?? '').not.toMatch(/^\s*(javascript|vbscript|data):/i);
    }
  });

  it('shows an image as a link to it rather than loading it, and a javascript: image as text', () => {
    const { container } = renderMarkdown('![my shot](https://images.example/shot.png)\n\n![bad](javascript:alert(1))');
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('link', { name: 'my shot' })).toHaveAttribute('href', 'https://images.example/shot.png');
    expect(screen.queryByRole('link', { name: 'bad' })).toBeNull();
    expect(container).toHaveTextContent('bad');
  });

  it('turns members’ headings into bold text, so the page keeps its own outline', () => {
    const { container } = renderMarkdown('# Big title\n\n## Smaller');
    expect(container.querySelector('h1, h2, h3, h4, h5, h6')).toBeNull();
    expect(container.querySelectorAll('strong')).toHaveLength(2);
  });
});
