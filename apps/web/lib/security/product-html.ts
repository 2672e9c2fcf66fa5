// The product description is HTML written in the platform's admin. It is shown on the storefront,
// so whoever can write product content could otherwise run script for every visitor: it passes
// through sanitize-html (a well-kept allow-list sanitiser that needs no DOM on the server) first.
// Kept: text formatting, lists, tables, images and links; dropped: script, style, event handlers,
// forms, frames, javascript:/data: links.
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'span', 'figure', 'figcaption', 'picture', 'source', 'font', 'center', 'u', 's'],
  allowedAttributes: {
    '*': ['class', 'style', 'align', 'title', 'lang', 'dir'],
    a: ['href', 'name', 'target', 'rel'],
    img: ['src', 'srcset', 'alt', 'width', 'height', 'loading'],
    source: ['srcset', 'type', 'media'],
    td: ['colspan', 'rowspan', 'width'],
    th: ['colspan', 'rowspan', 'width', 'scope'],
    table: ['width', 'border', 'cellpadding', 'cellspacing'],
    font: ['color', 'size', 'face'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  // Inline styles: colours, sizes and alignment only (no url(), no positioning over the page).
  allowedStyles: {
    '*': {
      color: [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s.,%]+\)$/i, /^[a-z]+$/i],
      'background-color': [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s.,%]+\)$/i, /^[a-z]+$/i],
      'text-align': [/^(left|right|center|justify)$/],
      'font-size': [/^\d+(\.\d+)?(px|em|rem|%|pt)$/],
      'font-weight': [/^(normal|bold|\d{3})$/],
      'text-decoration': [/^(none|underline|line-through)$/],
      width: [/^\d+(\.\d+)?(px|%)$/],
      height: [/^\d+(\.\d+)?(px|%)$/],
      'max-width': [/^\d+(\.\d+)?(px|%)$/],
      margin: [/^[\d\s.pxem%auto-]+$/],
      padding: [/^[\d\s.pxem%-]+$/],
    },
  },
  transformTags: {
    // Links to other sites open apart from the shop's page and learn nothing about it.
    a: (tagName, attribs) => ({ tagName, attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs }),
  },
};

/** The platform's product HTML with everything that could run script or escape the page removed. */
export function sanitizeProductHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
