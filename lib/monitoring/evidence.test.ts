import { evidenceText } from './evidence';

describe('evidence text of a version', () => {
  it('says where, when and what changed', () => {
    const text = evidenceText(
      { url: 'http://127.0.0.1:4600/products/espresso-machine', retailer: 'Alpha' },
      { number: 2, first_seen_at: '2025-01-02T00:00:00Z', last_seen_at: '2025-01-03T00:00:00Z' },
      { number: 1 },
      [
        { type: 'same', text: 'Espresso' },
        { type: 'removed', text: '1.299,00 €' },
        { type: 'added', text: '1.199,00 €' },
      ],
    );
    expect(text).toBe(
      'Retailer page: http://127.0.0.1:4600/products/espresso-machine (Alpha)\nVersion 2, first seen 2025-01-02T00:00:00Z, last seen 2025-01-03T00:00:00Z\nChanges against version 1:\n\n- 1.299,00 €\n+ 1.199,00 €\n',
    );
  });
});
