import { z } from 'zod';
import { fieldErrorsFromZod } from './field-errors';
import { paginationQuery } from './common';

/** What a client reads in a 422 when a schema does not word the message itself (issue 31). */
const errorsOf = (schema: z.ZodType, input: unknown) => {
  const parsed = schema.safeParse(input);
  if (parsed.success) throw new Error('expected a failure');
  return fieldErrorsFromZod(parsed.error);
};

describe('validation wording', () => {
  it('says "must be a number" for a present value of the wrong type, "is required" only when missing', () => {
    const schema = z.object({ count: z.number(), name: z.string() });
    expect(errorsOf(schema, { count: 'abc', name: 3 })).toEqual({ count: ['The count field must be a number.'], name: ['The name field must be text.'] });
    expect(errorsOf(schema, {})).toEqual({ count: ['The count field is required.'], name: ['The name field is required.'] });
    expect(errorsOf(paginationQuery, { page: 'two' })).toEqual({ page: ['The page field must be a number.'] });
  });

  it('words bounds, formats, choices and unions like the rest of the API', () => {
    expect(errorsOf(paginationQuery, { per_page: '1000' })).toEqual({ per_page: ['The per page field must not be greater than 100.'] });
    expect(errorsOf(paginationQuery, { page: '0' })).toEqual({ page: ['The page field must be at least 1.'] });
    expect(errorsOf(z.object({ code: z.string().max(3) }), { code: 'abcd' })).toEqual({ code: ['The code field must not be greater than 3 characters.'] });
    expect(errorsOf(z.object({ ids: z.array(z.number()).max(2) }), { ids: [1, 2, 3] })).toEqual({ ids: ['The ids field must not have more than 2 items.'] });
    expect(errorsOf(z.object({ email: z.email() }), { email: 'nope' })).toEqual({ email: ['The email field must be a valid email address.'] });
    expect(errorsOf(z.object({ status: z.enum(['open', 'done']) }), { status: 'maybe' })).toEqual({ status: ['The selected status is invalid.'] });
    expect(errorsOf(z.object({ when: z.union([z.number(), z.boolean()]) }), { when: 'x' })).toEqual({ when: ['The when field is invalid.'] });
  });

  it("keeps a schema's own message", () => {
    expect(errorsOf(z.object({ name: z.string().min(1, 'Give it a name.') }), { name: '' })).toEqual({ name: ['Give it a name.'] });
  });

  it('never answers with zod defaults', () => {
    const messages = Object.values(
      errorsOf(z.object({ a: z.number().int(), b: z.string().regex(/^x$/), c: z.literal('y') }), { a: 1.5, b: 'q', c: 'z' }),
    ).flat();
    for (const message of messages) expect(message).not.toMatch(/^(Invalid|Too (big|small)|Expected)/);
  });
});
