'use client';
// The product's images: a main picture and thumbnails that swap it. The <img> props come from the
// server (shopImageProps in product-detail.tsx), so this island carries no image code.
import { useState } from 'react';
import type { ImgProps } from '@/components/ui/shop-image';
import styles from './product-detail.module.css';

export interface GalleryImage {
  main: ImgProps;
  thumb: ImgProps;
}

export function ProductGallery({ images }: { images: readonly GalleryImage[] }) {
  const [current, setCurrent] = useState(0);
  const main = images[current] ?? images[0];
  return (
    <div className={styles.gallery}>
      <div className={styles.mainImage}>{main ? <img {...main.main} alt={main.main.alt} /> : <div aria-hidden="true" className={styles.noImage} />}</div>
      {images.length > 1 && (
        <ul className={styles.thumbs} aria-label="상품 이미지">
          {images.map((image, i) => (
            <li key={i}>
              <button type="button" onClick={() => setCurrent(i)} aria-pressed={i === current} className={styles.thumb}>
                <img {...image.thumb} alt={image.thumb.alt} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
