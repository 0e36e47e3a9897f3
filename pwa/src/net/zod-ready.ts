// Code that builds zod schemas is loaded only after zod has been made jitless (zod-jitless.ts says
// why). Importing zod-jitless.ts at the top of such a module is not enough: the bundler orders the
// modules of a chunk by where they first appear in the whole import graph, so a schema module
// reached through the @mcs/shared barrel may run before that import. Awaiting `zodReady()` first,
// then importing, puts the two in separate chunks in the right order. After the first call the
// promise is settled and costs nothing.

let ready: Promise<unknown> | undefined;

export function zodReady(): Promise<unknown> {
  // A failed download is not kept: the next caller tries again.
  ready ??= import('./zod-jitless.ts').catch((error: unknown) => {
    ready = undefined;
    throw error;
  });
  return ready;
}
