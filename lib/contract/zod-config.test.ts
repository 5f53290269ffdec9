// jest-groups: alone — zod must be loaded for the first time after presetZodJitless() runs, which
// it is not in a group whose earlier members already imported it.
import { presetZodJitless } from './zod-config';

describe('presetZodJitless', () => {
  it('is the jitless setting zod reads when it loads afterwards', async () => {
    presetZodJitless();
    // Loaded only now, as in the browser where the contract's schemas arrive after this ran.
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    const { util } = await import('zod/v4/core');
    // The probe is skipped: no `new Function` under the CSP.
    expect(util.allowsEval.value).toBe(false);
    expect(z.object({ a: z.string() }).parse({ a: 'x' })).toEqual({ a: 'x' });
  });
});
