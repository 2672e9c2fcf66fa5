'use client';
// Artwork upload: the picture goes through /api/upload (bucket custom-design) and becomes an image
// layer with its natural size, scaled by fitScale to sit comfortably inside the shape.
import { useId, useState } from 'react';
import { DAMPENER_SIZE_MM, type ImageLayer } from '@courtside/core/design';
import { imageSize } from '@courtside/designer';
import { useOwnApi } from '@/components/providers';
import { fitScale } from '@/lib/designs/image-fit';
import { errorMessage } from '@/lib/error-message';
import { showToast } from '@/lib/toast/toast-store';
import styles from './studio.module.css';

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];

export function ImageUpload({ disabled, onAdd }: { disabled: boolean; onAdd: (layer: Omit<ImageLayer, 'id'>) => void }) {
  const ownApi = useOwnApi();
  const id = useId();
  const [uploading, setUploading] = useState(false);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    if (!IMAGE_TYPES.includes(file.type)) {
      showToast('이미지 파일(JPG, PNG, GIF, WEBP)만 올릴 수 있습니다.', 'error');
      return;
    }
    setUploading(true);
    try {
      const body = new Uint8Array(await file.arrayBuffer());
      const url = await ownApi.uploadFile({ fileName: file.name, fileType: file.type, bucket: 'custom-design', body });
      const size = await imageSize(url);
      onAdd({ kind: 'image', url, naturalWidth: size.width, naturalHeight: size.height, x: DAMPENER_SIZE_MM / 2, y: DAMPENER_SIZE_MM / 2, scale: fitScale(size.width, size.height), rotation: 0 });
    } catch (error) {
      showToast(errorMessage(error, 'UPLOAD_FAILED'), 'error');
    } finally {
      setUploading(false);
    }
  };

  return (
    <fieldset className={styles.tool} disabled={disabled || uploading}>
      <legend>이미지</legend>
      <label htmlFor={id} className={styles.uploadLabel}>
        {uploading ? '올리는 중…' : '이미지 올리기'}
      </label>
      <input
        id={id}
        type="file"
        accept={IMAGE_TYPES.join(',')}
        className={styles.fileInput}
        data-testid="design-image-input"
        onChange={(event) => {
          void upload(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <p className={styles.hint}>300 DPI 이상이면 선명하게 인쇄됩니다. 30mm 기준 354px 이상의 이미지를 권장해요.</p>
    </fieldset>
  );
}
