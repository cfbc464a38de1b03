// The one place that words a schema's refusal for people (docs/product/limits-and-messages.md#error-responses):
// a sentence per field in the spec's style ('search must be at most 200 characters'), never the schema
// library's own wording ('Invalid option: expected one of …') or where it was found ('querystring:').
// A message the product wrote itself (a contract's own text) is kept as it is.

/** One failed check as fastify-type-provider-zod reports it: Zod's issue code, its path, message and details. */
export interface SchemaIssue {
  code: string;
  /** The field, dotted (`socialLinks.2`); '' for the whole body, query or address. */
  path: string;
  message: string;
  params: Record<string, unknown>;
}

export type IssueSource = 'body' | 'querystring' | 'params' | 'headers' | string | undefined;

/** Zod's generic texts; anything else is a message the product wrote. */
export function isSchemaWording(message: string): boolean {
  return /^(Invalid (input|option|UUID|GUID|email|URL|string|number|key|element|ISO|date|url|base64|JWT|IPv[46]|[a-z]+$)|Unrecognized|Too (big|small)|Expected|Must be)/i.test(
    message,
  );
}

const WHOLE: Record<string, string> = {
  body: 'The request body',
  querystring: 'The query',
  params: 'The address',
  headers: 'The headers',
};

/** 'a', 'a or b', 'a, b or c'. */
export function oneOf(values: readonly unknown[], conjunction = 'or'): string {
  const words = values.map(String);
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} ${conjunction} ${words.at(-1)}`;
}

const KIND_OF: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  bigint: 'a whole number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
  date: 'a date',
  null: 'empty',
};

const FORMAT_OF: Record<string, string> = {
  uuid: 'a valid ID',
  guid: 'a valid ID',
  email: 'a valid email address',
  url: 'a web address starting with http:// or https://',
  datetime: 'a date and time such as 2026-01-31T09:00:00Z',
  date: 'a date such as 2026-01-31',
  time: 'a time such as 09:00',
};

const count = (value: unknown, one: string, many: string) => `${String(value)} ${Number(value) === 1 ? one : many}`;

/** The sentence for one failed check. */
export function sentenceFor(issue: SchemaIssue, source?: IssueSource): string {
  if (!isSchemaWording(issue.message)) return issue.message;
  const field = issue.path || WHOLE[source ?? 'body'] || 'The request';
  const { params } = issue;
  switch (issue.code) {
    case 'invalid_type': {
      if (/received undefined/i.test(issue.message) && issue.path) return `${field} is required`;
      const expected = String(params.expected ?? '');
      return `${field} must be ${KIND_OF[expected] ?? `a valid ${expected || 'value'}`}`;
    }
    case 'invalid_value':
      return Array.isArray(params.values) && params.values.length > 0
        ? `${field} must be one of ${oneOf(params.values)}`
        : `${field} is not an allowed value`;
    case 'invalid_format':
      return `${field} must be ${FORMAT_OF[String(params.format)] ?? 'in the expected format'}`;
    case 'too_small':
    case 'too_big': {
      const small = issue.code === 'too_small';
      const limit = small ? params.minimum : params.maximum;
      const bound = small ? 'at least' : 'at most';
      switch (params.origin) {
        case 'string':
          return small && Number(limit) === 1
            ? `${field} must not be empty`
            : `${field} must be ${bound} ${count(limit, 'character', 'characters')}`;
        case 'array':
        case 'set':
          return `${field} must have ${bound} ${count(limit, 'item', 'items')}`;
        case 'date':
          return `${field} must be ${small ? 'on or after' : 'on or before'} ${String(limit)}`;
        default:
          return params.inclusive === false
            ? `${field} must be ${small ? 'more' : 'less'} than ${String(limit)}`
            : `${field} must be ${bound} ${String(limit)}`;
      }
    }
    case 'not_multiple_of':
      return `${field} must be a multiple of ${String(params.divisor)}`;
    case 'unrecognized_keys': {
      const keys = Array.isArray(params.keys) ? params.keys.map(String) : [];
      const where = issue.path ? ` in ${issue.path}` : '';
      return keys.length === 1
        ? `${keys[0]} is not a field this request takes${where}`
        : `${oneOf(keys, 'and')} are not fields this request takes${where}`;
    }
    case 'invalid_union':
      return `${field} is not valid`;
    case 'invalid_key':
    case 'invalid_element':
      return `${field} has an entry that is not valid`;
    default:
      return `${field} is not valid`;
  }
}
