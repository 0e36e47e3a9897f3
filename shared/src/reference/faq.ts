// The FAQ page's categories, apart from the FAQ item schema in
// ../schemas/content.ts: the public pages need the list at runtime, and a module that also
// declares zod schemas would bring zod into the home page's script.

export const FAQ_CATEGORIES = ['membership', 'usage', 'family', 'technical'] as const;
export type FaqCategory = (typeof FAQ_CATEGORIES)[number];
