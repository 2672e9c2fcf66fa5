// How a custom dampener cart line carries its design (seed §3 optionInputs): the design reference
// in the product's required input, and the shopper's editor image beside it, so the cart shows the
// design and the platform keeps two designs that differ only in image as two lines.
export const DESIGN_REFERENCE_INPUT_LABEL = '디자인 참조번호';
export const EDITOR_IMAGE_INPUT_LABEL = '디자인 이미지';

export interface OptionInputLike {
  readonly inputLabel: string;
  readonly inputValue: string;
}

export function designOptionInputs(reference: string, editorImageUrl: string): { inputLabel: string; inputValue: string }[] {
  return [
    { inputLabel: DESIGN_REFERENCE_INPUT_LABEL, inputValue: reference },
    { inputLabel: EDITOR_IMAGE_INPUT_LABEL, inputValue: editorImageUrl },
  ];
}

/** The design reference in a cart or order line's inputs, or null for a line without one. */
export function designReferenceOf(inputs: readonly OptionInputLike[] | null | undefined): string | null {
  const value = inputs?.find((input) => input.inputLabel === DESIGN_REFERENCE_INPUT_LABEL)?.inputValue.trim();
  return value ? value : null;
}

export function editorImageOf(inputs: readonly OptionInputLike[] | null | undefined): string | null {
  const value = inputs?.find((input) => input.inputLabel === EDITOR_IMAGE_INPUT_LABEL)?.inputValue.trim();
  return value ? value : null;
}
