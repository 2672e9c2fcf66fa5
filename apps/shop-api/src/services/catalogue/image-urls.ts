// Image paths are stored relative ("/images/products/smile-black.svg") so the database does not
// depend on the port the server happens to listen on; replies make them absolute.
export function absoluteUrl(baseUrl: string, path: string): string {
  if (/^(https?:)?\/\//i.test(path)) return path;
  return `${baseUrl.replace(/\/+$/, '')}${path.startsWith('/') ? '' : '/'}${path}`;
}

/** Where the generated image of a product, option or review lives. */
export function productImagePath(name: string): string {
  return `/images/products/${name}.svg`;
}

export function reviewImagePath(name: string): string {
  return `/images/reviews/${name}.svg`;
}
