/** The web app's ticket detail page for one ticket (hash routing). */
export function ticketPageUrl(baseUrl: string, code: string): string {
  return `${baseUrl}/#/ticket-detail?code=${encodeURIComponent(code)}`;
}

/** The public page a transfer recipient's e-mail links to. */
export function shareTransferUrl(baseUrl: string, shareToken: string): string {
  return `${baseUrl}/#/share-transfer?token=${encodeURIComponent(shareToken)}`;
}
