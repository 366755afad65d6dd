import type { StoredImage } from '@sideline/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useForm, useWatch } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { ProductPicturesField } from './product-pictures-field.tsx';

afterEach(cleanup);

const picture = (file: string): StoredImage => ({ file, link: `/files/${file}.jpg` });

function Harness({ pictures }: { pictures: StoredImage[] }) {
  const { control } = useForm({ defaultValues: { pictures } });
  const current = useWatch({ control, name: 'pictures' });
  return (
    <>
      <ProductPicturesField control={control} name="pictures" max={3} />
      <output aria-label="Order">{current.map((p) => p.file).join(',')}</output>
    </>
  );
}

function renderWith(pictures: StoredImage[]) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Harness pictures={pictures} />
    </QueryClientProvider>,
  );
}

describe('a product’s pictures', () => {
  it('lists them main first, moves one to the front and removes one', () => {
    renderWith([picture('front'), picture('back'), picture('detail')]);
    const list = screen.getByRole('list', { name: 'Pictures, main first' });
    expect(
      within(list)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['Main picture', 'Picture 2', 'Picture 3']);
    expect(
      (screen.getByRole('button', { name: 'Move the main picture earlier' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Move picture 3 earlier' }));
    fireEvent.click(screen.getByRole('button', { name: 'Move picture 2 earlier' }));
    expect(screen.getByRole('status', { name: 'Order' }).textContent).toBe('detail,front,back');
    fireEvent.click(screen.getByRole('button', { name: 'Remove picture 2' }));
    expect(screen.getByRole('status', { name: 'Order' }).textContent).toBe('detail,back');
  });

  it('offers no more pictures than the limit, and says so when there are none', () => {
    renderWith([picture('a'), picture('b'), picture('c')]);
    expect((screen.getByRole('button', { name: 'Add a picture' }) as HTMLButtonElement).disabled).toBe(true);
    cleanup();
    renderWith([]);
    expect(screen.getByText('No pictures yet.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Add a picture' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
