// @courtside/designer: the react-konva dampener designer (browser only), used by the storefront and
// the terminal. The drawing itself lives in ./scene so the server renders print files with it.
export { DesignerCanvas, EDITOR_MARGIN_MM } from './designer-canvas.tsx';
export type { DesignerCanvasProps } from './designer-canvas.tsx';
export { LayerList, layerLabel } from './layer-list.tsx';
export type { LayerListProps } from './layer-list.tsx';
export { HistoryButtons } from './history-buttons.tsx';
export type { HistoryButtonsProps } from './history-buttons.tsx';
export { ResolutionNotice } from './resolution-notice.tsx';
export { useDesignEditor } from './use-design-editor.ts';
export { designEditorHandle, historyCommands } from './design-history.ts';
export type { DesignEditorHandle, DesignEditorEvent } from './design-history.ts';
export { layerKeyEdit, describeLayerChange, MOVE_STEP_MM, MOVE_BIG_STEP_MM, SCALE_STEP, SCALE_BIG_STEP, ROTATE_STEP_DEG, ROTATE_BIG_STEP_DEG } from './layer-keys.ts';
export type { LayerKeyChange, LayerKeyEdit } from './layer-keys.ts';
export { canvasKeyStep } from './canvas-keys.ts';
export type { CanvasKey, CanvasKeyContext, CanvasKeyStep } from './canvas-keys.ts';
export { useLoadedImages, loadImage, imageSize } from './use-loaded-images.ts';
export { useFontsReady, loadFonts, fontRequests } from './use-fonts-ready.ts';
export type { FontRequest } from './use-fonts-ready.ts';
export { exportSideDataUrl, exportSideBlob, EDITOR_IMAGE_SIZE } from './export-side.ts';
export type { ExportOptions } from './export-side.ts';
export { CanvasPlayground } from './canvas-playground.tsx';
