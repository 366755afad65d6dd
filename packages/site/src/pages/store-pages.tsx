import type { CheckoutFormView, MoneyRowView, SiteImage, SitePageView, StoreCardView } from '../site-view.ts';
import { EmptyText, PageHeading, PageSection } from '../ui/page-parts.tsx';
import { SiteImg } from '../ui/site-image.tsx';

type StoreView = Extract<SitePageView, { kind: 'store' }>;
type ProductView = Extract<SitePageView, { kind: 'product' }>;
type CartView = Extract<SitePageView, { kind: 'cart' }>;
type OrderView = Extract<SitePageView, { kind: 'order' }>;

/**
 * The public store (issue 22): catalog, product, cart and the buyer's order page. Every action is
 * a plain form post answered with a redirect or the page again, so buying needs no script.
 */

function StoreCard({ card, eager }: { card: StoreCardView; eager: boolean }) {
  return (
    <li className="card store-card">
      <a href={card.href} className="card-link">
        <span className="card-figure">
          {card.image ? (
            <SiteImg image={card.image} frame={[1, 1]} eager={eager} />
          ) : (
            <span className="store-card-blank" aria-hidden="true" />
          )}
        </span>
        <span className="card-body">
          <span className="card-title">{card.name}</span>
          <span className="card-meta">{card.soldOut ? 'Sold out' : card.priceText}</span>
        </span>
      </a>
    </li>
  );
}

function ClosedNotice({ message }: { message: string | null }) {
  return message ? (
    <p className="notice store-closed" role="status">
      {message}
    </p>
  ) : null;
}

export function StorePage({ page }: { page: StoreView }) {
  const isEmpty = page.sections.every((section) => section.cards.length === 0);
  return (
    <>
      <PageHeading title={page.heading}>
        {page.message && !page.closedMessage ? <p className="lead">{page.message}</p> : null}
        <p>
          <a href={page.cartHref} className="back-link">
            View your cart
          </a>
        </p>
      </PageHeading>
      <ClosedNotice message={page.closedMessage} />
      {isEmpty ? <EmptyText>Nothing is for sale yet.</EmptyText> : null}
      {page.sections.map((section, index) =>
        section.cards.length > 0 ? (
          <PageSection key={section.heading} id={`store-${index}`} title={section.heading}>
            <ul className="cards store-cards">
              {section.cards.map((card, cardIndex) => (
                <StoreCard key={card.href} card={card} eager={index === 0 && cardIndex < 2} />
              ))}
            </ul>
          </PageSection>
        ) : null,
      )}
    </>
  );
}

function ProductImages({ images }: { images: SiteImage[] }) {
  const [first, ...rest] = images;
  if (!first) return null;
  return (
    <div className="product-images">
      <SiteImg image={first} frame={[1, 1]} eager className="product-image" />
      {rest.length > 0 ? (
        <ul className="product-thumbs">
          {rest.map((image) => (
            <li key={image.src}>
              <SiteImg image={image} frame={[1, 1]} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

export function ProductPage({ page }: { page: ProductView }) {
  const canBuy = !page.closedMessage && page.choices.some((choice) => !choice.soldOut);
  const firstOnSale = page.choices.find((choice) => !choice.soldOut);
  const isSingle = page.choices.length === 1;
  return (
    <article className="detail product">
      <p>
        <a href={page.storeHref} className="back-link">
          ← Back to the store
        </a>
      </p>
      <div className="product-layout">
        <ProductImages images={page.images} />
        <div className="product-buy">
          <h1>{page.name}</h1>
          {page.facts.map((fact) => (
            <p key={fact} className="product-fact">
              {fact}
            </p>
          ))}
          <p className="product-price">{page.priceText}</p>
          <ClosedNotice message={page.closedMessage} />
          <form method="post" action={page.addAction} className="site-form product-form">
            <fieldset className="product-choices" disabled={!canBuy}>
              <legend>{isSingle ? 'Availability' : 'Choose an option'}</legend>
              {page.choices.map((choice) => (
                <div key={choice.choiceId} className="product-choice">
                  <input
                    type="radio"
                    name={page.choiceField}
                    id={`choice-${choice.choiceId}`}
                    value={choice.choiceId}
                    required
                    disabled={choice.soldOut}
                    defaultChecked={isSingle || choice === firstOnSale}
                  />
                  <label htmlFor={`choice-${choice.choiceId}`}>
                    <span>{choice.label}</span>
                    <span className="choice-price">{choice.priceText}</span>
                    {choice.stockText ? (
                      <span className={choice.soldOut ? 'choice-stock sold-out' : 'choice-stock'}>
                        {choice.stockText}
                      </span>
                    ) : null}
                  </label>
                </div>
              ))}
            </fieldset>
            <div className="form-field quantity-field">
              <label htmlFor="quantity">Quantity</label>
              <input
                id="quantity"
                name="quantity"
                type="number"
                inputMode="numeric"
                min={1}
                max={page.maxQuantity}
                defaultValue={1}
                disabled={!canBuy}
              />
            </div>
            <button type="submit" className="button" disabled={!canBuy}>
              Add to cart
            </button>
          </form>
          <p>
            <a href={page.cartHref}>View your cart</a>
          </p>
        </div>
      </div>
      {page.html ? (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized with the allow-list on the server
        <div className="rich-text product-description" dangerouslySetInnerHTML={{ __html: page.html }} />
      ) : null}
    </article>
  );
}

function MoneyTable({ rows, caption }: { rows: MoneyRowView[]; caption: string }) {
  return (
    <table className="money-table">
      <caption className="visually-hidden">{caption}</caption>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label} className={row.label === 'Total' ? 'money-total' : undefined}>
            <th scope="row">{row.label}</th>
            <td>{row.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** One checkout input with its label and, after a refused post, its message. */
function CheckoutField({
  form,
  name,
  label,
  type = 'text',
  autoComplete,
  required = true,
}: {
  form: CheckoutFormView;
  name: string;
  label: string;
  type?: string;
  autoComplete: string;
  required?: boolean;
}) {
  const error = form.errors[name];
  const id = `checkout-${name}`;
  return (
    <div className="form-field">
      <label htmlFor={id}>
        {label}
        {required ? '' : ' (optional)'}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        required={required}
        defaultValue={form.values[name] ?? ''}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error ? (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

function CheckoutForm({ form }: { form: CheckoutFormView }) {
  return (
    <form method="post" action={form.action} className="site-form checkout-form" noValidate>
      <h2>Checkout</h2>
      {form.formError ? (
        <p className="form-error cart-refusal" role="alert">
          {form.formError}
        </p>
      ) : null}
      <CheckoutField form={form} name="name" label="Name" autoComplete="name" />
      <CheckoutField form={form} name="email" label="Email" type="email" autoComplete="email" />
      <CheckoutField form={form} name="phone" label="Phone" type="tel" autoComplete="tel" required={false} />
      {form.needsShipping ? (
        <fieldset className="checkout-address">
          <legend>Shipping address</legend>
          <CheckoutField form={form} name="line1" label="Address" autoComplete="address-line1" />
          <CheckoutField
            form={form}
            name="line2"
            label="Apartment, suite"
            autoComplete="address-line2"
            required={false}
          />
          <CheckoutField form={form} name="city" label="City" autoComplete="address-level2" />
          <CheckoutField form={form} name="state" label="State" autoComplete="address-level1" />
          <CheckoutField form={form} name="postalCode" label="ZIP code" autoComplete="postal-code" />
        </fieldset>
      ) : null}
      <button type="submit" className="button">
        Pay securely
      </button>
    </form>
  );
}

export function CartPage({ page }: { page: CartView }) {
  return (
    <>
      <PageHeading title="Your cart">
        <p>
          <a href={page.storeHref} className="back-link">
            ← Keep shopping
          </a>
        </p>
      </PageHeading>
      <ClosedNotice message={page.closedMessage} />
      {page.cartChangeRefusal ? (
        <p className="form-error" role="alert">
          {page.cartChangeRefusal}
        </p>
      ) : null}
      {page.lines.length === 0 ? (
        <EmptyText>Your cart is empty.</EmptyText>
      ) : (
        <div className="two-column cart-layout">
          <div>
            <ul className="cart-lines">
              {page.lines.map((line) => (
                <li key={line.lineId} className="cart-line">
                  <div className="cart-line-text">
                    <span className="card-title">{line.name}</span>
                    {line.variant ? <span className="card-meta">{line.variant}</span> : null}
                    <span className="card-meta">{line.unitPriceText} each</span>
                    {line.problem ? <span className="field-error">{line.problem}</span> : null}
                  </div>
                  <form method="post" action={page.updateAction} className="cart-line-form">
                    <input type="hidden" name="lineId" value={line.lineId} />
                    <label htmlFor={`quantity-${line.lineId}`} className="visually-hidden">
                      Quantity of {line.name}
                      {line.variant ? ` (${line.variant})` : ''}
                    </label>
                    <input
                      id={`quantity-${line.lineId}`}
                      name="quantity"
                      type="number"
                      inputMode="numeric"
                      min={0}
                      max={100}
                      defaultValue={line.quantity}
                    />
                    <button type="submit" className="link-button">
                      Update
                    </button>
                  </form>
                  <form method="post" action={page.updateAction} className="cart-line-form">
                    <input type="hidden" name="lineId" value={line.lineId} />
                    <input type="hidden" name="quantity" value="0" />
                    <button type="submit" className="link-button" aria-label={`Remove ${line.name}`}>
                      Remove
                    </button>
                  </form>
                  <span className="cart-line-total">{line.totalText}</span>
                </li>
              ))}
            </ul>
            <MoneyTable rows={page.totals} caption="Order total" />
          </div>
          {page.checkout ? (
            <aside className="side-panel" aria-label="Checkout">
              <CheckoutForm form={page.checkout} />
            </aside>
          ) : null}
        </div>
      )}
    </>
  );
}

export function OrderPage({ page }: { page: OrderView }) {
  return (
    <article className="detail order">
      <PageHeading title={`Order ${page.orderNumber}`} />
      <p className={`notice order-status ${page.tone}`} role="status">
        {page.status}
      </p>
      <ul className="cart-lines">
        {page.lines.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: an order's lines keep their order
          <li key={index} className="cart-line">
            <div className="cart-line-text">
              <span className="card-title">
                {line.name} × {line.quantity}
              </span>
              {line.fulfilment ? (
                <span className="card-meta">
                  {line.fulfilment}
                  {line.trackingHref ? (
                    <>
                      {' · '}
                      <a href={line.trackingHref} rel="noopener noreferrer">
                        Track the parcel
                      </a>
                    </>
                  ) : null}
                </span>
              ) : null}
            </div>
            <span className="cart-line-total">{line.totalText}</span>
          </li>
        ))}
      </ul>
      {page.passes.length > 0 ? (
        <section className="page-section" aria-labelledby="your-tickets">
          <h2 id="your-tickets">Your tickets</h2>
          <ul className="cart-lines">
            {page.passes.map((pass) => (
              <li key={pass.code} className="cart-line order-pass">
                {pass.qrSrc ? (
                  <img src={pass.qrSrc} alt={`QR code of ticket ${pass.code}`} width={200} height={200} />
                ) : null}
                <div>
                  <span className="card-title">{pass.title}</span>
                  <span className="card-meta">{pass.label}</span>
                  <span className="card-meta">
                    Code to type at the door: <strong className="pass-code">{pass.code}</strong>
                  </span>
                  <span className="card-meta">{pass.state}</span>
                </div>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <MoneyTable rows={page.totals} caption="Order total" />
      {page.shipTo ? (
        <section className="page-section" aria-labelledby="ship-to">
          <h2 id="ship-to">Shipping to</h2>
          <p className="ship-to">{page.shipTo}</p>
        </section>
      ) : null}
      <p>
        <a href={page.storeHref} className="back-link">
          Back to the store
        </a>
      </p>
    </article>
  );
}
