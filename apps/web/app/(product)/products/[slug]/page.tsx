// /products/{slug} is the same page as /product/{slug} (seed §2 lists both).
export { default, generateMetadata } from '../../product/[slug]/page';
