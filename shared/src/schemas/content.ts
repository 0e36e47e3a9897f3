// Static entities of spec section 3 (plans, FAQ, savings rows). The values live in pricing/ and
// the PWA; these schemas describe their shape for anything that validates or documents them.
import { z } from 'zod';

export const planSchema = z.object({
  id: z.enum(['individual', 'family']),
  name: z.string(),
  description: z.string(),
  /** Rupees per member per year, before tax. */
  price: z.number(),
  duration: z.string(),
  popular: z.boolean(),
  features: z.array(z.string()).readonly(),
});

export const FAQ_CATEGORIES = ['membership', 'usage', 'family', 'technical'] as const;

export const faqItemSchema = z.object({
  id: z.number().int(),
  question: z.string(),
  answer: z.string(),
  category: z.enum(FAQ_CATEGORIES),
  highlight: z.boolean().optional(),
});

export const savingsExampleRowSchema = z.object({
  service: z.string(),
  original: z.number(),
  discounted: z.number(),
  savings: z.number(),
});

export type FaqCategory = (typeof FAQ_CATEGORIES)[number];
export type FaqItem = z.infer<typeof faqItemSchema>;
