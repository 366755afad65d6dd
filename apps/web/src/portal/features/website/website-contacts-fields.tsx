import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { maxWebsiteContacts, type WebsiteInfoUpdate, type WebsiteInfoUpdateInput } from '@sideline/domain';
import { useEffect, useId, useRef } from 'react';
import { type Control, type FieldErrors, useFieldArray } from 'react-hook-form';
import { FormTextField } from '../../../ui/form-fields.tsx';

const contactKeys = ['title', 'email', 'tel'] as const;

/** The form paths of the contacts' inputs ("contacts.0.title", ...), where server errors may land. */
export function contactFieldNames(count: number): string[] {
  const names = ['contacts'];
  for (let i = 0; i < count; i++) names.push(...contactKeys.map((key) => `contacts.${i}.${key}`));
  return names;
}

interface WebsiteContactsFieldsProps {
  control: Control<WebsiteInfoUpdateInput, unknown, WebsiteInfoUpdate>;
  error: FieldErrors<WebsiteInfoUpdateInput>['contacts'];
}

/**
 * The contacts of Website → Info: a title, an email and a phone each; add and remove. The main
 * (required) contact Sideline seeded cannot be removed, only changed.
 */
export function WebsiteContactsFields({ control, error }: WebsiteContactsFieldsProps) {
  const { fields, append, remove } = useFieldArray({ control, name: 'contacts' });
  const addButton = useRef<HTMLButtonElement>(null);
  const isRemoving = useRef(false);
  // After a removal the Remove button is gone: focus goes to Add contact once the list has
  // re-rendered (the button is enabled again by then when the list was full).
  useEffect(() => {
    if (!isRemoving.current) return;
    isRemoving.current = false;
    addButton.current?.focus();
  });
  const idPrefix = useId();
  // An error of the list itself (too many, main contact removed): from the schema or the server.
  const listError = error?.root?.message ?? error?.message;

  return (
    <>
      {fields.map((field, index) => {
        const headingId = `${idPrefix}-contact-${index}`;
        return (
          <Box
            key={field.id}
            role="group"
            aria-labelledby={headingId}
            sx={{
              display: 'grid',
              gap: 2,
              // The form column beside the live preview is narrow: title and phone share a row, and
              // the email, which runs longest, has a row of its own so a whole address shows.
              gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 1fr) minmax(0, 1fr)' },
              alignItems: 'start',
              pb: 2.5,
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            <Box sx={{ gridColumn: '1 / -1', display: 'flex', alignItems: 'center', gap: 1 }}>
              <Typography component="h3" variant="subtitle1" id={headingId} sx={{ fontWeight: 700 }}>
                Contact {index + 1}
              </Typography>
              {field.required && <Chip size="small" label="Main contact" />}
            </Box>
            <FormTextField control={control} name={`contacts.${index}.title`} label="Title" required />
            <FormTextField
              control={control}
              name={`contacts.${index}.tel`}
              label="Phone"
              type="tel"
              autoComplete="off"
            />
            <FormTextField
              control={control}
              name={`contacts.${index}.email`}
              label="Email"
              type="email"
              autoComplete="off"
              required={field.required}
              sx={{ gridColumn: '1 / -1' }}
            />
            {!field.required && (
              <Button
                color="error"
                startIcon={<DeleteIcon />}
                aria-label={`Remove contact ${index + 1}`}
                onClick={() => {
                  isRemoving.current = true;
                  remove(index);
                }}
                sx={{ justifySelf: 'start' }}
              >
                Remove
              </Button>
            )}
          </Box>
        );
      })}
      {fields.length === 0 && <Typography color="text.secondary">No contacts added yet</Typography>}
      {listError && <Alert severity="error">{listError}</Alert>}
      <Box>
        <Button
          ref={addButton}
          variant="outlined"
          startIcon={<AddIcon />}
          disabled={fields.length >= maxWebsiteContacts}
          onClick={() => append({ title: '', email: '', tel: '', required: false })}
        >
          Add contact
        </Button>
      </Box>
    </>
  );
}
