'use client';
// The product's images: a main picture and thumbnails that swap it.
import { useState } from 'react';
import styles from './product-detail.module.css';

export function ProductGallery({ images, name }: { images: readonly string[]; name: string }) {
  const [current, setCurrent] = useState(0);
  const main = images[current] ?? images[0];
  return (
    <div className={styles.gallery}>
      <div className={styles.mainImage}>
        {main ? <img src={main} alt={name} width={600} height={600} fetchPriority="high" /> : <div aria-hidden="true" className={styles.noImage} />}
      </div>
      {images.length > 1 && (
        <ul className={styles.thumbs} aria-label="상품 이미지">
          {images.map((url, i) => (
            <li key={url}>
              <button type="button" onClick={() => setCurrent(i)} aria-pressed={i === current} className={styles.thumb}>
                <img src={url} alt={`${name} 이미지 ${i + 1}`} width={72} height={72} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
