/** A LIKE pattern's literal text, with '!' as the escape character (the same on SQLite and MySQL): `LIKE :q ESCAPE '!'`. */
export function escapeLike(text: string): string {
  return text.replace(/[!%_]/g, (c) => `!${c}`);
}
