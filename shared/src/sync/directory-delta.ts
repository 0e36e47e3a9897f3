import { z } from 'zod';
import { partnerListingSchema } from '../schemas/partner.ts';

// The server reads DIRECTORY_FEED_PAGE_SIZE feed entries a page, each naming one partner listed
// or removed. The size is the server's to choose: an installed app (updated only when the partner
// accepts the prompt) must still read pages after the server raises it, so it sets no maximum.
export const directoryDeltaSchema = z.object({
  partners: z.array(partnerListingSchema),
  removed: z.array(z.string()),
  cursor: z.string(),
  hasMore: z.boolean(),
});

export type DirectoryDelta = z.infer<typeof directoryDeltaSchema>;
