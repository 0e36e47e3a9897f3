// A value made on its first use, then kept. For Intl formatters: each costs a phone milliseconds
// to make (the first one loads the locale's data), and a screen rarely shows every kind at once,
// so none is made when a script is evaluated.
export function madeOnce<T extends object>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}
