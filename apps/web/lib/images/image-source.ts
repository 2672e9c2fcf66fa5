// Which pictures Next's image optimiser (/_next/image, sharp) serves: our own uploads, by their
// site-relative path, resized to the width shown at density 1 and 2 and sent as WebP. Everything
// else goes to the browser untouched: SVG (the local Shop API draws its product and review pictures
// as SVG, which stay sharp at any size and are smaller than a WebP of them) and other hosts, which
// the optimiser would otherwise fetch on the shopper's behalf.
import { uploadAddress } from './upload-thumbnail';

export interface ImageSource {
  src: string;
  optimize: boolean;
}

export function imageSource(url: string): ImageSource {
  const address = uploadAddress(url);
  return address ? { src: address.path, optimize: true } : { src: url, optimize: false };
}
