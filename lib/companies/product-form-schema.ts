import { z } from 'zod';
import { productBody } from '@/lib/contract/catalogue';
import { parseDollars } from './price';

// Apart from product-form.ts so the form's first load takes no zod: the form imports this on submit (decision 0014).

/** Dollars text → cents, then the contract's own rule for `msrp_cents` (or `map_cents`). */
const dollars = (field: 'msrp_cents' | 'map_cents') =>
  z.string().transform((text, ctx) => {
    const parsed = parseDollars(text);
    if (!parsed.ok) {
      ctx.addIssue({ code: 'custom', message: parsed.error });
      return z.NEVER;
    }
    const checked = productBody.shape[field].safeParse(parsed.cents);
    if (!checked.success) {
      for (const issue of checked.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
      return z.NEVER;
    }
    return parsed.cents;
  });

/** The contract's product schema, reading the MSRP and MAP as dollars (what the form validates before sending). */
export const productFormSchema = productBody.extend({ msrp_cents: dollars('msrp_cents'), map_cents: dollars('map_cents') });
export type ProductPayload = z.output<typeof productFormSchema>;
