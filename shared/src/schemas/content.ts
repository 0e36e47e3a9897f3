// Static content (plans, FAQ, savings rows). The values live in pricing/,
// reference/faq.ts and the PWA, in modules without schemas so the public pages load no zod; these
// schemas describe their shape for anything that validates or documents them.
import { z } from 'zod';
import { FAQ_CATEGORIES } from '../reference/faq.ts';

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

export type FaqItem = z.infer<typeof faqItemSchema>;
