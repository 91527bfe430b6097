/**
 * A mailto: link with the subject and body written, or null without an address.
 * Spaces are %20, not '+': mail clients read a '+' literally.
 */
export function mailtoUrl(email: string | null | undefined, subject: string, body: string): string | null {
  const address = email?.trim();
  if (!address) return null;
  return `mailto:${address}?${new URLSearchParams({ subject, body }).toString().replace(/\+/g, '%20')}`;
}
