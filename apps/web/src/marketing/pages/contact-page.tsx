import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { publicPaths } from '@sideline/domain';
import { ContactForm } from '../components/contact-form.tsx';
import { PageBody, PageHeader } from '../components/page-header.tsx';

export function ContactPage() {
  return (
    <>
      <PageHeader eyebrow="Contact Us" title="Talk to the Sideline team">
        Questions about pricing, moving an old site, the store or payouts? Send us a message and a person will
        answer, usually within one business day.
      </PageHeader>
      <PageBody>
        <Box
          sx={{
            display: 'grid',
            gap: 4,
            gridTemplateColumns: { xs: '1fr', md: '1.6fr 1fr' },
            alignItems: 'start',
          }}
        >
          <Paper sx={{ p: { xs: 2.5, md: 4 } }} elevation={0}>
            <Typography variant="h4" component="h2" sx={{ mb: 3 }}>
              Send a message
            </Typography>
            <ContactForm />
          </Paper>
          <Box sx={{ display: 'grid', gap: 3 }}>
            <Paper variant="outlined" sx={{ p: 3 }}>
              <EventAvailableIcon color="primary" fontSize="large" aria-hidden="true" />
              <Typography variant="h6" component="h2" sx={{ mt: 1 }}>
                Prefer to talk?
              </Typography>
              <Typography color="text.secondary">
                Book a 20-minute video call and we will walk your board through the portal.{' '}
                <Link href={publicPaths.schedule}>Schedule a call</Link>
              </Typography>
            </Paper>
            <Paper variant="outlined" sx={{ p: 3 }}>
              <Typography variant="h6" component="h2">
                Already a customer?
              </Typography>
              <Typography color="text.secondary">
                Log in and use Help in the portal menu for tutorials and answers to common questions. Include
                your team name in messages so we can find your account quickly.
              </Typography>
            </Paper>
          </Box>
        </Box>
      </PageBody>
    </>
  );
}
