import { useEffect } from 'react';

/** Sets the tab title ("Pricing | Sideline"). */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} | Sideline` : 'Sideline: websites and stores for club teams';
  }, [title]);
}
