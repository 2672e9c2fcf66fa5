// The one way the storefront writes a line's options (issue 29): the platform keeps a multi-level
// option as "색상|구성" and "블랙|1개입"; a shopper reads "색상: 블랙 / 구성: 1개입" — on the cart, the
// order sheet, the order result, my page's order detail, the guest lookup, the claim dialogs, reviews
// and the production desk. Nothing else splits on '|'.

const SEPARATOR = ' / ';

function parts(text: string | null | undefined): string[] {
  return (text ?? '').split('|').map((part) => part.trim());
}

/** "색상|구성" + "블랙|1개입" → "색상: 블랙 / 구성: 1개입"; empty without options; a value without its label stands alone. */
export function optionText(optionName: string | null | undefined, optionValue: string | null | undefined): string {
  const values = parts(optionValue).filter((value) => value !== '');
  if (values.length === 0) return '';
  const names = parts(optionName);
  return values.map((value, i) => (names[i] ? `${names[i]}: ${value}` : value)).join(SEPARATOR);
}

/** Values alone, where the labels are not known (a review's option, another option of the product): "블랙|1개입" → "블랙 / 1개입". */
export function optionValuesText(optionValue: string | null | undefined): string {
  return parts(optionValue)
    .filter((value) => value !== '')
    .join(SEPARATOR);
}

/** A line named with its options: "스마일 댐프너 (색상: 블랙 / 구성: 1개입)", or the name alone. */
export function lineTitle(productName: string, options: string): string {
  return options ? `${productName} (${options})` : productName;
}
