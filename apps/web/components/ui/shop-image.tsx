// Every product, review and design picture larger than a thumbnail: Next's image props (width and
// height always, so nothing shifts; lazy unless `preload`), from this site's origin and through the
// optimiser where lib/images/image-source allows it (WebP at density 1 and 2), straight otherwise.
// `platformUrl` is the Shop API's address as the browser knows it (server: lib/server/public-config;
// client: handedPublicConfig()). getImageProps
// rather than <Image>: a plain <img> needs no client code. A client component that shows pictures
// (the product gallery) gets `shopImageProps` computed by its server parent, so it ships none either.
import { getImageProps, type ImageProps } from 'next/image';
import type { ComponentProps } from 'react';
import { preload as preloadResource } from 'react-dom';
import { imageSource } from '@/lib/images/image-source';

export type ShopImageOptions = Omit<ImageProps, 'src' | 'width' | 'height' | 'unoptimized' | 'priority' | 'preload'> & {
  src: string;
  platformUrl: string;
  width: number;
  height: number;
  /** The page's main picture: fetched early (a preload link in the head), high priority, never lazy. */
  preload?: boolean;
};

export type ImgProps = ComponentProps<'img'> & { alt: string };

export function shopImageProps({ src, platformUrl, preload = false, alt, ...rest }: ShopImageOptions): ImgProps {
  const source = imageSource(src, platformUrl);
  const { props } = getImageProps({
    ...rest,
    alt,
    src: source.src,
    unoptimized: !source.optimize,
    ...(preload ? { loading: 'eager' as const, fetchPriority: 'high' as const } : {}),
  });
  if (preload) preloadResource(props.src, { as: 'image', fetchPriority: 'high', ...(props.srcSet ? { imageSrcSet: props.srcSet } : {}) });
  return { ...props, alt };
}

export function ShopImage(options: ShopImageOptions) {
  const props = shopImageProps(options);
  return <img {...props} alt={props.alt} />;
}
