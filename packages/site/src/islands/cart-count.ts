/**
 * The header's cart count (issue 22): the page is the same for every visitor (cached, no
 * cookie), so the count of this visitor's cart is read from the cart's JSON after load. Without
 * script the "Cart" link still works; it only has no number.
 */
export function enhanceCartCount(root: Document): void {
  for (const badge of root.querySelectorAll<HTMLElement>('[data-cart-count]')) {
    const source = badge.dataset.cartCount;
    if (!source) continue;
    fetch(source, { credentials: 'same-origin', headers: { accept: 'application/json' } })
      .then((response) => (response.ok ? (response.json() as Promise<{ count?: unknown }>) : null))
      .then((cart) => {
        const count = typeof cart?.count === 'number' ? cart.count : 0;
        badge.textContent = count > 0 ? String(count) : '';
        badge.setAttribute('aria-label', count === 1 ? '1 item' : `${count} items`);
      })
      .catch(() => {
        // Offline or the store closed: the link stays, without a number.
      });
  }
}
