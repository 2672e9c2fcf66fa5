// Tells the shopper, before they pay, which pictures will print soft or blurred.
import type { ReactElement } from 'react';
import { DESIGN_SIDE_LABELS, resolutionWarnings, type DampenerDesign } from '@courtside/core/design';

export function ResolutionNotice({ design, className }: { design: DampenerDesign; className?: string }): ReactElement | null {
  const warnings = resolutionWarnings(design);
  if (warnings.length === 0) return null;
  return (
    <div className={className} role="status" data-testid="resolution-warning">
      <ul>
        {warnings.map((warning) => (
          <li key={`${warning.side}:${warning.layerId}`} data-level={warning.level}>
            {DESIGN_SIDE_LABELS[warning.side]}: {warning.message}
          </li>
        ))}
      </ul>
    </div>
  );
}
