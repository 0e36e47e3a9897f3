// SQLite keeps JSON as text (DESIGN pitfalls): the mappers of several features parse it here.

/** A JSON text list of strings; anything damaged reads as empty. */
export function jsonStringList(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value)
      ? value.filter((item): item is string => typeof item === 'string')
      : [];
  } catch {
    return [];
  }
}
