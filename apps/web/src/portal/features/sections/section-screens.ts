/**
 * What each portal screen shows until its feature is built: a one-line description and the
 * empty-state prompt. Prompts quoted in spec part 2 §2 are used exactly; the others are ours.
 */
interface SectionScreen {
  description: string;
  prompt: string;
  hint?: string;
}

const select = (things: string) => `Select one of the ${things} or create a new one`;
const noFormsCreated = 'No forms created yet';

export const sectionScreens: Record<string, SectionScreen> = {
  '/portal/analytics/website': {
    description: 'Visits, popular pages and where your visitors come from.',
    prompt: 'No website visits recorded yet',
    hint: 'Numbers appear here once your website is published and people start browsing it.',
  },
  '/portal/analytics/store': {
    description: 'Orders, revenue and best-selling products.',
    prompt: 'No store sales recorded yet',
    hint: 'Sales figures appear here after your first order.',
  },
  '/portal/marketplace': {
    description: 'Team gear from our partner brands, chosen for your sport.',
    prompt: 'Choose a category or brand to browse its products',
  },
  '/portal/store/overview': {
    description: 'Orders, payouts and store status at a glance.',
    prompt: 'No orders yet',
  },
  '/portal/store/settings': {
    description: 'Store title, message to buyers, and which parts of the store are open.',
    prompt: 'Your store uses the default settings',
  },
  '/portal/store/schedule': {
    description: 'Choose when your store opens and closes.',
    prompt: 'No store schedule set',
  },
  '/portal/store/products': {
    description: 'Merchandise with prices, sizes, shipping and stock.',
    prompt: select('products'),
  },
  '/portal/store/tickets': { description: 'Tickets for your games and events.', prompt: 'No Tickets Found' },
  '/portal/store/forms': {
    description: 'Registration forms buyers pay for in the store.',
    prompt: noFormsCreated,
  },
  '/portal/store/charges': {
    description: 'Every card payment your store received.',
    prompt: 'No charges yet',
  },
  '/portal/store/disputes': {
    description: 'Payments a buyer has disputed with their bank.',
    prompt: 'No disputes',
    hint: 'Good news: no buyer has disputed a payment.',
  },
  '/portal/tutorials/schedule': {
    description: 'Book a video call with the Sideline team.',
    prompt: 'Schedule a call with us',
    hint: 'Tell us two or three times that suit you and we will send an invite.',
  },
  '/portal/tutorials/questions': {
    description: 'Answers to the questions teams ask most.',
    prompt: 'No questions asked yet',
  },
  '/portal/tutorials/tutorials': {
    description: 'Short videos that walk through each part of the portal.',
    prompt: 'No tutorials watched yet',
  },
  '/portal/tutorials/reviews': {
    description: 'Tell us how Sideline works for your team.',
    prompt: 'No reviews yet',
  },
};

export const fallbackScreen: SectionScreen = {
  description: '',
  prompt: 'Nothing here yet',
};
