// The two databases the API runs on. Its own file so that migrations, which must never change once
// shipped, name the dialect without importing the code that opens a database (which imports them).
export type Dialect = 'sqlite' | 'postgres';
