/** The same server URL with another database name. */
export function databaseUrlFor(base: string, name: string): string {
  const u = new URL(base);
  u.pathname = `/${name}`;
  return u.toString();
}
