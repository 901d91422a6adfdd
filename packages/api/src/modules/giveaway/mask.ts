/** An e-mail as others may see it: the first two characters of the name, then ***: "fa***@example.com". */
export function maskEmail(email: string): string {
  const at = email.indexOf('@');
  if (at < 0) return '***';
  return `${email.slice(0, Math.min(2, at))}***${email.slice(at)}`;
}
