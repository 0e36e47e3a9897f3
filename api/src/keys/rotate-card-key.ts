// `npx tsx api/src/keys/rotate-card-key.ts`: sign new cards with a fresh key. Cards signed with
// the old key keep verifying; members get a card on the new key the next time they open it.
import { loadEnv } from '../env.ts';
import { rotateCardKey } from './card-key-store.ts';

const env = loadEnv();
const kid = await rotateCardKey(env);
console.log(`New card signing key ${kid} in ${env.dataDir}. Restart the API to start using it.`);
