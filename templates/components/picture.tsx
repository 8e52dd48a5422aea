import type { ImageView } from '../view.ts';
import { densitySrcset, widthSrcset } from './image-sizes.ts';

/**
 * An image as `<picture>`: one `<source>` per encoded format (avif, webp at every density), then the
 * `<img>` fallback with its CSS size, so the page never shifts. `priority` is for the one image
 * above the fold (an article's cover): fetched early with `fetchpriority="high"`; every other image
 * loads lazily. `sizes` (the width the image shows at, as in HTML) is for an image shown smaller than
 * its CSS size, such as a card's cover: the sources then offer widths, not densities. Without sources
 * it is the plain `<img>`.
 */
export function Picture({ image, className, priority = false, sizes }: { image: ImageView; className?: string; priority?: boolean; sizes?: string }) {
  const img = (
    <img
      {...(className ? { className } : {})}
      src={image.src}
      width={image.width}
      height={image.height}
      alt={image.alt}
      {...(priority ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
      decoding="async"
    />
  );
  if (!image.sources?.length) return img;
  return (
    <picture>
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} {...(sizes ? { srcSet: widthSrcset(source.candidates, image.width), sizes } : { srcSet: densitySrcset(source.candidates) })} />
      ))}
      {img}
    </picture>
  );
}
