/**
 * Leaves the portal for a page of the payment provider (onboarding, checkout, billing account);
 * the provider sends the browser back to the portal.
 */
export function goToProviderPage(url: string): void {
  window.location.assign(url);
}
