/** The side menu remembers its open section across visits (spec part 1 §2). */
export const openSectionStorageKey = 'sideline.portal.openSection';

export function readOpenSection(): string | null {
  try {
    return window.localStorage.getItem(openSectionStorageKey);
  } catch {
    return null;
  }
}

export function writeOpenSection(key: string | null): void {
  try {
    if (key) window.localStorage.setItem(openSectionStorageKey, key);
    else window.localStorage.removeItem(openSectionStorageKey);
  } catch {
    // Storage may be unavailable (private mode); the menu still works, it just forgets.
  }
}
