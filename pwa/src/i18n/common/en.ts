// The words shown everywhere, in English (the source language): the shared UI parts (buttons,
// dialogs, pagination), the language switch, errors any screen can show. Each value is the text
// the app showed before it had other languages, letter for letter.
export const en = {
  'language.label': 'Language',
} as const;
