import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import {
  canSeeMarketplaceCategory,
  formatDollars,
  isMarketplaceBrand,
  isTeamSportsType,
  listMarketplaceCategories,
  type MarketplaceCategory,
  type MarketplaceProductView,
  marketplaceBrandsHeading,
  marketplaceCategoryLabels,
  type VendorInterestForm,
  vendorInterestRequestSchema,
} from '@sideline/domain';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, Link as RouterLink, useParams } from 'react-router';
import { EmptyState } from '../../../ui/empty-state.tsx';
import {
  FieldGrid,
  FormTextField,
  sendFormWithToasts,
  toastFirstFormError,
} from '../../../ui/form-fields.tsx';
import { LoadErrorAlert } from '../../../ui/load-error-alert.tsx';
import { LoadingSpinner } from '../../../ui/loading-spinner.tsx';
import { PortalPage } from '../../../ui/portal-page.tsx';
import { useTeamSession } from '../../../ui/session/session-api.ts';
import { useMarketplaceCategory, useVendorInterest } from './marketplace-api.ts';

const description = 'Team gear from our partner brands, chosen for your sport.';

function CategoryLinks({ categories, current }: { categories: MarketplaceCategory[]; current?: string }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {categories.map((c) => (
        <Chip
          key={c}
          label={marketplaceCategoryLabels[c]}
          component={RouterLink}
          to={`/portal/marketplace/${c}`}
          clickable
          color={c === current ? 'primary' : 'default'}
          variant={c === current ? 'filled' : 'outlined'}
          aria-current={c === current ? 'page' : undefined}
        />
      ))}
    </Box>
  );
}

/** /portal/marketplace and /portal/marketplace/:category: categories and brands by sport (spec part 2 §2). */
export function MarketplacePage() {
  const { team } = useTeamSession();
  const { category } = useParams();
  const sportsType = isTeamSportsType(team.sportsType) ? team.sportsType : null;
  const visible = sportsType ? listMarketplaceCategories(sportsType) : [];
  if (category && !(sportsType && canSeeMarketplaceCategory(sportsType, category)))
    return <Navigate to="/portal/marketplace" replace />;
  // Without a category the first one is shown in place (no redirect), so the menu's link is the page.
  const current = visible.find((c) => c === category) ?? visible[0];
  const title = current ? marketplaceCategoryLabels[current] : 'Marketplace';
  return (
    <PortalPage section="Marketplace" title={title} description={description}>
      <Box component="nav" aria-label="Marketplace categories" sx={{ display: 'grid', gap: 2, mb: 3 }}>
        <Box>
          <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
            Categories
          </Typography>
          <CategoryLinks categories={visible.filter((c) => !isMarketplaceBrand(c))} current={current} />
        </Box>
        <Box>
          <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
            {marketplaceBrandsHeading}
          </Typography>
          <CategoryLinks categories={visible.filter(isMarketplaceBrand)} current={current} />
        </Box>
      </Box>
      {current && <ProductList category={current} />}
    </PortalPage>
  );
}

function ProductList({ category }: { category: MarketplaceCategory }) {
  const products = useMarketplaceCategory(category);
  const [chosen, setChosen] = useState<MarketplaceProductView | null>(null);
  if (products.isPending) return <LoadingSpinner label="Loading products" />;
  if (products.isError)
    return <LoadErrorAlert message="The products could not be loaded." onRetry={() => products.refetch()} />;
  if (products.data.products.length === 0)
    return <EmptyState prompt={`No ${marketplaceCategoryLabels[category]} products listed yet`} />;
  return (
    <>
      <Box
        component="ul"
        aria-label={`${marketplaceCategoryLabels[category]} products`}
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
        }}
      >
        {products.data.products.map((product) => (
          <Card
            component="li"
            key={product.id}
            variant="outlined"
            sx={{ display: 'flex', flexDirection: 'column' }}
          >
            <Box
              component="img"
              src={product.imageUrl}
              alt={product.imageAlt}
              width={240}
              height={220}
              loading="lazy"
              sx={{ width: '100%', height: 180, objectFit: 'contain', bgcolor: '#eef2f6' }}
            />
            <CardContent sx={{ flex: 1 }}>
              <Typography variant="overline" component="p" color="text.secondary">
                {product.vendorName}
              </Typography>
              <Typography variant="h6" component="h3">
                {product.name}
              </Typography>
              <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
                {product.priceCents > 0 ? `From ${formatDollars(product.priceCents)}` : 'Price on request'}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {product.description}
              </Typography>
              {product.offer && <Chip size="small" color="success" label={product.offer} sx={{ mt: 1.5 }} />}
            </CardContent>
            <CardActions sx={{ px: 2, pb: 2, gap: 1, flexWrap: 'wrap' }}>
              <Button variant="contained" onClick={() => setChosen(product)}>
                I&rsquo;m interested
              </Button>
              <Button href={product.url} target="_blank" rel="noopener noreferrer">
                Vendor page
                <Box component="span" sx={visuallyHidden}>
                  {' '}
                  (opens in a new tab)
                </Box>
              </Button>
            </CardActions>
          </Card>
        ))}
      </Box>
      {chosen && <InterestDialog category={category} product={chosen} onClose={() => setChosen(null)} />}
    </>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

function InterestDialog({
  category,
  product,
  onClose,
}: {
  category: MarketplaceCategory;
  product: MarketplaceProductView;
  onClose: () => void;
}) {
  const { team } = useTeamSession();
  const titleId = useId();
  const interest = useVendorInterest();
  const { control, handleSubmit, setError } = useForm<VendorInterestForm>({
    resolver: zodResolver(vendorInterestRequestSchema),
    defaultValues: {
      productId: product.id,
      category,
      contactName: '',
      contactEmail: team.email ?? '',
      quantity: 1,
      note: '',
    },
  });
  const onSubmit = handleSubmit(
    (values) =>
      sendFormWithToasts(
        () => interest.mutateAsync(vendorInterestRequestSchema.parse(values)),
        setError,
        ['contactName', 'contactEmail', 'quantity', 'note'],
        onClose,
      ),
    toastFirstFormError,
  );
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <Box component="form" noValidate onSubmit={onSubmit}>
        <DialogTitle id={titleId}>Interested in {product.name}?</DialogTitle>
        <DialogContent>
          <Typography sx={{ mb: 2 }}>
            We pass your details to {product.vendorName}, who will write to you with team pricing.
          </Typography>
          <FieldGrid>
            <FormTextField control={control} name="contactName" label="Your name" required autoFocus />
            <FormTextField control={control} name="contactEmail" label="Your email" type="email" required />
            <FormTextField control={control} name="quantity" label="How many" type="number" required />
          </FieldGrid>
          <Box sx={{ mt: 2 }}>
            <FormTextField
              control={control}
              name="note"
              label="Note for the vendor (optional)"
              multiline
              minRows={3}
              fullWidth
            />
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={interest.isPending}>
            Notify the vendor
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
