import { describe, expect, it } from 'vitest';
import { isValidContentUrl, SUBMISSION_MESSAGES, validateApplication, ZApplyRequest } from './submissions.ts';

describe('content links (docs/product/submissions.md#application-form)', () => {
  it.each([
    ['https://www.tiktok.com/@maya/video/1', true],
    ['http://example.com/post', true],
    ['  https://example.com/padded  ', true],
    ['javascript:alert(1)', false],
    ['data:text/html,<script>alert(1)</script>', false],
    ['ftp://example.com/file', false],
    ['file:///etc/passwd', false],
    ['example.com/no-scheme', false],
    ['https://', false],
    ['', false],
  ])('%s → %s', (url, valid) => expect(isValidContentUrl(url)).toBe(valid));

  it('gives the spec messages in order', () => {
    expect(validateApplication({ contentUrl: '' })).toBe(SUBMISSION_MESSAGES.contentUrlRequired);
    expect(validateApplication({ contentUrl: '   ' })).toBe(SUBMISSION_MESSAGES.contentUrlRequired);
    expect(validateApplication({ contentUrl: 'javascript:alert(1)' })).toBe(SUBMISSION_MESSAGES.invalidUrl);
    expect(validateApplication({ contentUrl: 'https://ok.example/x' })).toBeNull();
  });

  it('the request schema refuses server-owned fields', () => {
    expect(ZApplyRequest.safeParse({ contentUrl: 'https://ok.example', status: 'approved' }).success).toBe(false);
    expect(ZApplyRequest.safeParse({ contentUrl: 'https://ok.example', creatorId: 'x' }).success).toBe(false);
    expect(ZApplyRequest.parse({ contentUrl: ' https://ok.example/a ' }).contentUrl).toBe('https://ok.example/a');
  });
});
