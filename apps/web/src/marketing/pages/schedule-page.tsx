import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ContactForm } from '../components/contact-form.tsx';
import { PageBody, PageHeader } from '../components/page-header.tsx';

const scheduleCallMessage = "I'd like to schedule a call";

const agenda = [
  'A tour of a live team site and the portal behind it',
  'How the store, tickets and player dues get paid out to your team',
  'Moving your roster, schedule and photos from your current site',
  'Pricing, the free month, and what your board needs to sign',
];

export function SchedulePage() {
  return (
    <>
      <PageHeader eyebrow="Schedule a call" title="Book a 20-minute walkthrough">
        Tell us when suits your team and we will send a calendar invite with a video link. Bring your
        president, treasurer or whoever will run the site.
      </PageHeader>
      <PageBody>
        <Box
          sx={{
            display: 'grid',
            gap: 4,
            gridTemplateColumns: { xs: '1fr', md: '1fr 1.5fr' },
            alignItems: 'start',
          }}
        >
          <Box>
            <Typography variant="h4" component="h2">
              What we cover
            </Typography>
            <Box component="ul" sx={{ pl: 2.5, mt: 2, display: 'grid', gap: 1 }}>
              {agenda.map((item) => (
                <li key={item}>
                  <Typography>{item}</Typography>
                </li>
              ))}
            </Box>
            <Typography color="text.secondary" sx={{ mt: 2 }}>
              In the message, suggest two or three times (with your time zone) and tell us your sport and team
              name.
            </Typography>
          </Box>
          <Paper sx={{ p: { xs: 2.5, md: 4 } }} elevation={0}>
            <Typography variant="h4" component="h2" sx={{ mb: 3 }}>
              Request a call
            </Typography>
            <ContactForm defaultMessage={scheduleCallMessage} submitLabel="Request a call" />
          </Paper>
        </Box>
      </PageBody>
    </>
  );
}
