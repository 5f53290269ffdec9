import { errorMessages, fieldErrorsOf } from './error-messages';

const FALLBACK = 'Failed to create new team';

describe('errorMessages', () => {
  it('flattens the errors field first', () => {
    const body = {
      message: 'The given data was invalid.',
      errors: { name: ['The name field is required.'], email: ['The email must be a valid email address.', 'Too long.'] },
    };
    expect(errorMessages(body, FALLBACK)).toEqual(['The name field is required.', 'The email must be a valid email address.', 'Too long.']);
  });

  it('accepts errors given as a string, a list or nested values, and drops duplicates and blanks', () => {
    expect(errorMessages({ errors: 'Nope' }, FALLBACK)).toEqual(['Nope']);
    expect(errorMessages({ errors: ['A', 'B', 'A', ' '] }, FALLBACK)).toEqual(['A', 'B']);
    expect(errorMessages({ errors: { a: 'One', b: { c: ['Two'] } } }, FALLBACK)).toEqual(['One', 'Two']);
  });

  it('uses the message field when errors has nothing', () => {
    expect(errorMessages({ message: 'Unauthenticated.' }, FALLBACK)).toEqual(['Unauthenticated.']);
    expect(errorMessages({ message: 'Forbidden', errors: {} }, FALLBACK)).toEqual(['Forbidden']);
  });

  it('falls back when the body carries no usable message', () => {
    expect(errorMessages(undefined, FALLBACK)).toEqual([FALLBACK]);
    expect(errorMessages(null, FALLBACK)).toEqual([FALLBACK]);
    expect(errorMessages('<html>Bad gateway</html>', FALLBACK)).toEqual([FALLBACK]);
    expect(errorMessages({ message: '' }, FALLBACK)).toEqual([FALLBACK]);
    expect(errorMessages({ message: 42 }, FALLBACK)).toEqual([FALLBACK]);
    expect(errorMessages(['x'], FALLBACK)).toEqual([FALLBACK]);
  });
});

describe('fieldErrorsOf', () => {
  it('returns each field as a list of messages', () => {
    expect(fieldErrorsOf({ errors: { email: ['Taken.'], name: 'Required.', empty: [] } })).toEqual({
      email: ['Taken.'],
      name: ['Required.'],
    });
  });

  it('returns an empty object when there are no field errors', () => {
    expect(fieldErrorsOf({ message: 'x' })).toEqual({});
    expect(fieldErrorsOf({ errors: ['x'] })).toEqual({});
    expect(fieldErrorsOf(null)).toEqual({});
  });
});
