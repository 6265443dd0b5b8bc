/**
 * The product grid and its cards: teaser image, name (the card's link), collection name, tags and the eco flag.
 * One component for the build (ProductGrid.astro renders it to HTML, no JavaScript shipped) and for the
 * category products island, which renders the products it fetches with it. Its styles come with
 * ProductGrid.astro: imported here they would become a stylesheet of their own on every page.
 */
import type { CSSProperties } from 'react';
import type { ProductTeaser } from '#contract/schemas/teasers.ts';
import { altBesideText } from '../../utils/html.ts';
import { imageAttributes } from '../../utils/images.ts';
import Img from '../media/Img.tsx';
import { ICONS } from '../ui/icons.ts';
import { tagStyle } from './tag-style.ts';

export interface ProductCardItem {
  product: ProductTeaser;
  /** The product's page in this locale, or null when it has none. */
  href: string | null;
}

export interface ProductCardsProps {
  items: readonly ProductCardItem[];
  /** Accessible name of the eco-friendly flag (`product.ecoFriendly`). */
  ecoLabel: string;
  headingLevel?: 'h2' | 'h3';
  sizes: string;
  variant?: 'dense' | 'roomy';
}

/** `--a:1;--b:2` as a React style object (custom properties keep their names). */
function styleObject(css: string): CSSProperties {
  return Object.fromEntries(
    css
      .split(';')
      .filter(Boolean)
      .map((d) => d.split(':') as [string, string]),
  ) as CSSProperties;
}

function Leaf() {
  const [shape] = ICONS.leaf;
  return (
    <svg
      viewBox="0 0 24 24"
      width={16}
      height={16}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.6}
      aria-hidden="true"
      focusable="false"
    >
      {shape && 'path' in shape ? <path d={shape.path} /> : null}
    </svg>
  );
}

export function ProductCard({
  product,
  href,
  ecoLabel,
  headingLevel: Heading = 'h3',
  sizes,
}: ProductCardItem & Omit<ProductCardsProps, 'items' | 'variant'>) {
  const image = product.teaserImage
    ? imageAttributes(product.teaserImage, {
        filter: 'product_teaser',
        sizes,
        alt: altBesideText(product.teaserImage.alt, product.name),
      })
    : null;
  return (
    <article className="product-card" data-appear>
      <div className="product-card__media">
        {image ? (
          <Img className="pic pic--cover ratio-4-5" image={image} />
        ) : (
          <div className="product-card__blank ratio-4-5" aria-hidden="true" />
        )}
        {product.ecoFriendlyProduct ? (
          <span className="product-card__eco">
            <span className="eco eco--compact">
              <span className="eco__badge">
                <Leaf />
                <span className="visually-hidden">{ecoLabel}</span>
              </span>
            </span>
          </span>
        ) : null}
      </div>
      <div className="product-card__body">
        <Heading className="product-card__name">{href ? <a href={href}>{product.name}</a> : product.name}</Heading>
        {product.collection ? <p className="product-card__collection">{product.collection.name}</p> : null}
        {product.tags.length > 0 ? (
          <ul className="tags list-reset tags--s">
            {product.tags.map((tag) => (
              <li className="tags__item" key={tag.id}>
                <span className="tag" style={styleObject(tagStyle(tag))}>
                  {tag.name}
                  {tag.description ? <span className="visually-hidden">: {tag.description}</span> : null}
                </span>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </article>
  );
}

export default function ProductCards({ items, variant = 'dense', ...card }: ProductCardsProps) {
  if (items.length === 0) return null;
  return (
    <ul className={`product-grid list-reset product-grid--${variant}`}>
      {items.map((item) => (
        <li key={item.product.id}>
          <ProductCard {...item} {...card} />
        </li>
      ))}
    </ul>
  );
}
