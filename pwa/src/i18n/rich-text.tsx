import { Fragment, type ReactNode } from 'react';

// A part's place in a translated sentence: characters from Unicode's private use area, which no
// catalog text contains, so the sentence can be cut around them.
const MARK = '\uE000';
const MARKED = new RegExp(`${MARK}(\\w+)${MARK}`);

/** The `{{name}}` values that mark where each part goes, for `t(key, marks(parts))`. */
export function marks(parts: Record<string, ReactNode>): Record<string, string> {
  return Object.fromEntries(Object.keys(parts).map((name) => [name, `${MARK}${name}${MARK}`]));
}

/**
 * A sentence with elements inside it (a link, a code), where each language puts them in its own
 * word order: `text` is the translation made with `marks(parts)`, and each mark is replaced by its
 * part.
 */
export function withParts(text: string, parts: Record<string, ReactNode>): ReactNode {
  // split with a capture group alternates text, part name, text, ...
  return text
    .split(MARKED)
    .map((piece, i) =>
      i % 2 === 0 ? piece : <Fragment key={`${piece}-${i}`}>{parts[piece]}</Fragment>,
    );
}
