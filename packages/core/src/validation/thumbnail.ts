// Thumbnail naming for uploaded images (seed §5): the thumbnail, THUMBNAIL_WIDTH pixels wide, is
// stored next to the original with THUMBNAIL_SUFFIX before the extension.
import { THUMBNAIL_SUFFIX } from '../constants/limits.ts';

/**
 * "photo.png" → "photo_small.png", "uploads/a.b/photo" → "uploads/a.b/photo_small".
 * Only a dot in the last path segment, and not its first character (".env"), starts the extension.
 */
export function thumbnailFileName(fileName: string): string {
  const segmentStart = fileName.lastIndexOf('/') + 1;
  const dot = fileName.lastIndexOf('.');
  if (dot <= segmentStart) return `${fileName}${THUMBNAIL_SUFFIX}`;
  return `${fileName.slice(0, dot)}${THUMBNAIL_SUFFIX}${fileName.slice(dot)}`;
}
