import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sentenceFor } from './validation-messages.ts';

// Zod's refusals in the product's words: one sentence per field, as the error envelope carries them.

const schema = z.strictObject({
  name: z.string(),
  status: z.enum(['pending', 'approved', 'rejected']),
  id: z.uuid(),
  email: z.email(),
  link: z.url(),
  title: z.string().max(3),
  note: z.string().min(1),
  code: z.string().min(4),
  count: z.number().min(2),
  page: z.int(),
  tags: z.array(z.string()).max(1),
  when: z.iso.datetime(),
  flag: z.boolean(),
  custom: z.string().refine(() => false, 'Please provide a reason for rejection'),
  nested: z.strictObject({ depth: z.number() }),
});

const sample = {
  status: 'maybe',
  id: 'x',
  email: 'x',
  link: 'x',
  title: 'abcd',
  note: '',
  code: 'ab',
  count: 1,
  page: 1.5,
  tags: ['a', 'b'],
  when: 'yesterday',
  flag: 'yes',
  custom: 'x',
  nested: { depth: 'deep', extra: 1 },
  stray: true,
};

const sentences = () => {
  const issues = schema.safeParse(sample).error!.issues;
  return Object.fromEntries(
    issues.map((issue) => {
      const { code, path, message, ...params } = issue;
      const dotted = path.join('.');
      return [dotted || '(root)', sentenceFor({ code, path: dotted, message, params })];
    }),
  );
};

describe('sentenceFor', () => {
  it.each(
    Object.entries({
      name: 'name is required',
      status: 'status must be one of pending, approved or rejected',
      id: 'id must be a valid ID',
      email: 'email must be a valid email address',
      link: 'link must be a web address starting with http:// or https://',
      title: 'title must be at most 3 characters',
      note: 'note must not be empty',
      code: 'code must be at least 4 characters',
      count: 'count must be at least 2',
      page: 'page must be a whole number',
      tags: 'tags must have at most 1 item',
      when: 'when must be a date and time such as 2026-01-31T09:00:00Z',
      flag: 'flag must be true or false',
      custom: 'Please provide a reason for rejection',
      'nested.depth': 'nested.depth must be a number',
      nested: 'extra is not a field this request takes in nested',
      '(root)': 'stray is not a field this request takes',
    }),
  )('%s', (field, sentence) => {
    expect(sentences()[field]).toBe(sentence);
  });

  it('names the whole query, body or address when the problem is not one field', () => {
    const issue = {
      code: 'invalid_type',
      path: '',
      message: 'Invalid input: expected object, received string',
      params: { expected: 'object' },
    };
    expect(sentenceFor(issue, 'body')).toBe('The request body must be an object');
    expect(sentenceFor(issue, 'querystring')).toBe('The query must be an object');
  });
});
