// A small picture (at most THUMBNAIL_WIDTH css px). One of our uploads is shown from its `_small`
// thumbnails, WebP at density 1 and 2, instead of the full photo; any other address as it is.
import type { ImgHTMLAttributes } from 'react';
import { uploadThumbnail } from '@/lib/images/upload-thumbnail';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'width' | 'height'> & { src: string; alt: string; size: number };

export function Thumbnail({ src, alt, size, loading = 'lazy', ...rest }: Props) {
  const thumbnail = uploadThumbnail(src);
  if (!thumbnail) return <img src={src} alt={alt} width={size} height={size} loading={loading} decoding="async" {...rest} />;
  return (
    <picture className="thumbnail">
      <source type="image/webp" srcSet={`${thumbnail.webp1x} 1x, ${thumbnail.webp2x} 2x`} />
      <img src={thumbnail.small} alt={alt} width={size} height={size} loading={loading} decoding="async" {...rest} />
    </picture>
  );
}
