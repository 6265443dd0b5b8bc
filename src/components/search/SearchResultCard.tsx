/** One search result: image, title (the link to the item's page in this locale) and its collection. */
import type { SearchItem } from '#contract/schemas/routing.ts';
import Img from '../media/Img.tsx';
import { resultImage } from './result-image.ts';

interface Props {
  item: SearchItem;
  href: string | null;
  collectionLabel(name: string): string;
  /** In the first row: loaded at once (the largest of them is the page's LCP). */
  eager?: boolean;
  /** The first result's image: fetched before the others. */
  priority?: boolean;
}

export default function SearchResultCard({ item, href, collectionLabel, eager = false, priority = false }: Props) {
  const collection = item.alternativePresentationContent?.collection?.name;
  const image = resultImage(item);
  return (
    <article className="search-result">
      <div className="search-result__media">
        {image ? (
          <Img
            className="search-result__image"
            image={{
              ...image,
              loading: eager ? 'eager' : 'lazy',
              decoding: 'async',
              fetchpriority: priority ? 'high' : undefined,
            }}
          />
        ) : null}
      </div>
      <h3 className="search-result__title">{href ? <a href={href}>{item.title}</a> : item.title}</h3>
      {collection ? <p className="search-result__collection">{collectionLabel(collection)}</p> : null}
    </article>
  );
}
