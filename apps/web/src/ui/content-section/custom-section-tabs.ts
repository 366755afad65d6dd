import type { SectionTab } from './section-tabs.tsx';

/** The two halves of Custom (spec part 2 §2 "Custom: pages, forms"). */
export const customSectionTabs: readonly SectionTab[] = [
  { label: 'Pages', path: '/portal/custom/pages' },
  { label: 'Forms', path: '/portal/custom/forms' },
];
