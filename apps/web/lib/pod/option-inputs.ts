// How a print-on-demand cart line carries its design (seed §3 optionInputs): the partner's project id
// under its own label, the editor's thumbnail beside it (so the cart shows the design, and two
// designs that differ only in image stay two lines), and — for mall products whose design reference
// input is required — the project id there too.
import { DESIGN_REFERENCE_INPUT_LABEL, EDITOR_IMAGE_INPUT_LABEL, type OptionInputLike } from '@/lib/designs/option-inputs';

export const POD_PROJECT_INPUT_LABEL = '주문제작 프로젝트';

export interface PodInputField {
  inputLabel: string;
  required: boolean;
}

export function podOptionInputs(projectId: string, thumbnail: string, productInputs: readonly PodInputField[]): { inputLabel: string; inputValue: string }[] {
  const inputs = [
    { inputLabel: POD_PROJECT_INPUT_LABEL, inputValue: projectId },
    { inputLabel: EDITOR_IMAGE_INPUT_LABEL, inputValue: thumbnail },
  ];
  if (productInputs.some((field) => field.inputLabel === DESIGN_REFERENCE_INPUT_LABEL && field.required)) {
    inputs.push({ inputLabel: DESIGN_REFERENCE_INPUT_LABEL, inputValue: projectId });
  }
  return inputs;
}

/** The pod project id in a cart or order line's inputs, or null. */
export function podProjectOf(inputs: readonly OptionInputLike[] | null | undefined): string | null {
  const value = inputs?.find((input) => input.inputLabel === POD_PROJECT_INPUT_LABEL)?.inputValue.trim();
  return value ? value : null;
}
