// SQLite has no JSON type, so JSON lists are stored as text and the mappers parse them here.

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
