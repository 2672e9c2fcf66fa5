// /custom/dampener1 (design layout): the alternate entry — straight into the editor with a circle.
import type { Metadata } from 'next';
import { DampenerStudio } from '@/components/design/dampener-studio';
import { customDampenerProduct } from '@/lib/server/designs/custom-product';

export const metadata: Metadata = { title: '커스텀 댐프너 디자인 | 코트사이드' };

export default async function CustomDampenerAlternatePage() {
  const product = await customDampenerProduct();
  return <DampenerStudio product={product} askShapeFirst={false} />;
}
