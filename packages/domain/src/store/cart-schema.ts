import { z } from 'zod';
import { personNameSchema } from '../text/visible-text.ts';
import { cartMessages, checkoutMessages } from './store-messages.ts';

/**
 * The public cart and checkout (issue 22). The cart lives on the server under a random id in a
 * cookie; the pages post plain forms (no script needed), so numbers arrive as strings.
 */
export const maxCartLines = 50;

const quantitySchema = (min: number) =>
  z.coerce
    .number({ error: cartMessages.enterQuantity })
    .int(cartMessages.enterQuantity)
    .min(min, cartMessages.enterQuantity)
    .max(100, cartMessages.enterQuantity);

const idSchema = z.string().trim().min(1, cartMessages.chooseOptions).max(100);

/** POST /store/cart/add (product page) and POST /store/cart/add-ticket (ticket page). */
export const addProductToCartSchema = z.object({
  variantId: idSchema,
  quantity: quantitySchema(1).default(1),
});
export type AddProductToCart = z.output<typeof addProductToCartSchema>;
export const addTicketToCartSchema = z.object({ tierId: idSchema, quantity: quantitySchema(1).default(1) });
export type AddTicketToCart = z.output<typeof addTicketToCartSchema>;

/** POST /cart/update: a line's new quantity; 0 takes it out. */
export const updateCartLineSchema = z.object({ lineId: idSchema, quantity: quantitySchema(0) });
export type UpdateCartLine = z.output<typeof updateCartLineSchema>;

/** US addresses (the store sells in US dollars to US buyers). */
export const shippingAddressSchema = z.object({
  name: personNameSchema('name', { missingMessage: checkoutMessages.enterName, max: 100 }),
  line1: z.string().trim().min(1, checkoutMessages.enterAddress).max(200),
  line2: z.string().trim().max(200).default(''),
  city: z.string().trim().min(1, checkoutMessages.enterCity).max(100),
  state: z.string().trim().min(2, checkoutMessages.enterState).max(50),
  postalCode: z
    .string()
    .trim()
    .regex(/^\d{5}(-\d{4})?$/, checkoutMessages.enterPostalCode),
  country: z.literal('US').default('US'),
});
export type ShippingAddressInput = z.output<typeof shippingAddressSchema>;

const buyerFields = {
  name: personNameSchema('name', { missingMessage: checkoutMessages.enterName, max: 100 }),
  email: z
    .string()
    .trim()
    .pipe(z.email({ error: checkoutMessages.enterEmail }))
    .transform((email) => email.toLowerCase()),
  phone: z
    .string()
    .trim()
    .refine((phone) => phone === '' || /^\+?[\d\s().-]{7,20}$/.test(phone), checkoutMessages.enterPhone)
    .default(''),
};

/**
 * POST /checkout: the buyer, and the shipping address when the cart holds something to ship
 * (`needsShipping` comes from the cart on the server, never from the browser).
 */
export function checkoutInputSchema(needsShipping: boolean) {
  return z.object({
    ...buyerFields,
    shippingAddress: needsShipping ? shippingAddressSchema : z.undefined().catch(undefined),
  });
}
export type CheckoutInput = z.output<ReturnType<typeof checkoutInputSchema>>;
