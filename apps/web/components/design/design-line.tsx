'use client';
// A cart or order line's picture and option inputs. A custom dampener line (one with a design
// reference) shows the shopper's own faces — front, and back when it differs — with the design in
// words; a print-on-demand line (a partner project) shows the design the shopper saved, never the
// blank product; the editor image's address is never printed. Other lines show their inputs as given.
import { useQuery } from '@tanstack/react-query';
import { DESIGN_REFERENCE_INPUT_LABEL, EDITOR_IMAGE_INPUT_LABEL, designReferenceOf, editorImageOf, type OptionInputLike } from '@/lib/designs/option-inputs';
import { designWordsText, type DesignLineSummary } from '@/lib/designs/design-words';
import { podProjectOf } from '@/lib/pod/option-inputs';
import styles from './design-line.module.css';

async function fetchSummary(reference: string): Promise<DesignLineSummary> {
  const response = await fetch(`/api/custom/dampener/reference?reference=${encodeURIComponent(reference)}`);
  if (!response.ok) throw new Error(`design ${reference}: ${response.status}`);
  return (await response.json()) as DesignLineSummary;
}

export function useDesignSummary(inputs: readonly OptionInputLike[] | null | undefined) {
  // A pod line may carry its project id as the reference too: that is the partner's, not a dampener design.
  const reference = podProjectOf(inputs) === null ? designReferenceOf(inputs) : null;
  const query = useQuery({
    queryKey: ['design-line', reference],
    queryFn: () => fetchSummary(reference ?? ''),
    enabled: reference !== null,
    staleTime: Infinity,
  });
  return { reference, summary: query.data ?? null };
}

export interface LineThumbProps {
  inputs: readonly OptionInputLike[] | null | undefined;
  imageUrl: string | null | undefined;
  size: number;
  className?: string;
}

/** The line's picture: the design's faces for a custom dampener, otherwise the product's. */
export function LineThumb({ inputs, imageUrl, size, className }: LineThumbProps) {
  const { reference, summary } = useDesignSummary(inputs);
  const podDesign = podProjectOf(inputs) !== null ? editorImageOf(inputs) : null;
  if (podDesign) return <img src={podDesign} alt="내 디자인" width={size} height={size} className={className} data-testid="design-front" />;
  if (reference === null) return imageUrl ? <img src={imageUrl} alt="" width={size} height={size} className={className} loading="lazy" /> : <span />;
  const front = summary?.frontImageUrl || editorImageOf(inputs) || imageUrl || '';
  const back = summary?.backImageUrl ?? null;
  if (!back) return <img src={front} alt="내 디자인" width={size} height={size} className={className} data-testid="design-front" />;
  const half = Math.round(size / 2);
  return (
    <span className={`${styles.faces} ${className ?? ''}`}>
      <img src={front} alt="내 디자인 앞면" width={half} height={half} data-testid="design-front" />
      <img src={back} alt="내 디자인 뒷면" width={half} height={half} data-testid="design-back" />
    </span>
  );
}

export interface LineInputsProps {
  inputs: readonly OptionInputLike[] | null | undefined;
  /** Wraps each row: `li` inside the cart's list, `p` elsewhere. */
  as?: 'li' | 'p';
  className?: string;
  separator?: string;
}

/** The line's option inputs; a design is told in words and by its reference. */
export function LineInputs({ inputs, as: Row = 'p', className, separator = ': ' }: LineInputsProps) {
  const { reference, summary } = useDesignSummary(inputs);
  const others = (inputs ?? []).filter((input) => input.inputLabel !== DESIGN_REFERENCE_INPUT_LABEL && input.inputLabel !== EDITOR_IMAGE_INPUT_LABEL);
  return (
    <>
      {reference !== null && (
        <Row className={className} data-testid="design-words">
          {summary ? `내 디자인: ${designWordsText(summary.words)}` : '내 디자인'}
        </Row>
      )}
      {reference !== null && (
        <Row className={className}>
          {DESIGN_REFERENCE_INPUT_LABEL}
          {separator}
          {reference}
        </Row>
      )}
      {others.map((input) => (
        <Row key={input.inputLabel} className={className}>
          {input.inputLabel}
          {separator}
          {input.inputValue}
        </Row>
      ))}
    </>
  );
}
