import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { type FormEventHandler, type ReactNode, useEffect, useRef, useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False on the server and while React hydrates prerendered HTML, true from the render after (and
 * from the first render of a page the app rendered itself): React takes the server snapshot while
 * hydrating, then renders again with the browser's.
 */
function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

interface HydratedFieldsetProps {
  sx?: SxProps<Theme>;
  /** Focuses the first field once it can be used (instead of `autoFocus`, which would fire while it cannot). */
  autoFocusFirst?: boolean;
  children: ReactNode;
}

/**
 * Controls that only work once React runs them, disabled until then: on a prerendered page
 * (docs/decisions/010), text typed before hydration would be wiped by it and a click would do
 * nothing. The fieldset has no look of its own; `sx` lays out its children.
 */
export function HydratedFieldset({ sx, autoFocusFirst = false, children }: HydratedFieldsetProps) {
  const isHydrated = useIsHydrated();
  const ref = useRef<HTMLFieldSetElement>(null);
  useEffect(() => {
    if (isHydrated && autoFocusFirst) ref.current?.querySelector<HTMLElement>('input, textarea')?.focus();
  }, [isHydrated, autoFocusFirst]);
  return (
    <Box
      component="fieldset"
      ref={ref}
      disabled={!isHydrated}
      sx={[
        // `disabled` stops native controls only; MUI's select is a <div role="combobox">.
        { border: 0, m: 0, p: 0, minWidth: 0, pointerEvents: isHydrated ? undefined : 'none' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Box>
  );
}

interface HydratedFormProps extends HydratedFieldsetProps {
  'aria-label': string;
  onSubmit: FormEventHandler<HTMLFormElement>;
}

/** A form (validated by the app, not the browser) whose controls wait for hydration. */
export function HydratedForm({ 'aria-label': label, onSubmit, ...fieldset }: HydratedFormProps) {
  return (
    <form noValidate aria-label={label} onSubmit={onSubmit}>
      <HydratedFieldset {...fieldset} />
    </form>
  );
}
