import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  describeSocialLink,
  normalizeSharingHashtags,
  type SocialNetwork,
  socialNetworkRules,
  socialNetworks,
  socialUrlFields,
  type WebsiteSocials,
  type WebsiteSocialsUpdate,
  type WebsiteSocialsUpdateInput,
  websiteSocialsMessages,
  websiteSocialsUpdateSchema,
} from '@sideline/domain';
import { type Control, useWatch } from 'react-hook-form';
import { FormCheckbox, FormTextField } from '../../../ui/form-fields.tsx';
import { WebsiteFormSection } from './website-form-section.tsx';
import { WebsiteSlicePage } from './website-slice-content.tsx';
import { useWebsiteSliceForm, WebsiteSliceForm } from './website-slice-form.tsx';

const websiteSocialsPath = '/portal/website/socials';
const description = 'Links to your social accounts, social widgets and the hashtags visitors share with.';
const fieldNames = [
  ...socialNetworks.map((network) => socialUrlFields[network]),
  ...socialNetworks.map((network) => `widgets.${network}.code`),
  'sharingHashTags',
];

/** /portal/website/socials: Website → Socials (spec part 1 §2 "Website editor", §5). */
export function WebsiteSocialsPage() {
  return (
    <WebsiteSlicePage
      slice="socials"
      portalPath={websiteSocialsPath}
      description={description}
      loadingLabel="Loading your social links"
      loadFailedMessage={websiteSocialsMessages.loadFailed}
    >
      {(answer, teamId) => <WebsiteSocialsForm teamId={teamId} socials={answer.socials} />}
    </WebsiteSlicePage>
  );
}

type SocialsControl = Control<WebsiteSocialsUpdateInput, unknown, WebsiteSocialsUpdate>;

/** How the typed hashtags will be shared, or nothing while they are not valid. */
function HashtagsPreview({ control }: { control: SocialsControl }) {
  const typed = useWatch({ control, name: 'sharingHashTags' }) ?? '';
  const normalized = normalizeSharingHashtags(typed);
  if ('problem' in normalized || normalized.hashtags.length === 0) return null;
  return (
    <Typography color="text.secondary" sx={{ mt: -1.5 }}>
      Shared as {normalized.hashtags.map((tag) => `#${tag}`).join(' ')}
    </Typography>
  );
}

/** One network's widget: whether the site shows it, and the page or post it shows. */
function WidgetFields({ control, network }: { control: SocialsControl; network: SocialNetwork }) {
  const { label, example } = socialNetworkRules[network];
  return (
    <Box
      role="group"
      aria-label={`${label} widget`}
      sx={{
        display: 'grid',
        gap: 1,
        gridTemplateColumns: { xs: '1fr', sm: '12rem 1fr' },
        alignItems: 'start',
      }}
    >
      <FormCheckbox control={control} name={`widgets.${network}.enabled`} label={`Show ${label}`} />
      <FormTextField
        control={control}
        name={`widgets.${network}.code`}
        label={describeSocialLink(network, 'widget').replace(/^./, (c) => c.toUpperCase())}
        type="url"
        placeholder={example}
        helperText="The page or post the widget shows"
      />
    </Box>
  );
}

/** The form, created once the stored socials are loaded (they are the form's starting point). */
export function WebsiteSocialsForm({ teamId, socials }: { teamId: string; socials: WebsiteSocials }) {
  const socialsForm = useWebsiteSliceForm({
    slice: 'socials',
    teamId,
    resolver: zodResolver(websiteSocialsUpdateSchema),
    defaultValues: socials,
    // The saved links (https added, twitter.com moved to x.com) become the new starting point.
    toFormValues: (saved) => saved.socials,
    savedMessage: websiteSocialsMessages.saved,
    serverFields: fieldNames,
  });
  const { control } = socialsForm.form;

  return (
    <WebsiteSliceForm state={socialsForm} label="Socials">
      <WebsiteFormSection
        id="website-socials-links"
        title="Social links"
        hint="Your website's footer links to each account you enter. Leave a network empty to hide it."
      >
        {socialNetworks.map((network) => (
          <FormTextField
            key={network}
            control={control}
            name={socialUrlFields[network]}
            label={`${socialNetworkRules[network].label} link`}
            type="url"
            autoComplete="url"
            placeholder={socialNetworkRules[network].example}
          />
        ))}
      </WebsiteFormSection>
      <WebsiteFormSection
        id="website-socials-widgets"
        title="Widgets"
        hint="A widget shows one of your social pages or posts on your website. Paste its link, not embed code."
      >
        {socialNetworks.map((network) => (
          <WidgetFields key={network} control={control} network={network} />
        ))}
      </WebsiteFormSection>
      <WebsiteFormSection id="website-socials-sharing" title="Sharing">
        <FormTextField
          control={control}
          name="sharingHashTags"
          label="Sharing hashtags"
          helperText="Added when visitors share your pages. Separate hashtags with commas, for example clubhockey, hawks"
        />
        <HashtagsPreview control={control} />
      </WebsiteFormSection>
    </WebsiteSliceForm>
  );
}
