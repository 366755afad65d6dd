/**
 * What each portal screen shows until its feature is built: a one-line description and the
 * empty-state prompt. Prompts quoted in spec part 2 §2 are used exactly; the others are ours.
 */
interface SectionScreen {
  description: string;
  prompt: string;
  hint?: string;
}

const noFormsCreated = 'No forms created yet';

export const sectionScreens: Record<string, SectionScreen> = {
  '/portal/store/tickets': { description: 'Tickets for your games and events.', prompt: 'No Tickets Found' },
  '/portal/store/forms': {
    description: 'Registration forms buyers pay for in the store.',
    prompt: noFormsCreated,
  },
};

export const fallbackScreen: SectionScreen = {
  description: '',
  prompt: 'Nothing here yet',
};
