/** The `<img>` of React islands, from the attributes `imageAttributes` computes (Picture.astro's counterpart). */
import type { ImageAttributes } from '../../utils/images.ts';

export default function Img({ image, className }: { image: ImageAttributes; className: string }) {
  return (
    <img
      className={className}
      src={image.src}
      srcSet={image.srcset}
      sizes={image.sizes}
      width={image.width}
      height={image.height}
      alt={image.alt}
      loading={image.loading}
      decoding={image.decoding}
      fetchPriority={image.fetchpriority}
    />
  );
}
