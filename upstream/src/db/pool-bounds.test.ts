import { poolBounds } from './pool-bounds';

describe('poolBounds', () => {
  it('bounds connecting, each statement (server and client side) and an idle transaction by default', () => {
    expect(poolBounds({})).toEqual({
      connectionTimeoutMillis: 5_000,
      statement_timeout: 15_000,
      query_timeout: 16_000,
      idle_in_transaction_session_timeout: 30_000,
    });
  });

  it('reads DATABASE_CONNECT_TIMEOUT_MS and DATABASE_STATEMENT_TIMEOUT_MS; a blank value is unset', () => {
    expect(poolBounds({ DATABASE_CONNECT_TIMEOUT_MS: '2000', DATABASE_STATEMENT_TIMEOUT_MS: '500' })).toEqual({
      connectionTimeoutMillis: 2_000,
      statement_timeout: 500,
      query_timeout: 1_500,
      idle_in_transaction_session_timeout: 1_000,
    });
    expect(poolBounds({ DATABASE_STATEMENT_TIMEOUT_MS: ' ' }).statement_timeout).toBe(15_000);
  });

  it('refuses a value that is not a positive number of milliseconds', () => {
    expect(() => poolBounds({ DATABASE_STATEMENT_TIMEOUT_MS: 'soon' })).toThrow('DATABASE_STATEMENT_TIMEOUT_MS');
    expect(() => poolBounds({ DATABASE_CONNECT_TIMEOUT_MS: '0' })).toThrow('DATABASE_CONNECT_TIMEOUT_MS');
  });
});
